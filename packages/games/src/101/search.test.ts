/** The search bot's parts: determinization, evaluation, deterministic decisions; the rules bot's strength. */
import { describe, expect, it } from "vitest";
import { botAction, createRandom, makeBot, playMatch, withDefaultDecisionBudget, type Seat } from "@gg/core";
import { DECK_36 } from "./cards101.ts";
import { game101 } from "./index.ts";
import { determinize, distinctActions, evaluate } from "./search.ts";
import { scenario } from "./testkit.ts";
import type { State101 } from "./state.ts";

/** States along a few rules-bot matches (every `every`-th action), with the seat on turn. */
function positions(matches: number, players: number, every: number): { state: State101; seat: Seat }[] {
  const out: { state: State101; seat: Seat }[] = [];
  for (let m = 0; m < matches; m++) {
    let n = 0;
    playMatch(game101, {
      players,
      seed: `det-${players}-${m}`,
      bots: Array.from({ length: players }, (_, s) => (s === 0 ? "random" : "rules")),
      afterAction(match) {
        if (n++ % every !== 0 || match.result()) return;
        const state = match.state as State101;
        out.push({ state, seat: state.turn });
      },
    });
  }
  return out;
}

const sorted = (cards: readonly string[]) => [...cards].sort();

describe("101 search: determinization", () => {
  const cases = [...positions(3, 3, 5), ...positions(2, 2, 7), ...positions(1, 5, 9)];

  it("keeps the seat's own hand and everything public, and only deals out the hidden cards", () => {
    expect(cases.length).toBeGreaterThan(50);
    let sample = 0;
    for (const { state, seat } of cases) {
      const view = game101.view(state, seat);
      const world = determinize(JSON.parse(JSON.stringify(view)), seat, createRandom(`w-${sample++}`));
      // The seat sees exactly the same thing in the sampled world.
      expect(game101.view(world, seat)).toEqual(view);
      // Same own hand, same table, the same hidden cards (others' hands + bank), only redistributed.
      expect(world.hands[seat]).toEqual(state.hands[seat]);
      expect(world.table).toEqual(state.table);
      const hidden = (s: State101) => sorted([...s.hands.filter((_, p) => p !== seat).flat(), ...s.bank]);
      expect(hidden(world)).toEqual(hidden(state));
      expect(sorted([...world.hands.flat(), ...world.table, ...world.bank])).toEqual(sorted(DECK_36));
      // Shown voids are honoured for the cards held since.
      for (let p = 0; p < state.players; p++) {
        if (p === seat) continue;
        const v = view.voids[p]!;
        const kept = world.hands[p]!.length - v.drawnSince;
        if (kept > 0 && v.suits.length > 0) {
          const truth = state.hands[p]!.filter((c) => v.suits.includes(c[c.length - 1] as never)).length;
          expect(truth, "the real hand keeps its shown voids").toBeLessThanOrEqual(v.drawnSince);
          const wrong = world.hands[p]!.filter((c) => v.suits.includes(c[c.length - 1] as never)).length;
          expect(wrong).toBeLessThanOrEqual(v.drawnSince);
        }
      }
      // And the sampled world plays on: the seat's legal actions are the real ones.
      expect(game101.legalActions(world, seat)).toEqual(game101.legalActions(state, seat));
    }
  });

  it("permutes the hidden cards: different samples differ, the same random gives the same world", () => {
    const { state, seat } = cases[10]!;
    const view = game101.view(state, seat);
    const a = determinize(view, seat, createRandom("same"));
    const b = determinize(view, seat, createRandom("same"));
    const c = determinize(view, seat, createRandom("other"));
    expect(a).toEqual(b);
    expect([...a.hands.flat(), ...a.bank]).not.toEqual([...c.hands.flat(), ...c.bank]);
  });

  it("evaluate: lower totals are better; a finished game counts its winners", () => {
    const { state } = cases[0]!;
    const fresh = { ...state, phase: "over" as const, winners: [1] };
    expect(evaluate(fresh, 1)).toBe(1);
    expect(evaluate(fresh, 0)).toBe(0);
    const low = { ...state, totals: state.totals.map((_, p) => (p === 0 ? 0 : 60)) };
    const high = { ...state, totals: state.totals.map((_, p) => (p === 0 ? 60 : 0)) };
    expect(evaluate(low, 0)).toBeGreaterThan(evaluate(high, 0));
  });

  it("evaluate: a seat about to go out expects more than one holding a big hand, and the shares add up to 1", () => {
    const hands = (mine: string[]) => [mine, ["6D", "7C", "8H"], ["6H", "7H", "8C"]];
    const near = scenario({ hands: hands(["9C"]), table: ["9D", "10D"], patch: { totals: [40, 40, 40] } });
    const far = scenario({ hands: hands(["9C", "QS", "KS", "AS", "JH"]), table: ["9D", "10D"], patch: { totals: [40, 40, 40] } });
    expect(evaluate(near, 0)).toBeGreaterThan(evaluate(far, 0));
    expect(evaluate(near, 1)).toBeCloseTo(evaluate(near, 2), 5);
    expect(evaluate(far, 0) + evaluate(far, 1) + evaluate(far, 2)).toBeCloseTo(1, 5);
  });
});

describe("101 search: decisions", () => {
  it("search only distinct moves: the cards under the top need not be ordered", () => {
    const state = scenario({ hands: [["9C", "9D", "9H", "KS"], ["8S"], ["7S"]], table: ["9S"] });
    const legal = game101.legalActions(state, 0);
    const distinct = distinctActions(legal);
    // Every nine fits: 9D 9H 9C and 9H 9D 9C are one move (same cards, 9C on top).
    expect(legal.length).toBeGreaterThan(distinct.length);
    const key = (a: (typeof legal)[number]) => (a.type === "play" ? `${[...a.cards].sort().join()}|${a.cards.at(-1)}` : a.type);
    expect(new Set(distinct.map(key)).size).toBe(distinct.length);
    expect(new Set(legal.map(key))).toEqual(new Set(distinct.map(key)));
    for (const a of distinct) expect(legal).toContainEqual(a);
  });

  it("are deterministic for a given random seed", () => {
    // The full-size bot, without the time budget: two decisions are compared (see budget.ts).
    const build = () => withDefaultDecisionBudget(Infinity, () => makeBot(game101, "search"));
    const bot = build();
    const cases = positions(1, 3, 6).filter(({ state, seat }) => game101.legalActions(state, seat).length > 1).slice(0, 4);
    expect(cases.length).toBeGreaterThan(0);
    for (const [i, { state, seat }] of cases.entries()) {
      const a = botAction(game101, bot, state, seat, createRandom(`s-${i}`));
      const b = botAction(game101, build(), state, seat, createRandom(`s-${i}`));
      expect(b).toEqual(a);
      expect(() => game101.apply(state, seat, a)).not.toThrow();
    }
  });
});

describe("101 rules bot", () => {
  it("beats the random bot at a table of three", () => {
    let wins = 0;
    const matches = 30;
    for (let i = 0; i < matches; i++) {
      const lineup = ["rules", "random", "random"].map((_, s, all) => all[(s + i) % 3]!);
      const { result } = playMatch(game101, { players: 3, seed: `rr-${i}`, bots: lineup });
      wins += result.winners.filter((s) => lineup[s] === "rules").length / result.winners.length;
    }
    expect(wins / matches).toBeGreaterThan(0.6); // parity is 1/3; measured ≈ 0.9
  });

  it("never stalls: six rules bots finish their matches", () => {
    for (let i = 0; i < 4; i++) {
      const { result, actions } = playMatch(game101, { players: 6, seed: `six-${i}`, bots: Array(6).fill("rules"), maxActions: 20_000 });
      expect(result.winners.length).toBeGreaterThan(0);
      expect(actions).toBeLessThan(20_000);
    }
  });
});
