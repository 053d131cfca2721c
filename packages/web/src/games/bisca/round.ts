/** Bisca's `roundScored` event as the shared end-of-round summary. */
import type { GameEvent } from "@gg/core";
import { seatValues, type RoundLine } from "../types.ts";

/**
 * `round` counts from 1; `points` are each seat's side's card points in the hand,
 * `gamePoints` the game points that side earned, `scores` the running game-point totals.
 */
export const biscaRound = (e: GameEvent): RoundLine => ({
  round: Number(e.round),
  columns: [
    { label: "points", values: seatValues(e.points) },
    { label: "scores", values: seatValues(e.gamePoints) },
    { label: "totals", values: seatValues(e.scores) },
  ],
});
