/** Arena bookkeeping: per-bot tallies, merged across workers, and their summary. */
import type { GameEvent, GameResult, TeamStanding, Teams } from "@gg/core";

export interface Tally {
  matches: number;
  wins: number;
  scoreSum: number;
  bids: number;
  exactBids: number;
  /** Per match: this bot's mean score minus the other bots' mean score (paired, so its interval is honest); matches with another bot only. */
  marginMatches: number;
  marginSum: number;
  marginSquares: number;
}

export const emptyTally = (): Tally => ({ matches: 0, wins: 0, scoreSum: 0, bids: 0, exactBids: 0, marginMatches: 0, marginSum: 0, marginSquares: 0 });

export function mergeTallies(into: Record<string, Tally>, from: Record<string, Tally>): void {
  for (const [bot, t] of Object.entries(from)) {
    const a = (into[bot] ??= emptyTally());
    a.matches += t.matches;
    a.wins += t.wins;
    a.scoreSum += t.scoreSum;
    a.bids += t.bids;
    a.exactBids += t.exactBids;
    a.marginMatches += t.marginMatches;
    a.marginSum += t.marginSum;
    a.marginSquares += t.marginSquares;
  }
}

/** Seat → bot for match `i`: the line-up rotates so every bot sits in every seat equally. */
export function seating(bots: readonly string[], i: number): string[] {
  const n = bots.length;
  return bots.map((_, seat) => bots[(seat + i) % n]!);
}

/**
 * Seat → bot for match `i` of a team game, from one level per team: the levels rotate over the
 * teams, so over any `teams.length` consecutive matches each level plays every team position once.
 */
export function teamSeating(teams: Teams, levels: readonly string[], i: number): string[] {
  const lineup: string[] = [];
  teams.forEach((seats, team) => {
    for (const seat of seats) lineup[seat] = levels[(team + i) % teams.length]!;
  });
  return lineup;
}

/**
 * One level per team from `bots`: either one level per team already, or one per seat where
 * partners agree. A string says why the bots cannot be seated as teams.
 */
export function teamLevels(teams: Teams, bots: readonly string[]): string[] | string {
  if (bots.length === teams.length) return bots.slice();
  const players = teams.reduce((n, seats) => n + seats.length, 0);
  if (bots.length !== players) return `give one bot level per team (${teams.length}) or per seat (${players})`;
  const levels: string[] = [];
  for (const seats of teams) {
    const level = bots[seats[0]!]!;
    if (seats.some((seat) => bots[seat] !== level)) return `partners (seats ${seats.join(" and ")}) must play the same bot level`;
    levels.push(level);
  }
  return levels;
}

/**
 * Bid accuracy of trick games, read from public events: a `bid` (or `bet`)
 * event per seat, `trickWon` events, and `roundScored` closing a round.
 */
export class BidCounter {
  private bid = new Map<number, number>();
  private won = new Map<number, number>();
  readonly bids: number[];
  readonly exact: number[];
  constructor(players: number) {
    this.bids = new Array<number>(players).fill(0);
    this.exact = new Array<number>(players).fill(0);
  }
  see(events: readonly GameEvent[]): void {
    for (const e of events) {
      const seat = e.seat as number;
      if (e.type === "bid" || e.type === "bet") this.bid.set(seat, (e.bid ?? e.bet) as number);
      else if (e.type === "trickWon") this.won.set(seat, (this.won.get(seat) ?? 0) + 1);
      else if (e.type === "roundScored") this.closeRound();
    }
  }
  private closeRound(): void {
    for (const [seat, bid] of this.bid) {
      this.bids[seat]!++;
      if ((this.won.get(seat) ?? 0) === bid) this.exact[seat]!++;
    }
    this.bid.clear();
    this.won.clear();
  }
}

export function tallyMatch(tallies: Record<string, Tally>, lineup: readonly string[], result: GameResult, bids: BidCounter): void {
  lineup.forEach((bot, seat) => {
    const t = (tallies[bot] ??= emptyTally());
    t.matches++;
    if (result.winners.includes(seat)) t.wins += 1 / result.winners.length;
    t.scoreSum += result.scores[seat]!;
    t.bids += bids.bids[seat]!;
    t.exactBids += bids.exact[seat]!;
  });
  addMargins(tallies, lineup, result.scores);
}

/**
 * A team game tallied per team: each team counts as one entry of its level — one match, a whole
 * win (shared only with teams tied for first), the team's score, its seats' bids — and the margin
 * is the level's team score minus the other teams' mean.
 */
export function tallyTeamMatch(tallies: Record<string, Tally>, teams: Teams, lineup: readonly string[], result: GameResult, bids: BidCounter): void {
  const standings: readonly TeamStanding[] =
    result.teams ?? teams.map((seats) => ({ seats, score: result.scores[seats[0]!]!, rank: result.ranks[seats[0]!]! }));
  const firsts = standings.filter((team) => team.rank === 1).length;
  const levels = standings.map((team) => lineup[team.seats[0]!]!);
  standings.forEach((team, i) => {
    const t = (tallies[levels[i]!] ??= emptyTally());
    t.matches++;
    if (team.rank === 1) t.wins += 1 / firsts;
    t.scoreSum += team.score;
    for (const seat of team.seats) {
      t.bids += bids.bids[seat]!;
      t.exactBids += bids.exact[seat]!;
    }
  });
  addMargins(
    tallies,
    levels,
    standings.map((team) => team.score),
  );
}

/** Per level in the match: its entries' mean score minus the other levels' entries' mean (paired per match). */
function addMargins(tallies: Record<string, Tally>, labels: readonly string[], scores: readonly number[]): void {
  for (const bot of new Set(labels)) {
    const own = labels.flatMap((b, i) => (b === bot ? [scores[i]!] : []));
    const others = labels.flatMap((b, i) => (b !== bot ? [scores[i]!] : []));
    if (others.length === 0) continue;
    const margin = mean(own) - mean(others);
    const t = tallies[bot]!;
    t.marginMatches++;
    t.marginSum += margin;
    t.marginSquares += margin * margin;
  }
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

/** A 95% normal interval for a mean from its count, sum and sum of squares. */
export function meanInterval(n: number, sum: number, squares: number): [number, number] {
  if (n < 2) return [-Infinity, Infinity];
  const m = sum / n;
  const variance = Math.max(0, (squares - n * m * m) / (n - 1));
  const half = 1.96 * Math.sqrt(variance / n);
  return [m - half, m + half];
}

/** Wilson score interval at 95 %. */
export function wilson(successes: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = successes / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export function summarize(tallies: Record<string, Tally>) {
  return Object.entries(tallies).map(([bot, t]) => {
    const [low, high] = wilson(t.wins, t.matches);
    const r = (x: number) => Math.round(x * 1000) / 1000;
    return {
      bot,
      matches: t.matches,
      wins: r(t.wins),
      winRate: r(t.wins / t.matches),
      winRate95: [r(low), r(high)],
      meanScore: r(t.scoreSum / t.matches),
      bidAccuracy: t.bids > 0 ? r(t.exactBids / t.bids) : null,
      meanMargin: t.marginMatches > 0 ? r(t.marginSum / t.marginMatches) : null,
      margin95: t.marginMatches > 1 ? meanInterval(t.marginMatches, t.marginSum, t.marginSquares).map(r) : null,
    };
  });
}
