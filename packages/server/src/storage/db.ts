/**
 * Opens the database: PostgreSQL for a `postgres://` URL, otherwise SQLite
 * (better-sqlite3) at a file path. The same Kysely queries run on both.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { isPostgres } from "../config.ts";
import type { Database } from "./schema.ts";

export async function openDatabase(url: string): Promise<Kysely<Database>> {
  if (isPostgres(url)) {
    const { default: pg } = await import("pg");
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) }) });
  }
  const { default: SQLite } = await import("better-sqlite3");
  if (url !== ":memory:") mkdirSync(dirname(url), { recursive: true });
  const sqlite = new SQLite(url);
  // WAL: a committed action survives the process being killed at any moment.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
