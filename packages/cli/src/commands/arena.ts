import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Command } from "commander";
import { botLevels, playerCounts, playersText, takesPlayers, type AnyGame, type Teams } from "@gg/core";
import { fail, gameArg, intArg, optionsArg } from "../args.ts";
import { mergeTallies, summarize, teamLevels, type Tally } from "../arena-stats.ts";
import type { ArenaJob } from "../arena-worker.ts";
import { ProgressBar } from "../progress.ts";

interface ArenaOptions {
  game: string;
  bots: string;
  matches: string;
  seed: string;
  options?: string;
  workers?: string;
  budget?: string;
  json?: boolean;
}

export function registerArena(program: Command): void {
  program
    .command("arena")
    .description("pit bot levels against each other, seats (or teams) rotated, in parallel workers")
    .requiredOption("--game <id>", "game id")
    .requiredOption("--bots <levels>", "one bot level per seat, e.g. rules,random,random,random; a team game: per team, e.g. search,rules")
    .option("--players <n>", "seats (default: one per --bots level; a team game may take one level per team)")
    .option("--matches <n>", "matches to play", "200")
    .option("--seed <seed>", "seed", "1")
    .option("--options <json>", "game options as JSON")
    .option("--workers <n>", "worker threads (default: one per core)")
    .option("--budget <ms>", "CPU time budget per search decision, as on live tables (default: none — decisions end at their playout caps, so a seeded arena replays exactly)")
    .option("--json", "print JSON")
    .action(async (opts: ArenaOptions & { players?: string }) => {
      const game = gameArg(opts.game);
      const bots = opts.bots.split(",").map((b) => b.trim());
      const players = opts.players ? intArg(opts.players, "players", 1) : defaultPlayers(game, bots.length);
      if (!takesPlayers(game, players)) fail(`${game.id} takes ${playersText(game)} players`);
      for (const b of bots) if (!botLevels(game).includes(b)) fail(`${game.id} has no '${b}' bot (levels: ${botLevels(game).join(", ")})`);
      const matches = intArg(opts.matches, "matches", 1);
      const workers = Math.min(matches, opts.workers ? intArg(opts.workers, "workers", 1) : availableParallelism());
      const options = optionsArg(game, opts.options);
      const budgetMs = opts.budget === undefined ? null : intArg(opts.budget, "budget", 0);
      const { teams, levels } = lineUp(game, players, options, bots);
      const started = performance.now();
      const tallies = await runArena({ game: game.id, bots: levels, teams, options, seed: opts.seed, budgetMs, from: 0, to: matches }, workers);
      const rows = summarize(tallies);
      const seconds = Math.round((performance.now() - started) / 100) / 10;
      if (opts.json) return void console.log(JSON.stringify({ game: game.id, bots, players, teams, matches, seconds, results: rows }));
      console.log(`${game.names.en}: ${matches} matches, ${players} players, ${teams ? "teams rotated" : "seats rotated"}, ${workers} workers, ${seconds} s`);
      if (teams) console.log(`teams ${teams.map((seats) => seats.join("+")).join(" against ")}: a row per level counts its teams (a match, a win, the team's score)`);
      console.log(`${(teams ? "team" : "bot").padEnd(10)} matches  wins      win rate  95% interval     mean score  bid accuracy  score margin  95% interval`);
      for (const r of rows) {
        console.log(
          `${r.bot.padEnd(10)} ${String(r.matches).padStart(7)}  ${String(r.wins).padStart(8)}  ${r.winRate.toFixed(3).padStart(8)}  [${r.winRate95[0]!.toFixed(3)}, ${r.winRate95[1]!.toFixed(3)}]  ${r.meanScore.toFixed(2).padStart(10)}  ${(r.bidAccuracy === null ? "—" : r.bidAccuracy.toFixed(3)).padStart(12)}  ${r.meanMargin === null ? "—" : r.meanMargin.toFixed(2).padStart(12)}  ${r.margin95 ? `[${r.margin95[0]!.toFixed(2)}, ${r.margin95[1]!.toFixed(2)}]` : ""}`,
        );
      }
    });
}

/** One seat per level, or the game's only table size (`--game sueca --bots search,rules`: one level per team). */
function defaultPlayers(game: AnyGame, levels: number): number {
  const counts = playerCounts(game);
  return counts.length === 1 && !takesPlayers(game, levels) ? counts[0]! : levels;
}

/**
 * Who plays where. A game played in partnerships at this table (`teams`) is played team against
 * team, one level per team (`--bots` per team, or per seat with partners alike), the levels
 * rotating over the teams; otherwise one level per seat, rotating over the seats.
 */
function lineUp(game: AnyGame, players: number, options: unknown, bots: readonly string[]): { teams: Teams | null; levels: string[] } {
  const teams = game.teams?.(players, options) ?? null;
  if (!teams) {
    if (bots.length !== players) fail(`give one bot level per seat: ${players} for ${players} players, not ${bots.length}`);
    return { teams: null, levels: bots.slice() };
  }
  const levels = teamLevels(teams, bots);
  if (typeof levels === "string") fail(`${game.id} is played in teams (${teams.map((seats) => seats.join("+")).join(" against ")}): ${levels}`);
  return { teams, levels };
}

/** Splits the matches into contiguous slices, one worker each, and merges their tallies. */
function runArena(job: ArenaJob, workers: number): Promise<Record<string, Tally>> {
  const total = job.to - job.from;
  const progress = new ProgressBar(total);
  let done = 0;
  const tallies: Record<string, Tally> = {};
  const slices = Array.from({ length: workers }, (_, w) => ({
    ...job,
    from: job.from + Math.floor((total * w) / workers),
    to: job.from + Math.floor((total * (w + 1)) / workers),
  }));
  return Promise.all(
    slices.map(
      (slice) =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(new URL("../arena-worker.js", import.meta.url), { workerData: slice });
          worker.on("message", (m: { progress?: number; tallies?: Record<string, Tally> }) => {
            if (m.progress) progress.update((done += m.progress));
            if (m.tallies) mergeTallies(tallies, m.tallies);
          });
          worker.on("error", reject);
          worker.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`arena worker exited with ${code}`))));
        }),
    ),
  ).then(() => tallies);
}
