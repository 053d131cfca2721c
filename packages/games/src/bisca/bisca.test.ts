import { describe, expect, it } from "vitest";
import { InvalidChanceError, InvalidOptionsError, Match, createRandom, parseOptions, rankOf, shuffle, type ChanceOutcome, type GameEvent } from "@gg/core";
import { describeContract, expectRefused } from "@gg/core/testing";
import { bisca } from "./index.ts";
import { deckFor, sampleDeal } from "./deal.ts";
import { handGamePoints } from "./scoring.ts";
import { points, sortHand, strength } from "./tables.ts";
import { PORTUGUESE_STRENGTH, pointsOf } from "../sueca/cards.ts";
import type { BiscaState } from "./state.ts";

/** A stacked deal: the given hands and turned card, the stock starting with `stockTop`, then the rest of the deck. */
function deal(hands: string[][], turned: string, stockTop: string[] = []): ChanceOutcome {
  const used = new Set([...hands.flat(), turned, ...stockTop]);
  return { kind: "deal", value: { hands, turned, stock: [...stockTop, ...deckFor(hands.length).filter((c) => !used.has(c))] } };
}

/** A match whose first dealer is `dealer`, so seat `dealer + 1` leads the first trick. */
function start(dealer: number, first: ChanceOutcome, options: object = {}): Match<typeof bisca> {
  const players = (first.value as { hands: unknown[] }).hands.length;
  return new Match(bisca, { players, seed: "stacked", chance: [{ kind: "firstDealer", value: dealer }, first], options });
}

const state = (m: Match<typeof bisca>) => m.state as BiscaState;

/** Plays cards in turn order; "swap" swaps the 2 of trumps. */
function act(m: Match<typeof bisca>, ...moves: string[]): GameEvent[] {
  const events: GameEvent[] = [];
  for (const move of moves) {
    const seat = m.activeSeats()[0]!;
    events.push(...m.act(seat, move === "swap" ? { type: "swap" } : { type: "play", card: move }).events);
  }
  return events;
}

/** Plays the whole current hand: each seat its first legal card. */
function playOutHand(m: Match<typeof bisca>): GameEvent[] {
  const round = state(m).round;
  const events: GameEvent[] = [];
  while (!m.result() && state(m).round === round) {
    const seat = m.activeSeats()[0]!;
    const card = bisca.legalActions(state(m), seat).find((a) => a.type === "play")!;
    events.push(...m.act(seat, card).events);
  }
  return events;
}

describeContract(bisca, { players: [2, 3, 4], options: [{}, { handSize: 7, swapTrumpTwo: false }], runs: 3 });
describeContract(bisca, { players: [2], options: [{ handSize: 9 }], runs: 3 });

describe("Bisca: cards and deal", () => {
  it("plays with 40 cards (no 8, 9, 10); 3 players leave out the 2 of diamonds", () => {
    expect(deckFor(2)).toHaveLength(40);
    expect(deckFor(4)).toEqual(deckFor(2));
    expect(deckFor(2).some((c) => /^(8|9|10)/.test(c))).toBe(false);
    expect(deckFor(3)).toHaveLength(39);
    expect(deckFor(3)).not.toContain("2D");
  });

  it("reads each card's points and strength as Sueca's tables give them (A 7 K J Q 6 5 4 3 2; A 11, 7 10, K 4, J 3, Q 2)", () => {
    for (const card of deckFor(2)) {
      expect(points(card)).toBe(pointsOf(card));
      expect(strength(card)).toBe(PORTUGUESE_STRENGTH[rankOf(card)]);
    }
    expect(sortHand(["AS", "2C", "7S", "KD", "3S"])).toEqual(["2C", "KD", "3S", "7S", "AS"]);
  });

  it("deals one card at a time from the dealer's next seat, turns the next card, and the rest is the stock", () => {
    const deck = shuffle(createRandom("deal-order"), deckFor(3));
    const dealt = sampleDeal(createRandom("deal-order"), 3, 3, 1);
    expect(dealt.hands[2]).toEqual([deck[0], deck[3], deck[6]]);
    expect(dealt.hands[0]).toEqual([deck[1], deck[4], deck[7]]);
    expect(dealt.hands[1]).toEqual([deck[2], deck[5], deck[8]]);
    expect(dealt.turned).toBe(deck[9]);
    expect(dealt.stock).toEqual(deck.slice(10));
  });

  it("hand size 3 by default, 7 or 9 by option; 9 only with 2 players, refused by name otherwise", () => {
    expect(parseOptions(bisca, {})).toEqual({ handSize: 3, swapTrumpTwo: true });
    expect(() => parseOptions(bisca, { handSize: 5 })).toThrow(/handSize/);
    for (const [players, handSize] of [[2, 3], [3, 7], [4, 7], [2, 9]] as const) {
      const m = new Match(bisca, { players, seed: "size", options: { handSize } });
      expect(state(m).hands.every((h) => h.length === handSize)).toBe(true);
      expect(m.view(0).stockLeft).toBe(deckFor(players).length - players * handSize);
    }
    for (const players of [3, 4]) {
      const error = (() => {
        try {
          new Match(bisca, { players, seed: "nine", options: { handSize: 9 } });
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(InvalidOptionsError);
      expect((error as Error).message).toMatch(/handSize.*2 players/);
    }
  });

  it("refuses a stacked deal that is not the deck exactly once", () => {
    const hands = [["AS", "7S", "KS"], ["AH", "7H", "KH"]];
    const bad = deal(hands, "AS");
    expect(() => start(1, bad)).toThrow(InvalidChanceError);
    const withTen = { kind: "deal", value: { hands: [["10S", "7S", "KS"], ["AH", "7H", "KH"]], turned: "2C", stock: [] } };
    expect(() => start(1, withTen)).toThrow(/not a card/);
  });
});

describe("Bisca: tricks", () => {
  const hands = [
    ["AC", "2C", "KH"],
    ["7C", "3H", "2S"],
  ];

  it("the player after the dealer leads; the turned card's suit is trump and a trump beats the led suit", () => {
    const m = start(1, deal(hands, "5H"));
    expect(state(m).turn).toBe(0);
    expect(state(m).trump).toBe("H");
    act(m, "AC", "3H");
    expect(state(m).taken).toEqual([0, 11]);
    expect(state(m).turn).toBe(1); // the winner leads next
  });

  it("without a trump the highest card of the led suit wins, in the order A 7 K J Q 6 5 4 3 2; other suits never win", () => {
    const m = start(1, deal(hands, "5D"));
    act(m, "2C", "7C");
    expect(state(m).taken).toEqual([0, 10]);
    act(m, "2S", "AC"); // seat 1 leads spades; seat 0's ace of clubs is off-suit and no trump
    expect(state(m).taken).toEqual([0, 21]);
    const order = start(1, deal([["AS", "KS", "JS"], ["7S", "QS", "6S"]], "5D"));
    act(order, "KS", "QS", "JS", "6S");
    expect(state(order).taken).toEqual([9, 0]); // K beats Q, J beats 6
    act(order, "AS", "7S");
    expect(state(order).taken).toEqual([30, 0]); // A beats 7
  });

  it("while the stock lasts nobody must follow suit", () => {
    const m = start(1, deal(hands, "5D"));
    act(m, "AC");
    const legal = bisca.legalActions(state(m), 1).map((a) => (a.type === "play" ? a.card : a.type));
    expect(legal.sort()).toEqual(["2S", "3H", "7C"]);
    act(m, "3H"); // off-suit while holding a club
    expect(state(m).trick).toEqual([]);
  });

  it("after each trick the winner draws first, then the others in turn", () => {
    const four = [["AC", "2C", "3C"], ["7C", "2D", "3D"], ["KC", "2H", "3H"], ["JC", "2S", "3S"]];
    const m = start(3, deal(four, "5D", ["4C", "4D", "4H", "4S"]));
    const events = act(m, "AC", "7C", "KC", "JC"); // seat 0 leads and wins with the ace
    const drawn = (evs: GameEvent[]) => evs.filter((e) => e.type === "drew").map((e) => [e.seat, e.card]);
    expect(drawn(events)).toEqual([[0, "4C"], [1, "4D"], [2, "4H"], [3, "4S"]]);
    expect(state(m).hands.map((h, seat) => h.includes(["4C", "4D", "4H", "4S"][seat]!))).toEqual([true, true, true, true]);
    expect(events.filter((e) => e.type === "stockDrawn").map((e) => [e.first, e.left])).toEqual([[0, 24]]);
    const again = start(3, deal(four, "5D", ["4C", "4D", "4H", "4S"]));
    expect(drawn(act(again, "2C", "7C", "KC", "JC"))).toEqual([[1, "4C"], [2, "4D"], [3, "4H"], [0, "4S"]]); // seat 1 wins with the 7
    // Private draws reach their own seat only.
    const drew = act(again, "2D", "2H", "2S", "3C").filter((e) => e.type === "drew");
    expect(drew.map((e) => e.to)).toEqual([[1], [2], [3], [0]]);
  });

  it("the turned card is drawn last, by the last to draw, and everyone sees who holds it", () => {
    const m = new Match(bisca, { players: 2, seed: "turned", chance: [{ kind: "firstDealer", value: 1 }] });
    const turned = state(m).turned!;
    let events: GameEvent[] = [];
    while (state(m).turned !== null) events = act(m, bisca.legalActions(state(m), state(m).turn).find((a) => a.type === "play")!.card);
    const taker = events.find((e) => e.type === "drewTurned")!.seat as number;
    const winner = events.find((e) => e.type === "trickWon")!.seat as number;
    expect(taker).toBe(1 - winner);
    expect(state(m).hands[taker]).toContain(turned);
    expect(m.view(winner).known[taker]).toEqual([turned]);
    expect(m.view("spectator").known[taker]).toEqual([turned]);
    expect(m.view(0).stockLeft).toBe(0);
    expect(state(m).hands.map((h) => h.length)).toEqual([3, 3]);
  });

  it("once the stock is empty follow suit, without a duty to beat or to trump", () => {
    // Stock empty from the start of this position: 2 players, hand 3, the 34 others already drawn.
    const m = start(1, deal([["AC", "KH", "2S"], ["7C", "3C", "QH"]], "5D"));
    const s = state(m);
    const empty: BiscaState = { ...s, drawn: s.stock.length, turned: null };
    // Seat 0 leads the ace of clubs: seat 1 must follow with a club, and may play the low 3.
    const led = bisca.apply(empty, 0, { type: "play", card: "AC" }).state;
    expect(bisca.legalActions(led, 1).map((a) => (a.type === "play" ? a.card : "")).sort()).toEqual(["3C", "7C"]);
    expectRefused(bisca, led, 1, { type: "play", card: "QH" }, "MUST_FOLLOW_SUIT");
    // Void in the led suit: any card, a trump is not required.
    const spades = bisca.apply(bisca.apply(led, 1, { type: "play", card: "3C" }).state, 0, { type: "play", card: "2S" }).state;
    expect(bisca.legalActions(spades, 1).map((a) => (a.type === "play" ? a.card : "")).sort()).toEqual(["7C", "QH"]);
  });
});

describe("Bisca: the 2-of-trumps swap", () => {
  const hands = [["2H", "AC", "3S"], ["7C", "4D", "5S"]];

  it("the holder swaps on their turn before playing; the 2 becomes the turned card, trump unchanged", () => {
    const m = start(1, deal(hands, "AH"));
    expect(bisca.legalActions(state(m), 0)).toContainEqual({ type: "swap" });
    const events = act(m, "swap");
    expect(events).toEqual([{ type: "swapped", to: "all", seat: 0, took: "AH", gave: "2H" }]);
    expect(state(m).turned).toBe("2H");
    expect(state(m).trump).toBe("H");
    expect(state(m).hands[0]).toEqual(["AC", "AH", "3S"]); // hands are kept sorted: clubs, diamonds, hearts, spades
    expect(state(m).turn).toBe(0); // still their turn: now they play
    expect(m.view(1).known[0]).toEqual(["AH"]);
    act(m, "AH");
    expect(m.view(1).known[0]).toEqual([]);
  });

  it("a follower may swap too", () => {
    const m = start(0, deal([["2H", "AC", "3S"], ["7C", "4D", "5S"]], "KH"));
    act(m, "7C"); // seat 0 deals, so seat 1 leads
    expect(state(m).turn).toBe(0);
    expect(bisca.legalActions(state(m), 0)).toContainEqual({ type: "swap" });
    act(m, "swap", "KH");
    expect(state(m).turned).toBe("2H");
  });

  it("is refused without the 2, when the option is off, and once the stock holds only the turned card", () => {
    const m = start(1, deal(hands, "AH"));
    expect(bisca.legalActions(state(m), 0)).toContainEqual({ type: "swap" });
    act(m, "AC");
    expectRefused(bisca, state(m), 1, { type: "swap" }, "SWAP_WITHOUT_TWO");
    const off = start(1, deal(hands, "AH"), { swapTrumpTwo: false });
    expect(bisca.legalActions(state(off), 0)).not.toContainEqual({ type: "swap" });
    expectRefused(bisca, state(off), 0, { type: "swap" }, "SWAP_DISABLED");
    const s = state(start(1, deal(hands, "AH")));
    const onlyTurned: BiscaState = { ...s, drawn: s.stock.length };
    expect(bisca.legalActions(onlyTurned, 0)).not.toContainEqual({ type: "swap" });
    expectRefused(bisca, onlyTurned, 0, { type: "swap" }, "SWAP_TOO_LATE");
  });
});

describe("Bisca: scoring and the match", () => {
  it("two sides: 61–90 scores 1, 91–119 scores 2, all 120 scores 4, 60–60 nothing", () => {
    expect(handGamePoints([61, 59])).toEqual([1, 0]);
    expect(handGamePoints([30, 90])).toEqual([0, 1]);
    expect(handGamePoints([91, 29])).toEqual([2, 0]);
    expect(handGamePoints([1, 119])).toEqual([0, 2]);
    expect(handGamePoints([120, 0])).toEqual([4, 0]);
    expect(handGamePoints([60, 60])).toEqual([0, 0]);
  });

  it("three players: strictly the most points scores even below 61, on the same scale; a tie at the top scores nothing", () => {
    expect(handGamePoints([50, 40, 30])).toEqual([1, 0, 0]);
    expect(handGamePoints([20, 5, 95])).toEqual([0, 0, 2]);
    expect(handGamePoints([0, 120, 0])).toEqual([0, 4, 0]);
    expect(handGamePoints([45, 45, 30])).toEqual([0, 0, 0]);
    expect(handGamePoints([30, 45, 45])).toEqual([0, 0, 0]);
  });

  it("a hand is played to its last trick and scores the sides' card points; partners share theirs", () => {
    const m = new Match(bisca, { players: 4, seed: "partners", chance: [{ kind: "firstDealer", value: 2 }] });
    const events = playOutHand(m);
    const tricks = events.filter((e) => e.type === "trickWon");
    expect(tricks).toHaveLength(10);
    const scored = events.find((e) => e.type === "roundScored")!;
    const team: [number, number] = [0, 0];
    for (const t of tricks) team[(t.seat as number) % 2 as 0 | 1] += t.points as number;
    expect(team[0]! + team[1]!).toBe(120);
    expect(scored.points).toEqual([team[0], team[1], team[0], team[1]]);
    const earned = handGamePoints(team);
    expect(scored.gamePoints).toEqual([earned[0], earned[1], earned[0], earned[1]]);
    // The deal passes on, and the player after the new dealer leads.
    expect(state(m).dealer).toBe(3);
    expect(state(m).turn).toBe(0);
  });

  it("the match ends after the hand in which a side reaches 4, the overshoot kept; partners share the win", () => {
    const m = new Match(bisca, { players: 4, seed: "match-end", chance: [{ kind: "firstDealer", value: 0 }] });
    // The same deal, but both teams already hold 3 game points.
    let cur: BiscaState = { ...state(m), scores: [3, 3, 3, 3] };
    const events: GameEvent[] = [];
    while (cur.phase !== "over" && cur.round === 1) {
      const out = bisca.apply(cur, cur.turn, bisca.legalActions(cur, cur.turn).find((a) => a.type === "play")!);
      cur = out.state;
      events.push(...out.events);
    }
    const earned = events.find((e) => e.type === "roundScored")!.gamePoints as number[];
    const team = earned[0]! > 0 ? 0 : 1;
    expect(earned[team]).toBeGreaterThan(0); // this deal is no 60–60 tie
    expect(cur.phase).toBe("over");
    expect(cur.scores).toEqual(earned.map((e) => 3 + e)); // 3 + 2 would stay 5
    const result = bisca.result(cur)!;
    expect(result.winners).toEqual(team === 0 ? [0, 2] : [1, 3]);
    expect(result.teams?.map((t) => [t.seats, t.score, t.rank])).toEqual([
      [[0, 2], 3 + earned[0]!, team === 0 ? 1 : 2],
      [[1, 3], 3 + earned[1]!, team === 1 ? 1 : 2],
    ]);
  });

  it("a hand that leaves every side short of 4 deals the next hand", () => {
    const m = new Match(bisca, { players: 2, seed: "next-hand", chance: [{ kind: "firstDealer", value: 0 }] });
    const events = playOutHand(m);
    expect(events.map((e) => e.type)).toContain("roundScored");
    expect(m.result()).toBeNull();
    expect(state(m).round).toBe(2);
    expect(state(m).hands.map((h) => h.length)).toEqual([3, 3]);
    expect(events.at(-1)!.type).toBe("hand");
  });

  it("every seat for itself at 2 and 3 players: no teams in the result", () => {
    const m = new Match(bisca, { players: 3, seed: "solo" });
    const over = bisca.endByHost(state(m)).state;
    expect(bisca.teams!(3, parseOptions(bisca, {}))).toBeUndefined();
    expect(bisca.result(over)!.teams).toBeUndefined();
    expect(bisca.teams!(4, parseOptions(bisca, {}))).toEqual([[0, 2], [1, 3]]);
  });

  it("the host's end drops the hand in progress: game points stand as after the last completed hand", () => {
    const m = new Match(bisca, { players: 2, seed: "host", chance: [{ kind: "firstDealer", value: 0 }] });
    playOutHand(m);
    const after = state(m).scores.slice();
    act(m, bisca.legalActions(state(m), state(m).turn).find((a) => a.type === "play")!.card);
    m.endByHost();
    expect(m.result()!.scores).toEqual(after);
    expect(m.result()!.endedByHost).toBe(true);
  });
});
