/**
 * Random-legal property tests over seeds and 2–6 players. Default runs are
 * small; GG_PROPERTY_RUNS=5000 runs thousands.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createRandom, eventsFor, playMatch, randomInt, replay } from "@gg/core";
import { propertyRuns } from "@gg/core/testing";
import { game101 } from "./index.ts";
import type { State101 } from "./state.ts";
import { cardCount } from "./testkit.ts";

/** No match of random legal play has come near this; the longest seen is reported below. */
const MAX_ACTIONS = 20_000;
const CARD = /"(10|[6-9JQKA])[CDHS]"/g;
/** Thousands of runs (GG_PROPERTY_RUNS) need more than the default 2 minutes. */
const TIMEOUT = 120_000 + propertyRuns(100) * 100;
const seeds = fc.tuple(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 6 }));

/** Plays one random-legal match, calling `check` after every action with that action's events. */
function randomMatch(seed: number, players: number, check: (state: State101, events: ReturnType<typeof game101.apply>["events"]) => void): number {
  const policy = createRandom(`policy-${seed}`);
  let state = game101.setup({ players, options: game101.options.parse({}), seed: `prop-${seed}` }).state;
  let actions = 0;
  while (!game101.result(state)) {
    const seat = game101.activeSeats(state)[0]!;
    const legal = game101.legalActions(state, seat);
    const out = game101.apply(state, seat, legal[randomInt(policy, legal.length)]!);
    state = out.state;
    check(state, out.events);
    if (++actions > MAX_ACTIONS) throw new Error(`no end after ${MAX_ACTIONS} actions (seed ${seed}, ${players} players)`);
  }
  return actions;
}

describe("101 properties (random legal play)", () => {
  it("card conservation: hands + bank + table = 36 at every step", () => {
    fc.assert(
      fc.property(seeds, ([seed, players]) => {
        randomMatch(seed, players, (state) => {
          const expected = state.round === 0 ? 0 : 36;
          const seen = new Set([...state.hands.flat(), ...state.bank, ...state.table]);
          if (cardCount(state) !== expected || seen.size !== expected) {
            expect.fail(`${cardCount(state)} cards (${seen.size} distinct), expected ${expected} (seed ${seed}, ${players} players)`);
          }
        });
      }),
      { numRuns: propertyRuns(40) },
    );
  }, TIMEOUT);

  it("no view or event leaks another hand, the bank's order or the chance state", () => {
    fc.assert(
      fc.property(seeds, ([seed, players]) => {
        randomMatch(seed, players, (state, events) => {
          const table = new Set(state.table);
          for (const viewer of [...Array(players).keys(), "spectator" as const]) {
            const json = JSON.stringify(game101.view(state, viewer));
            const own = new Set(typeof viewer === "number" ? state.hands[viewer] : []);
            // Plain checks in the loop (expect() per card is slow); a failure names the leak.
            for (const [quoted] of json.matchAll(CARD)) {
              const card = quoted.slice(1, -1);
              if (!own.has(card) && !table.has(card)) expect.fail(`view of ${viewer} shows ${card}, neither its own nor on the table`);
            }
            if (json.includes("chance") || json.includes('"bank"')) expect.fail(`view of ${viewer} shows chance or the bank`);
            for (const e of eventsFor(events, viewer)) {
              if ((e.type === "drew" || e.type === "hand") && e.cards !== undefined && e.seat !== viewer) expect.fail(`event ${e.type} shows seat ${String(e.seat)}'s cards to ${viewer}`);
            }
          }
        });
      }),
      { numRuns: propertyRuns(25) },
    );
  }, TIMEOUT);

  it("termination: every match ends within the bound", () => {
    fc.assert(
      fc.property(seeds, ([seed, players]) => {
        expect(randomMatch(seed, players, () => {})).toBeLessThanOrEqual(MAX_ACTIONS);
      }),
      { numRuns: propertyRuns(100) },
    );
  }, TIMEOUT);

  it("termination: reports the longest match found", () => {
    let longest = { actions: 0, seed: 0, players: 0 };
    const runs = propertyRuns(100);
    for (let i = 0; i < runs; i++) {
      const players = 2 + (i % 5);
      const actions = randomMatch(i, players, () => {});
      if (actions > longest.actions) longest = { actions, seed: i, players };
    }
    console.log(`101: longest of ${runs} random matches: ${longest.actions} actions (seed ${longest.seed}, ${longest.players} players)`);
    expect(longest.actions).toBeLessThanOrEqual(MAX_ACTIONS);
  }, TIMEOUT);

  it("replay reproduces the match exactly", () => {
    fc.assert(
      fc.property(seeds, fc.boolean(), ([seed, players], rulesBots) => {
        const bots = rulesBots ? Array(players).fill("rules") : undefined;
        const played = playMatch(game101, { players, seed: `replay-${seed}`, bots });
        const again = replay(game101, JSON.parse(JSON.stringify(played.record)));
        expect(again.state).toEqual(played.match.state);
        expect(again.result()).toEqual(played.result);
      }),
      { numRuns: propertyRuns(20) },
    );
  }, TIMEOUT);
});
