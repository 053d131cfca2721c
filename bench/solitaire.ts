/**
 * Solitaire's own measurements (docs/benchmarks.md, docs/bots.md), one core:
 *
 *   tsx bench/solitaire.ts --what games  [--seconds 5]     complete random games/s: random legal card
 *       moves, draws and recycles (no undo, hint or stop) through the contract until the board is won
 *       or stuck (two runs through the stock without progress) or 500 moves;
 *   tsx bench/solitaire.ts --what solver [--deals 1000] [--ms 1000] [--draw 1] [--first 0] [--raw]   random
 *       deals solved with a CPU-time limit each: share decided, share winnable, CPU-time distribution
 *       (--first and --raw, each deal's answer, CPU ms and positions, let several processes share a run;
 *       --solver FILE, another solver module exporting `solveDeal` — an older version copied beside
 *       solver.ts — to measure a change side by side with the one before);
 *   tsx bench/solitaire.ts --what hints  [--hints 300]     hint CPU time from positions of real games
 *       (the `rules` bot's), p50 / p95 / max (--hint FILE, another hint module exporting `chooseHint` —
 *       an older hint.ts copied with its solver beside hint.ts — side by side with the current one);
 *   tsx bench/solitaire.ts --what bots   [--deals 1000] [--bots rules,search]   win rate on random deals.
 */
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { createRandom, makeBot, Match, parseOptions, randomInt, botAction } from "@gg/core";
import { getGame } from "@gg/games";
import { resolve } from "node:path";
import { solveDeal as solveCurrent } from "@gg/games/solitaire/solver.ts";
import { chooseHint as chooseCurrentHint } from "@gg/games/solitaire/hint.ts";
import type { SolitaireAction, SolitaireState } from "@gg/games/solitaire/state.ts";
import { round, timed } from "./measure.ts";

const { values } = parseArgs({
  options: {
    what: { type: "string", default: "games" },
    seconds: { type: "string", default: "5" },
    deals: { type: "string", default: "1000" },
    ms: { type: "string", default: "1000" },
    draw: { type: "string", default: "1" },
    hints: { type: "string", default: "300" },
    bots: { type: "string", default: "rules,search" },
    seed: { type: "string", default: "bench-solitaire" },
    first: { type: "string", default: "0" },
    raw: { type: "boolean", default: false },
    solver: { type: "string" },
    hint: { type: "string" },
  },
});
const game = getGame("solitaire");
type SolveDeal = typeof solveCurrent;
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const MOVE_CAP = 500;
/** This process's CPU time in ms (user + system). */
const cpuMs = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function randomGames(): void {
  const options = parseOptions(game, { winnableDeals: false });
  const policy = createRandom("bench-policy");
  let won = 0;
  let stuck = 0;
  let played = 0;
  const step = (i: number): number => {
    played++;
    let state = game.setup({ players: 1, options, seed: `bench-${i}` }).state as SolitaireState;
    let moves = 0;
    // Stuck: two whole runs through the stock and waste with no progress (no card turned face up, the
    // foundations no higher than ever) — random moves cycle (a king between empty columns, a card up and down).
    let best = 0;
    let since = 0;
    for (; moves < MOVE_CAP && !state.over; moves++) {
      const legal = (game.legalActions(state, 0) as SolitaireAction[]).filter((a) => a.type === "move" || a.type === "draw" || a.type === "recycle");
      const b = state.boards[0]!;
      const progress = 52 - b.down.reduce((x, y) => x + y, 0) + b.foundations.reduce((x, y) => x + y, 0);
      if (progress > best) {
        best = progress;
        since = 0;
      } else since++;
      if (legal.length === 0 || since > 2 * (b.talon.length + 2)) break;
      state = game.apply(state, 0, legal[randomInt(policy, legal.length)]!).state as SolitaireState;
    }
    if (state.over) won++;
    else if (moves < MOVE_CAP) stuck++;
    return moves;
  };
  const t = timed(step, Number(values.seconds));
  const games = t.iterations;
  console.log(JSON.stringify({ game: "solitaire", path: "random games (contract)", perSecond: t.perSecond, perCpuSecond: t.perCpuSecond, movesPerGame: round(t.units / games, 1), wonShare: round(won / played, 4), stuckShare: round(stuck / played, 3), otherCpuCores: t.otherCpuCores }));
}

async function solver(): Promise<void> {
  const solveDeal: SolveDeal = values.solver ? ((await import(resolve(values.solver))) as { solveDeal: SolveDeal }).solveDeal : solveCurrent;
  const options = parseOptions(game, { winnableDeals: false, draw: Number(values.draw) });
  const deals = Number(values.deals);
  const limit = Number(values.ms);
  const times = { win: [] as number[], lost: [] as number[], all: [] as number[] };
  const counts = { win: 0, lost: 0, unknown: 0 };
  const nodes: number[] = [];
  const load = [loadavg()[0]!];
  const raw: [string, number, number][] = [];
  for (let i = Number(values.first); i < Number(values.first) + deals; i++) {
    const deal = (game.setup({ players: 1, options, seed: `${values.seed}-${i}` }).state as SolitaireState).deal;
    // CPU time, not wall: the machine is shared, and a wall second of a loaded machine searches less.
    const started = cpuMs();
    const result = solveDeal(deal, options, 50_000_000, () => cpuMs() - started > limit);
    const ms = cpuMs() - started;
    counts[result.status]++;
    if (result.status !== "unknown") times[result.status].push(ms);
    times.all.push(ms);
    nodes.push(result.nodes);
    raw.push([result.status, round(ms, 1), result.nodes]);
    if (i % 100 === 99) load.push(loadavg()[0]!);
  }
  const spread = (list: number[]) => {
    list.sort((a, b) => a - b);
    return { n: list.length, p50: round(percentile(list, 0.5), 1), p90: round(percentile(list, 0.9), 1), p95: round(percentile(list, 0.95), 1), p99: round(percentile(list, 0.99), 1), max: round(list.at(-1) ?? 0, 1) };
  };
  nodes.sort((a, b) => a - b);
  const decided = counts.win + counts.lost;
  console.log(
    JSON.stringify({
      solver: values.solver ?? "solver.ts",
      draw: options.draw,
      deals,
      limitCpuMs: limit,
      ...counts,
      decidedShare: round(decided / deals, 4),
      winnableShareOfDecided: round(counts.win / decided, 4),
      winnableShareOfAll: round(counts.win / deals, 4),
      cpuMs: { all: spread(times.all), win: spread(times.win), lost: spread(times.lost) },
      nodes: { p50: percentile(nodes, 0.5), p95: percentile(nodes, 0.95), max: nodes.at(-1) },
      loadAverage: { min: Math.min(...load), max: Math.max(...load) },
      ...(values.raw ? { raw } : {}),
    }),
  );
}

async function hints(): Promise<void> {
  const chooseHint: typeof chooseCurrentHint = values.hint ? ((await import(resolve(values.hint))) as { chooseHint: typeof chooseCurrentHint }).chooseHint : chooseCurrentHint;
  const wanted = Number(values.hints);
  const rules = makeBot(game, "rules");
  const random = createRandom("bench-hints");
  const times: number[] = [];
  const answers = { win: 0, lost: 0, unknown: 0 };
  for (let m = 0; times.length < wanted; m++) {
    const match = new Match(game, { players: 1, seed: `${values.seed}-hint-${m}`, options: { winnableDeals: m % 2 === 0 } });
    for (let k = 0; !match.result() && times.length < wanted; k++) {
      const state = match.state as SolitaireState;
      if (k % 10 === 3) {
        const started = cpuMs();
        const answer = chooseHint(state.boards[0]!, state.options);
        times.push(cpuMs() - started);
        answers[answer.status]++;
      }
      match.act(0, botAction(game, rules, match.state, 0, random));
    }
  }
  times.sort((a, b) => a - b);
  console.log(JSON.stringify({ hint: values.hint ?? "hint.ts", hints: times.length, ...answers, cpuMs: { p50: round(percentile(times, 0.5), 1), p95: round(percentile(times, 0.95), 1), max: round(times.at(-1)!, 1) } }));
}

function bots(): void {
  const deals = Number(values.deals);
  for (const level of values.bots!.split(",")) {
    const bot = makeBot(game, level);
    const random = createRandom(`bench-bots-${level}`);
    let wins = 0;
    let score = 0;
    const started = performance.now();
    for (let i = 0; i < deals; i++) {
      const match = new Match(game, { players: 1, seed: `${values.seed}-bots-${i}`, options: { winnableDeals: false } });
      while (!match.result()) match.act(0, botAction(game, bot, match.state, 0, random));
      if (match.result()!.winners.length > 0) wins++;
      score += match.result()!.scores[0]!;
    }
    const p = wins / deals;
    const half = 1.96 * Math.sqrt((p * (1 - p)) / deals);
    console.log(JSON.stringify({ level, deals, wins, winRate: round(p, 4), interval95: [round(p - half, 4), round(p + half, 4)], meanScore: round(score / deals, 1), seconds: round((performance.now() - started) / 1000, 1) }));
  }
}

await ({ games: randomGames, solver, hints, bots })[values.what as "games"]();
