import { describe, expect, it } from "vitest";
import { Match, createRandom, makeBot, botAction, type ChanceOutcome } from "@gg/core";
import { expectedTricks, nilSafe, rulesBid } from "./hand.ts";
import { spades } from "./index.ts";
import { candidateBids, determinize, evaluate } from "./search.ts";
import type { SpadesState } from "./state.ts";
import type { SpadesView } from "./view.ts";

const deal = (hands: string[][]): ChanceOutcome => ({ kind: "deal", value: { hands, rest: [] } });
const ALL_SPADES = ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"];
const WEAK = ["2C", "3C", "4C", "2D", "3D", "5D", "2H", "3H", "4H", "6H", "8H", "2S", "4S"];
const STRONG = ["AS", "KS", "QS", "JS", "10S", "AH", "KH", "AD", "KD", "AC", "2C", "3C", "4C"];

describe("Spades hand reading", () => {
  it("counts spades held above the spades still out, side aces and guarded kings", () => {
    expect(expectedTricks(ALL_SPADES)).toBe(13);
    expect(expectedTricks(STRONG)).toBeGreaterThanOrEqual(9);
    expect(expectedTricks(WEAK)).toBeLessThan(1);
  });

  it("bids nil with a hand whose every card can be ducked, not when the partner is nil already", () => {
    expect(nilSafe(WEAK)).toBe(true);
    expect(rulesBid(WEAK, null)).toBe(0);
    expect(rulesBid(WEAK, 0)).toBe(1);
    // An unguarded high card spoils nil.
    expect(nilSafe(["AC", ...WEAK.slice(1)])).toBe(false);
    expect(nilSafe(["2C", "3C", "4C", "2D", "3D", "5D", "2H", "3H", "4H", "6H", "8H", "QS", "4S"])).toBe(false);
  });
});

describe("Spades bots", () => {
  const rules = makeBot(spades, "rules");
  /** Dealer 3: seat 0 bids first and leads. */
  function at(hands: string[][], bids: number[]): Match<typeof spades> {
    const m = new Match(spades, { players: 4, seed: "bots", chance: [{ kind: "firstDealer", value: 3 }, deal(hands)] });
    bids.forEach((bid, k) => m.act(k, { type: "bid", bid }));
    return m;
  }
  const hands = [
    ["2C", "9C", "KC", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD"],
    ["3C", "4C", "5C", "6C", "QD", "KD", "AD", "2H", "3H", "4H", "5H", "6H", "7H"],
    ["7C", "8C", "10C", "AC", "8H", "9H", "10H", "JH", "QH", "KH", "AH", "2S", "3S"],
    ["JC", "QC", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "AS"],
  ];

  it("a nil bidder ducks with the highest card that loses", () => {
    const m = at(hands, [0, 3, 4, 6]);
    m.act(0, { type: "play", card: "2D" });
    m.act(1, { type: "play", card: "QD" });
    m.act(2, { type: "play", card: "8H" }); // seat 2 has no diamond
    m.act(3, { type: "play", card: "4S" }); // seat 3 trumps
    // Seat 3 leads clubs with the queen; seat 0 (nil) sheds the 9 under it, keeping the king back would win.
    m.act(3, { type: "play", card: "QC" });
    expect(botAction(spades, rules, m.state, 0, createRandom("r"))).toEqual({ type: "play", card: "9C" });
  });

  it("covers a nil partner: plays high before the partner has to play", () => {
    const m = at(hands, [0, 3, 4, 6]);
    m.act(0, { type: "play", card: "9C" });
    m.act(1, { type: "play", card: "3C" });
    // Seat 2 covers with its ace rather than a low club.
    expect(botAction(spades, rules, m.state, 2, createRandom("r"))).toEqual({ type: "play", card: "AC" });
  });

  it("search compares nil only for a weak hand, beside the rules estimate and one either side", () => {
    const view = (hand: string[]) => ({ viewer: 0, hand, bids: [null, null, null, null] }) as unknown as SpadesView;
    expect(candidateBids(view(WEAK), 0).map((a) => (a as { bid: number }).bid)).toEqual([0, 1, 2]);
    const strong = candidateBids(view(STRONG), 0).map((a) => (a as { bid: number }).bid);
    expect(strong).not.toContain(0);
    expect(strong).toHaveLength(3);
  });

  it("determinizes from the view only: its own hand kept, every other card dealt once, shown voids honoured", () => {
    const m = at(hands, [0, 3, 4, 6]);
    m.act(0, { type: "play", card: "2D" });
    m.act(1, { type: "play", card: "QD" });
    m.act(2, { type: "play", card: "8H" }); // seat 2 shows it has no diamond
    const view = m.view(3) as SpadesView;
    for (let k = 0; k < 20; k++) {
      const world = determinize(view, 3, createRandom(`w${k}`));
      expect(world.hands[3]).toEqual((m.state as SpadesState).hands[3]);
      expect(world.hands.map((h) => h.length)).toEqual([12, 12, 12, 13]);
      expect(new Set([...world.hands.flat(), "2D", "QD", "8H"]).size).toBe(52);
      expect(world.hands[2]!.some((c) => c.endsWith("D"))).toBe(false);
    }
  });

  it("values a state by the team's lead, each carried bag at −10, and a won match above any score", () => {
    const s = new Match(spades, { players: 4, seed: "eval" }).state as SpadesState;
    const mid = { ...s, scores: [120, 100] as [number, number], bags: [4, 1] as [number, number] };
    expect(evaluate(mid, 0)).toBe(120 - 40 - (100 - 10));
    expect(evaluate(mid, 3)).toBe(-(120 - 40 - (100 - 10)));
    const won = { ...mid, phase: "over" as const };
    expect(evaluate(won, 2)).toBeGreaterThan(900);
    expect(evaluate(won, 1)).toBeLessThan(-900);
  });
});
