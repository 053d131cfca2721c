/**
 * Migrations live in code and run at start-up; each is append-only once
 * released. Column types are chosen to mean the same in SQLite and PostgreSQL.
 */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { accountsMigration, passkeysMigration } from "../accounts/migration.ts";
import { ratingsMigration } from "../ratings/migration.ts";
import { chatMigration } from "./chat.ts";

const migrations: Record<string, Migration> = {
  "0001_matches": {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("players")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("matches")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("game", "text", (c) => c.notNull())
        .addColumn("engine_version", "text", (c) => c.notNull())
        .addColumn("options", "text", (c) => c.notNull())
        .addColumn("players", "integer", (c) => c.notNull())
        .addColumn("seed", "text", (c) => c.notNull())
        .addColumn("seed_commitment", "text", (c) => c.notNull())
        .addColumn("chance", "text")
        .addColumn("config", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("result", "text")
        .addColumn("created_at", "bigint", (c) => c.notNull())
        .addColumn("finished_at", "bigint")
        .execute();
      await db.schema.createIndex("matches_status").on("matches").column("status").execute();
      await db.schema
        .createTable("match_seats")
        .addColumn("match_id", "text", (c) => c.notNull().references("matches.id"))
        .addColumn("seat", "integer", (c) => c.notNull())
        .addColumn("player_id", "text")
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("bot", "text")
        .addColumn("score", "double precision")
        .addColumn("rank", "integer")
        .addColumn("winner", "integer")
        .addPrimaryKeyConstraint("match_seats_pk", ["match_id", "seat"])
        .execute();
      await db.schema.createIndex("match_seats_player").on("match_seats").column("player_id").execute();
      await db.schema
        .createTable("match_actions")
        .addColumn("match_id", "text", (c) => c.notNull().references("matches.id"))
        .addColumn("idx", "integer", (c) => c.notNull())
        .addColumn("seat", "integer", (c) => c.notNull())
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("at", "bigint", (c) => c.notNull())
        .addPrimaryKeyConstraint("match_actions_pk", ["match_id", "idx"])
        .execute();
    },
  },
  "0002_match_epoch": {
    async up(db: Kysely<any>) {
      await db.schema.alterTable("matches").addColumn("epoch", "integer", (c) => c.notNull().defaultTo(0)).execute();
    },
  },
  "0003_health": {
    async up(db: Kysely<any>) {
      await db.schema.createTable("gg_health").addColumn("id", "integer", (c) => c.primaryKey()).addColumn("at", "bigint", (c) => c.notNull()).execute();
      await db.insertInto("gg_health").values({ id: 1, at: 0 }).execute();
    },
  },
  "0004_match_visibility": {
    // A player's history shows others only public matches: the visibility leaves the JSON config for a column.
    async up(db: Kysely<any>) {
      await db.schema.alterTable("matches").addColumn("visibility", "text", (c) => c.notNull().defaultTo("public")).execute();
      await db.updateTable("matches").set({ visibility: "private" }).where("config", "like", '%"visibility":"private"%').execute();
    },
  },
  // Accounts (issue 22): better-auth's tables, see accounts/migration.ts.
  "0005_accounts": accountsMigration,
  // The table chat (issue 22), stored with each match: see chat.ts.
  "0006_chat": chatMigration,
  // Ratings and leaderboards (issue 22): see ratings/migration.ts.
  "0007_ratings": ratingsMigration,
  // Passkeys (issue 22): the passkey plugin's credentials, see accounts/migration.ts.
  "0008_passkeys": passkeysMigration,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrate(db: Kysely<any>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider, migrationTableName: "gg_migrations", migrationLockTableName: "gg_migrations_lock" }).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) throw new Error(`database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
}
