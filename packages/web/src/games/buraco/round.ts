/** Buraco's `roundScored` event as the shared end-of-round summary; every value is the seat's team's (or the seat's, with 2 players). */
import type { GameEvent } from "@gg/core";
import { seatValues, type RoundLine } from "../types.ts";

/** `points` are the hand's points (sequences, canastras, going out, less the cards held and a morto not taken); `scores` the running totals. */
export const buracoRound = (e: GameEvent): RoundLine => ({
  round: Number(e.round),
  columns: [
    { label: "points", values: seatValues(e.points) },
    { label: "totals", values: seatValues(e.scores) },
  ],
});
