/**
 * Decision time of each game's strongest bot level, one core, from real
 * positions: the measured seat plays `search` (or the best level there is)
 * against `rules` bots. Prints p50 / p95 / max per game.
 *
 *   tsx bench/bots.ts [--decisions 300] [--games oh-hell,101]
 */
import { parseArgs } from "node:util";
import { Match, botAction, botLevels, createRandom, makeBot } from "@gg/core";
import { GAMES } from "@gg/games";
import { round } from "./measure.ts";

const { values } = parseArgs({ options: { decisions: { type: "string", default: "300" }, games: { type: "string" } } });
const wanted = Number(values.decisions);
const only = values.games?.split(",");

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

console.log("| game | level | players | decisions | p50 ms | p95 ms | max ms |");
console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: |");
for (const game of GAMES.filter((g) => !only || only.includes(g.id))) {
  const levels = botLevels(game);
  const level = levels.includes("search") ? "search" : levels.at(-1)!;
  const players = Math.min(Math.max(game.minPlayers, 4), game.maxPlayers);
  const measured = makeBot(game, level);
  const others = makeBot(game, levels.includes("rules") ? "rules" : "random");
  const random = createRandom("bench-bots");
  const times: number[] = [];
  for (let m = 0; times.length < wanted; m++) {
    const match = new Match(game, { players, seed: `bench-bots-${m}` });
    while (!match.result() && times.length < wanted) {
      const seat = match.activeSeats()[0]!;
      const bot = seat === 0 ? measured : others;
      const started = performance.now();
      const action = botAction(game, bot, match.state, seat, random);
      if (seat === 0 && match.legalActions(seat).length > 1) times.push(performance.now() - started);
      match.act(seat, action);
    }
  }
  times.sort((a, b) => a - b);
  console.log(`| ${game.id} | ${level} | ${players} | ${times.length} | ${round(percentile(times, 0.5), 1)} | ${round(percentile(times, 0.95), 1)} | ${round(times.at(-1)!, 1)} |`);
}
