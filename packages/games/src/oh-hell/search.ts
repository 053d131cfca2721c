/**
 * What the generic search bot needs from Oh Hell: a determinization of a
 * seat's view (the unseen cards dealt at random to the others, respecting
 * the suits they showed void) and the value of a state (the seat's total).
 */
import { initialChance, shuffle, standardDeck, suitOf, type CardCode, type RandomSource, type Seat } from "@gg/core";
import { handSizes, type OhHellState, type TrickPlay } from "./state.ts";
import type { OhHellView } from "./view.ts";

const DECK = standardDeck();

/** Suits each seat has shown it lacks: it did not follow the led suit. */
export function voids(players: number, tricks: readonly (readonly TrickPlay[])[]): Set<string>[] {
  const out = Array.from({ length: players }, () => new Set<string>());
  for (const trick of tricks) {
    const led = suitOf(trick[0]!.card);
    for (const p of trick) if (suitOf(p.card) !== led) out[p.seat]!.add(led);
  }
  return out;
}

export function determinize(view: OhHellView, seat: Seat, random: RandomSource): OhHellState {
  const seen = new Set<CardCode>([...view.hand, view.trumpCard, ...view.trick.map((p) => p.card), ...view.history.flat().map((p) => p.card)]);
  const unseen = DECK.filter((c) => !seen.has(c));
  const lacking = voids(view.players, [...view.history, ...(view.trick.length > 0 ? [view.trick] : [])]);
  const hands = dealUnseen(unseen, view, seat, lacking, random);
  return {
    players: view.players,
    options: view.options,
    chance: initialChance(`determinized-${random.uint32()}`),
    sizes: handSizes(view.players, view.options.upAndDown),
    round: view.round,
    dealer: view.dealer,
    phase: view.phase,
    turn: view.turn ?? seat,
    hands,
    trumpCard: view.trumpCard,
    bids: view.bids,
    tricks: view.tricks,
    trick: view.trick,
    history: view.history,
    scores: view.scores,
    sheet: view.sheet,
    endedByHost: false,
  };
}

/** Deals the unseen cards to the other seats, most constrained first; voids are kept when possible. */
function dealUnseen(unseen: CardCode[], view: OhHellView, seat: Seat, lacking: Set<string>[], random: RandomSource): CardCode[][] {
  for (let attempt = 0; attempt < 20; attempt++) {
    const pool = shuffle(random, unseen);
    const hands: CardCode[][] = view.handCounts.map((_, s) => (s === seat ? view.hand.slice() : []));
    let ok = true;
    for (let s = 0; s < view.players && ok; s++) {
      if (s === seat) continue;
      for (let k = 0; k < view.handCounts[s]!; k++) {
        const at = pool.findIndex((c) => !lacking[s]!.has(suitOf(c)));
        if (at < 0) {
          ok = false;
          break;
        }
        hands[s]!.push(pool.splice(at, 1)[0]!);
      }
    }
    if (ok) return hands;
  }
  // Voids could not all be honoured (rare): deal plainly.
  const pool = shuffle(random, unseen);
  return view.handCounts.map((count, s) => (s === seat ? view.hand.slice() : pool.splice(0, count)));
}

/** The seat's total: a playout to the end of the hand scores its tricks and bonus. */
export function evaluate(state: OhHellState, seat: Seat): number {
  return state.scores[seat]!;
}

