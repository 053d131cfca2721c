/** Bet on Tricks' `roundScored` event as the shared end-of-round summary. */
import type { GameEvent } from "@gg/core";
import { seatValues, type RoundLine } from "../types.ts";

/** `round` counts from 1; `missed`: the seats whose tricks differed from their bet. */
export const betOnTricksRound = (e: GameEvent): RoundLine => ({
  round: Number(e.round),
  columns: [
    { label: "bets", values: seatValues(e.bets) },
    { label: "tricks", values: seatValues(e.tricks) },
    { label: "lives", values: seatValues(e.lives) },
  ],
  missed: seatValues(e.missed) as readonly number[],
});
