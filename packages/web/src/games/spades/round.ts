/** Spades' `roundScored` event as the shared end-of-round summary; points and totals are each seat's team's. */
import type { GameEvent } from "@gg/core";
import { seatValues, type RoundLine } from "../types.ts";

const numbers = (field: unknown): number[] => (Array.isArray(field) ? field.map(Number) : []);

/**
 * Seats that missed: a nil bidder who took a trick, and the bidders of a team whose contract
 * (its non-nil bids) was set by its non-nil bidders' tricks.
 */
function missedSeats(bids: readonly number[], tricks: readonly number[]): number[] {
  const set = [0, 1].map((team) => {
    let contract = 0;
    let made = 0;
    for (const seat of [team, team + 2]) if (bids[seat]! > 0) (contract += bids[seat]!), (made += tricks[seat]!);
    return made < contract;
  });
  return bids.flatMap((bid, seat) => ((bid === 0 ? tricks[seat]! > 0 : set[seat % 2]) ? [seat] : []));
}

/** `round` counts from 1; bids (0 = nil) and tricks per seat, the team's points for the hand and its running total. */
export const spadesRound = (e: GameEvent): RoundLine => ({
  round: Number(e.round),
  columns: [
    { label: "bets", values: seatValues(e.bids) },
    { label: "tricks", values: seatValues(e.tricks) },
    { label: "points", values: seatValues(e.points) },
    { label: "totals", values: seatValues(e.scores) },
  ],
  missed: missedSeats(numbers(e.bids), numbers(e.tricks)),
});
