import { describe, expect, it } from "vitest";
import { Match, playMatch, type ChanceOutcome } from "@gg/core";
import { describeContract, expectRefused } from "@gg/core/testing";
import { portugueseDeck } from "./cards.ts";
import { scoreHand } from "./engine.ts";
import { sueca } from "./index.ts";
import type { SuecaState } from "./state.ts";
import type { SuecaView } from "./view.ts";

/**
 * Four stacked hands; the dealer's last card is the shown trump. Seat `s`'s hand is the
 * suit-major run of the given cards.
 */
function deal(hands: string[][]): ChanceOutcome {
  return { kind: "deal", value: { hands, stock: [] } };
}

// A deal where each seat holds one whole suit's ten cards: seat 0 clubs, 1 diamonds, 2 hearts, 3 spades.
const bySuit = (suits = ["C", "D", "H", "S"]) => suits.map((s) => portugueseDeck().filter((c) => c.endsWith(s)));

function start(chance: ChanceOutcome[], options: object = {}): Match<typeof sueca> {
  return new Match(sueca, { players: 4, seed: "stacked", chance, options });
}

const state = (m: Match<typeof sueca>) => m.state as SuecaState;

function play(m: Match<typeof sueca>, ...cards: string[]): void {
  for (const card of cards) m.act(m.activeSeats()[0]!, { type: "play", card });
}

describeContract(sueca, { players: [4], options: [{}, { target: 10, carryOver: false }], runs: 3 });

describe("Sueca rules", () => {
  it("deals 10 of the 40 cards to each seat; the dealer's last card is shown, stays in hand, and sets trump", () => {
    const hands = bySuit();
    const m = start([{ kind: "firstDealer", value: 1 }, deal(hands)]);
    const s = state(m);
    expect(s.hands.map((h) => h.length)).toEqual([10, 10, 10, 10]);
    expect(s.trumpCard).toBe(hands[1]![9]);
    expect(s.hands[1]).toContain(s.trumpCard);
    expect(s.trumpHolder).toBe(1);
    const v = m.view(0) as SuecaView;
    expect(v.trumpCard).toBe(hands[1]![9]);
    expect(v.trumpHolder).toBe(1);
  });

  it("a random deal gives the dealer the last card dealt, starting after the dealer", () => {
    const m = new Match(sueca, { players: 4, seed: "random-deal", chance: [{ kind: "firstDealer", value: 2 }] });
    const s = state(m);
    expect(new Set(s.hands.flat()).size).toBe(40);
    expect(s.hands[2]![9]).toBe(s.trumpCard);
  });

  it("the player after the dealer leads the first trick, and the deal passes on each hand", () => {
    const m = start([{ kind: "firstDealer", value: 3 }]);
    expect(m.activeSeats()).toEqual([0]);
    const whole = playMatch(sueca, { players: 4, seed: "rotation", chance: [{ kind: "firstDealer", value: 2 }] });
    const dealers = (whole.match.state as SuecaState).sheet.map((l) => l.dealer);
    expect(dealers).toEqual(dealers.map((_, i) => (2 + i) % 4));
    expect(dealers.length).toBeGreaterThan(1);
  });

  it("must follow suit when able, otherwise may play any card", () => {
    // Seat 0 leads clubs; seat 1 holds a club and must play it; seat 2 holds none and plays anything.
    const hands = [
      ["AC", "7C", "KC", "JC", "QC", "6C", "5C", "4C", "3C", "AD"],
      ["2C", "7D", "KD", "JD", "QD", "6D", "5D", "4D", "3D", "2D"],
      ["AH", "7H", "KH", "JH", "QH", "6H", "5H", "4H", "3H", "2H"],
      ["AS", "7S", "KS", "JS", "QS", "6S", "5S", "4S", "3S", "2S"],
    ];
    const m = start([{ kind: "firstDealer", value: 3 }, deal(hands)]);
    play(m, "5C");
    expect(m.legalActions(1)).toEqual([{ type: "play", card: "2C" }]);
    expectRefused(sueca, m.state, 1, { type: "play", card: "7D" }, "MUST_FOLLOW_SUIT");
    play(m, "2C");
    expect(m.legalActions(2)).toHaveLength(10);
    play(m, "AH");
  });

  it("A 7 K J Q order: the 7 beats the king; the highest trump wins over the led suit", () => {
    const hands = [
      ["KC", "7D", "AD", "JC", "QC", "6C", "5C", "4C", "3C", "2C"],
      ["7C", "KD", "JD", "QD", "6D", "5D", "4D", "3D", "2D", "AC"],
      ["2S", "7H", "KH", "JH", "QH", "6H", "5H", "4H", "3H", "AH"],
      ["AS", "7S", "KS", "JS", "QS", "6S", "5S", "4S", "3S", "2H"],
    ];
    // Dealer 3's last card is 2H: hearts are trump.
    const m = start([{ kind: "firstDealer", value: 3 }, deal(hands)]);
    play(m, "KC", "7C", "2S", "AS");
    expect(state(m).turn).toBe(1); // 7C took the trick (seat 1); AS is off-suit and not trump
    expect(state(m).points).toEqual([0, 4 + 10 + 11]);
    play(m, "KD", "AH", "2H", "7D");
    expect(state(m).turn).toBe(2); // AH: the only trump, wins
  });

  it("the card points of each trick go to the winner's team; a whole hand holds 120", () => {
    const whole = playMatch(sueca, { players: 4, seed: "points" });
    for (const line of (whole.match.state as SuecaState).sheet) expect(line.points[0] + line.points[1]).toBe(120);
  });

  it("the shown trump card may be played at any time", () => {
    const hands = bySuit();
    // Dealer 3 holds spades, the last one (2S after the suit-major run) shown: spades are trump.
    const m = start([{ kind: "firstDealer", value: 3 }, deal(hands)]);
    const trump = state(m).trumpCard;
    play(m, "2C", "2D", "2H");
    expect(m.legalActions(3).map((a) => a.card)).toContain(trump);
    play(m, trump);
    expect(state(m).trumpHolder).toBeNull();
    expect((m.view(0) as SuecaView).trumpHolder).toBeNull();
  });

  it("hand scale: 61–90 → 1, 91–119 → 2, 120 → 4, plus the carry; 60–60 → nothing and carry 1 more", () => {
    expect(scoreHand([61, 59], 0, true)).toEqual({ gamePoints: [1, 0], carry: 0 });
    expect(scoreHand([29, 91], 0, true)).toEqual({ gamePoints: [0, 2], carry: 0 });
    expect(scoreHand([120, 0], 0, true)).toEqual({ gamePoints: [4, 0], carry: 0 });
    expect(scoreHand([60, 60], 0, true)).toEqual({ gamePoints: [0, 0], carry: 1 });
    expect(scoreHand([60, 60], 1, true)).toEqual({ gamePoints: [0, 0], carry: 2 });
    expect(scoreHand([30, 90], 2, true)).toEqual({ gamePoints: [0, 3], carry: 0 });
    expect(scoreHand([60, 60], 0, false)).toEqual({ gamePoints: [0, 0], carry: 0 });
  });

  it("all 120 card points score 4 even when the other side took a (worthless) trick", () => {
    // Dealer 0 shows 3S: spades are trump, and seat 0 holds nine of them; team 1 wins only the first, pointless trick.
    const hands = [
      ["2D", "AS", "7S", "KS", "JS", "QS", "6S", "5S", "4S", "3S"],
      ["3D", "2S", "QH", "6H", "5H", "4H", "3H", "2H", "6C", "5C"],
      ["4D", "AC", "7C", "KC", "JC", "QC", "AH", "7H", "KH", "JH"],
      ["5D", "4C", "3C", "2C", "AD", "7D", "KD", "JD", "QD", "6D"],
    ];
    const m = start([{ kind: "firstDealer", value: 0 }, deal(hands)]);
    play(m, "3D", "4D", "5D", "2D");
    expect(state(m).turn).toBe(3);
    expect(state(m).points).toEqual([0, 0]);
    while (state(m).sheet.length === 0) play(m, m.legalActions(m.activeSeats()[0]!)[0]!.card);
    const line = state(m).sheet[0]!;
    expect(line.points).toEqual([120, 0]);
    expect(line.gamePoints).toEqual([4, 0]);
  });

  it("the match ends after the hand in which a team reaches the target (4 by default, or 10), overshoot kept", () => {
    for (const target of [4, 10]) {
      const { match, result } = playMatch(sueca, { players: 4, seed: `target-${target}`, options: { target } });
      const s = match.state as SuecaState;
      const before = s.sheet.slice(0, -1).reduce((t, l) => [t[0]! + l.gamePoints[0], t[1]! + l.gamePoints[1]], [0, 0]);
      expect(Math.max(...before)).toBeLessThan(target);
      expect(Math.max(...s.scores)).toBeGreaterThanOrEqual(target);
      const winner = s.scores[0] > s.scores[1] ? 0 : 1;
      expect(result.winners).toEqual(winner === 0 ? [0, 2] : [1, 3]);
      expect(result.teams?.map((t) => t.score)).toEqual([...s.scores]);
      expect(result.scores).toEqual([s.scores[0], s.scores[1], s.scores[0], s.scores[1]]);
    }
  });

  it("partners are seats 0+2 against 1+3", () => {
    expect(sueca.teams?.(4, { target: 4, carryOver: true })).toEqual([
      [0, 2],
      [1, 3],
    ]);
  });

  it("the host ends the game: standings as after the last completed hand", () => {
    const m = start([{ kind: "firstDealer", value: 0 }]);
    play(m, ...[0, 1, 2, 3].map((i) => m.legalActions(m.activeSeats()[0]!)[0]!.card).slice(0, 1));
    m.endByHost();
    const r = m.result()!;
    expect(r.endedByHost).toBe(true);
    expect(r.scores).toEqual([0, 0, 0, 0]);
    expect(r.winners).toEqual([0, 1, 2, 3]);
  });

  it("refuses out-of-turn plays, cards not held and malformed actions, with typed codes", () => {
    const m = start([{ kind: "firstDealer", value: 0 }, deal(bySuit())]);
    expectRefused(sueca, m.state, 2, { type: "play", card: "AH" }, "NOT_YOUR_TURN");
    expectRefused(sueca, m.state, 1, { type: "play", card: "AC" }, "CARD_NOT_IN_HAND");
    expectRefused(sueca, m.state, 1, { type: "play", card: 7 }, "MALFORMED_ACTION");
    expectRefused(sueca, m.state, 1, { type: "bid", bid: 1 }, "MALFORMED_ACTION");
    expectRefused(sueca, m.state, 1, null, "MALFORMED_ACTION");
  });

  it("refuses a stacked deal that is not the 40-card deck", () => {
    const bad = bySuit().map((h) => h.slice());
    bad[0]![0] = "10C";
    expect(() => start([{ kind: "firstDealer", value: 0 }, deal(bad)])).toThrow(/deal/);
  });
});
