/**
 * Partnerships: the standings of a team game, built once for every game.
 * A game says which seats form teams (`GameDefinition.teams`); at the end it
 * scores the teams and `teamResult` gives every seat its team's score and
 * rank, and the win to every member of the best team(s).
 */
import type { GameResult, Seat, TeamStanding, Teams } from "./contract.ts";

/** Which way a team score is good. */
export type ScoreOrder = "higher-wins" | "lower-wins";

/**
 * The result of a team game. `teamScores[i]` is team `i`'s score; tied
 * teams share a rank (1 + the number of strictly better teams) and share the
 * win when they tie for the best.
 */
export function teamResult(teams: Teams, teamScores: readonly number[], order: ScoreOrder, endedByHost = false): GameResult {
  if (teamScores.length !== teams.length) throw new Error(`expected ${teams.length} team scores, got ${teamScores.length}`);
  const better = (a: number, b: number): boolean => (order === "higher-wins" ? a > b : a < b);
  const standings: TeamStanding[] = teams.map((seats, t) => ({
    seats,
    score: teamScores[t]!,
    rank: 1 + teamScores.filter((other) => better(other, teamScores[t]!)).length,
  }));
  const players = teams.reduce((n, seats) => n + seats.length, 0);
  const scores = new Array<number>(players).fill(0);
  const ranks = new Array<number>(players).fill(0);
  for (const team of standings) {
    for (const seat of team.seats) {
      scores[seat] = team.score;
      ranks[seat] = team.rank;
    }
  }
  const winners = standings.filter((t) => t.rank === 1).flatMap((t) => t.seats).sort((a, b) => a - b);
  const result: GameResult = { scores, winners, ranks, teams: standings };
  return endedByHost ? { ...result, endedByHost: true } : result;
}

/** The index of `seat`'s team in `teams`, or -1. */
export function teamOf(teams: Teams, seat: Seat): number {
  return teams.findIndex((members) => members.includes(seat));
}

/** Why `teams` is not a partition of seats 0…players−1 into non-empty teams, or null when it is. */
export function teamsProblem(teams: Teams, players: number): string | null {
  const seen = new Set<Seat>();
  for (const [t, members] of teams.entries()) {
    if (members.length === 0) return `team ${t} is empty`;
    for (const seat of members) {
      if (!Number.isInteger(seat) || seat < 0 || seat >= players) return `team ${t} names seat ${seat}, not a seat of ${players}`;
      if (seen.has(seat)) return `seat ${seat} is in two teams`;
      seen.add(seat);
    }
  }
  return seen.size === players ? null : `${players - seen.size} seat(s) are in no team`;
}
