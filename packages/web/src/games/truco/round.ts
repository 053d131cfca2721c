/** Truco's `roundScored` event as the shared end-of-round summary; every value is the seat's team's (or the seat's, with 2 players). */
import type { GameEvent } from "@gg/core";
import { seatValues, type RoundLine } from "../types.ts";

/** `round` counts hands from 1 over the whole match; `points` are the hand's points, `scores` the game's running totals. */
export const trucoRound = (e: GameEvent): RoundLine => ({
  round: Number(e.round),
  columns: [
    { label: "points", values: seatValues(e.points) },
    { label: "totals", values: seatValues(e.scores) },
  ],
});
