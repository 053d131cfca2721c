/** Every illegal action is refused with a typed, stable code and the state unchanged. */
import { describe, expect, it } from "vitest";
import { InvalidChanceError, InvalidSetupError } from "@gg/core";
import { expectRefused } from "@gg/core/testing";
import { betOnTricks } from "./index.ts";
import { Table, dealOf, drawOf, starterIs } from "./testkit.ts";

const g = betOnTricks;

function bidding(): Table {
  return new Table(3, { joker: true }, [starterIs(0, 3), dealOf("X AS 2C 3C 4C", "AH AD 2D 3D 4D", "KS KH 2H 3H 4H")]);
}
function playing(): Table {
  const t = bidding();
  t.bets(0, 0, 0);
  return t;
}

describe("typed refusals, state unchanged", () => {
  it("malformed input of any JS type", () => {
    const t = playing();
    for (const bad of [null, undefined, 0, 7, "play", true, [], {}, { type: 5 }, { type: null }, [{ type: "play", card: "AS" }]]) {
      expectRefused(g, t.state, 0, bad, "MALFORMED_ACTION");
    }
    for (const bad of [{ type: "play" }, { type: "play", card: 5 }, { type: "play", card: "ZZ" }, { type: "play", card: "1S" }, { type: "play", card: null }, { type: "play", card: "AS", as: "K" }]) {
      expectRefused(g, t.state, 0, bad, "MALFORMED_ACTION");
    }
    const b = bidding();
    for (const bad of [{ type: "bid" }, { type: "bid", bid: "2" }, { type: "bid", bid: 1.5 }, { type: "bid", bid: NaN }, { type: "bid", bid: null }, { type: "bid", bid: Infinity }]) {
      expectRefused(g, b.state, 0, bad, "MALFORMED_ACTION");
    }
  });

  it("unknown action types", () => {
    expectRefused(g, bidding().state, 0, { type: "pass" }, "UNKNOWN_ACTION");
    expectRefused(g, playing().state, 0, { type: "endGame" }, "UNKNOWN_ACTION");
  });

  it("acting out of turn (another seat, a bad seat number, a seat already drawn)", () => {
    const b = bidding();
    expectRefused(g, b.state, 1, { type: "bid", bid: 0 }, "NOT_YOUR_TURN");
    expectRefused(g, b.state, 9, { type: "bid", bid: 0 }, "NOT_YOUR_TURN");
    expectRefused(g, b.state, -1, { type: "bid", bid: 0 }, "NOT_YOUR_TURN");
    expectRefused(g, b.state, "0" as unknown as number, { type: "bid", bid: 0 }, "NOT_YOUR_TURN");
    expectRefused(g, playing().state, 2, { type: "play", card: "KS" }, "NOT_YOUR_TURN");
  });

  it("actions of the wrong phase", () => {
    const b = bidding();
    expectRefused(g, b.state, 0, { type: "play", card: "AS" }, "WRONG_PHASE");
    // The starter draw is chance at setup, not a player's action.
    expectRefused(g, b.state, 0, { type: "draw" } as never, "UNKNOWN_ACTION");
    expectRefused(g, playing().state, 0, { type: "bid", bid: 1 }, "WRONG_PHASE");
    // A fresh match is already betting (the starter draw was made at setup): no card yet.
    const fresh = g.setup({ players: 2, options: {} as never, seed: "x" }).state;
    expectRefused(g, fresh, fresh.turn, { type: "play", card: fresh.hands[fresh.turn]![0]! }, "WRONG_PHASE");
  });

  it("bad bets: out of range and forbidden by the hook", () => {
    const b = bidding();
    expectRefused(g, b.state, 0, { type: "bid", bid: 6 }, "BID_OUT_OF_RANGE");
    expectRefused(g, b.state, 0, { type: "bid", bid: -1 }, "BID_OUT_OF_RANGE");
    b.bets(2, 2);
    expectRefused(g, b.state, 2, { type: "bid", bid: 1 }, "BID_FORBIDDEN_BY_HOOK");
  });

  it("a card not in hand (the joker included when not held)", () => {
    const t = playing();
    expectRefused(g, t.state, 0, { type: "play", card: "KS" }, "CARD_NOT_IN_HAND");
    t.plays("AS");
    expectRefused(g, t.state, 1, { type: "play", card: "X", as: "K" }, "CARD_NOT_IN_HAND");
    expectRefused(g, t.state, 1, { type: "play", card: "AS" }, "CARD_NOT_IN_HAND");
  });

  it("a joker declared as AD, as nothing, or as no rank", () => {
    const t = playing();
    for (const as of ["AD", undefined, null, "1", "Z", 7, "a"]) {
      expectRefused(g, t.state, 0, { type: "play", card: "X", as }, "JOKER_RANK_INVALID");
    }
  });

  it("a finished game refuses everything", () => {
    const t = new Table(2, { suddenDeath: true }, [starterIs(0, 2), dealOf("AD AS AH AC KS", "2C 3C 4C 5C 6C")]);
    t.bets(1, 0); // seat 0 takes all five: misses; seat 1 hits
    t.playOutRound();
    expect(t.state.phase).toBe("over");
    expectRefused(g, t.state, 1, { type: "bid", bid: 0 }, "GAME_OVER");
    expectRefused(g, t.state, 0, null, "GAME_OVER");
  });

  it("fixed chance outcomes that do not fit throw InvalidChanceError", () => {
    const cases = [
      [drawOf("AS", "AS")],
      [drawOf("AS")],
      [drawOf("AS", "X")],
      [drawOf("AS", 5 as unknown as string)],
      [starterIs(0, 2), dealOf("AS 2C 3C 4C", "2D 3D 4D 5D 6D")],
      [starterIs(0, 2), dealOf("AS 2C 3C 4C 5C", "AS 3D 4D 5D 6D")],
      [starterIs(0, 2), dealOf("AS 2C 3C 4C 5C")],
      [starterIs(0, 2), { kind: "deal", value: "nope" }],
      [starterIs(0, 2), { kind: "starterDraw", value: ["AS", "2C"] }],
    ];
    for (const chance of cases) expect(() => new Table(2, {}, chance)).toThrow(InvalidChanceError);
  });

  it("setup refuses a player count out of range", () => {
    expect(() => g.setup({ players: 1, options: {} as never, seed: "x" })).toThrow(InvalidSetupError);
    expect(() => g.setup({ players: 9, options: {} as never, seed: "x" })).toThrow(InvalidSetupError);
  });
});
