/** Strategy cards and the strategy card earned by emptying a pile, one test per rule. */
import { InvalidChanceError } from "@gg/core";
import { expectRefused } from "@gg/core/testing";
import { describe, expect, it } from "vitest";
import type { StrategyCard } from "./cards.ts";
import { ggBattle } from "./index.ts";
import { Table } from "./testkit.ts";

const EIGHT_SCISSORS = ["S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8"];

describe("earning strategy cards", () => {
  it("emptying a rival's pile earns the challenger the top strategy card", () => {
    const t = new Table({ players: 2, piles: [[["R9"]], [EIGHT_SCISSORS]], hands: [["Scout", "Sink"], ["Sink", "Shield"]], next: ["Steal"] });
    const deck = t.state.deck.length;
    for (let i = 0; i < 7; i++) t.challenge(0, 0, 1, 0);
    expect(t.state.hands[0]).toEqual(["Scout", "Sink"]);
    const events = t.challenge(0, 0, 1, 0);
    expect(t.pile(1, 0)).toEqual([]);
    expect(t.state.hands[0]).toEqual(["Scout", "Sink", "Steal"]);
    expect(t.state.deck.length).toBe(deck - 1);
    // The drawn card is private to the drawer; the rival learns only that a card was drawn.
    expect(events).toContainEqual({ type: "strategyDrawn", to: [0], seat: 0, card: "Steal" });
    expect(events).toContainEqual({ type: "strategyDrawn", to: [1], seat: 0 });
    expect(t.view(1).seats[0]!.strategyCards).toBe(3);
    expect(JSON.stringify(t.view(1))).not.toContain("Steal");
  });

  it("the card is earned even when the same challenge eliminates the rival and ends the game", () => {
    const t = new Table({ players: 2, piles: [[["R9"], ["B"]], [["S1", "S2", "S3", "S4", "S5", "S6", "R5", "GG"]]], hands: [["Scout", "Sink"], ["Sink", "Shield"]], next: ["Skip"] });
    for (let i = 0; i < 6; i++) t.challenge(0, 0, 1, 0);
    t.challenge(0, 1, 1, 0); // the Bomb takes R5 and the GG below it: the pile is empty
    expect(t.state.hands[0]).toContain("Skip");
    expect(ggBattle.result(t.state)?.winners).toEqual([0]);
  });

  it("no strategy card when the strategy deck is off", () => {
    const t = new Table({ players: 2, piles: [[["R9"]], [EIGHT_SCISSORS]] });
    for (let i = 0; i < 8; i++) t.challenge(0, 0, 1, 0);
    expect(t.pile(1, 0)).toEqual([]);
    expect(t.state.hands[0]).toEqual([]);
    expect(t.events.some((e) => e.type === "strategyDrawn")).toBe(false);
  });

  it("no strategy card when the strategy deck is empty", () => {
    const t = new Table({ players: 2, piles: [[["R9"]], [EIGHT_SCISSORS]], hands: [["Scout", "Sink"], ["Sink", "Shield"]] });
    // Play cannot empty a 20-card deck in a 2-player game (8 piles), so the deck is emptied here by hand.
    t.state = { ...t.state, deck: [] };
    for (let i = 0; i < 8; i++) t.challenge(0, 0, 1, 0);
    expect(t.pile(1, 0)).toEqual([]);
    expect(t.state.hands[0]).toEqual(["Scout", "Sink"]);
    expect(t.events.some((e) => e.type === "strategyDrawn")).toBe(false);
  });
});

function withHands(players: number, hands: StrategyCard[][], piles?: string[][][], chance?: { kind: string; value: unknown }[]) {
  return new Table({ players, hands, piles: piles ?? [], chance: chance ?? [] });
}
const OTHERS: StrategyCard[] = ["Sink", "Sink"];
const THIRD: StrategyCard[] = ["Swap", "Swap"];

describe("strategy cards", () => {
  it("Scout: see the top 3 cards of a rival pile, privately; the turn goes on", () => {
    const t = withHands(2, [["Scout", "Swap"], OTHERS], [[], [["P7", "S2", "R3", "R4"]]]);
    const events = t.act(0, { type: "strategy", card: "Scout", rival: 1, rivalPile: 0 });
    expect(events).toContainEqual({ type: "scouted", to: [0], seat: 0, rival: 1, rivalPile: 0, cards: ["P7", "S2", "R3"] });
    expect(events.filter((e) => e.to === "all").some((e) => "cards" in e)).toBe(false);
    expect(t.view(0).peeks).toEqual([{ rival: 1, pile: 0, size: 8, cards: ["P7", "S2", "R3"], reorders: 0 }]);
    expect(t.view(1).peeks).toEqual([]);
    expect(JSON.stringify(t.view("spectator"))).not.toContain("P7");
    expect(t.state.turn).toBe(0);
    expect(t.state.hands[0]).toEqual(["Swap"]);
  });

  it("Scout on a pile of fewer than 3 cards shows the whole pile", () => {
    const t = withHands(2, [["Scout", "Swap"], OTHERS], [[["R9"]], [["S1", "S2", "S3", "S4", "S5", "S6", "P1", "P2"]]]);
    for (let i = 0; i < 6; i++) t.challenge(0, 0, 1, 0);
    const events = t.act(0, { type: "strategy", card: "Scout", rival: 1, rivalPile: 0 });
    expect(events.find((e) => e.type === "scouted")?.cards).toEqual(["P1", "P2"]);
  });

  it("Swap: swaps the top cards of two of your piles, face-up cards stay face up; the turn passes", () => {
    const t = withHands(2, [["Swap", "Scout"], OTHERS], [[["R9", "R1"], ["P3", "P4"]], [["S1"]]]);
    t.challenge(0, 0, 1, 0); // R9 wins and lies face up
    t.act(0, { type: "strategy", card: "Swap", pile: 0, otherPile: 1 });
    expect(t.pile(0, 0).slice(0, 2)).toEqual(["P3", "R1"]);
    expect(t.pile(0, 1).slice(0, 2)).toEqual(["R9", "P4"]);
    expect(t.state.up[0]).toEqual([false, true, false, false]);
    expect(t.view(1).seats[0]!.faceUp).toEqual([null, "R9", null, null]);
    expect(t.state.turn).toBe(1);
  });

  it("Sink: moves the top card of one of your piles to its bottom, face down; the turn goes on", () => {
    const t = withHands(2, [["Sink", "Scout"], OTHERS], [[["R9", "R1"]], [["S1"]]]);
    t.challenge(0, 0, 1, 0);
    t.act(0, { type: "strategy", card: "Sink", pile: 0 });
    expect(t.pile(0, 0)[0]).toBe("R1");
    expect(t.pile(0, 0)[7]).toBe("R9");
    expect(t.state.up[0]![0]).toBe(false);
    expect(t.view(1).seats[0]!.faceUp[0]).toBeNull();
    expect(t.state.turn).toBe(0);
  });

  it("Second Chance: the next lost challenge this turn does not end it; several stack; unused ones expire", () => {
    const t = withHands(2, [["Second Chance", "Second Chance"], OTHERS], [[["R1", "R2", "R3", "R4"]], [["P9"]]]);
    t.act(0, { type: "strategy", card: "Second Chance" });
    t.act(0, { type: "strategy", card: "Second Chance" });
    expect(t.state.turn).toBe(0);
    expect(t.view(1).secondChance).toBe(2);
    t.challenge(0, 0, 1, 0); // R1 loses to P9: saved
    expect(t.state.turn).toBe(0);
    t.challenge(0, 0, 1, 0); // R2 loses: saved by the second one
    expect(t.state.turn).toBe(0);
    t.challenge(0, 0, 1, 0); // R3 loses: none left, the turn passes
    expect(t.state.turn).toBe(1);
    expect(t.pile(0, 0)[0]).toBe("R4");

    const expire = withHands(2, [["Second Chance", "Scout"], OTHERS]);
    expire.act(0, { type: "strategy", card: "Second Chance" });
    expire.act(0, { type: "endTurn" });
    expect(expire.state.secondChance).toBe(0);
  });

  it("Second Chance does not save identical cards, a Wall or a Bomb", () => {
    for (const [mine, theirs] of [
      ["R5", "R5"],
      ["R5", "W"],
      ["B", "R5"],
    ]) {
      const t = withHands(2, [["Second Chance", "Scout"], OTHERS], [[[mine!]], [[theirs!]]]);
      t.act(0, { type: "strategy", card: "Second Chance" });
      t.challenge(0, 0, 1, 0);
      expect(t.state.turn, `${mine} on ${theirs}`).toBe(1);
    }
  });

  it("Shield: public, stacks; the next challenge against the pile does nothing (a Bomb too) and the challenger goes on", () => {
    const t = new Table({ players: 2, first: 1, hands: [["Scout", "Sink"], ["Shield", "Shield"]], piles: [[["B"], ["R9"], ["R1"]], [["S1"], ["P9"]]] });
    t.act(1, { type: "strategy", card: "Shield", pile: 0 });
    expect(t.state.turn).toBe(0); // Shield passes the turn
    t.challenge(0, 2, 1, 1); // R1 loses to P9
    t.act(1, { type: "strategy", card: "Shield", pile: 0 });
    expect(t.view(0).seats[1]!.shields).toEqual([2, 0, 0, 0]);
    const before = t.pile(1, 0);
    const events = t.challenge(0, 0, 1, 0); // the Bomb is stopped: nothing turned up
    expect(events.some((e) => e.type === "shielded")).toBe(true);
    expect(t.pile(1, 0)).toEqual(before);
    expect(t.pile(0, 0)[0]).toBe("B");
    expect(t.state.turn).toBe(0);
    expect(t.state.shields[1]).toEqual([1, 0, 0, 0]);
    t.challenge(0, 1, 1, 0); // stopped again, the last Shield is discarded
    expect(t.state.shields[1]).toEqual([0, 0, 0, 0]);
    t.challenge(0, 1, 1, 0); // now R9 beats S1
    expect(t.pile(1, 0)).toHaveLength(7);
    expect(t.state.strategyDiscards).toBe(2);
  });

  it("Skip: the next player loses their turn (with two players, you play again)", () => {
    const three = withHands(3, [["Skip", "Scout"], OTHERS, THIRD]);
    three.act(0, { type: "strategy", card: "Skip" });
    expect(three.state.turn).toBe(2);
    const two = withHands(2, [["Skip", "Scout"], OTHERS]);
    two.act(0, { type: "strategy", card: "Skip" });
    expect(two.state.turn).toBe(0);
    expect(two.state.acted).toBe(false); // a new turn
  });

  it("Reverse with 3 players: the order of play reverses", () => {
    const t = withHands(3, [["Reverse", "Scout"], OTHERS, THIRD], [[], [["P9"]], [["P9"]]]);
    t.act(0, { type: "strategy", card: "Reverse" });
    expect(t.state.direction).toBe(-1);
    expect(t.state.turn).toBe(2);
    t.challenge(2, 0, 1, 0); // R1 loses to P9: the turn passes, counter-clockwise
    expect(t.state.turn).toBe(1);
    t.challenge(1, 0, 0, 0);
    expect(t.state.turn).toBe(0);
  });

  it("Reverse with 2 players acts as Skip", () => {
    const t = withHands(2, [["Reverse", "Scout"], OTHERS]);
    t.act(0, { type: "strategy", card: "Reverse" });
    expect(t.state.turn).toBe(0);
    expect(t.state.acted).toBe(false);
  });

  it("Steal: take a random strategy card from a rival (the pick is a fixed chance outcome); the turn passes", () => {
    const t = withHands(3, [["Steal", "Scout"], ["Shield", "Skip"], OTHERS], [], [{ kind: "steal", value: "Skip" }]);
    const events = t.act(0, { type: "strategy", card: "Steal", rival: 1 });
    expect(t.state.hands[0]).toEqual(["Scout", "Skip"]);
    expect(t.state.hands[1]).toEqual(["Shield"]);
    expect(events).toContainEqual({ type: "stolen", to: [0, 1], seat: 0, rival: 1, card: "Skip" });
    expect(events).toContainEqual({ type: "stolen", to: [2], seat: 0, rival: 1 });
    expect(t.state.turn).toBe(1);

    const bad = withHands(2, [["Steal", "Scout"], ["Shield", "Skip"]], [], [{ kind: "steal", value: "Scout" }]);
    expect(() => ggBattle.apply(bad.state, 0, { type: "strategy", card: "Steal", rival: 1 })).toThrow(InvalidChanceError);

    const seeded = withHands(2, [["Steal", "Scout"], ["Shield", "Skip"]]);
    seeded.act(0, { type: "strategy", card: "Steal", rival: 1 });
    expect(seeded.state.hands[1]).toHaveLength(1);
    expect(seeded.state.chance).not.toEqual(withHands(2, [["Steal", "Scout"], ["Shield", "Skip"]]).state.chance);
  });

  it("an eliminated player's strategy cards and Shields leave the game", () => {
    const t = new Table({ players: 3, first: 1, hands: [["Scout", "Sink"], ["Shield", "Skip"], OTHERS], piles: [[["R1"]], [["GG"], ["R5"]]] });
    t.act(1, { type: "strategy", card: "Shield", pile: 1 });
    expect(t.state.turn).toBe(2);
    t.challenge(2, 0, 1, 0); // seat 2's top R1 turns up seat 1's GG
    expect(t.state.out[1]).toBe(true);
    expect(t.state.shields[1]).toEqual([0, 0, 0, 0]);
    expect(t.state.strategyGone).toBe(2);
  });

  it("strategy cards refused when not held, or with the deck off", () => {
    const t = withHands(2, [["Scout", "Sink"], OTHERS]);
    expectRefused(ggBattle, t.state, 0, { type: "strategy", card: "Skip" }, "NO_SUCH_STRATEGY_CARD");
    const off = new Table({ players: 2 });
    expectRefused(ggBattle, off.state, 0, { type: "strategy", card: "Skip" }, "NO_SUCH_STRATEGY_CARD");
  });
});
