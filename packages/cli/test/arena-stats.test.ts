import { describe, expect, it } from "vitest";
import { teamResult } from "@gg/core";
import { BidCounter, meanInterval, seating, summarize, tallyMatch, tallyTeamMatch, teamLevels, teamSeating, wilson, type Tally } from "../src/arena-stats.ts";

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

  it("team mode: each level plays every team position, partners always alike", () => {
    const teams = [[0, 2], [1, 3]];
    expect(teamSeating(teams, ["search", "rules"], 0)).toEqual(["search", "rules", "search", "rules"]);
    expect(teamSeating(teams, ["search", "rules"], 1)).toEqual(["rules", "search", "rules", "search"]);
    expect(teamSeating(teams, ["search", "rules"], 2)).toEqual(teamSeating(teams, ["search", "rules"], 0));
    expect(teamSeating([[0, 3], [1, 4], [2, 5]], ["a", "b", "c"], 2)).toEqual(["c", "a", "b", "c", "a", "b"]);
  });

  it("team mode: levels come per team, or per seat when partners agree", () => {
    const teams = [[0, 2], [1, 3]];
    expect(teamLevels(teams, ["search", "rules"])).toEqual(["search", "rules"]);
    expect(teamLevels(teams, ["search", "rules", "search", "rules"])).toEqual(["search", "rules"]);
    expect(teamLevels(teams, ["search", "search", "rules", "rules"])).toMatch(/partners \(seats 0 and 2\)/);
    expect(teamLevels(teams, ["search", "rules", "rules"])).toMatch(/one bot level per team \(2\) or per seat \(4\)/);
  });

  it("team mode: a won match is one whole win for the winning team's level, and the margin is team score against team score", () => {
    const teams = [[0, 2], [1, 3]];
    const tallies: Record<string, Tally> = {};
    const none = new BidCounter(4);
    // search wins as team 0 (4–1), then as team 1 (4–2); then rules wins as team 1 (2–4).
    tallyTeamMatch(tallies, teams, teamSeating(teams, ["search", "rules"], 0), teamResult(teams, [4, 1], "higher-wins"), none);
    tallyTeamMatch(tallies, teams, teamSeating(teams, ["search", "rules"], 1), teamResult(teams, [2, 4], "higher-wins"), none);
    tallyTeamMatch(tallies, teams, teamSeating(teams, ["search", "rules"], 0), teamResult(teams, [2, 4], "higher-wins"), none);
    const rows = summarize(tallies);
    const search = rows.find((r) => r.bot === "search")!;
    const rules = rows.find((r) => r.bot === "rules")!;
    expect(search).toMatchObject({ matches: 3, wins: 2, winRate: 0.667, meanScore: 3.333 });
    expect(rules).toMatchObject({ matches: 3, wins: 1, winRate: 0.333 });
    expect(search.winRate95[0]).toBeCloseTo(wilson(2, 3)[0], 3); // an interval over matches, not over seats
    expect(search.meanMargin).toBeCloseTo((3 + 2 - 2) / 3, 3);
    expect(rules.meanMargin).toBeCloseTo(-search.meanMargin!, 3);
  });

  it("team mode: teams tied for first share the win", () => {
    const teams = [[0, 2], [1, 3]];
    const tallies: Record<string, Tally> = {};
    tallyTeamMatch(tallies, teams, ["a", "b", "a", "b"], teamResult(teams, [3, 3], "higher-wins"), new BidCounter(4));
    expect(tallies.a!.wins).toBe(0.5);
    expect(tallies.b!.wins).toBe(0.5);
    expect(tallies.a!.matches).toBe(1);
  });
});
