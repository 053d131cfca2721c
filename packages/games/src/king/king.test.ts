/** One test per rule of King, on stacked deals. */
import { describe, expect, it } from "vitest";
import { expectRefused } from "@gg/core/testing";
import { king } from "./index.ts";
import { BY_SUIT, choose, type Choice, finishHand, legalCards, play, start, stateOf, suit } from "./testkit.ts";
import type { KingView } from "./view.ts";

/** Seat 0: seven low hearts and six low clubs; seat 1: the other hearts and clubs; 2: diamonds; 3: spades. */
const HEARTS_AND_CLUBS = [
  [...suit("H", ["2", "3", "4", "5", "6", "7", "8"]), ...suit("C", ["2", "3", "4", "5", "6", "7"])],
  [...suit("H", ["9", "10", "J", "Q", "K", "A"]), ...suit("C", ["8", "9", "10", "J", "Q", "K", "A"])],
  suit("D"),
  suit("S"),
];

/** Seat 1 holds `KH` and twelve diamonds; seat 2 `AD` and the other twelve hearts. */
const KING_OF_HEARTS_ALONE = [suit("C"), ["KH", ...suit("D", ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"])], ["AD", ...suit("H", ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "A"])], suit("S")];

describe("the deal and the choice", () => {
  it("the first dealer comes from the match seed (chance kind firstDealer) and chooses first", () => {
    for (const dealer of [0, 1, 2, 3]) {
      const match = start(BY_SUIT, dealer);
      expect(stateOf(match).dealer).toBe(dealer);
      expect(match.activeSeats()).toEqual([dealer]);
      expect(match.view(dealer).phase).toBe("choose");
    }
  });

  it("the dealer leads the first trick, and the deal passes left each hand", () => {
    const match = start(BY_SUIT, 2);
    choose(match, { contract: "noTricks" });
    expect(match.activeSeats()).toEqual([2]);
    finishHand(match);
    expect(stateOf(match).round).toBe(2);
    expect(stateOf(match).dealer).toBe(3);
    expect(match.activeSeats()).toEqual([3]);
  });

  it("deals 13 cards to each of the four players", () => {
    const s = king.setup({ players: 4, options: { earlyEnd: true }, seed: "deal" }).state;
    expect(s.hands.map((h) => h.length)).toEqual([13, 13, 13, 13]);
    expect(new Set(s.hands.flat()).size).toBe(52);
  });

  it("offers the negatives not yet played and the positive with each trump or no trump", () => {
    const match = start(BY_SUIT, 0);
    const first = match.legalActions(0);
    expect(first.filter((a) => a.type === "choose" && a.contract !== "positive")).toHaveLength(6);
    expect(first.filter((a) => a.type === "choose" && a.contract === "positive").map((a) => (a as { trump: unknown }).trump)).toEqual([null, "C", "D", "H", "S"]);
    choose(match, { contract: "noQueens" });
    finishHand(match);
    const second = match.legalActions(1);
    expect(second.some((a) => a.type === "choose" && a.contract === "noQueens")).toBe(false);
    expectRefused(king, match.state, 1, { type: "choose", contract: "noQueens" }, "CONTRACT_ALREADY_PLAYED");
  });

  it("a dealer who has had their positive may choose only a negative", () => {
    const match = start(BY_SUIT, 0);
    for (let hand = 0; hand < 4; hand++) {
      choose(match, hand === 0 ? ({ contract: "positive", trump: "S" } as const) : { contract: (["noTricks", "noHearts", "noQueens"] as const)[hand - 1]! });
      finishHand(match);
    }
    expect(stateOf(match).dealer).toBe(0);
    expect(match.legalActions(0).every((a) => a.type === "choose" && a.contract !== "positive")).toBe(true);
    expectRefused(king, match.state, 0, { type: "choose", contract: "positive", trump: null }, "POSITIVE_ALREADY_CHOSEN");
  });

  it("a dealer without their positive who does not deal again must take it", () => {
    const match = start(BY_SUIT, 0);
    const negatives = ["noTricks", "noHearts", "noQueens", "noKingsOrJacks", "noKingOfHearts", "noLastTwo"] as const;
    // Hands 1–6 negative: then the dealers of hands 7–10 deal for the last time and must each take a positive.
    for (const contract of negatives) {
      choose(match, { contract });
      finishHand(match);
    }
    for (let hand = 7; hand <= 10; hand++) {
      const dealer = stateOf(match).dealer;
      expect(match.legalActions(dealer).every((a) => a.type === "choose" && a.contract === "positive")).toBe(true);
      expectRefused(king, match.state, dealer, { type: "choose", contract: "noTricks" }, hand === 7 ? "CONTRACT_ALREADY_PLAYED" : undefined);
      choose(match, { contract: "positive", trump: null });
      finishHand(match);
    }
    expect(match.result()).not.toBeNull();
  });

  it("refuses a negative to a dealer who must take the positive now, with POSITIVE_REQUIRED", () => {
    const match = start(BY_SUIT, 0);
    // Hands 1–6: seat 0 and seat 1 take their positives early, the others negatives; hand 7 is dealt by seat 2, which never had one.
    const plan = [{ contract: "positive", trump: "C" }, { contract: "positive", trump: null }, { contract: "noTricks" }, { contract: "noHearts" }, { contract: "noQueens" }, { contract: "noKingsOrJacks" }] as const;
    for (const action of plan) {
      choose(match, action);
      finishHand(match);
    }
    expect(stateOf(match).dealer).toBe(2);
    expectRefused(king, match.state, 2, { type: "choose", contract: "noLastTwo" }, "POSITIVE_REQUIRED");
  });

  it("refuses malformed choices and actions in the wrong phase", () => {
    const match = start(BY_SUIT, 0);
    expectRefused(king, match.state, 0, { type: "choose", contract: "noSpades" }, "MALFORMED_ACTION");
    expectRefused(king, match.state, 0, { type: "choose", contract: "positive", trump: "X" }, "MALFORMED_ACTION");
    expectRefused(king, match.state, 0, { type: "choose", contract: "positive" }, "MALFORMED_ACTION");
    expectRefused(king, match.state, 0, { type: "choose", contract: "noTricks", trump: "S" }, "MALFORMED_ACTION");
    expectRefused(king, match.state, 0, { type: "play", card: "2C" }, "NOT_PLAYING");
    expectRefused(king, match.state, 1, { type: "choose", contract: "noTricks" }, "NOT_YOUR_TURN");
    choose(match, { contract: "noTricks" });
    expectRefused(king, match.state, 0, { type: "choose", contract: "noHearts" }, "NOT_CHOOSING");
    expectRefused(king, match.state, 0, { type: "play", card: "2D" }, "CARD_NOT_IN_HAND");
    expectRefused(king, match.state, 0, { type: "play", card: 7 }, "MALFORMED_ACTION");
  });

  it("the contract and the trump are public: in everyone's view and in an event to all", () => {
    const match = start(BY_SUIT, 1);
    const { events } = match.act(1, { type: "choose", contract: "positive", trump: "H" });
    expect(events).toEqual([{ type: "contractChosen", to: "all", seat: 1, contract: "positive", trump: "H" }]);
    for (const viewer of [0, 1, 2, 3, "spectator"] as const) {
      const v = match.view(viewer) as KingView;
      expect([v.contract, v.trump, v.hadPositive[1]]).toEqual(["positive", "H", true]);
    }
  });
});

describe("the play", () => {
  it("players must follow the led suit when they can", () => {
    const match = start(HEARTS_AND_CLUBS, 0);
    choose(match, { contract: "noQueens" });
    play(match, "2C");
    expect(legalCards(match)).toEqual(suit("C", ["8", "9", "10", "J", "Q", "K", "A"]));
    expectRefused(king, match.state, 1, { type: "play", card: "9H" }, "MUST_FOLLOW_SUIT");
  });

  it("no hearts and no King of Hearts: no heart led while the leader holds another suit", () => {
    for (const contract of ["noHearts", "noKingOfHearts"] as const) {
      const match = start(HEARTS_AND_CLUBS, 0);
      choose(match, { contract });
      expect(legalCards(match)).toEqual(suit("C", ["2", "3", "4", "5", "6", "7"]));
      expectRefused(king, match.state, 0, { type: "play", card: "2H" }, "NO_HEART_LEAD");
    }
  });

  it("the other contracts let a heart be led", () => {
    for (const contract of ["noQueens", "noTricks", "noKingsOrJacks", "noLastTwo"] as const) {
      const match = start(HEARTS_AND_CLUBS, 0);
      choose(match, { contract });
      expect(legalCards(match)).toContain("2H");
    }
  });

  it("a leader holding only hearts may lead one in no hearts", () => {
    const match = start(BY_SUIT, 2);
    choose(match, { contract: "noHearts" });
    expect(legalCards(match)).toEqual(suit("H"));
    play(match, "5H");
    expect(stateOf(match).trick).toEqual([{ seat: 2, card: "5H" }]);
  });

  it("no King of Hearts: a player void in the led suit who holds KH must play it", () => {
    const match = start(KING_OF_HEARTS_ALONE, 0);
    choose(match, { contract: "noKingOfHearts" });
    play(match, "2C");
    expect(legalCards(match)).toEqual(["KH"]);
    expectRefused(king, match.state, 1, { type: "play", card: "2D" }, "MUST_PLAY_KING_OF_HEARTS");
  });

  it("KH is not forced on a player who can follow suit, nor in another contract", () => {
    const match = start(HEARTS_AND_CLUBS, 0);
    choose(match, { contract: "noKingOfHearts" });
    play(match, "2C");
    expect(legalCards(match)).not.toContain("KH");
    const other = start(KING_OF_HEARTS_ALONE, 0);
    choose(other, { contract: "noHearts" });
    play(other, "2C");
    expect(legalCards(other)).toHaveLength(13);
  });

  it("a positive's trump wins; a void player need not trump", () => {
    const match = start(BY_SUIT, 0);
    choose(match, { contract: "positive", trump: "S" });
    play(match, "AC", "2D", "2H", "2S");
    expect(stateOf(match).turn).toBe(3);
    expect(stateOf(match).points).toEqual([0, 0, 0, 25]);
    // Seat 1 holds diamonds and spades: void in clubs, it may discard a diamond instead of trumping.
    const mixed = start([suit("C"), [...suit("D", ["2", "3", "4", "5", "6", "7", "8"]), ...suit("S", ["2", "3", "4", "5", "6", "7"])], [...suit("D", ["9", "10", "J", "Q", "K", "A"]), ...suit("S", ["8", "9", "10", "J", "Q", "K", "A"])], suit("H")], 0);
    choose(mixed, { contract: "positive", trump: "S" });
    play(mixed, "AC");
    expect(legalCards(mixed)).toHaveLength(13);
    play(mixed, "2D", "8S", "2H");
    expect(stateOf(mixed).points).toEqual([0, 0, 25, 0]);
  });

  it("in no trump the highest card of the led suit wins", () => {
    const match = start(HEARTS_AND_CLUBS, 0);
    choose(match, { contract: "positive", trump: null });
    play(match, "7C", "8C", "AD", "AS");
    expect(stateOf(match).turn).toBe(1);
    expect(stateOf(match).points).toEqual([0, 25, 0, 0]);
  });
});

describe("scoring", () => {
  const handLine = (contract: Choice, options = {}) => {
    const match = start(BY_SUIT, 0, options);
    choose(match, contract);
    finishHand(match);
    return stateOf(match).sheet[0]!;
  };

  it("no tricks: −20 a trick, all 13 tricks played", () => {
    const line = handLine({ contract: "noTricks" });
    expect(line.points).toEqual([-260, 0, 0, 0]);
    expect(line.stoppedEarly).toBe(false);
  });

  it("no hearts: −20 a heart", () => {
    const match = start(HEARTS_AND_CLUBS, 0);
    choose(match, { contract: "noHearts" });
    play(match, "2C", "8C", "2D", "2S"); // no heart: nothing
    expect(stateOf(match).points).toEqual([0, 0, 0, 0]);
    finishHand(match);
    const line = stateOf(match).sheet[0]!;
    expect(line.points.reduce((a, b) => a + b, 0)).toBe(-260);
    const bySuit = start(BY_SUIT, 0);
    choose(bySuit, { contract: "noHearts" });
    play(bySuit, "2C", "2D", "3H", "2S"); // one heart: −20 to the winner
    expect(stateOf(bySuit).points).toEqual([-20, 0, 0, 0]);
  });

  it("no queens: −50 a queen, and the hand stops once all four are taken", () => {
    const line = handLine({ contract: "noQueens" });
    expect(line.points).toEqual([-200, 0, 0, 0]);
    expect(line.stoppedEarly).toBe(true);
  });

  it("no kings or jacks: −30 each", () => {
    expect(handLine({ contract: "noKingsOrJacks" }).points).toEqual([-240, 0, 0, 0]);
  });

  it("no King of Hearts: −160 to its taker, the hand stops right after that trick", () => {
    const match = start(BY_SUIT, 0);
    choose(match, { contract: "noKingOfHearts" });
    play(match, "2C", "2D", "KH");
    expect(stateOf(match).round).toBe(1);
    const { events } = match.act(3, { type: "play", card: "2S" });
    expect(events.find((e) => e.type === "roundScored")).toMatchObject({ points: [-160, 0, 0, 0], stoppedEarly: true });
    expect(stateOf(match).round).toBe(2);
  });

  it("with the early end off every trick is played", () => {
    const line = handLine({ contract: "noKingOfHearts" }, { earlyEnd: false });
    expect(line.points).toEqual([-160, 0, 0, 0]);
    expect(line.stoppedEarly).toBe(false);
  });

  it("no tricks and no last two play all 13 tricks even with the early end on", () => {
    expect(handLine({ contract: "noTricks" }).stoppedEarly).toBe(false);
    expect(handLine({ contract: "noLastTwo" }).stoppedEarly).toBe(false);
  });

  it("no last two: −90 to each winner of tricks 12 and 13, nothing for the others", () => {
    const match = start(HEARTS_AND_CLUBS, 0);
    choose(match, { contract: "noLastTwo" });
    for (let trick = 0; trick < 11; trick++) {
      expect(stateOf(match).points).toEqual([0, 0, 0, 0]);
      for (let card = 0; card < 4; card++) play(match, legalCards(match)[0]!);
    }
    expect(stateOf(match).points).toEqual([0, 0, 0, 0]);
    finishHand(match);
    const points = stateOf(match).sheet[0]!.points;
    expect(points.reduce((a, b) => a + b, 0)).toBe(-180);
    expect(points.every((p) => p === 0 || p === -90 || p === -180)).toBe(true);
  });

  it("a positive: +25 a trick", () => {
    expect(handLine({ contract: "positive", trump: "S" }).points).toEqual([0, 0, 0, 325]);
    expect(handLine({ contract: "positive", trump: null }).points).toEqual([325, 0, 0, 0]);
  });

  it("the highest total wins after ten hands; ties share the win and the rank", () => {
    const s = stateOf(start(BY_SUIT, 0));
    const over = { ...s, phase: "over" as const, scores: [100, 300, 300, -700] };
    expect(king.result(over)).toEqual({ scores: [100, 300, 300, -700], winners: [1, 2], ranks: [3, 1, 1, 4] });
  });

  it("the host may end the match: the hand in progress does not count", () => {
    const match = start(BY_SUIT, 0);
    choose(match, { contract: "noTricks" });
    finishHand(match);
    choose(match, { contract: "positive", trump: "C" });
    for (let card = 0; card < 3; card++) play(match, legalCards(match)[0]!);
    match.endByHost();
    expect(match.result()).toEqual({ scores: [-260, 0, 0, 0], winners: [1, 2, 3], ranks: [4, 1, 1, 1], endedByHost: true });
  });
});
