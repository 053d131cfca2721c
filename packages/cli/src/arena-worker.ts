/** Plays a slice of arena matches in a worker thread and posts the tallies back. */
import { parentPort, workerData } from "node:worker_threads";
import { playMatch, withDefaultDecisionBudget, type Teams } from "@gg/core";
import { getGame } from "@gg/games";
import { BidCounter, seating, tallyMatch, tallyTeamMatch, teamSeating, type Tally } from "./arena-stats.ts";

export interface ArenaJob {
  game: string;
  /** One bot level per seat; in team mode one per team (see `teams`). */
  bots: string[];
  /** Team mode: the game's partnerships, each team played by one level of `bots`, the levels rotating over the teams. */
  teams: Teams | null;
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
// Each deal is played once per position of the rotation: per seat, or per team in team mode.
const rotation = job.teams ? job.teams.length : job.bots.length;
for (let i = job.from; i < job.to; i++) {
  const lineup = job.teams ? teamSeating(job.teams, job.bots, i) : seating(job.bots, i);
  const bids = new BidCounter(lineup.length);
  // Seats are labelled by position so duplicate levels keep their own seat.
  const { result } = withDefaultDecisionBudget(job.budgetMs ?? Infinity, () => playMatch(game, {
    players: lineup.length,
    options: job.options,
    seed: `${job.seed}-${Math.floor(i / rotation)}`,
    policySeed: `${job.seed}-policy-${i}`,
    bots: lineup,
    afterAction: (_m, _s, _a, events) => bids.see(events),
  }));
  if (job.teams) tallyTeamMatch(tallies, job.teams, lineup, result, bids);
  else tallyMatch(tallies, lineup, result, bids);
  parentPort!.postMessage({ progress: 1 });
}
parentPort!.postMessage({ tallies });
