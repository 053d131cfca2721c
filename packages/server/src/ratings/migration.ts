/**
 * Migration 0007_ratings (issue 22): a rating per game and player, each rated
 * match's ratings, and the matches already rated. The leaderboard's index is
 * (game, ordinal descending, player id): the top 100 is the start of an index
 * range; a player's rank adds up `rating_counts`' bands above theirs and counts
 * the rows above them in their own band (counts.ts).
 */
import { sql, type Kysely, type Migration } from "kysely";

export const ratingsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("ratings")
      .addColumn("game", "text", (c) => c.notNull())
      .addColumn("player_id", "text", (c) => c.notNull())
      .addColumn("mu", "double precision", (c) => c.notNull())
      .addColumn("sigma", "double precision", (c) => c.notNull())
      .addColumn("ordinal", "double precision", (c) => c.notNull())
      .addColumn("played", "integer", (c) => c.notNull())
      .addColumn("wins", "integer", (c) => c.notNull())
      .addColumn("updated_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("ratings_pk", ["game", "player_id"])
      .execute();
    await sql`create index ratings_board on ratings (game, ordinal desc, player_id)`.execute(db);
    await db.schema.createIndex("ratings_player").on("ratings").column("player_id").execute();
    await db.schema
      .createTable("rating_changes")
      .addColumn("match_id", "text", (c) => c.notNull())
      .addColumn("player_id", "text", (c) => c.notNull())
      .addColumn("game", "text", (c) => c.notNull())
      .addColumn("seat", "integer", (c) => c.notNull())
      .addColumn("mu", "double precision", (c) => c.notNull())
      .addColumn("sigma", "double precision", (c) => c.notNull())
      .addColumn("ordinal", "double precision", (c) => c.notNull())
      .addColumn("won", "integer", (c) => c.notNull())
      .addColumn("at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("rating_changes_pk", ["match_id", "player_id"])
      .execute();
    await db.schema.createIndex("rating_changes_history").on("rating_changes").columns(["player_id", "game", "at"]).execute();
    await db.schema
      .createTable("rated_matches")
      .addColumn("match_id", "text", (c) => c.primaryKey())
      .addColumn("at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("rating_counts")
      .addColumn("game", "text", (c) => c.notNull())
      .addColumn("band", "integer", (c) => c.notNull())
      .addColumn("players", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("rating_counts_pk", ["game", "band"])
      .execute();
  },
};
