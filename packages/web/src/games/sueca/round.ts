/** Sueca's (and Italian Sueca's) `roundScored` event as the shared end-of-round summary; every value is the seat's team's. */
import type { GameEvent } from "@gg/core";
import { seatValues, type RoundLine } from "../types.ts";

/** `round` counts from 1; `points` are the hand's card points, `gamePoints` its game points, `scores` the running totals. */
export const suecaRound = (e: GameEvent): RoundLine => ({
  round: Number(e.round),
  columns: [
    { label: "points", values: seatValues(e.points) },
    { label: "scores", values: seatValues(e.gamePoints) },
    { label: "totals", values: seatValues(e.scores) },
  ],
});
