/** Plays a slice of arena matches in a worker thread and posts the tallies back. */
import { parentPort, workerData } from "node:worker_threads";
import { playMatch, withDefaultDecisionBudget } from "@gg/core";
import { getGame } from "@gg/games";
import { BidCounter, seating, tallyMatch, type Tally } from "./arena-stats.ts";

export interface ArenaJob {
  game: string;
  bots: string[];
  options: unknown;
  seed: string;
  /** CPU ms per search decision; null: none, so decisions end at their caps and the run replays exactly. */
  budgetMs: number | null;
  from: number;
  to: number;
}

const job = workerData as ArenaJob;
const game = getGame(job.game);
const tallies: Record<string, Tally> = {};
for (let i = job.from; i < job.to; i++) {
  const lineup = seating(job.bots, i);
  const bids = new BidCounter(lineup.length);
  // Seats are labelled by position so duplicate levels keep their own seat.
  const { result } = withDefaultDecisionBudget(job.budgetMs ?? Infinity, () => playMatch(game, {
    players: lineup.length,
    options: job.options,
    seed: `${job.seed}-${Math.floor(i / lineup.length)}`,
    policySeed: `${job.seed}-policy-${i}`,
    bots: lineup,
    afterAction: (_m, _s, _a, events) => bids.see(events),
  }));
  tallyMatch(tallies, lineup, result, bids);
  parentPort!.postMessage({ progress: 1 });
}
parentPort!.postMessage({ tallies });
