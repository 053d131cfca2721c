/**
 * The `rules` bot: plays Buraco plainly.
 * - Takes the discard pile only when it would lay down one of the pile's cards at once; otherwise draws.
 * - Goes out, or empties its hand for the morto, whenever a listed move allows it.
 * - Lays down: extensions with natural cards first (longest first), then natural runs, then
 *   runs with a wild card; it adds a wild card to a clean sequence only to make a canastra once
 *   the team holds a clean one, or late in the hand.
 * - Discards the card it needs least and the opponents could use least: never a wild card while
 *   another is left, not a card that continues its own sequences or sits next to its cards, not
 *   a card that continues the opponents' sequences; among equals, the one worth most.
 */
import { initialChance, type Bot, type CardCode, type Seat } from "@gg/core";
import { PLACE, SUIT_OF, canBeWild, valueOf, withoutCards } from "./cards.ts";
import { playActions } from "./candidates.ts";
import { endOf, readSequence, type Sequence } from "./sequence.ts";
import { teamOfSeat, type BuracoAction, type BuracoState } from "./state.ts";
import type { BuracoView } from "./view.ts";

/** Stock left below which the bot counts the hand as ending. */
const LATE = 12;

type Extend = Extract<BuracoAction, { type: "extend" }>;

export function buracoRulesBot(): Bot<BuracoView, BuracoAction> {
  return {
    act({ seat, view, legal }) {
      if (legal.length === 1) return legal[0]!;
      if (view.phase === "draw") return pilePays(view, seat) ? legal.find((a) => a.type === "takeDiscards") ?? legal[0]! : legal[0]!;
      return layDown(view, seat, legal) ?? chooseDiscard(view, seat, legal);
    },
  };
}

/** Whether a card continues one of `melds`: it is the natural card just below or above, or of the wild card's place. */
export function continues(card: CardCode, melds: readonly Sequence[]): boolean {
  if (canBeWild(card) && PLACE[card] !== 2) return false;
  const suit = SUIT_OF[card];
  const place = PLACE[card]!;
  for (const m of melds) {
    if (m.suit !== suit) continue;
    const end = endOf(m);
    const at = (p: number) => p === place || (place === 1 && p === 14);
    if (at(m.start - 1) || at(end + 1) || (m.wild >= 0 && at(m.start + m.wild))) return true;
  }
  return false;
}

/** Same-suit natural cards of `hand` within `distance` places of `card` (copies of the card itself excluded). */
function neighbours(card: CardCode, hand: readonly CardCode[], distance: number): number {
  if (card === "X") return 0;
  const suit = SUIT_OF[card];
  const place = PLACE[card]!;
  let n = 0;
  for (const other of hand) {
    if (other === card || SUIT_OF[other] !== suit) continue;
    const p = PLACE[other]!;
    const d = Math.min(Math.abs(p - place), place === 1 ? Math.abs(p - 14) : 99, p === 1 ? Math.abs(14 - place) : 99);
    if (d <= distance) n++;
  }
  return n;
}

/**
 * The pile pays when the bot would lay down one of its cards at once: the lay-downs it would make
 * after taking it are worked out from the view alone (its hand and the pile, the sequences on the
 * table, the mortos). Taking only then also keeps two bots from passing one card back and forth
 * for ever: every take lays a card down, every draw shortens the stock.
 */
function pilePays(view: BuracoView, seat: Seat): boolean {
  const pile = view.discards;
  if (pile.length === 0) return false;
  const hand = [...view.hand, ...pile];
  const takenCard = pile.length === 1 ? pile[0]! : null;
  const after: BuracoView = { ...view, phase: "play", hand, discards: [], takenCard };
  const team = teamOfSeat(seat);
  const state: BuracoState = {
    options: view.options,
    players: view.players,
    chance: initialChance("hypothetical"),
    round: view.round,
    starter: view.starter,
    phase: "play",
    turn: seat,
    hands: view.handCounts.map((_, s) => (s === seat ? hand : [])),
    stock: [],
    discards: [],
    mortos: Array.from({ length: view.mortosLeft }, () => []),
    setAside: view.mortoSetAside.map(() => null),
    morto: view.morto,
    melds: view.melds,
    takenCard,
    scores: view.scores,
    sheet: view.sheet,
    endedByHost: false,
  };
  const fromPile = new Set(pile);
  for (const a of playActions(state, seat)) {
    if (layScore(after, seat, a) <= 0) continue;
    const added = a.type === "meld" ? a.cards : a.type === "extend" ? withoutCards(a.cards, view.melds[team][a.meld]!.cards) : [];
    if (added.some((card) => fromPile.has(card))) return true;
  }
  return false;
}

const addedCount = (view: BuracoView, seat: Seat, a: Extend) => a.cards.length - view.melds[teamOfSeat(seat)][a.meld]!.cards.length;

/** Whether the cards, read as a sequence, hold a wild card. */
function holdsWild(cards: readonly CardCode[]): boolean {
  const read = readSequence(cards);
  return typeof read !== "string" && read.wild >= 0;
}

function layDown(view: BuracoView, seat: Seat, legal: readonly BuracoAction[]): BuracoAction | null {
  const handSize = view.hand.length;
  const uses = (a: BuracoAction) => (a.type === "meld" ? a.cards.length : a.type === "extend" ? addedCount(view, seat, a) : 0);
  // Emptying the hand is listed only when it goes out or wins the morto: both are worth taking.
  const emptying = legal.find((a) => uses(a) === handSize);
  if (emptying) return emptying;
  let best: BuracoAction | null = null;
  let bestScore = 0;
  for (const a of legal) {
    const score = layScore(view, seat, a);
    if (score > bestScore) {
      best = a;
      bestScore = score;
    }
  }
  return best;
}

/**
 * How much the bot wants a lay-down (0: not at all): extensions with natural cards first, then
 * natural runs, then runs with a wild card; a wild card added to a clean sequence only when it
 * makes a canastra and the team holds a clean one, or late in the hand.
 */
function layScore(view: BuracoView, seat: Seat, a: BuracoAction): number {
  const team = teamOfSeat(seat);
  if (a.type === "extend") {
    const n = addedCount(view, seat, a);
    if (view.melds[team][a.meld]!.wild >= 0 || !holdsWild(a.cards)) return 100 + n;
    const hasClean = view.melds[team].some((m) => m.cards.length >= 7 && m.wild < 0);
    const late = view.stockCount < LATE && view.mortosLeft === 0;
    return a.cards.length >= 7 && (hasClean || late) ? 60 + n : 0;
  }
  if (a.type === "meld") return holdsWild(a.cards) ? 40 + a.cards.length : 80 + a.cards.length;
  return 0;
}

function chooseDiscard(view: BuracoView, seat: Seat, legal: readonly BuracoAction[]): BuracoAction {
  return rankDiscards(view, seat, legal)[0] ?? legal[legal.length - 1]!;
}

/** The legal discards, the one the bot would rather lose first. */
export function rankDiscards(view: BuracoView, seat: Seat, legal: readonly BuracoAction[]): BuracoAction[] {
  const team = teamOfSeat(seat);
  const own = view.melds[team];
  const theirs = view.melds[1 - team]!;
  const pileWeight = 1 + view.discards.length / 5;
  const costed: { action: BuracoAction; cost: number }[] = [];
  for (const action of legal) {
    if (action.type !== "discard") continue;
    const card = action.card;
    let cost = 0;
    if (canBeWild(card)) cost += 200;
    if (continues(card, own)) cost += 60;
    cost += 20 * neighbours(card, view.hand, 1) + 8 * neighbours(card, view.hand, 2);
    if (continues(card, theirs)) cost += 40 * pileWeight;
    cost -= valueOf(card) / 10;
    costed.push({ action, cost });
  }
  return costed.sort((a, b) => a.cost - b.cost).map((c) => c.action);
}
