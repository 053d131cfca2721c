import { describe, expect, it } from "vitest";
import { matchOver } from "./engine.ts";
import { scoreTeam } from "./score.ts";

const team = (bids: [number, number], tricks: [number, number], blind: [boolean, boolean] = [false, false]) => ({ bids, tricks, blind });

describe("Spades scoring of a team's hand", () => {
  it("a made contract scores 10 per contract trick and 1 per bag", () => {
    expect(scoreTeam(team([3, 2], [3, 2]), 0)).toEqual({ points: 50, bags: 0, carried: 0 });
    expect(scoreTeam(team([3, 2], [5, 2]), 0)).toEqual({ points: 52, bags: 2, carried: 2 });
  });

  it("the contract is the team's: one partner's extra tricks cover the other's shortfall", () => {
    expect(scoreTeam(team([4, 3], [7, 0]), 0)).toEqual({ points: 70, bags: 0, carried: 0 });
  });

  it("a set contract loses 10 per contract trick and earns no bags", () => {
    expect(scoreTeam(team([4, 3], [4, 2]), 5)).toEqual({ points: -70, bags: 0, carried: 5 });
  });

  it("nil scores +100 when the bidder takes no trick and −100 otherwise; blind nil ±200", () => {
    expect(scoreTeam(team([0, 4], [0, 4]), 0).points).toBe(140);
    expect(scoreTeam(team([0, 4], [1, 4]), 0).points).toBe(-100 + 40 + 1);
    expect(scoreTeam(team([0, 4], [0, 4], [true, false]), 0).points).toBe(240);
    expect(scoreTeam(team([0, 4], [2, 4], [true, false]), 0).points).toBe(-200 + 40 + 2);
  });

  it("a nil bidder's tricks do not count for the partner's contract but count as bags, even when it is set", () => {
    // Partner bid 4 and took 3: set despite the nil bidder's 2 tricks, which are still bags.
    expect(scoreTeam(team([0, 4], [2, 3]), 0)).toEqual({ points: -100 - 40 + 2, bags: 2, carried: 2 });
  });

  it("both partners may bid nil: no contract, each nil scored alone", () => {
    expect(scoreTeam(team([0, 0], [0, 1]), 0)).toEqual({ points: 100 - 100 + 1, bags: 1, carried: 1 });
  });

  it("every 10 bags cost 100, repeatedly, and the rest is carried", () => {
    expect(scoreTeam(team([1, 1], [5, 4]), 3)).toEqual({ points: 20 + 7 - 100, bags: 7, carried: 0 });
    expect(scoreTeam(team([1, 1], [6, 5]), 8)).toEqual({ points: 20 + 9 - 100, bags: 9, carried: 7 });
    expect(scoreTeam(team([0, 0], [7, 6]), 9)).toEqual({ points: -200 + 13 - 200, bags: 13, carried: 2 });
  });
});

describe("Spades match end", () => {
  it("ends once a team reaches the target or falls to −200, the higher total winning; equal totals play on", () => {
    expect(matchOver([499, 300], 500)).toBe(false);
    expect(matchOver([500, 300], 500)).toBe(true);
    expect(matchOver([250, 100], 250)).toBe(true);
    expect(matchOver([100, -200], 500)).toBe(true);
    expect(matchOver([-199, 0], 500)).toBe(false);
    expect(matchOver([510, 510], 500)).toBe(false);
    expect(matchOver([-210, -210], 500)).toBe(false);
    expect(matchOver([520, 530], 500)).toBe(true);
  });
});
