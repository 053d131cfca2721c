import { describe, expect, it } from "vitest";
import { checkHands, checkWholeDeck, dealRound, InvalidChanceError } from "../src/index.ts";

const DECK = ["a", "b", "c", "d", "e", "f", "g", "h"];

describe("dealing round the table", () => {
  it("deals one card at a time from the seat left of the dealer, who gets the last card of each lap", () => {
    const { hands, rest } = dealRound(DECK, 3, 2, 1);
    expect(hands).toEqual([
      ["b", "e"],
      ["c", "f"],
      ["a", "d"],
    ]);
    expect(rest).toEqual(["g", "h"]);
  });

  it("refuses fixed hands of the wrong number or size", () => {
    expect(() => checkHands("deal", [["a"], ["b"]], 3, 1)).toThrow(/expected 3 hands, got 2/);
    expect(() => checkHands("deal", [["a"], ["b", "c"]], 2, 1)).toThrow(/seat 1 must get 1 cards/);
    expect(() => checkHands("deal", "a", 2, 1)).toThrow(InvalidChanceError);
    expect(() => checkHands("deal", [["a"], ["b"]], 2, 1)).not.toThrow();
  });

  it("refuses a fixed deal that is not the whole deck, each card once", () => {
    expect(() => checkWholeDeck("deal", ["a", "b", "c", "d", "e", "f", "g", "z"], DECK)).toThrow(/'z' is not a card of the 8-card deck/);
    expect(() => checkWholeDeck("deal", ["a", "a", "c", "d", "e", "f", "g", "h"], DECK)).toThrow(/'a' appears twice/);
    expect(() => checkWholeDeck("deal", ["a", "b"], DECK)).toThrow(/the 8 cards exactly/);
    expect(() => checkWholeDeck("deal", [...DECK].reverse(), DECK)).not.toThrow();
  });
});
