import type { Command } from "commander";
import { playMatch, type GameEvent } from "@gg/core";
import { fail, gameArg, intArg, optionsArg, playersArg } from "../args.ts";
import { ProgressBar } from "../progress.ts";

interface SimulateOptions {
  game: string;
  players?: string;
  matches: string;
  seed: string;
  options?: string;
  bots?: string;
  json?: boolean;
}

export function registerSimulate(program: Command): void {
  program
    .command("simulate")
    .description("play many matches between bots and summarise them")
    .requiredOption("--game <id>", "game id (see gg games)")
    .option("--players <n>", "seats (default 4, or the game's maximum)")
    .option("--matches <n>", "how many matches", "100")
    .option("--seed <seed>", "first seed; match i uses <seed>-<i>", "1")
    .option("--options <json>", "game options as JSON")
    .option("--bots <levels>", "bot level per seat, comma-separated (default: random)")
    .option("--json", "print the summary as JSON")
    .action((opts: SimulateOptions) => {
      const game = gameArg(opts.game);
      const players = playersArg(game, opts.players);
      const matches = intArg(opts.matches, "matches", 1);
      const options = optionsArg(game, opts.options);
      const bots = opts.bots?.split(",").map((b) => b.trim());
      if (bots && bots.length !== players) fail(`--bots needs ${players} levels, one per seat`);
      console.log(JSON.stringify(simulate({ game: opts.game, players, matches, seed: opts.seed, options, bots }), null, opts.json ? 0 : 2));
    });
}

export function simulate(input: { game: string; players: number; matches: number; seed: string; options: unknown; bots?: string[] }) {
  const game = gameArg(input.game);
  const progress = new ProgressBar(input.matches);
  const scoreSum = new Array<number>(input.players).fill(0);
  const wins = new Array<number>(input.players).fill(0);
  let actions = 0;
  let rounds = 0;
  const countRounds = (_m: unknown, _s: unknown, _a: unknown, events: readonly GameEvent[]) => {
    for (const e of events) if (e.type === "roundScored") rounds++;
  };
  const started = performance.now();
  for (let i = 0; i < input.matches; i++) {
    const out = playMatch(game, { players: input.players, options: input.options, seed: `${input.seed}-${i}`, bots: input.bots, afterAction: countRounds });
    actions += out.actions;
    out.result.scores.forEach((score, seat) => (scoreSum[seat]! += score));
    for (const seat of out.result.winners) wins[seat]! += 1 / out.result.winners.length;
    progress.update(i + 1);
  }
  const seconds = (performance.now() - started) / 1000;
  const round2 = (x: number) => Math.round(x * 100) / 100;
  return {
    game: game.id,
    players: input.players,
    matches: input.matches,
    seconds: round2(seconds),
    matchesPerSecond: round2(input.matches / seconds),
    actionsPerSecond: Math.round(actions / seconds),
    meanActions: round2(actions / input.matches),
    meanRounds: round2(rounds / input.matches),
    meanScore: scoreSum.map((s) => round2(s / input.matches)),
    winShare: wins.map((w) => round2(w / input.matches)),
  };
}
