/**
 * The ratings' tables, as Kysely sees them (made by migration 0007_ratings,
 * `migration.ts`). The store's `Database` does not list them: this module's
 * queries see them through `withTables`.
 */
import type { Kysely } from "kysely";
import type { Database } from "../storage/schema.ts";

/** A player's current rating in one game. */
export type RatingsTable = {
  game: string;
  player_id: string;
  mu: number;
  sigma: number;
  /** mu − 3·sigma, kept as a column so the leaderboard is an index range. */
  ordinal: number;
  /** Rated matches played and won in this game. */
  played: number;
  wins: number;
  updated_at: number | string;
};

/** A rating after one rated match: the history a profile draws. */
export type RatingChangesTable = {
  match_id: string;
  player_id: string;
  game: string;
  seat: number;
  mu: number;
  sigma: number;
  ordinal: number;
  won: number;
  at: number | string;
};

/** A match whose ratings were applied: written in the same transaction, so it is never applied twice. */
export type RatedMatchesTable = {
  match_id: string;
  at: number | string;
};

/** Rated players per band of ordinals one point wide (counts.ts). */
export type RatingCountsTable = {
  game: string;
  band: number;
  players: number;
};

export type RatingTables = {
  ratings: RatingsTable;
  rating_changes: RatingChangesTable;
  rated_matches: RatedMatchesTable;
  rating_counts: RatingCountsTable;
};

export type RatingsDatabase = Database & RatingTables;

export function withRatings(db: Kysely<Database>): Kysely<RatingsDatabase> {
  return db.withTables<RatingTables>();
};
