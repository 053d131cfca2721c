/**
 * Decision time of each game's strongest bot level, one core, from real
 * positions: the measured seat plays `search` (or the best level there is)
 * against `rules` bots. Prints p50 / p95 / max per game, wall clock and CPU
 * time of the process, and how many decisions the time budget stopped
 * (`DecisionBudget`, 150 ms of CPU by default) before the playout cap did.
 *
 *   tsx bench/bots.ts [--decisions 300] [--games oh-hell,101] [--players 2]
 */
import { parseArgs } from "node:util";
import { Match, botAction, botLevels, createRandom, decisionBudgetStops, makeBot } from "@gg/core";
import { GAMES } from "@gg/games";
import { round } from "./measure.ts";

const { values } = parseArgs({ options: { decisions: { type: "string", default: "300" }, games: { type: "string" }, players: { type: "string" } } });
const wanted = Number(values.decisions);
const only = values.games?.split(",");

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

console.log("| game | level | players | decisions | p50 ms | p95 ms | max ms | CPU p50 ms | CPU p95 ms | CPU max ms | budget stops |");
console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const game of GAMES.filter((g) => !only || only.includes(g.id))) {
  const levels = botLevels(game);
  const level = levels.includes("search") ? "search" : levels.at(-1)!;
  const players = Math.min(Math.max(game.minPlayers, Number(values.players ?? 4)), game.maxPlayers);
  const measured = makeBot(game, level);
  const others = makeBot(game, levels.includes("rules") ? "rules" : "random");
  const random = createRandom("bench-bots");
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let stops = 0;
  for (let m = 0; times.length < wanted; m++) {
    const match = new Match(game, { players, seed: `bench-bots-${m}` });
    while (!match.result() && times.length < wanted) {
      const seat = match.activeSeats()[0]!;
      const bot = seat === 0 ? measured : others;
      const stopsBefore = decisionBudgetStops();
      const cpuStarted = cpuMs();
      const started = performance.now();
      const action = botAction(game, bot, match.state, seat, random);
      const wall = performance.now() - started;
      const cpu = cpuMs() - cpuStarted;
      if (seat === 0 && match.legalActions(seat).length > 1) {
        times.push(wall);
        cpuTimes.push(cpu);
        stops += decisionBudgetStops() - stopsBefore;
      }
      match.act(seat, action);
    }
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  const row = (sorted: number[]) => `${round(percentile(sorted, 0.5), 1)} | ${round(percentile(sorted, 0.95), 1)} | ${round(sorted.at(-1)!, 1)}`;
  console.log(`| ${game.id} | ${level} | ${players} | ${times.length} | ${row(times)} | ${row(cpuTimes)} | ${stops} |`);
}
