/**
 * Buraco's table turns cards picked in any order into the engine's card lists: a run in
 * order, a wild card in the one gap, a choice of places when a wild could go below or above,
 * an extension keeping the old sequence's natural cards; and the hand's display order.
 */
import { describe, expect, it } from "vitest";
import { displayOrder, extendArrangements, meldArrangements } from "../src/games/buraco/arrange.ts";

const orders = (list: { cards: readonly string[] }[]) => list.map((a) => a.cards.join(" "));

describe("Buraco's arrangements", () => {
  it("reads natural cards picked in any order as one run, the ace low or high", () => {
    expect(orders(meldArrangements(["7H", "5H", "6H"]))).toEqual(["5H 6H 7H"]);
    expect(orders(meldArrangements(["KS", "AS", "QS"]))).toEqual(["QS KS AS"]);
    expect(orders(meldArrangements(["3D", "AD", "2D"]))).toEqual(["AD 2D 3D"]);
  });

  it("puts a wild card in the one gap, and offers both ends when there is none", () => {
    const gap = meldArrangements(["7H", "X", "5H"]);
    expect(orders(gap)).toEqual(["5H X 7H"]);
    expect(gap[0]!.wild).toEqual({ card: "X", as: "6H" });
    const ends = meldArrangements(["6C", "2S", "5C"]);
    expect(orders(ends).sort()).toEqual(["2S 5C 6C", "5C 6C 2S"]);
    expect(ends.map((a) => a.wild?.as).sort()).toEqual(["4C", "7C"]);
  });

  it("finds nothing for two wild cards, mixed suits or a gap of two", () => {
    expect(meldArrangements(["5H", "X", "2C"])).toEqual([]);
    expect(meldArrangements(["5H", "6H", "7S"])).toEqual([]);
    expect(meldArrangements(["5H", "6H", "9H"])).toEqual([]);
  });

  it("extends a sequence at either end, a natural card moving its wild card to an end", () => {
    const meld = { suit: "H" as const, start: 5, cards: ["5H", "X", "7H"], wild: 1 };
    expect(orders(extendArrangements(meld, ["8H"]))).toEqual(["5H X 7H 8H"]);
    expect(orders(extendArrangements(meld, ["6H"])).sort()).toEqual(["5H 6H 7H X", "X 5H 6H 7H"]);
    expect(extendArrangements(meld, ["2C"])).toEqual([]);
  });

  it("shows the hand by suit in alternating colours, low to high with the ace high, wild cards last", () => {
    expect(displayOrder(["X", "AH", "3H", "2C", "KS", "5D", "2H", "4C"])).toEqual(["KS", "3H", "AH", "4C", "5D", "2H", "2C", "X"]);
  });
});
