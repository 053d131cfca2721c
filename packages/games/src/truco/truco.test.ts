import { describe, expect, it } from "vitest";
import { Match, parseOptions, playMatch, type ChanceOutcome, type GameEvent } from "@gg/core";
import { describeContract, expectRefused } from "@gg/core/testing";
import { TRUCO_DECK, manilhasFor, powersFor } from "./cards.ts";
import { handWinner, judgeTrick } from "./engine.ts";
import { truco } from "./index.ts";
import type { TrucoAction, TrucoState } from "./state.ts";
import type { TrucoView } from "./view.ts";

type M = Match<typeof truco>;
const deal = (hands: string[][], vira: string | null = "KC"): ChanceOutcome => ({ kind: "deal", value: { hands, vira } });
const dealer = (seat: number): ChanceOutcome => ({ kind: "firstDealer", value: seat });

function start(players: number, chance: ChanceOutcome[], options: object = {}): M {
  return new Match(truco, { players, seed: "stacked", chance, options });
}
const state = (m: M) => m.state as TrucoState;
const actor = (m: M) => m.activeSeats()[0]!;
const act = (m: M, action: TrucoAction) => m.act(actor(m), action);
function play(m: M, ...cards: string[]): void {
  for (const card of cards) {
    const down = card.startsWith("~");
    act(m, down ? { type: "play", card: card.slice(1), faceDown: true } : { type: "play", card });
  }
}
const team = (seat: number) => seat & 1;

/**
 * Makes `side` score `points` (1, 3, 6 or 9) in the hand under way (a fresh hand) by calls and a
 * run: calls and raises go on until `side` made the pending call and the accepted value is
 * `points`, then the other side runs.
 */
function scoreBy(m: M, side: number, points: number): readonly GameEvent[] {
  // The side on turn can be paid 1 or 6 by calling; the other side 3 or 9 by raising.
  const callerPoints = points === 1 || points === 6;
  if (callerPoints !== (team(state(m).turn) === side)) play(m, state(m).hands[state(m).turn]![0]!);
  act(m, { type: "truco" });
  for (;;) {
    const s = state(m);
    if (team(s.pending!.by) === side && s.value === points) return act(m, { type: "run" }).events;
    act(m, { type: "raise" });
  }
}

// Two players, seat 1 deals, seat 0 leads. Vira KC: the manilhas are the aces, AD < AS < AH < AC.
const TWO = [["3H", "2H", "4D"], ["3S", "4C", "5C"]];

describeContract(truco, { players: [2, 4], options: [{}, { mineiro: true, bestOfThree: true }], runs: 3 });

describe("Truco: cards and the deal", () => {
  it("deals 3 of the 40 cards (no 8, 9, 10) to each seat and turns the next as the vira", () => {
    expect(TRUCO_DECK).toHaveLength(40);
    expect(TRUCO_DECK.some((c) => /^(8|9|10)/.test(c))).toBe(false);
    const m = new Match(truco, { players: 4, seed: "random", chance: [dealer(2)] });
    const s = state(m);
    expect(s.hands.map((h) => h.length)).toEqual([3, 3, 3, 3]);
    expect(new Set([...s.hands.flat(), s.vira]).size).toBe(13);
    expect(s.turn).toBe(3);
    expect((m.view(0) as TrucoView).vira).toBe(s.vira);
  });

  it("ranks ordinary cards 4 5 6 7 Q J K A 2 3, whatever the suit", () => {
    const p = powersFor("4C"); // manilhas are the 5s
    const order = ["4D", "6S", "7H", "QC", "JD", "KS", "AH", "2C", "3D"];
    for (let i = 1; i < order.length; i++) expect(p[order[i]!]!).toBeGreaterThan(p[order[i - 1]!]!);
    expect(p["3C"]).toBe(p["3D"]);
  });

  it("makes the four cards of the rank after the vira the manilhas, diamonds < spades < hearts < clubs, above a 3; after 3 comes 4", () => {
    expect(manilhasFor("KC")).toEqual(["AD", "AS", "AH", "AC"]);
    expect(manilhasFor("3H")).toEqual(["4D", "4S", "4H", "4C"]);
    const p = powersFor("3H");
    expect(p["4D"]!).toBeGreaterThan(p["3C"]!);
    expect(p["4S"]!).toBeGreaterThan(p["4D"]!);
    expect(p["4H"]!).toBeGreaterThan(p["4S"]!);
    expect(p["4C"]!).toBeGreaterThan(p["4H"]!);
    expect(p["5C"]!).toBeLessThan(p["6D"]!);
  });

  it("mineiro turns no vira and fixes the manilhas 7D < AS < 7H < 4C", () => {
    const m = start(2, [dealer(1), deal([["4C", "3S", "5D"], ["7H", "3H", "AD"]], null)], { mineiro: true });
    expect(state(m).vira).toBeNull();
    expect((m.view(0) as TrucoView).manilhas).toEqual(["7D", "AS", "7H", "4C"]);
    const p = powersFor(null);
    expect(p["7D"]!).toBeGreaterThan(p["3C"]!);
    expect(p["4C"]!).toBeGreaterThan(p["7H"]!);
    expect(p["7H"]!).toBeGreaterThan(p["AS"]!);
    expect(p["AD"]!).toBeLessThan(p["2D"]!); // other aces stay ordinary
    play(m, "4C", "7H"); // the 4 of clubs is the top manilha
    expect(state(m).tricks[0]!.winner).toBe(0);
    expect(() => start(2, [dealer(1), deal(TWO, "KC")], { mineiro: true })).toThrow(/mineiro/);
  });

  it("is played by 2 or by 4 players, never 3", () => {
    expect(() => new Match(truco, { players: 3, seed: "three" })).toThrow(/2 or 4 players/);
  });

  it("the seat after the dealer leads, and the deal passes every hand", () => {
    const whole = playMatch(truco, { players: 4, seed: "rotation", chance: [dealer(2)] });
    const dealers = (whole.match.state as TrucoState).sheet.map((l) => l.dealer);
    expect(dealers.length).toBeGreaterThan(1);
    expect(dealers).toEqual(dealers.map((_, i) => (2 + i) % 4));
  });
});

describe("Truco: tricks and ties", () => {
  it("the highest card wins the trick and its player leads the next", () => {
    const m = start(2, [dealer(1), deal(TWO)]);
    play(m, "4D", "5C");
    expect(state(m).tricks[0]!.winner).toBe(1);
    expect(actor(m)).toBe(1);
  });

  it("two won tricks win the hand (worth 1)", () => {
    const m = start(2, [dealer(1), deal([["AC", "AH", "4D"], ["3S", "4C", "5C"]])]);
    play(m, "AC", "3S", "AH", "4C");
    expect(state(m).scores).toEqual([1, 0]);
    expect(state(m).sheet[0]).toMatchObject({ winner: 0, points: 1, ending: "tricks" });
  });

  it("a tied first trick is decided by the second; the first of the tying players leads it", () => {
    const m = start(2, [dealer(1), deal(TWO)]);
    play(m, "3H", "3S");
    expect(state(m).tricks[0]!.winner).toBe(-1);
    expect(actor(m)).toBe(0);
    play(m, "4D", "5C");
    expect(state(m).scores).toEqual([0, 1]);
    expect(state(m).round).toBe(2);
  });

  it("two tied tricks: the third decides", () => {
    const m = start(2, [dealer(1), deal([["3H", "2H", "4D"], ["3S", "2C", "5C"]])]);
    play(m, "3H", "3S", "2H", "2C");
    expect(state(m).round).toBe(1);
    play(m, "4D", "5C");
    expect(state(m).scores).toEqual([0, 1]);
  });

  it("three tied tricks: nobody scores and the deal passes", () => {
    const m = start(2, [dealer(1), deal([["3H", "2H", "4D"], ["3S", "2C", "4C"]])]);
    play(m, "3H", "3S", "2H", "2C", "4D", "4C");
    expect(state(m).scores).toEqual([0, 0]);
    expect(state(m).sheet[0]).toMatchObject({ winner: null, points: 0 });
    expect(state(m).dealer).toBe(0);
  });

  it("after a won first trick, a tie on the second gives the hand to the first trick's winner at once", () => {
    const m = start(2, [dealer(1), deal([["AC", "3H", "4D"], ["3S", "3C", "5C"]])]);
    play(m, "AC", "3S", "3H", "3C");
    expect(state(m).scores).toEqual([1, 0]);
    expect(state(m).round).toBe(2);
  });

  it("one trick each and a tied third: the first trick's winner takes the hand", () => {
    const m = start(2, [dealer(1), deal([["AC", "4H", "2D"], ["3S", "AH", "2C"]])]);
    play(m, "AC", "3S", "4H", "AH");
    play(m, "2C", "2D");
    expect(state(m).scores).toEqual([1, 0]);
  });

  it("equal top cards of one team win for that team; only equal top cards of both teams tie", () => {
    // Four players, seat 3 deals, seat 0 leads. Seats 0 and 2 both play a 3, the opponents lower.
    const hands = [["3H", "4D", "5D"], ["2S", "4S", "5S"], ["3C", "4H", "5H"], ["2D", "6S", "6D"]];
    const m = start(4, [dealer(3), deal(hands)]);
    play(m, "3H", "2S", "3C", "2D");
    expect(state(m).tricks[0]!.winner).toBe(0);
    expect(actor(m)).toBe(0); // the first highest card leads
    const tie = start(4, [dealer(3), deal([["3H", "4D", "5D"], ["2S", "4S", "5S"], ["4H", "6H", "5H"], ["3D", "6S", "6D"]])]);
    play(tie, "3H", "2S", "4H", "3D");
    expect(state(tie).tricks[0]!.winner).toBe(-1);
    expect(actor(tie)).toBe(0);
  });

  it("decides every sequence of trick results as the tie rules say", () => {
    expect(handWinner([0])).toBeUndefined();
    expect(handWinner([0, 0])).toBe(0);
    expect(handWinner([0, 1])).toBeUndefined();
    expect(handWinner([0, 1, 1])).toBe(1);
    expect(handWinner([0, 1, 0])).toBe(0);
    expect(handWinner([0, 1, -1])).toBe(0);
    expect(handWinner([1, 0, -1])).toBe(1);
    expect(handWinner([0, -1])).toBe(0);
    expect(handWinner([-1, 1])).toBe(1);
    expect(handWinner([-1, -1])).toBeUndefined();
    expect(handWinner([-1, -1, 0])).toBe(0);
    expect(handWinner([-1, -1, -1])).toBeNull();
  });
});

describe("Truco: the face-down card", () => {
  it("may not be played face down in the first trick, by anyone", () => {
    const m = start(2, [dealer(1), deal(TWO)]);
    expect(truco.legalActions(state(m), 0).some((a) => a.type === "play" && a.faceDown)).toBe(false);
    expectRefused(truco, state(m), 0, { type: "play", card: "3H", faceDown: true }, "NO_FACE_DOWN_YET");
  });

  it("counts below every card, may be led, and two face-down cards tie", () => {
    const m = start(2, [dealer(1), deal([["3H", "2H", "AC"], ["2S", "4C", "5C"]])]);
    play(m, "3H", "2S"); // seat 0 takes the first trick
    play(m, "~AC", "4C"); // the top manilha face down loses to a 4
    expect(state(m).tricks[1]!.winner).toBe(1);
    play(m, "~5C", "~2H");
    expect(judgeTrick([{ seat: 0, card: "AC", faceDown: true }, { seat: 1, card: "4D", faceDown: true }], "KC").winner).toBe(-1);
    // 1–1 then a tie: the first trick's winner (seat 0) takes the hand.
    expect(state(m).scores).toEqual([1, 0]);
  });

  it("is hidden from everyone but its owner, spectators included, during and after the hand", () => {
    const m = start(2, [dealer(1), deal([["3H", "2H", "7D"], ["2S", "4C", "5C"]])]);
    play(m, "3H", "2S", "~7D");
    const mine = m.view(0) as TrucoView;
    expect(mine.trick[0]).toEqual({ seat: 0, card: "7D", faceDown: true });
    for (const viewer of [1, "spectator"] as const) {
      const v = m.view(viewer) as TrucoView;
      expect(v.trick[0]).toEqual({ seat: 0, card: null, faceDown: true });
      expect(JSON.stringify(v)).not.toContain("7D");
    }
    play(m, "4C");
    expect((m.view(1) as TrucoView).tricks[1]!.plays[0]!.card).toBeNull();
    expect(JSON.stringify(m.view("spectator"))).not.toContain("7D");
  });
});

describe("Truco: calls", () => {
  it("truco makes the hand worth 3 once accepted; the next seat answers and the caller plays on", () => {
    const m = start(4, [dealer(3), deal([["3H", "4D", "5D"], ["2S", "4S", "5S"], ["3C", "KH", "5H"], ["2D", "6S", "6D"]])]);
    act(m, { type: "truco" });
    expect(state(m).pending).toEqual({ by: 0, value: 3, answerer: 1 });
    expect(m.activeSeats()).toEqual([1]);
    expect(truco.legalActions(state(m), 1)).toEqual([{ type: "accept" }, { type: "run" }, { type: "raise" }]);
    expectRefused(truco, state(m), 0, { type: "play", card: "3H" }, "NOT_YOUR_TURN");
    expectRefused(truco, state(m), 2, { type: "accept" }, "NOT_YOUR_TURN");
    act(m, { type: "accept" });
    expect(state(m).value).toBe(3);
    expect(actor(m)).toBe(0);
    expect(truco.legalActions(state(m), 0).some((a) => a.type === "truco")).toBe(false);
    play(m, "3H", "2S", "3C", "2D", "4D", "4S", "KH", "6S");
    expect(state(m).scores).toEqual([3, 0]);
  });

  it("running from truco gives the callers 1", () => {
    const m = start(2, [dealer(1), deal(TWO)]);
    act(m, { type: "truco" });
    act(m, { type: "run" });
    expect(state(m).scores).toEqual([1, 0]);
    expect(state(m).sheet[0]).toMatchObject({ winner: 0, points: 1, ending: "run" });
  });

  it("raises go 6, 9, 12, each answered by the seat after the raiser (a raise over truco by the truco caller's partner); running scores the value before the call", () => {
    for (const [runAt, scored] of [[6, 3], [9, 6], [12, 9]] as const) {
      const m = start(4, [dealer(3), deal([["3H", "4D", "5D"], ["2S", "4S", "5S"], ["3C", "4H", "5H"], ["2D", "6S", "6D"]])]);
      act(m, { type: "truco" }); // seat 0
      const answerers: number[] = [];
      while (state(m).pending!.value < runAt) {
        answerers.push(actor(m));
        act(m, { type: "raise" });
      }
      expect(answerers).toEqual([1, 2, 3].slice(0, answerers.length));
      const caller = state(m).pending!.by;
      act(m, { type: "run" });
      const expected = [0, 0];
      expected[team(caller)] = scored;
      expect(state(m).scores).toEqual(expected);
    }
  });

  it("12 cannot be raised, and nobody calls once the hand is worth 12", () => {
    const m = start(2, [dealer(1), deal(TWO)]);
    act(m, { type: "truco" });
    act(m, { type: "raise" });
    act(m, { type: "raise" });
    act(m, { type: "raise" });
    expect(state(m).pending!.value).toBe(12);
    expect(truco.legalActions(state(m), actor(m)).map((a) => a.type)).toEqual(["accept", "run"]);
    expectRefused(truco, state(m), actor(m), { type: "raise" }, "NO_HIGHER_VALUE");
    act(m, { type: "accept" });
    expect(state(m).value).toBe(12);
    expectRefused(truco, state(m), actor(m), { type: "truco" }, "NO_HIGHER_VALUE");
  });

  it("a team never raises its own call: after an accept only the other team may raise, on its turn", () => {
    const m = start(2, [dealer(1), deal([["3H", "2H", "AC"], ["2S", "4C", "5C"]])]);
    act(m, { type: "truco" });
    act(m, { type: "accept" });
    expectRefused(truco, state(m), 0, { type: "truco" }, "OWN_CALL");
    play(m, "3H");
    // Seat 1 may raise to 6 on its turn; seat 0 answers.
    expect(truco.legalActions(state(m), 1).some((a) => a.type === "truco")).toBe(true);
    act(m, { type: "truco" });
    expect(state(m).pending).toEqual({ by: 1, value: 6, answerer: 0 });
    act(m, { type: "accept" });
    expect(state(m).value).toBe(6);
    // Seat 1 made the last call: it may not raise again; it plays on.
    expectRefused(truco, state(m), 1, { type: "truco" }, "OWN_CALL");
    play(m, "2S");
    // Seat 0 (took trick 1, leads) may raise to 9.
    expect(truco.legalActions(state(m), 0).some((a) => a.type === "truco")).toBe(true);
  });

  it("the partner of the last caller may not raise either (4 players)", () => {
    const m = start(4, [dealer(3), deal([["3H", "4D", "5D"], ["2S", "4S", "5S"], ["3C", "4H", "5H"], ["2D", "6S", "6D"]])]);
    act(m, { type: "truco" });
    act(m, { type: "accept" });
    play(m, "3H", "2S");
    expectRefused(truco, state(m), 2, { type: "truco" }, "OWN_CALL");
    play(m, "3C");
    act(m, { type: "truco" }); // seat 3 raises to 6, answered by seat 0
    expect(state(m).pending).toEqual({ by: 3, value: 6, answerer: 0 });
  });

  it("a raise accepts the call it raises: the raiser's team may not raise again at once", () => {
    const m = start(2, [dealer(1), deal(TWO)]);
    act(m, { type: "truco" });
    act(m, { type: "raise" }); // seat 1: 6
    act(m, { type: "accept" }); // seat 0 accepts 6
    expect(state(m).value).toBe(6);
    expect(state(m).lastCallTeam).toBe(1);
    expect(actor(m)).toBe(0); // the first caller plays on, and may raise to 9 at once
    expect(truco.legalActions(state(m), 0).some((a) => a.type === "truco")).toBe(true);
  });

  it("no call while one is pending, no answer without a call, no running without a call", () => {
    const m = start(2, [dealer(1), deal(TWO)]);
    expectRefused(truco, state(m), 0, { type: "run" }, "NO_CALL");
    expectRefused(truco, state(m), 0, { type: "accept" }, "NO_CALL");
    act(m, { type: "truco" });
    expectRefused(truco, state(m), 1, { type: "truco" }, "CALL_PENDING");
    expectRefused(truco, state(m), 1, { type: "play", card: "3S" }, "CALL_PENDING");
  });

  it("an answer or the mão de onze decision left to run out is run, an answer the rules allow", () => {
    const m = start(2, [dealer(1), deal(TWO)]);
    expect(truco.timing!(state(m), 0)).toBeUndefined();
    act(m, { type: "truco" });
    expect(truco.timing!(state(m), 1)).toEqual({ onTimeout: { type: "run" }, lapseIsAnswer: true });
  });
});

describe("Truco: mão de onze and mão de ferro", () => {
  // Four players, seat 3 deals first. Each hand's cards are stacked; only the last hand matters.
  const filler = deal([["4D", "5D", "6D"], ["4S", "5S", "6S"], ["4H", "5H", "6H"], ["4C", "5C", "6C"]]);
  const eleven = deal([["3H", "2D", "4D"], ["2S", "QS", "5S"], ["3C", "4H", "5H"], ["2C", "6S", "6D"]]);

  it("the team at 11 sees its partner's cards, its first player in play order decides; no calls", () => {
    const m = start(4, [dealer(3), filler, filler, filler, eleven]);
    scoreBy(m, 1, 9);
    scoreBy(m, 1, 1);
    scoreBy(m, 1, 1);
    const s = state(m);
    expect(s.scores).toEqual([0, 11]);
    expect(s.eleven).toBe(1);
    expect(s.dealer).toBe(2);
    // Seat 3 leads; it is of team 1, so it decides.
    expect(s.phase).toBe("eleven");
    expect(m.activeSeats()).toEqual([3]);
    expect((m.view(3) as TrucoView).partnerHand).toEqual(["2S", "QS", "5S"]);
    expect((m.view(1) as TrucoView).partnerHand).toEqual(["2C", "6S", "6D"]);
    for (const viewer of [0, 2, "spectator"] as const) {
      expect((m.view(viewer) as TrucoView).partnerHand).toBeNull();
      expect(JSON.stringify(m.view(viewer))).not.toContain("2S");
    }
    expect(truco.legalActions(s, 3)).toEqual([{ type: "accept" }, { type: "run" }]);
    expectRefused(truco, s, 3, { type: "play", card: "2C" }, "ELEVEN_PENDING");
    act(m, { type: "accept" });
    expect(state(m).value).toBe(3);
    expect(truco.legalActions(state(m), 3).some((a) => a.type === "truco")).toBe(false);
    expectRefused(truco, state(m), 3, { type: "truco" }, "NO_CALLS");
  });

  it("tells the partner's cards by an event addressed to the team at 11 only", () => {
    const m = start(4, [dealer(3), filler, filler, filler, eleven]);
    scoreBy(m, 1, 9);
    scoreBy(m, 1, 1);
    const events = scoreBy(m, 1, 1);
    const shown = events.find((e) => e.type === "partnerHands");
    expect(shown?.to).toEqual([1, 3]);
  });

  it("running from the mão de onze gives the others 1; played for 3 and won, it scores 3 (not capped: 14)", () => {
    const ran = start(4, [dealer(3), filler, filler, filler, eleven]);
    scoreBy(ran, 1, 9);
    scoreBy(ran, 1, 1);
    scoreBy(ran, 1, 1);
    act(ran, { type: "run" });
    expect(state(ran).scores).toEqual([1, 11]);
    expect(state(ran).sheet.at(-1)).toMatchObject({ winner: 0, points: 1, ending: "elevenRun" });

    const won = start(4, [dealer(3), filler, filler, filler, eleven]);
    scoreBy(won, 1, 9);
    scoreBy(won, 1, 1);
    scoreBy(won, 1, 1);
    act(won, { type: "accept" });
    play(won, "2C", "3H", "2S", "3C"); // seats 3,0,1,2: team 0 ties... seat 0's 3H and seat 2's 3C top: team 0 wins
    expect(state(won).tricks[0]!.winner).toBe(0);
    play(won, "2D", "QS", "4H", "6S"); // seat 0 leads: 2D best → team 0
    expect(state(won).scores).toEqual([3, 11]);
  });

  it("both at 11: the mão de ferro — every hand hidden, cards played blind by slot at their real value, worth 1, no calls", () => {
    const ferro = deal([["3H", "4D", "5D"], ["2S", "4S", "5S"], ["3C", "4H", "5H"], ["2D", "6S", "6D"]]);
    const m = start(4, [dealer(3), filler, filler, filler, filler, filler, filler, ferro]);
    scoreBy(m, 0, 9);
    scoreBy(m, 0, 1);
    scoreBy(m, 1, 9);
    scoreBy(m, 1, 1);
    scoreBy(m, 1, 1);
    expect(state(m).scores).toEqual([10, 11]);
    act(m, { type: "run" }); // team 1's mão de onze: run, team 0 reaches 11
    const s = state(m);
    expect(s.scores).toEqual([11, 11]);
    expect(s.iron).toBe(true);
    expect(s.phase).toBe("play");
    for (const viewer of [0, 1, 2, 3, "spectator"] as const) {
      const v = m.view(viewer) as TrucoView;
      expect(v.hand).toEqual([]);
      expect(v.partnerHand).toBeNull();
    }
    const leader = actor(m);
    expect(truco.legalActions(s, leader)).toEqual([0, 1, 2].map((slot) => ({ type: "playBlind", slot })));
    expectRefused(truco, s, leader, { type: "play", card: s.hands[leader]![0] }, "BLIND_HAND");
    expectRefused(truco, s, leader, { type: "truco" }, "NO_CALLS");
    expectRefused(truco, s, leader, { type: "playBlind", slot: 3 }, "BAD_SLOT");
    expect(s.value).toBe(1);
    for (let k = 0; k < 4; k++) act(m, { type: "playBlind", slot: 0 });
    // Slot 0 of each seat: 3H, 2S, 3C, 2D — team 0 takes it at real value, the cards shown.
    expect(state(m).tricks[0]!.winner).toBe(0);
    expect((m.view("spectator") as TrucoView).tricks[0]!.plays.map((p) => p.card).sort()).toEqual(["2D", "2S", "3C", "3H"]);
    while (state(m).phase !== "over") act(m, { type: "playBlind", slot: 0 });
    expect(Math.max(...state(m).scores)).toBe(12);
  });
});

describe("Truco: the game and the match", () => {
  it("ends when a team reaches 12; 2 players are each for themselves, 4 play as teams 0+2 against 1+3", () => {
    expect(truco.teams!(2, parseOptions(truco, {}))).toBeUndefined();
    expect(truco.teams!(4, parseOptions(truco, {}))).toEqual([[0, 2], [1, 3]]);
    const m = start(2, [dealer(1), ...Array(4).fill(deal(TWO))]);
    scoreBy(m, 0, 9);
    scoreBy(m, 0, 3);
    expect(state(m).phase).toBe("over");
    expect(m.result()!.scores).toEqual([12, 0]);
    expect(m.result()!.winners).toEqual([0]);
  });

  it("best of three: points return to 0–0 after a game, the deal keeps rotating, two games win", () => {
    const m = start(2, [dealer(1)], { bestOfThree: true });
    scoreBy(m, 0, 9);
    scoreBy(m, 0, 3);
    expect(state(m).phase).not.toBe("over");
    expect(state(m).gamesWon).toEqual([1, 0]);
    expect(state(m).scores).toEqual([0, 0]);
    expect(state(m).game).toBe(2);
    expect(state(m).dealer).toBe(1); // dealers 1, 0, then 1
    scoreBy(m, 1, 9);
    scoreBy(m, 1, 3);
    expect(state(m).gamesWon).toEqual([1, 1]);
    scoreBy(m, 0, 9);
    scoreBy(m, 0, 3);
    expect(state(m).phase).toBe("over");
    expect(m.result()!.scores).toEqual([2, 1]);
  });
});
