/** Donkey's `roundScored` event as the shared end-of-round summary. */
import type { GameEvent } from "@gg/core";
import { seatValues, type RoundLine } from "../types.ts";

/** `round` counts from 1; `points` are 1 for the round's donkey and 0 for everyone else, `scores` the donkey counts. */
export const donkeyRound = (e: GameEvent): RoundLine => ({
  round: Number(e.round),
  columns: [
    { label: "points", values: seatValues(e.points) },
    { label: "totals", values: seatValues(e.scores) },
  ],
});
