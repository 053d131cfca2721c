/**
 * What the generic search bot needs from Oh Hell: a determinization of a
 * seat's view (the unseen cards dealt at random to the others, respecting
 * the suits they showed void) and the value of a state (the seat's total).
 */
import { dealUnseen, initialChance, outsideVoids, shownVoids, standardDeck, type CardCode, type RandomSource, type Seat } from "@gg/core";
import { handSizes, type OhHellState } from "./state.ts";
import type { OhHellView } from "./view.ts";

const DECK = standardDeck();

/** Suits each seat has shown it lacks: it did not follow the led suit. */
export const voids = shownVoids;

export function determinize(view: OhHellView, seat: Seat, random: RandomSource): OhHellState {
  const seen = new Set<CardCode>([...view.hand, view.trumpCard, ...view.trick.map((p) => p.card), ...view.history.flat().map((p) => p.card)]);
  const unseen = DECK.filter((c) => !seen.has(c));
  const lacking = voids(view.players, [...view.history, view.trick]);
  const counts = view.handCounts.map((count, s) => (s === seat ? 0 : count));
  const { hands } = dealUnseen(unseen, { counts, fits: outsideVoids(lacking) }, random);
  hands[seat] = view.hand.slice();
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

/** The seat's total: a playout to the end of the hand scores its tricks and bonus. */
export function evaluate(state: OhHellState, seat: Seat): number {
  return state.scores[seat]!;
}

