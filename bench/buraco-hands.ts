/**
 * Buraco's hands per second. A Buraco match runs to 3,000 points over many long hands, so the
 * engine's goal is set per hand: complete hands through the public contract, played by
 *   - `random`: uniform over the legal actions (it lays down only by chance);
 *   - `smart-random`: a random meld or extension whenever one is listed, else a random discard
 *     (draw or take the pile at random) — a random player that does meld;
 *   - `rules`: the rules bot through the bot bridge.
 *   npx tsx bench/buraco-hands.ts [--seconds 5] [--players 2]
 */
import { parseArgs } from "node:util";
import { botAction, createRandom, parseOptions, randomInt, type GameEvent } from "@gg/core";
import { buraco } from "@gg/games/buraco/index.ts";
import type { BuracoAction, BuracoState } from "@gg/games/buraco/state.ts";

const { values } = parseArgs({ options: { seconds: { type: "string", default: "5" }, players: { type: "string", default: "2" } } });
const seconds = Number(values.seconds);
const players = Number(values.players);
const options = parseOptions(buraco, {});
const policy = createRandom("buraco-hands");
const rules = buraco.bots!.rules!();

type Chooser = (state: BuracoState, seat: number, legal: readonly BuracoAction[]) => BuracoAction;
const CHOOSERS: Record<string, Chooser> = {
  random: (_state, _seat, legal) => legal[randomInt(policy, legal.length)]!,
  "smart-random": (_state, _seat, legal) => {
    const laying = legal.filter((a) => a.type === "meld" || a.type === "extend");
    const pool = laying.length > 0 ? laying : legal;
    return pool[randomInt(policy, pool.length)]!;
  },
  rules: (state, seat) => botAction(buraco, rules, state, seat, policy),
};

const ended = (events: readonly GameEvent[]) => events.some((e) => e.type === "roundScored");

/** Plays one hand from a fresh deal; returns its actions. */
function hand(i: number, choose: Chooser): number {
  let state = buraco.setup({ players, options, seed: `hand-${i}` }).state;
  for (let actions = 1; ; actions++) {
    const seat = buraco.activeSeats(state)[0]!;
    const out = buraco.apply(state, seat, choose(state, seat, buraco.legalActions(state, seat)));
    if (ended(out.events)) return actions;
    state = out.state;
  }
}

for (const [name, choose] of Object.entries(CHOOSERS)) {
  for (let i = 0; i < 3; i++) hand(i, choose); // warm-up
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let hands = 0;
  let actions = 0;
  while (performance.now() - t0 < seconds * 1000) actions += hand(1000 + hands++, choose);
  const wall = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  console.log(
    JSON.stringify({ game: "buraco", players, player: name, hands, handsPerSecond: Math.round((hands / wall) * 10) / 10, handsPerCpuSecond: Math.round((hands / cpuSeconds) * 10) / 10, actionsPerHand: Math.round(actions / hands) }),
  );
}
