/** The simultaneous phases: secret arrangements and secret throws, accepted in any order. */
import { expectRefused } from "@gg/core/testing";
import { describe, expect, it } from "vitest";
import { BATTLE_DECK } from "./cards.ts";
import { ggBattle } from "./index.ts";
import type { GGBattleState } from "./state.ts";
import { arrangement } from "./testkit.ts";

const fresh = (players = 3) => ggBattle.setup({ players, options: { strategyDeck: true }, seed: "simultaneous" }).state;
const arrange = (state: GGBattleState, seat: number, piles = arrangement([["P9", "S3"]])) => ggBattle.apply(state, seat, { type: "arrange", piles });

describe("the arrangement phase", () => {
  it("every seat that has not arranged is active; arrangements are accepted in any order", () => {
    const orders = [
      [0, 1, 2],
      [2, 0, 1],
      [1, 2, 0],
    ];
    const finals = orders.map((order) => {
      let state = fresh();
      expect(ggBattle.activeSeats(state)).toEqual([0, 1, 2]);
      for (const seat of order) {
        state = arrange(state, seat, arrangement([[`R${seat + 1}`]])).state;
        if (state.phase === "arrange") expect(ggBattle.activeSeats(state)).not.toContain(seat);
      }
      expect(state.phase).toBe("rps");
      return state;
    });
    expect(finals[1]).toEqual(finals[0]);
    expect(finals[2]).toEqual(finals[0]);
  });

  it("an arrangement is invisible to the others until the phase resolves (they see who has arranged)", () => {
    const piles = arrangement([["P9", "S3", "R7"]]);
    const { state, events } = arrange(fresh(), 0, piles);
    expect(events).toEqual([{ type: "arranged", to: "all", seat: 0 }]);
    for (const viewer of [1, 2, "spectator"] as const) {
      const v = ggBattle.view(state, viewer);
      expect(v.arranged).toEqual([true, false, false]);
      expect(v.seats[0]!.pileSizes).toEqual([0, 0, 0, 0]);
      expect(viewer === "spectator" ? v.ownPiles : v.ownPiles).toBeNull();
      // The view of another seat is the same whatever seat 0 arranged.
      expect(v).toEqual(ggBattle.view(arrange(fresh(), 0, arrangement()).state, viewer));
    }
    expect(ggBattle.view(state, 0).ownPiles!.map((p) => p.cards)).toEqual(piles);
    // After the phase, rivals see sizes, never the order.
    let all = state;
    for (const seat of [1, 2]) all = arrange(all, seat).state;
    const v1 = ggBattle.view(all, 1);
    expect(v1.seats[0]!.pileSizes).toEqual([8, 8, 8, 8]);
    expect(v1.seats[0]!.faceUp).toEqual([null, null, null, null]);
    expect(JSON.stringify(v1.seats[0])).not.toMatch(/P9|S3|R7/);
  });

  it("the default arrangement: a shuffled valid arrangement for time-outs, 90 s, private, chance untouched", () => {
    const state = fresh();
    const timing = ggBattle.timing!(state, 1)!;
    expect(timing.timeLimitMs).toBe(90_000);
    expect(timing.onTimeout).toEqual(ggBattle.legalActions(state, 1)[0]);
    const def = timing.onTimeout as unknown as { piles: string[][] };
    expect(def.piles.flat().sort()).toEqual([...BATTLE_DECK].sort());
    expect(def.piles).not.toEqual(arrangement()); // shuffled
    expect(ggBattle.legalActions(state, 0)[0]).not.toEqual(timing.onTimeout); // per seat
    expect(ggBattle.legalActions(state, 1)[0]).toEqual(timing.onTimeout); // stable
    const offered = ggBattle.legalActions(state, 1) as unknown as { piles: string[][] }[];
    expect(offered.some((a) => a.piles.some((p) => p[7] === "GG"))).toBe(true); // a representative with the GG card at a bottom
    const after = ggBattle.apply(state, 1, timing.onTimeout!).state;
    expect(after.chance).toBe(state.chance);
    expect(JSON.stringify(ggBattle.view(state, 0))).not.toContain(JSON.stringify(def.piles[0]));
    expect(ggBattle.timing!(after, 1)).toBeUndefined();
  });

  it("an arrangement that is not a permutation of the 32 cards into 4 piles of 8 is refused with BAD_ARRANGEMENT", () => {
    const state = fresh();
    const good = arrangement();
    const bad: unknown[] = [
      undefined,
      null,
      "piles",
      good.slice(0, 3),
      [...good, []],
      [good[0]!.slice(0, 7), good[1], good[2], [...good[3]!, good[0]![7]]],
      [["GG", ...good[0]!.slice(1)], ...good.slice(1)], // two GG cards, no R1
      [good[0]!.map(() => "R1"), good[1], good[2], good[3]],
      [[...good[0]!.slice(0, 7), "X9"], good[1], good[2], good[3]],
      [[...good[0]!.slice(0, 7), 7], good[1], good[2], good[3]],
      [[...good[0]!.slice(0, 7), { card: "R1" }], good[1], good[2], good[3]],
      [[...good[0]!.slice(0, 7), Object.create(null)], good[1], good[2], good[3]],
    ];
    for (const piles of bad) expectRefused(ggBattle, state, 0, { type: "arrange", piles }, "BAD_ARRANGEMENT");
  });

  it("a seat that has arranged may not arrange again", () => {
    const { state } = arrange(fresh(), 0);
    const error = expectRefused(ggBattle, state, 0, { type: "arrange", piles: arrangement() }, "NOT_YOUR_TURN");
    expect(error.message).toContain("ALREADY_SUBMITTED");
    expect(ggBattle.legalActions(state, 0)).toEqual([]);
  });

  it("each seat is dealt two strategy cards, seen only by itself", () => {
    const state = fresh(2);
    const v0 = ggBattle.view(state, 0);
    expect(v0.hand).toHaveLength(2);
    expect(v0.seats[1]!.strategyCards).toBe(2);
    expect(v0.deckSize).toBe(20);
    expect(ggBattle.view(state, "spectator").hand).toBeNull();
  });
});

describe("the rock-paper-scissors throws", () => {
  function atThrows(players: number): GGBattleState {
    let state = fresh(players);
    for (let seat = 0; seat < players; seat++) state = arrange(state, seat).state;
    return state;
  }

  it("throws are accepted in any order, invisible until everyone has thrown", () => {
    let state = atThrows(3);
    expect(ggBattle.activeSeats(state)).toEqual([0, 1, 2]);
    const r1 = ggBattle.apply(state, 2, { type: "throw", sign: "paper" });
    expect(r1.events).toEqual([{ type: "threw", to: "all", seat: 2 }]);
    state = r1.state;
    for (const viewer of [0, 1, "spectator"] as const) {
      const v = ggBattle.view(state, viewer);
      expect(v.rps?.thrown).toEqual([false, false, true]);
      expect(JSON.stringify(v)).not.toContain("paper");
    }
    const error = expectRefused(ggBattle, state, 2, { type: "throw", sign: "rock" }, "NOT_YOUR_TURN");
    expect(error.message).toContain("ALREADY_SUBMITTED");
    state = ggBattle.apply(state, 0, { type: "throw", sign: "rock" }).state;
    const last = ggBattle.apply(state, 1, { type: "throw", sign: "rock" });
    expect(last.events).toContainEqual({ type: "rpsResolved", to: "all", throws: ["rock", "rock", "paper"], winningSign: "paper", stay: [2] });
    expect(last.state.phase).toBe("play");
    expect(last.state.turn).toBe(2);
  });

  it("a throw must be rock, paper or scissors", () => {
    const state = atThrows(2);
    for (const sign of ["lizard", 1, null, undefined, ["rock"]]) expectRefused(ggBattle, state, 0, { type: "throw", sign }, "MALFORMED_ACTION");
  });
});
