/**
 * What the generic search bot needs from Truco: a determinization of a seat's view — the
 * unseen cards dealt at random to every hidden place (the other hands, the partner's too
 * unless the mão de onze shows it, the other seats' face-down cards, and in the mão de ferro
 * the seat's own hand) — and the value of a state for the seat's team.
 */
import { initialChance, shuffle, type CardCode, type RandomSource, type Seat } from "@gg/core";
import { TRUCO_DECK } from "./cards.ts";
import { teamOfSeat, type TrucoPlay, type TrucoState } from "./state.ts";
import type { SeenPlay, TrucoView } from "./view.ts";

export function determinize(view: TrucoView, seat: Seat, random: RandomSource): TrucoState {
  const partner = (seat + 2) % 4;
  const known = new Set<CardCode>(view.hand);
  if (view.vira) known.add(view.vira);
  for (const card of view.partnerHand ?? []) known.add(card);
  const tables = [view.trick, ...view.tricks.map((t) => t.plays)];
  for (const plays of tables) for (const p of plays) if (p.card !== null) known.add(p.card);
  const pool = shuffle(
    random,
    TRUCO_DECK.filter((c) => !known.has(c)),
  );
  const fill = (plays: readonly SeenPlay[]): TrucoPlay[] => plays.map((p) => ({ seat: p.seat, card: p.card ?? pool.pop()!, faceDown: p.faceDown }));
  const trick = fill(view.trick);
  const tricks = view.tricks.map((t) => ({ plays: fill(t.plays), winner: t.winner }));
  const hands = view.handCounts.map((count, s) => {
    if (s === seat && !view.iron) return view.hand.slice();
    if (s === partner && view.partnerHand) return view.partnerHand.slice();
    return pool.splice(pool.length - count, count);
  });
  return {
    options: view.options,
    players: view.players,
    chance: initialChance(`determinized-${random.uint32()}`),
    round: view.round,
    game: view.gameNumber,
    gamesWon: view.gamesWon,
    dealer: view.dealer,
    phase: view.phase,
    turn: view.turn ?? seat,
    hands,
    vira: view.vira,
    trick,
    tricks,
    value: view.value,
    pending: view.pending,
    lastCallTeam: view.lastCallTeam,
    eleven: view.eleven,
    elevenDecider: view.elevenDecider,
    iron: view.iron,
    scores: view.scores,
    sheet: view.sheet,
    endedByHost: false,
  };
}

/** The team's lead in points, a won game (best of three) counting as 24 points. */
export function evaluate(state: TrucoState, seat: Seat): number {
  const team = teamOfSeat(seat);
  const other = 1 - team;
  return state.scores[team]! - state.scores[other]! + 24 * (state.gamesWon[team]! - state.gamesWon[other]!);
}
