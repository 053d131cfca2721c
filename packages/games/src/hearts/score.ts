/** Hearts scoring: a hand's points (the moon and `JD` included) and the standings, lowest total first. */
import type { GameResult, Seat } from "@gg/core";
import type { HeartsOptions } from "./state.ts";

/** Every heart and `QS`: one seat taking this much shot the moon. */
export const ALL_PENALTIES = 26;

export interface HandScore {
  readonly points: number[];
  readonly moon: Seat | null;
}

/** The points a hand adds to each total, from the penalty points each seat took and who took `JD`. */
export function scoreHand(taken: readonly number[], jackTaker: Seat | null, options: HeartsOptions): HandScore {
  const shooter = taken.indexOf(ALL_PENALTIES);
  const moon = shooter >= 0 ? shooter : null;
  const points = taken.map((t, seat) => {
    let p = t;
    if (moon !== null) {
      if (options.moonSubtracts) p = seat === moon ? -ALL_PENALTIES : 0;
      else p = seat === moon ? 0 : ALL_PENALTIES;
    }
    return options.jackOfDiamonds && seat === jackTaker ? p - 10 : p;
  });
  return { points, moon };
}

/** Lowest total wins; tied players share the win and the rank. */
export function standings(scores: readonly number[], endedByHost: boolean): GameResult {
  const best = Math.min(...scores);
  const winners = scores.flatMap((score, seat) => (score === best ? [seat] : []));
  const ranks = scores.map((score) => 1 + scores.filter((other) => other < score).length);
  return endedByHost ? { scores, winners, ranks, endedByHost } : { scores, winners, ranks };
}
