/**
 * Ratings and leaderboards' part of the wire protocol (issue 22; types only, the
 * web client imports them as `@gg/server/ratings-protocol`). A rating is
 * openskill's Bayesian estimate (`mu`, `sigma`); players are ordered by its
 * conservative `ordinal` (mu − 3·sigma), which rises as play makes it surer.
 */
import type { HistoryEntry } from "./protocol.ts";

/** Declared with the room protocol (it travels in `RoomInfo`); named here too for the ratings pages. */
export type { RatingChange } from "./protocol.ts";

export interface SkillRating {
  readonly mu: number;
  readonly sigma: number;
  /** mu − 3·sigma: the skill we are 99.7 % sure of, what players are ordered by. */
  readonly ordinal: number;
}

/** One row of a game's leaderboard. */
export interface LeaderboardEntry extends SkillRating {
  /** 1 = best; players with the same ordinal share a rank. */
  readonly rank: number;
  readonly playerId: string;
  readonly name: string;
  /** Rated matches played, and won, in this game. */
  readonly played: number;
  readonly wins: number;
}

/** `GET /api/leaderboards/:game[?player=<id>]`. */
export interface Leaderboard {
  readonly game: string;
  /** The top 100, best first. */
  readonly entries: readonly LeaderboardEntry[];
  /** Rated players in this game. */
  readonly players: number;
  /** The asked `player`'s own row (null: not rated in this game, or none asked). */
  readonly you: LeaderboardEntry | null;
}

/** A point of a rating's history: after the rated match that ended at `at`. */
export interface RatingPoint {
  readonly at: number;
  readonly ordinal: number;
}

/** One game of a player's profile. */
export interface GameRating extends SkillRating {
  readonly game: string;
  readonly rank: number;
  readonly played: number;
  readonly wins: number;
  /** The latest rated matches' ratings, oldest first (at most 50). */
  readonly history: readonly RatingPoint[];
}

/** `GET /api/players/:id/profile`. */
export interface PlayerProfile {
  readonly playerId: string;
  /** The player's latest name (null: never seen). */
  readonly name: string | null;
  /** Finished matches (played to the end or ended by the host), all games, and those won. */
  readonly played: number;
  readonly wins: number;
  /** A rating per game the player is rated in, best ordinal first. */
  readonly ratings: readonly GameRating[];
  /** The latest matches, as the history shows them to the asker (with a replay each). */
  readonly recent: readonly HistoryEntry[];
}

/** A bot level's fixed rating (`GET /api/ratings/bots`), the same in every game. */
export interface BotRating extends SkillRating {
  readonly level: string;
}
