/** Typed refusals: every illegal or malformed action throws IllegalActionError and changes nothing. */
import { describe, expect, it } from "vitest";
import { expectRefused } from "@gg/core/testing";
import { game101 } from "./index.ts";
import { act, DRAW, PASS, play, playJ, scenario } from "./testkit.ts";

const position = () =>
  scenario({ hands: [["KD", "KS", "QD", "10D", "9S"], ["9D", "10C", "10H", "QH", "JS"], ["8S", "7S", "AD", "6H", "7H"]], table: ["9C"], turn: 1 });

describe("typed errors, state unchanged", () => {
  it("malformed actions of any JS type are refused without a TypeError", () => {
    const state = position();
    const malformed: [unknown, string][] = [
      [null, "MALFORMED_ACTION"],
      [undefined, "MALFORMED_ACTION"],
      [7, "MALFORMED_ACTION"],
      ["play", "MALFORMED_ACTION"],
      [[], "MALFORMED_ACTION"],
      [{}, "MALFORMED_ACTION"],
      [{ type: 5 }, "MALFORMED_ACTION"],
      [{ type: "no-such-action" }, "UNKNOWN_ACTION"],
      [{ type: "play" }, "MALFORMED_ACTION"],
      [{ type: "play", cards: "9D" }, "MALFORMED_ACTION"],
      [{ type: "play", cards: [5] }, "MALFORMED_ACTION"],
      [{ type: "play", cards: [null] }, "MALFORMED_ACTION"],
      [{ type: "play", cards: ["9D", "9D"] }, "MALFORMED_ACTION"],
      [{ type: "play", cards: ["5C"] }, "MALFORMED_ACTION"],
      [{ type: "play", cards: [] }, "MALFORMED_ACTION"],
      [{ type: "play", cards: ["9D"], suit: 3 }, "MALFORMED_ACTION"],
      [{ type: "play", card: "9D" }, "MALFORMED_ACTION"],
      [{ type: "bid", bid: 2 }, "UNKNOWN_ACTION"],
    ];
    for (const [action, code] of malformed) expectRefused(game101, state, 1, action, code);
  });

  it("out of turn, by any seat value", () => {
    const state = position();
    for (const seat of [0, 2, -1, 3, 1.5, NaN, "1", null, undefined]) expectRefused(game101, state, seat as number, play("9D"), "NOT_YOUR_TURN");
  });

  it("each rule's own refusal", () => {
    const state = position();
    expectRefused(game101, state, 1, play("KD"), "CARD_NOT_IN_HAND");
    expectRefused(game101, state, 1, play("10H"), "CARD_DOES_NOT_FIT");
    expectRefused(game101, state, 1, play("10C", "9D"), "MIXED_RANKS");
    expectRefused(game101, state, 1, play("JS"), "SUIT_CALL_REQUIRED");
    expectRefused(game101, state, 1, playJ("H", "9D"), "SUIT_CALL_NOT_ALLOWED");
    expectRefused(game101, state, 1, PASS, "MUST_PLAY_OR_DRAW");
    expectRefused(game101, state, 1, { type: "bridge" }, "NO_BRIDGE_WINDOW");
    expectRefused(game101, state, 1, { type: "noBridge" }, "NO_BRIDGE_WINDOW");
    expectRefused(game101, state, 1, { type: "roll" }, "UNKNOWN_ACTION"); // the dice are setup chance, not an action
    let drawn = state;
    for (let i = 0; i < 3; i++) drawn = act(drawn, 1, DRAW).state;
    expectRefused(game101, drawn, 1, DRAW, "DRAW_LIMIT_REACHED");
    expectRefused(game101, drawn, 1, PASS, "MUST_PLAY_OR_DRAW");
    const six = act(scenario({ hands: [["KD"], ["6C", "7C"], ["8S"]], table: ["9C"], turn: 1 }), 1, play("6C")).state;
    expectRefused(game101, six, 1, PASS, "MUST_COVER_SIX");
    expectRefused(game101, six, 1, DRAW, "MUST_COVER_SIX");
  });

  it("legal actions are all accepted, and only the seat on turn has any", () => {
    const state = position();
    const legal = game101.legalActions(state, 1);
    expect(legal.length).toBe(1 + 2 + 4 + 1); // 9D; 10C and 10C,10H; JS with each suit call; draw
    for (const action of legal) expect(() => game101.apply(state, 1, action)).not.toThrow();
    expect(game101.legalActions(state, 0)).toEqual([]);
    expect(game101.legalActions(state, 2)).toEqual([]);
  });
});
