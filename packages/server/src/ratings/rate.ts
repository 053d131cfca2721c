/**
 * One finished match's rating update, with no storage: who is rated, and their
 * new ratings. openskill rates teams ranked against each other (ties share a
 * rank): a team game's teams as `GameResult.teams` ranks them, otherwise each
 * seat alone by `GameResult.ranks`. Bots take part with their fixed ratings and
 * are never updated.
 */
import { rate, type Rating } from "openskill";
import type { GameResult, Seat } from "@gg/core";
import { botRating } from "./bots.ts";
import { newRating } from "./scale.ts";

export interface RatedSeat {
  readonly playerId: string | null;
  readonly bot: string | null;
}

export interface RatingPolicy {
  /** Rate a human who played only against bots (GG_RATED_VS_BOTS); off by default. */
  readonly vsBots: boolean;
}

export interface RatingUpdate {
  readonly playerId: string;
  readonly seat: Seat;
  readonly rating: Rating;
  readonly won: boolean;
}

/** The sides of the match: seat lists, each with its rank (1 = best). */
function sides(result: GameResult): { seats: readonly Seat[]; rank: number }[] {
  if (result.teams) return result.teams.map((t) => ({ seats: t.seats, rank: t.rank }));
  return result.ranks.map((rank, seat) => ({ seats: [seat], rank }));
}

function isHuman(seat: RatedSeat | undefined): seat is RatedSeat & { playerId: string } {
  return !!seat && seat.bot === null && seat.playerId !== null;
}

/**
 * Whether the match counts: played to its end (not ended by the host or the
 * abandon timer), humans on at least two sides — or, with `vsBots`, a human
 * against a side of bots — and each human in one seat only.
 */
export function isRated(result: GameResult, seats: readonly RatedSeat[], policy: RatingPolicy): boolean {
  if (result.endedByHost) return false;
  const humans = seats.filter(isHuman).map((s) => s.playerId);
  if (humans.length === 0 || new Set(humans).size !== humans.length) return false;
  const all = sides(result);
  const humanSides = all.filter((side) => side.seats.some((seat) => isHuman(seats[seat]))).length;
  return humanSides >= 2 || (policy.vsBots && all.length >= 2);
}

/** The humans' new ratings after the match, or null when it is not rated. */
export function rateMatch(result: GameResult, seats: readonly RatedSeat[], current: ReadonlyMap<string, Rating>, policy: RatingPolicy): RatingUpdate[] | null {
  if (!isRated(result, seats, policy)) return null;
  const all = sides(result);
  const before = (seat: Seat): Rating => {
    const s = seats[seat]!;
    return isHuman(s) ? (current.get(s.playerId) ?? newRating()) : botRating(s.bot ?? "random");
  };
  const after = rate(all.map((side) => side.seats.map(before)), { rank: all.map((side) => side.rank) });
  const updates: RatingUpdate[] = [];
  all.forEach((side, i) =>
    side.seats.forEach((seat, j) => {
      const s = seats[seat];
      if (isHuman(s)) updates.push({ playerId: s.playerId, seat, rating: after[i]![j]!, won: result.winners.includes(seat) });
    }),
  );
  return updates.sort((a, b) => a.seat - b.seat);
}
