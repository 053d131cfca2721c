/**
 * Opens the database: PostgreSQL for a `postgres://` URL, otherwise SQLite
 * (better-sqlite3) at a file path. The same Kysely queries run on both.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { isPostgres } from "../config.ts";
import type BetterSqlite3 from "better-sqlite3";
import type { Database } from "./schema.ts";

/** The better-sqlite3 handle behind each SQLite Kysely opened here: the writes of every move and join go through it directly (see writes.ts). */
const sqliteHandles = new WeakMap<Kysely<Database>, BetterSqlite3.Database>();

export function sqliteHandle(db: Kysely<Database>): BetterSqlite3.Database | undefined {
  return sqliteHandles.get(db);
}

export interface DatabaseOptions {
  /** Told when a PostgreSQL connection fails outside any query (the pool replaces it). */
  readonly onConnectionError?: (error: Error) => void;
}

export async function openDatabase(url: string, options: DatabaseOptions = {}): Promise<Kysely<Database>> {
  if (isPostgres(url)) return new Kysely<Database>({ dialect: new PostgresDialect({ pool: await postgresPool(url, options) }) });
  return openSqlite(url);
}

/**
 * A PostgreSQL pool that survives its connections dying. A connection ended by
 * the server (a restart, `pg_terminate_backend`) emits `error`; with no
 * listener that event would end the process, so the pool and every client it
 * opens get one: the pool drops the broken connection and opens a new one for
 * the next query (storage/retry.ts retries the query that was on it).
 */
async function postgresPool(url: string, { onConnectionError = () => {} }: DatabaseOptions) {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A server that accepts but never answers (stalled) fails the connect instead of queueing every query behind it.
    connectionTimeoutMillis: 5_000,
    // A peer gone without a FIN (a crashed machine) is found by TCP, not by the next query hanging.
    keepAlive: true,
  });
  pool.on("error", onConnectionError); // an idle connection died
  pool.on("connect", (client) => void client.on("error", onConnectionError)); // a connection died while lent out
  return pool;
}

async function openSqlite(url: string): Promise<Kysely<Database>> {
  const { default: SQLite } = await import("better-sqlite3");
  if (url !== ":memory:") mkdirSync(dirname(url), { recursive: true });
  const sqlite = new SQLite(url);
  // One process owns the file (the server), so its WAL index lives in its own memory rather
  // than in a `-shm` file mapped into it: anything that truncates or swaps that file under a
  // mapping (another process, a full or broken disk) would kill the server with SIGBUS.
  // Set before the first access to the WAL, SQLite then never maps one. Other processes
  // cannot open the database while the server runs.
  sqlite.pragma("locking_mode = EXCLUSIVE");
  // WAL: a committed action survives the process being killed at any moment.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  // Kysely prepares every query anew; the server runs a handful of distinct
  // statements over and over (an action insert per move), so keep them prepared.
  const prepared = new Map<string, ReturnType<typeof sqlite.prepare>>();
  const database = {
    close: () => void sqlite.close(),
    prepare(query: string) {
      let statement = prepared.get(query);
      if (!statement) {
        if (prepared.size >= 200) prepared.clear();
        prepared.set(query, (statement = sqlite.prepare(query)));
      }
      return statement;
    },
  };
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  sqliteHandles.set(db, sqlite);
  return db;
}
