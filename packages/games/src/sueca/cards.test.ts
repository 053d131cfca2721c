import { describe, expect, it } from "vitest";
import { standardDeck, winningPlay } from "@gg/core";
import { CARD_POINTS, PORTUGUESE_STRENGTH, PORTUGUESE_STRENGTH_52, TOTAL_POINTS, gamePoints, pointsIn, pointsOf, portugueseDeck } from "./cards.ts";

describe("Portuguese cards", () => {
  it("the 40-card deck has no 8, 9 or 10 and holds 120 points", () => {
    const deck = portugueseDeck();
    expect(deck).toHaveLength(40);
    expect(new Set(deck).size).toBe(40);
    expect(deck.some((c) => /^(8|9|10)/.test(c))).toBe(false);
    expect(pointsIn(deck)).toBe(TOTAL_POINTS);
  });

  it("the 52-card deck holds 120 points too (8, 9, 10 are worth nothing)", () => {
    expect(pointsIn(standardDeck())).toBe(TOTAL_POINTS);
    expect([CARD_POINTS["8"], CARD_POINTS["9"], CARD_POINTS["10"]]).toEqual([0, 0, 0]);
  });

  it("card points: A 11, 7 10, K 4, J 3, Q 2, the rest 0", () => {
    expect(["AS", "7S", "KS", "JS", "QS", "6S", "2S"].map(pointsOf)).toEqual([11, 10, 4, 3, 2, 0, 0]);
  });

  it("ranks high to low A 7 K J Q 6 5 4 3 2", () => {
    const highToLow = ["A", "7", "K", "J", "Q", "6", "5", "4", "3", "2"] as const;
    for (let i = 1; i < highToLow.length; i++) expect(PORTUGUESE_STRENGTH[highToLow[i - 1]!]!).toBeGreaterThan(PORTUGUESE_STRENGTH[highToLow[i]!]!);
    // The 7 beats the king of its suit when the king was led.
    expect(winningPlay([{ seat: 0, card: "KH" }, { seat: 1, card: "7H" }, { seat: 2, card: "AS" }], "C", PORTUGUESE_STRENGTH).seat).toBe(1);
  });

  it("the 52-card order puts 10 9 8 between Q and 6", () => {
    const highToLow = ["A", "7", "K", "J", "Q", "10", "9", "8", "6", "5", "4", "3", "2"] as const;
    for (let i = 1; i < highToLow.length; i++) expect(PORTUGUESE_STRENGTH_52[highToLow[i - 1]!]!).toBeGreaterThan(PORTUGUESE_STRENGTH_52[highToLow[i]!]!);
  });

  it("hand scale: 61–90 → 1, 91–119 → 2, 120 → 4, 60 or less → 0", () => {
    expect([0, 59, 60, 61, 90, 91, 119, 120].map(gamePoints)).toEqual([0, 0, 0, 1, 1, 2, 2, 4]);
  });
});
