/** The pass as one simultaneous choice: accepted in any order, secret until handed over, then private to the receiver. */
import { describe, expect, it } from "vitest";
import { eventsFor } from "@gg/core";
import { hearts } from "./index.ts";
import type { HeartsState, PassAction } from "./state.ts";

const fresh = (players = 4) => hearts.setup({ players, options: { target: 100, moonSubtracts: false, jackOfDiamonds: false }, seed: "pass" }).state;
const passOf = (state: HeartsState, seat: number, pick = 0) => hearts.legalActions(state, seat)[pick]!;

describe("the pass", () => {
  it("every seat that has not chosen is active; choices are accepted in any order, with the same outcome", () => {
    const finals = [
      [0, 1, 2, 3],
      [3, 1, 0, 2],
      [2, 3, 1, 0],
    ].map((order) => {
      let state = fresh();
      expect(hearts.activeSeats(state)).toEqual([0, 1, 2, 3]);
      for (const seat of order) {
        state = hearts.apply(state, seat, passOf(fresh(), seat, 7 * seat)).state;
        if (state.phase === "pass") {
          expect(hearts.activeSeats(state)).not.toContain(seat);
          expect(hearts.legalActions(state, seat)).toEqual([]);
        }
      }
      expect(state.phase).toBe("play");
      return state;
    });
    expect(finals[1]).toEqual(finals[0]);
    expect(finals[2]).toEqual(finals[0]);
  });

  it("lists every choice of 3 cards: 286 of 13, 680 of 17, 120 of 10, 56 of 8", () => {
    for (const [players, count] of [[4, 286], [3, 680], [5, 120], [6, 56]] as const) {
      const legal = hearts.legalActions(fresh(players), 0);
      expect(legal).toHaveLength(count);
      expect(new Set(legal.map((a) => (a.type === "pass" ? a.cards.join() : ""))).size).toBe(count);
    }
  });

  it("a choice is invisible to the others until handed over; they see only who has chosen", () => {
    const before = fresh();
    const { state, events } = hearts.apply(before, 0, passOf(before, 0, 100));
    expect(events).toEqual([{ type: "passChosen", to: "all", seat: 0 }]);
    const other = hearts.apply(before, 0, passOf(before, 0, 5)).state;
    for (const viewer of [1, 2, 3, "spectator"] as const) {
      const v = hearts.view(state, viewer);
      expect(v.passChosen).toEqual([true, false, false, false]);
      expect(v.passed).toBeNull();
      // The view of another seat is the same whatever seat 0 chose.
      expect(v).toEqual(hearts.view(other, viewer));
    }
    const own = hearts.view(state, 0);
    expect(own.passed).toEqual((passOf(before, 0, 100) as PassAction).cards);
    expect(own.hand).toHaveLength(10);
  });

  it("the received cards go to their receiver alone: events, and every other view", () => {
    let state = fresh();
    const all = [];
    const chosen: string[][] = [];
    for (const seat of [1, 3, 0, 2]) {
      const pass = passOf(state, seat, 3 * seat + 1);
      chosen[seat] = [...(pass as PassAction).cards];
      const out = hearts.apply(state, seat, pass);
      all.push(...out.events);
      state = out.state;
    }
    for (const e of all) if (e.type === "received") expect((e.to as number[]).length).toBe(1);
    expect(eventsFor(all, "spectator").some((e) => e.type === "received")).toBe(false);
    for (let seat = 0; seat < 4; seat++) {
      const mine = eventsFor(all, seat).filter((e) => e.type === "received");
      expect(mine).toEqual([{ type: "received", to: [seat], from: (seat + 3) % 4, cards: chosen[(seat + 3) % 4] }]);
    }
    // A third seat (neither giver nor receiver of seat 0's pass) never sees those cards named.
    const secret = chosen[0]!;
    for (const viewer of [2, 3, "spectator"] as const) {
      const text = JSON.stringify(hearts.view(state, viewer));
      for (const card of secret) expect(text).not.toContain(`"${card}"`);
    }
  });
});
