/** Rock-paper-scissors for the first player, turn order, the pass rule and the game's ends. */
import type { Seat } from "@gg/core";
import { expectRefused } from "@gg/core/testing";
import { describe, expect, it } from "vitest";
import type { Sign } from "./cards.ts";
import { ggBattle } from "./index.ts";
import type { GGBattleState } from "./state.ts";
import { arrangement, Table } from "./testkit.ts";

/** A table after the arrangement phase (deck off), waiting for throws. */
function arranged(players: number): GGBattleState {
  let state = ggBattle.setup({ players, options: { strategyDeck: false }, seed: "rps" }).state;
  for (let seat = 0; seat < players; seat++) state = ggBattle.apply(state, seat, { type: "arrange", piles: arrangement() }).state;
  return state;
}

/** Plays throw rounds; each round lists the signs of the seats still in, in seat order. */
function throwRounds(state: GGBattleState, rounds: Sign[][]): GGBattleState {
  for (const round of rounds) {
    const seats = [...ggBattle.activeSeats(state)];
    expect(seats).toHaveLength(round.length);
    // Submit in reverse seat order: the order of submission does not matter.
    for (let i = seats.length - 1; i >= 0; i--) state = ggBattle.apply(state, seats[i]!, { type: "throw", sign: round[i]! }).state;
  }
  return state;
}

function firstPlayer(players: number, rounds: Sign[][]): Seat | null {
  const state = throwRounds(arranged(players), rounds);
  return state.phase === "play" ? state.turn : null;
}

describe("rock-paper-scissors for the first player", () => {
  it("2 players: the winning sign goes first, both ways; a tie throws again", () => {
    expect(firstPlayer(2, [["rock", "scissors"]])).toBe(0);
    expect(firstPlayer(2, [["scissors", "rock"]])).toBe(1);
    expect(firstPlayer(2, [["paper", "rock"]])).toBe(0);
    expect(firstPlayer(2, [["paper", "scissors"]])).toBe(1);
    const tied = throwRounds(arranged(2), [["rock", "rock"]]);
    expect(tied.phase).toBe("rps");
    expect(ggBattle.activeSeats(tied)).toEqual([0, 1]);
    expect(firstPlayer(2, [["rock", "rock"], ["paper", "paper"], ["scissors", "paper"]])).toBe(0);
  });

  it("3 players: all three signs or one sign throw again; the winning sign's throwers stay in", () => {
    const all3 = throwRounds(arranged(3), [["rock", "paper", "scissors"]]);
    expect(ggBattle.activeSeats(all3)).toEqual([0, 1, 2]);
    const two = throwRounds(arranged(3), [["rock", "rock", "scissors"]]);
    expect(ggBattle.activeSeats(two)).toEqual([0, 1]);
    expect(ggBattle.legalActions(two, 2)).toEqual([]);
    expectRefused(ggBattle, two, 2, { type: "throw", sign: "rock" }, "NOT_YOUR_TURN");
    expect(firstPlayer(3, [["rock", "paper", "scissors"], ["rock", "rock", "scissors"], ["rock", "paper"]])).toBe(1);
    expect(firstPlayer(3, [["scissors", "scissors", "scissors"], ["paper", "rock", "rock"]])).toBe(0);
  });

  it("4 players: ties repeat until one player is left", () => {
    expect(
      firstPlayer(4, [
        ["rock", "rock", "rock", "rock"],
        ["paper", "scissors", "rock", "paper"],
        ["paper", "paper", "rock", "rock"],
        ["scissors", "scissors"],
        ["rock", "paper"],
      ]),
    ).toBe(1);
    expect(firstPlayer(4, [["scissors", "paper", "paper", "paper"]])).toBe(0);
  });

  it("the first player starts, then play goes clockwise", () => {
    const t = new Table({ players: 3, first: 1, piles: [[], [["R1"]], [["R1"]]] });
    expect(t.state.turn).toBe(1);
    t.challenge(1, 0, 2, 0); // identical: the turn passes
    expect(t.state.turn).toBe(2);
    t.challenge(2, 1, 0, 0); // R9 beats R1
    t.act(2, { type: "endTurn" });
    expect(t.state.turn).toBe(0);
  });

  it("throws are public once the round resolves", () => {
    const state = throwRounds(arranged(2), [["rock", "rock"]]);
    expect(ggBattle.view(state, "spectator").rps?.history).toEqual([["rock", "rock"]]);
  });
});

/** Tops W, W, GG on piles 0–2 leave only pile 3 able to challenge. */
const BLOCKED = [["W"], ["W"], ["GG"]];
const EIGHT = ["R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8"];

describe("passing and the all-pass ending", () => {
  it("pass is refused while a challenge or a strategy card is possible, and after acting", () => {
    const noDeck = new Table({ players: 2, piles: [BLOCKED.concat([["R5"]])] });
    expect(noDeck.legal(0)).not.toContainEqual({ type: "pass" });
    expectRefused(ggBattle, noDeck.state, 0, { type: "pass" }, "CANNOT_PASS");
    // Both pile 3s traded away: seat 0 can no longer challenge, but still holds strategy cards.
    const t = new Table({ players: 2, hands: [["Skip", "Scout"], ["Sink", "Sink"]], piles: [BLOCKED.concat([EIGHT]), BLOCKED.concat([EIGHT])] });
    for (let k = 0; k < 8; k++) t.challenge(k % 2, 3, 1 - (k % 2), 3);
    expect(t.state.turn).toBe(0);
    expect(t.legal(0).some((a) => a.type === "challenge")).toBe(false);
    expect(t.legal(0)).not.toContainEqual({ type: "pass" });
    expectRefused(ggBattle, t.state, 0, { type: "pass" }, "CANNOT_PASS");
    // After acting, the turn is ended, not passed.
    const acted = new Table({ players: 2, piles: [[["R9"]], [["S1", "S2"]]] });
    acted.challenge(0, 0, 1, 0);
    expectRefused(ggBattle, acted.state, 0, { type: "pass" }, "CANNOT_PASS");
  });

  it("a full round of passes ends the game: the most pile cards left wins", () => {
    // Seat 0 trades its pile-3 Rocks one for one; seat 1 also loses seven Scissors.
    const t = new Table({
      players: 2,
      piles: [
        [["W"], ["W"], ["GG"], ["R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8"]],
        [["W"], ["GG"], ["S1", "S2", "S3", "S4", "S5", "S6", "S7", "W"], ["R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8"]],
      ],
    });
    t.challenge(0, 3, 1, 3); // R1 = R1
    for (let k = 1; k <= 7; k++) {
      t.challenge(1, 2, 0, 3); // S_k loses to R_(k+1)
      expect(t.state.turn).toBe(0);
      t.challenge(0, 3, 1, 3); // R_(k+1) = R_(k+1)
    }
    expect(t.state.turn).toBe(1);
    expect(t.legal(1)).toEqual([{ type: "pass" }]);
    t.act(1, { type: "pass" });
    expect(ggBattle.result(t.state)).toBeNull();
    expectRefused(ggBattle, t.state, 0, { type: "endTurn" }, "CANNOT_END_TURN");
    t.act(0, { type: "pass" });
    expect(ggBattle.result(t.state)).toEqual({ scores: [24, 17], winners: [0], ranks: [1, 2] });
    expect(t.state.ending).toBe("allPassed");
  });

  it("a full round of passes with equal pile cards: the tied players share the win", () => {
    const t = new Table({ players: 2, piles: [BLOCKED.concat([EIGHT]), BLOCKED.concat([EIGHT])] });
    for (let k = 0; k < 8; k++) t.challenge(k % 2, 3, 1 - (k % 2), 3);
    t.act(0, { type: "pass" });
    t.act(1, { type: "pass" });
    expect(ggBattle.result(t.state)).toEqual({ scores: [24, 24], winners: [0, 1], ranks: [1, 1] });
  });

  it("a challenge in between starts the count of passes again", () => {
    const t = new Table({ players: 2, piles: [BLOCKED.concat([EIGHT]), BLOCKED.concat([EIGHT.slice(0, 7).concat(["R9"])])] });
    for (let k = 0; k < 7; k++) t.challenge(k % 2, 3, 1 - (k % 2), 3);
    t.challenge(1, 3, 0, 3); // R9 beats R8: seat 0's pile 3 is empty
    t.act(1, { type: "endTurn" });
    t.act(0, { type: "pass" });
    expect(t.state.passes).toBe(1);
    t.challenge(1, 3, 0, 0); // R9 against a Wall
    expect(t.state.passes).toBe(0);
    expect(ggBattle.result(t.state)).toBeNull();
  });
});

describe("the host ends the game", () => {
  it("at once, standings by pile cards left (eliminated players last)", () => {
    const t = new Table({ players: 3, piles: [[["R9"]], [["S1", "GG"]], []] });
    t.challenge(0, 0, 1, 0);
    t.challenge(0, 0, 1, 0); // turns up seat 1's GG
    t.act(0, { type: "endTurn" });
    const out = ggBattle.endByHost(t.state);
    expect(ggBattle.result(out.state)).toEqual({ scores: [32, 0, 32], winners: [0, 2], ranks: [1, 3, 1], endedByHost: true });
    expect(ggBattle.activeSeats(out.state)).toEqual([]);
    expect(() => ggBattle.endByHost(out.state)).toThrow();
  });

  it("during the arrangement, everyone shares the win", () => {
    const state = ggBattle.setup({ players: 3, options: { strategyDeck: true }, seed: "early" }).state;
    expect(ggBattle.result(ggBattle.endByHost(state).state)).toEqual({ scores: [32, 32, 32], winners: [0, 1, 2], ranks: [1, 1, 1], endedByHost: true });
  });
});
