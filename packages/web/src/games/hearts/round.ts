/** Hearts' `roundScored` event as the shared end-of-round summary. */
import type { GameEvent } from "@gg/core";
import { seatValues, type RoundLine } from "../types.ts";

/** `round` counts from 1; `points` are the hand's (the moon and the jack of diamonds included), `scores` the running totals. */
export const heartsRound = (e: GameEvent): RoundLine => ({
  round: Number(e.round),
  columns: [
    { label: "points", values: seatValues(e.points) },
    { label: "totals", values: seatValues(e.scores) },
  ],
});
