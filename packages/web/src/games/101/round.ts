/** 101's `roundScored` event as the shared end-of-round summary. */
import type { GameEvent } from "@gg/core";
import { seatValues, type RoundLine } from "../types.ts";

/** `round` counts from 1; `scores` are the round's (null: out of the game), `totals` the sums. */
export const round101 = (e: GameEvent): RoundLine => ({
  round: Number(e.round),
  multiplier: Number(e.multiplier),
  columns: [
    { label: "scores", values: seatValues(e.scores) },
    { label: "totals", values: seatValues(e.totals) },
  ],
});
