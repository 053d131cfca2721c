/**
 * What the platform's search bot needs from King: a determinization of a
 * seat's view and the value of a state. A determinization deals the unseen
 * cards to the other seats, keeping what the seat knows: a seat that did not
 * follow a suit holds none of it; one that led a heart where a heart may not
 * be led while holding another suit holds only hearts; one that could not
 * follow in *no King of Hearts* without playing `KH` does not hold it.
 *
 * The `search` level uses the generic search for the contract choice too:
 * each legal choice is played out with the `rules` bot over sampled deals, and
 * `evaluate` counts, besides the seat's margin so far, what the contracts
 * still to come are worth to it — above all its own positive, so a positive
 * spent now must beat keeping it for a later hand.
 */
import { dealUnseen, initialChance, standardDeck, type CardCode, type RandomSource, type Seat, type TrickPlay } from "@gg/core";
import { slotOf, suitIndex } from "./cards.ts";
import { OWN_POSITIVE_VALUE } from "./choice.ts";
import { KING_OF_HEARTS, NO_HEART_LEAD, type ContractId } from "./contracts.ts";
import type { KingState } from "./state.ts";
import type { KingView } from "./view.ts";

const DECK = standardDeck();
const HEARTS = 2;

/** What each seat is known not to hold: suits (by index) and, in *no King of Hearts*, `KH`. */
interface Lacks {
  readonly suits: boolean[][];
  readonly kingOfHearts: boolean[];
}

export function lacks(players: number, contract: ContractId | null, tricks: readonly (readonly TrickPlay[])[]): Lacks {
  const suits = Array.from({ length: players }, () => [false, false, false, false]);
  const kingOfHearts = new Array<boolean>(players).fill(false);
  for (const trick of tricks) {
    if (trick.length === 0) continue;
    const lead = trick[0]!;
    const led = suitIndex(lead.card);
    if (led === HEARTS && contract !== null && NO_HEART_LEAD[contract]) for (let s = 0; s < 4; s++) if (s !== HEARTS) suits[lead.seat]![s] = true;
    for (const p of trick) {
      if (suitIndex(p.card) === led) continue;
      suits[p.seat]![led] = true;
      if (contract === "noKingOfHearts" && p.card !== KING_OF_HEARTS) kingOfHearts[p.seat] = true;
    }
  }
  return { suits, kingOfHearts };
}

const fits = (lack: Lacks, seat: Seat, card: CardCode): boolean => !lack.suits[seat]![suitIndex(card)] && !(card === KING_OF_HEARTS && lack.kingOfHearts[seat]);

export function determinize(view: KingView, seat: Seat, random: RandomSource): KingState {
  const played = [...view.trick, ...view.history.flat()].map((p) => p.card);
  const known = new Set<CardCode>([...played, ...view.hand]);
  const unseen = DECK.filter((c) => !known.has(c));
  const lack = lacks(view.players, view.contract, [...view.history, view.trick]);
  const counts = view.handCounts.map((count, s) => (s === seat ? 0 : count));
  const { hands } = dealUnseen(unseen, { counts, fits: (s, card) => fits(lack, s, card) }, random);
  hands[seat] = view.hand.slice();
  return {
    players: view.players,
    options: view.options,
    chance: initialChance(`determinized-${random.uint32()}`),
    round: view.round,
    dealer: view.dealer,
    phase: view.phase,
    turn: view.turn ?? seat,
    hands: hands.map((hand) => hand.sort(byHandOrder)),
    contract: view.contract,
    trump: view.trump,
    trick: view.trick,
    history: view.history,
    tricks: view.tricks,
    points: view.points,
    negativesPlayed: negativesPlayed(view),
    hadPositive: view.hadPositive,
    scores: view.scores,
    sheet: view.sheet,
    endedByHost: false,
  };
}

const byHandOrder = (a: CardCode, b: CardCode) => slotOf(a) - slotOf(b);

/** The negatives played in the match, the one being played included (the state's `negativesPlayed`). */
function negativesPlayed(view: KingView): KingState["negativesPlayed"] {
  const out = view.sheet.flatMap((line) => (line.contract === "positive" ? [] : [line.contract]));
  if (view.contract !== null && view.contract !== "positive") out.push(view.contract);
  return out;
}

/**
 * The seat's expected final margin: its total minus the mean of the others',
 * plus what the positives still to come are worth to it — its own (if not
 * yet chosen) `OWN_POSITIVE_VALUE`, each other seat's a third of that against
 * it. Unplayed negatives count 0: nobody knows yet who they will hurt.
 */
export function evaluate(state: KingState, seat: Seat): number {
  let others = 0;
  let othersToCome = 0;
  for (let s = 0; s < state.players; s++) {
    if (s === seat) continue;
    others += state.scores[s]!;
    if (!state.hadPositive[s]) othersToCome++;
  }
  const own = state.hadPositive[seat] ? 0 : OWN_POSITIVE_VALUE;
  return state.scores[seat]! - others / (state.players - 1) + own - (othersToCome * OWN_POSITIVE_VALUE) / (state.players - 1);
}
