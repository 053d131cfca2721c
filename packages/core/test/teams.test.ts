import { describe, expect, it } from "vitest";
import { teamOf, teamResult, teamsProblem, type GameDefinition, type GameResult } from "../src/index.ts";
import { describeContract, expectTeamConsistent } from "../src/testing.ts";
import { race } from "./race.ts";

const PAIRS: readonly (readonly number[])[] = [
  [0, 2],
  [1, 3],
];

describe("teamResult", () => {
  it("gives every member its team's score and rank, and the win to the whole best team", () => {
    expect(teamResult(PAIRS, [7, 12], "higher-wins")).toEqual({
      scores: [7, 12, 7, 12],
      ranks: [2, 1, 2, 1],
      winners: [1, 3],
      teams: [
        { seats: [0, 2], score: 7, rank: 2 },
        { seats: [1, 3], score: 12, rank: 1 },
      ],
    });
  });

  it("ranks the lowest score first when lower wins, and marks a host's end", () => {
    const result = teamResult(PAIRS, [7, 12], "lower-wins", true);
    expect(result.winners).toEqual([0, 2]);
    expect(result.ranks).toEqual([1, 2, 1, 2]);
    expect(result.endedByHost).toBe(true);
  });

  it("tied teams share the rank and the win; the next team's rank counts the teams above it", () => {
    const result = teamResult([[0, 3], [1, 4], [2, 5]], [5, 5, 1], "higher-wins");
    expect(result.winners).toEqual([0, 1, 3, 4]);
    expect(result.ranks).toEqual([1, 1, 3, 1, 1, 3]);
  });

  it("refuses scores that do not match the teams", () => {
    expect(() => teamResult(PAIRS, [1], "higher-wins")).toThrow(/2 team scores/);
  });
});

describe("teams of seats", () => {
  it("a partition of every seat is accepted; gaps, repeats and strangers are named", () => {
    expect(teamsProblem(PAIRS, 4)).toBeNull();
    expect(teamsProblem([[0, 2], [1]], 4)).toMatch(/1 seat\(s\) are in no team/);
    expect(teamsProblem([[0, 2], [2, 1, 3]], 4)).toMatch(/seat 2 is in two teams/);
    expect(teamsProblem([[0, 4], [1, 2, 3]], 4)).toMatch(/seat 4/);
    expect(teamsProblem([[0, 1, 2, 3], []], 4)).toMatch(/empty/);
    expect(teamOf(PAIRS, 3)).toBe(1);
    expect(teamOf(PAIRS, 5)).toBe(-1);
  });
});

/** Race played by two teams of two: the team of the seat that reaches the target wins. */
const teamRace: GameDefinition<ReturnType<typeof race.setup>["state"], { type: "add"; n: number }, { total: number }, { target: number }> = {
  ...race,
  id: "team-race",
  minPlayers: 4,
  maxPlayers: 4,
  teams: () => PAIRS,
  result: (s) => (s.over ? teamResult(PAIRS, PAIRS.map((team) => (!s.host && team.includes(s.turn) ? 1 : 0)), "higher-wins", s.host) : null),
};

describeContract(teamRace, { runs: 3 });

describe("the contract suite's team checks", () => {
  const good = teamResult(PAIRS, [3, 1], "higher-wins");
  it("accept a result built by teamResult", () => {
    expect(() => expectTeamConsistent(teamRace, 4, {}, good)).not.toThrow();
  });
  it.each<[string, GameResult]>([
    ["a winner without its partner", { ...good, winners: [0] }],
    ["partners with different scores", { ...good, scores: [3, 1, 2, 1] }],
    ["partners with different ranks", { ...good, ranks: [1, 2, 2, 2] }],
    ["no team standings", { scores: good.scores, winners: good.winners, ranks: good.ranks }],
  ])("catch %s", (_, result) => {
    expect(() => expectTeamConsistent(teamRace, 4, {}, result)).toThrow();
  });
  it("catch team standings in a game without teams", () => {
    expect(() => expectTeamConsistent(race, 2, {}, teamResult([[0], [1]], [1, 0], "higher-wins"))).toThrow();
  });
});
