/**
 * One engine measurement in its own process (so JIT state never leaks
 * between games), printed as a JSON line:
 *   tsx bench/engine-run.ts --game oh-hell --players 4 --path api|simulate|apply --seconds 5
 * - api: complete random-legal matches through the public contract (setup,
 *   activeSeats, legalActions, apply, result) — the headline;
 * - simulate: the same through `playMatch` (Match, record, bot bridge), as `gg simulate` runs;
 * - apply: raw `apply` calls replayed from pre-played matches (no legalActions).
 */
import { parseArgs } from "node:util";
import { createRandom, parseOptions, playMatch, randomInt, type AnyGame } from "@gg/core";
import { getGame } from "@gg/games";
import { timed } from "./measure.ts";

const { values } = parseArgs({
  options: {
    game: { type: "string", default: "oh-hell" },
    players: { type: "string", default: "4" },
    path: { type: "string", default: "api" },
    seconds: { type: "string", default: "5" },
  },
});
const game: AnyGame = getGame(values.game!);
const players = Number(values.players);
const seconds = Number(values.seconds);
const options = parseOptions(game, {});
const policy = createRandom("bench-policy");

function apiMatch(i: number): number {
  let state = game.setup({ players, options, seed: `bench-${i}` }).state;
  let actions = 0;
  while (!game.result(state)) {
    const active = game.activeSeats(state);
    const seat: number = active.length === 1 ? active[0]! : active[randomInt(policy, active.length)]!;
    const legal = game.legalActions(state, seat);
    state = game.apply(state, seat, legal[randomInt(policy, legal.length)]).state;
    actions++;
  }
  return actions;
}

function applyOnly(): (i: number) => number {
  const steps: { state: unknown; seat: number; action: unknown }[] = [];
  for (let m = 0; steps.length < 50_000; m++) {
    let state = game.setup({ players, options, seed: `apply-${m}` }).state;
    while (!game.result(state)) {
      const active = game.activeSeats(state);
      const seat: number = active[randomInt(policy, active.length)]!;
      const legal = game.legalActions(state, seat);
      const action = legal[randomInt(policy, legal.length)];
      steps.push({ state, seat, action });
      state = game.apply(state, seat, action).state;
    }
  }
  return (i) => {
    const s = steps[i % steps.length]!;
    game.apply(s.state, s.seat, s.action);
    return 1;
  };
}

const step =
  values.path === "api" ? apiMatch : values.path === "simulate" ? (i: number) => playMatch(game, { players, seed: `bench-${i}`, options }).actions : applyOnly();
const t = timed(step, seconds);
console.log(
  JSON.stringify({
    engine: "gg",
    game: game.id,
    players,
    path: values.path,
    perSecond: t.perSecond,
    perCpuSecond: t.perCpuSecond,
    unitsPerSecond: t.unitsPerSecond,
    actionsPerMatch: values.path === "apply" ? null : Math.round((t.units / t.iterations) * 10) / 10,
    seconds: t.seconds,
    otherCpuCores: t.otherCpuCores,
  }),
);
