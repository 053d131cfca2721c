import { describe, expect, it } from "vitest";
import { BURACO_DECK, valueOf, valueOfCards } from "./cards.ts";
import { isCleanCanastra, readExtension, readSequence, type Sequence } from "./sequence.ts";

const seq = (cards: string[]): Sequence => {
  const read = readSequence(cards);
  if (typeof read === "string") throw new Error(`${cards.join(" ")}: ${read}`);
  return read;
};

describe("Buraco: the deck and card values", () => {
  it("has 108 cards: two of each of the 52 and four jokers", () => {
    expect(BURACO_DECK).toHaveLength(108);
    expect(BURACO_DECK.filter((c) => c === "7H")).toHaveLength(2);
    expect(BURACO_DECK.filter((c) => c === "X")).toHaveLength(4);
  });

  it("values the joker 50, the ace 15, the 2 10, K to 8 10 and 7 to 3 5", () => {
    expect(["X", "AS", "2C", "KD", "QH", "JC", "10S", "9D", "8H", "7C", "6D", "5H", "4S", "3C"].map(valueOf)).toEqual([50, 15, 10, 10, 10, 10, 10, 10, 10, 5, 5, 5, 5, 5]);
    expect(valueOfCards(BURACO_DECK)).toBe(2 * (4 * (15 + 10 + 6 * 10 + 5 * 5)) + 4 * 50);
  });
});

describe("Buraco: sequences", () => {
  it("needs 3 or more cards of one suit in order, low to high", () => {
    expect(seq(["5H", "6H", "7H"])).toMatchObject({ suit: "H", start: 5, wild: -1 });
    expect(readSequence(["5H", "6H"])).toBe("TOO_FEW_CARDS");
    expect(readSequence(["5H", "6S", "7H"])).toBe("MIXED_SUITS");
    expect(readSequence(["5H", "7H", "6H"])).toBe("NOT_A_SEQUENCE");
    expect(readSequence(["5H", "6H", "8H"])).toBe("NOT_A_SEQUENCE");
    expect(readSequence(["7H", "6H", "5H"])).toBe("NOT_A_SEQUENCE");
  });

  it("allows no sets of equal ranks", () => {
    expect(readSequence(["9H", "9S", "9D"])).toBe("MIXED_SUITS");
    expect(readSequence(["9H", "9H", "9H"])).toBe("NOT_A_SEQUENCE");
  });

  it("plays the ace low below the 2 or high above the king, never round the corner", () => {
    expect(seq(["AS", "2S", "3S"])).toMatchObject({ start: 1, wild: -1 });
    expect(seq(["QS", "KS", "AS"])).toMatchObject({ start: 12, wild: -1 });
    expect(readSequence(["KS", "AS", "2S"])).toBe("NOT_A_SEQUENCE");
    expect(readSequence(["QS", "KS", "AS", "X"])).toBe("NOT_A_SEQUENCE");
    expect(readSequence(["X", "AS", "2S", "3S"])).toBe("NOT_A_SEQUENCE");
  });

  it("allows one run from ace to ace, 14 cards", () => {
    const run = ["AD", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "QD", "KD", "AD"];
    expect(seq(run)).toMatchObject({ start: 1, wild: -1 });
    expect(isCleanCanastra(seq(run))).toBe(true);
  });

  it("takes one wild card at the place it stands: a gap, the top or the bottom", () => {
    expect(seq(["5H", "X", "7H"]).wild).toBe(1);
    expect(seq(["5H", "6H", "X"])).toMatchObject({ start: 5, wild: 2 });
    expect(seq(["X", "5H", "6H"])).toMatchObject({ start: 4, wild: 0 });
    expect(seq(["5H", "2C", "7H"]).wild).toBe(1);
    expect(seq(["X", "2H", "3H"])).toMatchObject({ start: 1, wild: 0 }); // the joker stands for the low ace
  });

  it("refuses a second wild card", () => {
    expect(readSequence(["5H", "X", "7H", "2C"])).toBe("TWO_WILD_CARDS");
    expect(readSequence(["X", "X", "7H", "8H"])).toBe("TWO_WILD_CARDS");
    expect(readSequence(["2C", "2D", "2S"])).toBe("NOT_A_SEQUENCE");
  });

  it("counts a 2 of the suit at its own place as natural, and any other 2 as wild", () => {
    expect(seq(["2H", "3H", "4H"]).wild).toBe(-1);
    expect(seq(["AH", "2H", "3H", "X"]).wild).toBe(3);
    expect(seq(["2S", "3H", "4H"]).wild).toBe(0);
    expect(seq(["2H", "4H", "5H"])).toMatchObject({ start: 3, wild: 0 });
    // The natural 2 in place leaves room for a wild card elsewhere.
    expect(seq(["2H", "3H", "4H", "2H"])).toMatchObject({ start: 2, wild: 3 });
  });
});

describe("Buraco: extending a sequence", () => {
  const ext = (old: string[], cards: string[]) => readExtension(seq(old), cards);

  it("adds natural cards at either end", () => {
    expect(ext(["5H", "6H", "7H"], ["3H", "4H", "5H", "6H", "7H", "8H"])).toMatchObject({ added: ["3H", "4H", "8H"], sequence: { start: 3, wild: -1 } });
  });

  it("lets a natural card take the wild card's place, the wild moving to an end", () => {
    expect(ext(["5H", "X", "7H"], ["5H", "6H", "7H", "X"])).toMatchObject({ added: ["6H"], sequence: { wild: 3 } });
    expect(ext(["5H", "X", "7H"], ["X", "5H", "6H", "7H"])).toMatchObject({ added: ["6H"], sequence: { start: 4, wild: 0 } });
  });

  it("makes a sequence clean when the suit's 2 goes back to its own place", () => {
    const old = seq(["3H", "2H", "5H"]);
    expect(old.wild).toBe(1);
    const read = readExtension(old, ["2H", "3H", "4H", "5H"]);
    expect(read).toMatchObject({ added: ["4H"], sequence: { start: 2, wild: -1 } });
  });

  it("makes a clean sequence dirty when a wild card is added, and refuses a second one", () => {
    expect(ext(["5H", "6H", "7H"], ["5H", "6H", "7H", "X"])).toMatchObject({ sequence: { wild: 3 } });
    expect(ext(["5H", "6H", "X"], ["5H", "6H", "X", "2C"])).toBe("TWO_WILD_CARDS");
  });

  it("keeps every card and every natural card's place, and adds something", () => {
    expect(ext(["5H", "6H", "7H"], ["5H", "6H", "8H"])).toBe("MELD_CARDS_MISSING");
    expect(ext(["5H", "6H", "7H"], ["5H", "6H", "7H"])).toBe("NOTHING_ADDED");
    // The natural 2 in place is not wild: it cannot be moved to serve as one.
    expect(ext(["2H", "3H", "4H"], ["3H", "4H", "5H", "2H"])).toBe("NATURAL_CARD_MOVED");
    expect(ext(["5H", "6H", "7H"], ["5H", "6H", "7H", "9H"])).toBe("NOT_A_SEQUENCE");
  });
});
