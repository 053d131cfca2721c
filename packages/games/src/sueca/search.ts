/**
 * What the generic search bot needs from Sueca: a determinization of a seat's
 * view — the unseen cards dealt at random to the three other seats (the
 * partner's hand is hidden too) and to the stock, the shown trump card kept
 * where everyone knows it is, and shown voids honoured — and the value of a
 * state for the seat's team.
 */
import { dealUnseen, initialChance, outsideVoids, suitOf, type CardCode, type RandomSource, type Seat, type TrickPlay } from "@gg/core";
import { deckOfVariant } from "./deal.ts";
import { HAND_SIZE, PLAYERS, teamOfSeat, type SuecaState } from "./state.ts";
import type { SuecaView } from "./view.ts";

/**
 * Suits each seat has shown it lacks for good: it did not follow the led suit in a trick
 * after which nobody drew (a later draw could bring that suit back).
 */
export function voids(tricks: readonly (readonly TrickPlay[])[], initialStock: number): Set<string>[] {
  const out = Array.from({ length: PLAYERS }, () => new Set<string>());
  tricks.forEach((trick, index) => {
    if (initialStock - PLAYERS * index > 0) return;
    const led = suitOf(trick[0]!.card);
    for (const p of trick) if (suitOf(p.card) !== led) out[p.seat]!.add(led);
  });
  return out;
}

export function determinize(view: SuecaView, seat: Seat, random: RandomSource): SuecaState {
  const deck = deckOfVariant(view.game);
  const played = [...view.history.flat(), ...view.trick].map((p) => p.card);
  const seen = new Set<CardCode>([...view.hand, ...played]);
  // The shown trump card is either held by a known seat, lying at the stock's bottom, or played.
  const trumpPlaced = view.trumpHolder !== null || view.stockCount > 0;
  if (trumpPlaced) seen.add(view.trumpCard);
  const unseen = deck.filter((c) => !seen.has(c));
  const lacking = voids([...view.history, ...(view.trick.length > 0 ? [view.trick] : [])], deck.length - PLAYERS * HAND_SIZE);
  const { hands, stock } = dealHidden(unseen, view, seat, lacking, random);
  return {
    variant: view.game,
    options: view.options,
    chance: initialChance(`determinized-${random.uint32()}`),
    round: view.round,
    dealer: view.dealer,
    phase: view.phase,
    turn: view.turn ?? seat,
    hands,
    trumpCard: view.trumpCard,
    trumpHolder: view.trumpHolder,
    stock,
    trick: view.trick,
    history: view.history,
    points: view.points,
    carry: view.carry,
    scores: view.scores,
    sheet: view.sheet,
    endedByHost: false,
  };
}

/** Hands for the other seats (voids kept when possible) and the stock, the shown trump at its bottom. */
function dealHidden(unseen: CardCode[], view: SuecaView, seat: Seat, lacking: Set<string>[], random: RandomSource): { hands: CardCode[][]; stock: CardCode[] } {
  // What everyone knows a seat holds: our own hand, and the shown trump card in its holder's.
  const known = view.handCounts.map((_, s) => (s === seat ? view.hand.slice() : s === view.trumpHolder ? [view.trumpCard] : []));
  const counts = view.handCounts.map((count, s) => (s === seat ? 0 : count - known[s]!.length));
  const { hands, rest } = dealUnseen(unseen, { counts, fits: outsideVoids(lacking) }, random);
  return {
    hands: known.map((cards, s) => (hands[s]!.length > 0 ? [...cards, ...hands[s]!] : cards)),
    stock: view.stockCount > 0 ? [...rest, view.trumpCard] : rest,
  };
}

/**
 * The seat's team's lead in game points, plus a hundredth of its lead in the card points of
 * the hand just played (or being played): more points is better even when the scale does not move.
 */
export function evaluate(state: SuecaState, seat: Seat): number {
  const team = teamOfSeat(seat);
  const other = 1 - team;
  const last = state.sheet[state.sheet.length - 1];
  const handDone = state.phase === "over" || (state.history.length === 0 && state.trick.length === 0);
  const points = handDone && last ? last.points : state.points;
  return state.scores[team]! - state.scores[other]! + 0.01 * (points[team]! - points[other]!);
}
