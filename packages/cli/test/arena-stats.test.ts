import { describe, expect, it } from "vitest";
import { BidCounter, meanInterval, seating, summarize, tallyMatch, wilson, type Tally } from "../src/arena-stats.ts";

describe("arena statistics", () => {
  it("over any n consecutive matches each bot sits in each seat once", () => {
    const bots = ["a", "b", "c"];
    const seen = new Set<string>();
    for (let i = 5; i < 8; i++) seating(bots, i).forEach((bot, seat) => seen.add(`${bot}@${seat}`));
    expect(seen.size).toBe(9);
  });

  it("the Wilson interval contains the rate and narrows with more matches", () => {
    const [a, b] = wilson(50, 100);
    expect(a).toBeLessThan(0.5);
    expect(b).toBeGreaterThan(0.5);
    const [c, d] = wilson(500, 1000);
    expect(d - c).toBeLessThan(b - a);
    expect(wilson(0, 10)[0]).toBe(0);
  });

  it("bid accuracy counts exact bids per round from public events", () => {
    const counter = new BidCounter(2);
    counter.see([
      { type: "bid", to: "all", seat: 0, bid: 1 },
      { type: "bid", to: "all", seat: 1, bid: 0 },
      { type: "trickWon", to: "all", seat: 0 },
      { type: "roundScored", to: "all" },
      { type: "bet", to: "all", seat: 0, bet: 0 },
      { type: "bet", to: "all", seat: 1, bet: 0 },
      { type: "trickWon", to: "all", seat: 1 },
      { type: "roundScored", to: "all" },
    ]);
    expect(counter.bids).toEqual([2, 2]);
    expect(counter.exact).toEqual([2, 1]);
  });

  it("the score margin is paired per match: a bot's mean score minus the others', with a 95% interval", () => {
    const tallies: Record<string, Tally> = {};
    const lineups = [["a", "b", "b"], ["b", "a", "b"], ["b", "b", "a"]];
    const scores = [[10, 4, 2], [5, 12, 7], [1, 3, 8]]; // a scores 10, 12, 8; the b's average 3, 6, 2
    lineups.forEach((lineup, i) => tallyMatch(tallies, lineup, { scores: scores[i]!, winners: [0], ranks: [1, 2, 3] }, new BidCounter(3)));
    const rows = summarize(tallies);
    const a = rows.find((r) => r.bot === "a")!;
    const b = rows.find((r) => r.bot === "b")!;
    expect(a.meanMargin).toBeCloseTo((7 + 6 + 6) / 3, 3);
    expect(b.meanMargin).toBeCloseTo(-a.meanMargin!, 3);
    expect(a.margin95![0]).toBeLessThan(a.meanMargin!);
    expect(a.margin95![1]).toBeGreaterThan(a.meanMargin!);
    const [lo, hi] = meanInterval(4, 8, 20); // values 1, 1, 3, 3: mean 2, variance 4/3
    expect(hi - lo).toBeCloseTo(2 * 1.96 * Math.sqrt(4 / 3 / 4), 6);
  });
});
