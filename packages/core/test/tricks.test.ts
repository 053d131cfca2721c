import { describe, expect, it } from "vitest";
import { RANKS, followingCards, strengthOf, winningPlay, type Rank } from "../src/index.ts";

const ACE_HIGH = strengthOf(RANKS);
const SUECA = strengthOf(["2", "3", "4", "5", "6", "Q", "J", "K", "7", "A"] as Rank[]);
const plays = (...cards: string[]) => cards.map((card, seat) => ({ seat, card }));

describe("following suit", () => {
  it("a hand holding the led suit may play only that suit", () => {
    expect(followingCards(["2H", "KS", "10H"], "H")).toEqual(["2H", "10H"]);
  });
  it("a hand void in the led suit may play anything", () => {
    expect(followingCards(["2C", "KS"], "H")).toEqual(["2C", "KS"]);
  });
  it("the leader may play anything", () => {
    expect(followingCards(["2C", "KS"], null)).toEqual(["2C", "KS"]);
  });
});

describe("winning a trick", () => {
  it("the highest card of the led suit wins when no trump is played", () => {
    expect(winningPlay(plays("10H", "AH", "KS", "2H"), "D", ACE_HIGH).seat).toBe(1);
  });
  it("an off-suit card never wins, however high", () => {
    expect(winningPlay(plays("2H", "AS", "3H"), null, ACE_HIGH).seat).toBe(2);
  });
  it("the lowest trump beats the highest card of the led suit", () => {
    expect(winningPlay(plays("AH", "2D", "KH"), "D", ACE_HIGH).seat).toBe(1);
  });
  it("the higher of two trumps wins", () => {
    expect(winningPlay(plays("AH", "2D", "3D"), "D", ACE_HIGH).seat).toBe(2);
  });
  it("the rank order is the game's: in Sueca's order the 7 beats the king", () => {
    expect(winningPlay(plays("KC", "7C"), "H", SUECA).seat).toBe(1);
    expect(winningPlay(plays("KC", "7C"), "H", ACE_HIGH).seat).toBe(0);
  });
});
