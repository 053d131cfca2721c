import { describe, expect, it } from "vitest";
import {
  DEFAULT_DECISION_BUDGET_MS,
  DecisionBudget,
  createRandom,
  decisionBudgetStops,
  defaultDecisionBudgetMs,
  searchBot,
  withDefaultDecisionBudget,
  type GameDefinition,
  type StateOf,
} from "../src/index.ts";
import { race } from "./race.ts";

type RaceState = StateOf<typeof race>;

/** Race as a search-bot game: the view is the whole state; counts the samples a decision draws. */
function searchableRace() {
  const counter = { samples: 0 };
  const game = {
    ...race,
    view: (s: RaceState) => s,
    determinize(view: RaceState) {
      counter.samples++;
      return view;
    },
    evaluate: (s: RaceState, seat: number) => (s.over ? (s.turn === seat ? 1 : 0) : 0.5),
  } as unknown as GameDefinition<RaceState, { type: "add"; n: number }, RaceState, { target: number }>;
  return { game, counter };
}

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Blocks this thread for `ms` of wall time without using CPU. */
const sleepWithoutCpu = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function position(game: ReturnType<typeof searchableRace>["game"]) {
  const state = game.setup({ players: 2, seed: "budget", options: { target: 50 } }).state;
  const seat = state.turn;
  return { seat, view: game.view(state, seat), legal: game.legalActions(state, seat) };
}

describe("DecisionBudget", () => {
  it("defaults to 150 ms, and a scoped default applies only while bots are built", () => {
    expect(DEFAULT_DECISION_BUDGET_MS).toBe(150);
    expect(defaultDecisionBudgetMs()).toBe(150);
    expect(new DecisionBudget().ms).toBe(150);
    expect(withDefaultDecisionBudget(Infinity, () => new DecisionBudget().ms)).toBe(Infinity);
    expect(() => withDefaultDecisionBudget(5, () => { throw new Error("x"); })).toThrow("x");
    expect(defaultDecisionBudgetMs()).toBe(150);
  });

  it("counts CPU time: wall time spent waiting does not use it up, work does", () => {
    const budget = new DecisionBudget(40);
    sleepWithoutCpu(80); // the wall clock passes the budget, this thread's CPU time does not
    expect(budget.spent()).toBe(false);
    const start = cpuMs();
    const before = decisionBudgetStops();
    let spins = 0;
    while (!budget.spent() && spins < 1e9) spins++;
    expect(budget.spent()).toBe(true);
    expect(cpuMs() - start).toBeGreaterThan(20); // it needed the CPU time, not just the wait
    expect(decisionBudgetStops() - before).toBe(1); // one stop, however often it is asked
  });

  it("never runs out when Infinity", () => {
    const budget = new DecisionBudget(Infinity);
    const end = performance.now() + 20;
    while (performance.now() < end);
    expect(budget.spent()).toBe(false);
  });
});

describe("searchBot's budget", () => {
  it("cuts a search with a huge playout cap at its budget and still returns a legal action", () => {
    const { game, counter } = searchableRace();
    const bot = searchBot(game, { playouts: 1e9, budgetMs: 20, rolloutLevel: "random" });
    const { seat, view, legal } = position(game);
    const stops = decisionBudgetStops();
    const start = cpuMs();
    const action = bot.act({ seat, view, legal, random: createRandom("cut") });
    const used = cpuMs() - start;
    expect(legal).toContainEqual(action);
    expect(used).toBeLessThan(20 + 100);
    expect(used).toBeGreaterThanOrEqual(19); // it did search until the budget
    expect(counter.samples).toBeGreaterThan(1);
    expect(counter.samples).toBeLessThan(1e9 / legal.length);
    expect(decisionBudgetStops() - stops).toBe(1);
  });

  it("takes the platform default (150 ms) unless told otherwise, read when built", () => {
    const { game, counter } = searchableRace();
    const { seat, view, legal } = position(game);
    // Built under a default of 0: the first sample runs, then the budget stops the search.
    const cut = withDefaultDecisionBudget(0, () => searchBot(game, { playouts: 1e9, rolloutLevel: "random" }));
    const stops = decisionBudgetStops();
    expect(legal).toContainEqual(cut.act({ seat, view, legal, random: createRandom("d") }));
    expect(counter.samples).toBe(1);
    expect(decisionBudgetStops() - stops).toBe(1);
  });

  it("with budget Infinity runs exactly its cap and decides the same for the same seed", () => {
    const { game, counter } = searchableRace();
    const { seat, view, legal } = position(game);
    const decide = (seed: string) => searchBot(game, { playouts: 300, budgetMs: Infinity, rolloutLevel: "random" }).act({ seat, view, legal, random: createRandom(seed) });
    const stops = decisionBudgetStops();
    const first = decide("same");
    expect(counter.samples).toBe(300 / legal.length);
    for (let i = 0; i < 3; i++) expect(decide("same")).toEqual(first);
    expect(decisionBudgetStops()).toBe(stops);
  });
});
