/** Every illegal action is refused with its typed error and leaves the state exactly as it was. */
import { IllegalActionError, playMatch } from "@gg/core";
import { expectRefused } from "@gg/core/testing";
import { describe, expect, it } from "vitest";
import { ggBattle } from "./index.ts";
import { Table } from "./testkit.ts";

describe("typed refusals", () => {
  const t = new Table({
    players: 3,
    hands: [["Swap", "Steal"], ["Sink", "Sink"], ["Skip", "Shield"]],
    piles: [[["W"], ["GG"], ["R5"]], [["B"]]],
  });
  const s = t.state;

  it("malformed input of any JS type, without a TypeError", () => {
    const cyclic: Record<string, unknown> = { type: "challenge" };
    cyclic.pile = cyclic;
    const weird: unknown[] = [
      null,
      undefined,
      0,
      NaN,
      "challenge",
      true,
      Symbol("x"),
      10n,
      () => 1,
      [],
      ["challenge"],
      {},
      { type: 5 },
      { type: null },
      { type: Symbol("t") },
      Object.create(null),
      cyclic,
      { type: "challenge" },
      { type: "challenge", pile: "0", rival: 1, rivalPile: 0 },
      { type: "challenge", pile: 0.5, rival: 1, rivalPile: 0 },
      { type: "challenge", pile: 4, rival: 1, rivalPile: 0 },
      { type: "challenge", pile: -1, rival: 1, rivalPile: 0 },
      { type: "challenge", pile: 2, rival: "1", rivalPile: 0 },
      { type: "challenge", pile: 2, rival: 1, rivalPile: 10n },
      { type: "challenge", pile: 2, rival: 1, rivalPile: Object.create(null) },
      { type: "strategy", card: Object.create(null) },
      { type: "strategy", card: "Swap", pile: 0, otherPile: [] },
    ];
    for (const action of weird) {
      let caught: unknown;
      const before = JSON.stringify(s);
      try {
        ggBattle.apply(s, 0, action as never);
      } catch (error) {
        caught = error;
      }
      expect(caught, String(typeof action)).toBeInstanceOf(IllegalActionError);
      expect(JSON.stringify(s)).toBe(before);
    }
    expectRefused(ggBattle, s, 0, { type: "dance" }, "UNKNOWN_ACTION");
    expectRefused(ggBattle, s, 0, { type: "challenge", pile: 4, rival: 1, rivalPile: 0 }, "MALFORMED_ACTION");
  });

  it("NOT_YOUR_TURN for a seat out of turn or no seat at all", () => {
    expectRefused(ggBattle, s, 1, { type: "challenge", pile: 0, rival: 0, rivalPile: 0 }, "NOT_YOUR_TURN");
    for (const seat of [3, -1, 0.5, NaN, "0", null]) expectRefused(ggBattle, s, seat as never, { type: "endTurn" }, "NOT_YOUR_TURN");
  });

  it("WRONG_PHASE for an action of another phase", () => {
    expectRefused(ggBattle, s, 0, { type: "throw", sign: "rock" }, "WRONG_PHASE");
    expectRefused(ggBattle, s, 0, { type: "arrange", piles: [] }, "WRONG_PHASE");
    const setup = ggBattle.setup({ players: 2, options: { strategyDeck: true }, seed: "x" }).state;
    expectRefused(ggBattle, setup, 0, { type: "challenge", pile: 0, rival: 1, rivalPile: 0 }, "WRONG_PHASE");
  });

  it("challenge refusals", () => {
    expectRefused(ggBattle, s, 0, { type: "challenge", pile: 0, rival: 1, rivalPile: 0 }, "CANNOT_CHALLENGE_WITH_WALL");
    expectRefused(ggBattle, s, 0, { type: "challenge", pile: 1, rival: 1, rivalPile: 0 }, "CANNOT_CHALLENGE_WITH_GG");
    expectRefused(ggBattle, s, 0, { type: "challenge", pile: 2, rival: 0, rivalPile: 0 }, "NO_SUCH_RIVAL");
    expectRefused(ggBattle, s, 0, { type: "challenge", pile: 2, rival: 3, rivalPile: 0 }, "NO_SUCH_RIVAL");
    expectRefused(ggBattle, s, 0, { type: "challenge", pile: 2, rival: -1, rivalPile: 0 }, "NO_SUCH_RIVAL");
  });

  it("EMPTY_PILE for an empty own or rival pile", () => {
    const win = new Table({ players: 2, hands: [["Scout", "Sink"], ["Sink", "Shield"]], piles: [[["R9"]], [["S1", "S2", "S3", "S4", "S5", "S6", "S7", "S8"]]] });
    for (let i = 0; i < 8; i++) win.challenge(0, 0, 1, 0);
    expectRefused(ggBattle, win.state, 0, { type: "challenge", pile: 0, rival: 1, rivalPile: 0 }, "EMPTY_PILE");
    expectRefused(ggBattle, win.state, 0, { type: "strategy", card: "Scout", rival: 1, rivalPile: 0 }, "EMPTY_PILE");
    const eight = ["R1", "R2", "R3", "R4", "R5", "R6", "R7", "R8"];
    const trade = new Table({ players: 2, hands: [["Sink", "Swap"], ["Scout", "Shield"]], piles: [[eight], [eight]] });
    for (let k = 0; k < 8; k++) trade.challenge(k % 2, 0, 1 - (k % 2), 0);
    expect(trade.state.turn).toBe(0);
    expectRefused(ggBattle, trade.state, 0, { type: "challenge", pile: 0, rival: 1, rivalPile: 1 }, "EMPTY_PILE");
    expectRefused(ggBattle, trade.state, 0, { type: "strategy", card: "Sink", pile: 0 }, "EMPTY_PILE");
    expectRefused(ggBattle, trade.state, 0, { type: "strategy", card: "Swap", pile: 0, otherPile: 1 }, "EMPTY_PILE");
  });

  it("NOTHING_TO_STEAL from a rival without strategy cards", () => {
    const t2 = new Table({ players: 2, first: 1, hands: [["Steal", "Scout"], ["Skip", "Skip"]], piles: [[["R1"]], [["R1"]]] });
    t2.act(1, { type: "strategy", card: "Skip" }); // two players: seat 1 plays again
    t2.act(1, { type: "strategy", card: "Skip" });
    t2.challenge(1, 0, 0, 0); // identical: the turn passes
    expect(t2.state.turn).toBe(0);
    expectRefused(ggBattle, t2.state, 0, { type: "strategy", card: "Steal", rival: 1 }, "NOTHING_TO_STEAL");
    expect(t2.legal(0).some((a) => a.type === "strategy" && a.card === "Steal")).toBe(false);
  });

  it("pass, end turn and strategy refusals", () => {
    expectRefused(ggBattle, s, 0, { type: "pass" }, "CANNOT_PASS");
    expectRefused(ggBattle, s, 0, { type: "endTurn" }, "CANNOT_END_TURN");
    expectRefused(ggBattle, s, 0, { type: "strategy", card: "Scout", rival: 1, rivalPile: 0 }, "NO_SUCH_STRATEGY_CARD");
    expectRefused(ggBattle, s, 0, { type: "strategy", card: "Joker" }, "NO_SUCH_STRATEGY_CARD");
    expectRefused(ggBattle, s, 0, { type: "strategy", card: "Swap", pile: 1, otherPile: 1 }, "SAME_PILE");
    expectRefused(ggBattle, s, 0, { type: "strategy", card: "Swap", pile: 1 }, "MALFORMED_ACTION");
    expectRefused(ggBattle, s, 0, { type: "strategy", card: "Steal", rival: 0 }, "NO_SUCH_RIVAL");
    expectRefused(ggBattle, s, 0, { type: "strategy", card: "Steal", rival: 7 }, "NO_SUCH_RIVAL");
    expectRefused(ggBattle, s, 0, { type: "strategy", card: "Steal" }, "MALFORMED_ACTION");
  });

  it("GAME_OVER once the game has ended", () => {
    const done = playMatch(ggBattle, { players: 2, seed: "over" });
    expectRefused(ggBattle, done.match.state, 0, { type: "pass" }, "GAME_OVER");
    expectRefused(ggBattle, done.match.state, 1, { type: "endTurn" }, "GAME_OVER");
    expect(ggBattle.legalActions(done.match.state, 0)).toEqual([]);
  });
});
