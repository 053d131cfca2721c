import { describe, expect, it } from "vitest";
import { BidCounter, seating, wilson } from "../src/arena-stats.ts";

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
});
