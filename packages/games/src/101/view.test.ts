/** Views, bots and descriptions. */
import { describe, expect, it } from "vitest";
import { playMatch } from "@gg/core";
import { game101 } from "./index.ts";
import { act, play, scenario, startGame } from "./testkit.ts";

describe("view: what a seat may know", () => {
  const state = scenario({
    hands: [["KD", "KS", "QD", "10D", "9S"], ["9D", "10C", "10H"], ["8S", "7S", "AD", "6H"]],
    table: ["6C", "7C", "8C", "QC", "9C"],
    turn: 1,
    patch: { totals: [10, 20, 30], multiplier: 2 },
  });

  it("view: own hand, the others' counts, bank size, the table's top cards, scores against the limit", () => {
    const v = game101.view(state, 1);
    expect(v.hand).toEqual(["9D", "10C", "10H"]);
    expect(v.handCounts).toEqual([5, 3, 4]);
    expect(v.bankSize).toBe(36 - 12 - 5);
    expect(v.table).toEqual(["7C", "8C", "QC", "9C"]);
    expect(v.top).toBe("9C");
    expect(v.tableSize).toBe(5);
    expect(v.turn).toBe(1);
    expect(v.multiplier).toBe(2);
    expect(v.totals).toEqual([10, 20, 30]);
    expect(v.limit).toBe(101);
    expect(v.resetAt).toEqual([101, 50]);
    expect(v.out).toEqual([false, false, false]);
    expect(v.drawsUsed).toBe(0);
    expect(v.canDraw).toBe(true);
    const json = JSON.stringify(v);
    for (const hidden of [...state.hands[0]!, ...state.hands[2]!, ...state.bank]) expect(json).not.toContain(`"${hidden}"`);
    expect(json).not.toContain("chance");
  });

  it("view: a spectator sees no hand at all", () => {
    const v = game101.view(state, "spectator");
    expect(v.hand).toBeNull();
    expect(v.handCounts).toEqual([5, 3, 4]);
  });

  it("view: called suit, a 6 to cover, draws used", () => {
    const jack = act(scenario({ hands: [["KD"], ["JD", "6S"], ["8S"]], table: ["9C"], turn: 1 }), 1, { type: "play", cards: ["JD"], suit: "H" }).state;
    expect(game101.view(jack, 2).calledSuit).toBe("H");
    const six = act(scenario({ hands: [["KD"], ["6C", "7C"], ["8S"]], table: ["9C"], turn: 1 }), 1, play("6C")).state;
    expect(game101.view(six, 0).mustCover).toBe(true);
    const drew = act(state, 1, { type: "draw" }).state;
    expect(game101.view(drew, 1).drawsUsed).toBe(1);
  });

  it("events: a drawn card goes only to its drawer, the others get the count", () => {
    const { events } = act(state, 1, { type: "draw" });
    const drew = events.filter((e) => e.type === "drew");
    expect(drew).toEqual([
      { type: "drew", to: [1], seat: 1, cards: [state.bank[0]], count: 1, reason: "optional" },
      { type: "drew", to: [0, 2], seat: 1, count: 1, reason: "optional" },
    ]);
  });

  it("events: each dealt hand goes only to its seat", () => {
    const { events } = startGame({ players: 3, dealer: 0, hands: { 0: ["KD", "QD", "10H", "8S", "9C"] } });
    const hands = events.filter((e) => e.type === "hand");
    expect(hands.map((e) => e.to)).toEqual([[1], [2], [0]]);
    expect(events.find((e) => e.type === "dealt")).toMatchObject({ to: "all", handCounts: [4, 5, 5], bankSize: 21 });
  });
});

describe("bots and descriptions", () => {
  it("rules bot: plays only legal actions and beats the random bot", () => {
    let wins = 0;
    for (let i = 0; i < 30; i++) {
      const out = playMatch(game101, { players: 2, seed: `bot-${i}`, bots: i % 2 ? ["rules", "random"] : ["random", "rules"] });
      if (out.result.winners.includes(i % 2 ? 0 : 1)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(20);
  });

  it("describeAction names every action", () => {
    const d = game101.describeAction!;
    expect(d({ type: "play", cards: ["8H", "8S"] })).toBe("plays 8H 8S");
    expect(d({ type: "play", cards: ["JD"], suit: "H" })).toBe("plays JD, calls hearts");
    expect(d({ type: "play", cards: [] })).toBe("adds nothing to the opening card");
    expect(d({ type: "draw" })).toBe("draws a card");
    expect(d({ type: "pass" })).toBe("passes");
    expect(d({ type: "bridge" })).toBe("declares a bridge");
    expect(d({ type: "noBridge" })).toBe("lets the bridge go");
  });
});
