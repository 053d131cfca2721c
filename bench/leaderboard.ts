/**
 * A game's leaderboard with 100,000 rated players (issue 22: ≤ 50 ms), through the
 * server's own queries (`RatingBoard.leaderboard`: the top 100 with names, the count
 * of rated players, and one player's own row and rank), on SQLite (a file, as the
 * server runs it) and, with GG_BENCH_PG=postgres://…, on PostgreSQL (its tables are
 * made in a database of its own, `gg_bench_leaderboard`, dropped first).
 *
 *   npm run bench:leaderboard -- [--players 100000] [--asks 300]
 *
 * Each ask names a player drawn at random (their rank adds the bands of ordinals
 * above theirs and counts their own band), then the lowest-rated player is asked `asks / 10` times.
 * Prints one JSON line per database: the time to fill it, then medians, p90, p99, max (ms).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { openDatabase } from "../packages/server/src/storage/db.ts";
import { Store } from "../packages/server/src/storage/store.ts";
import { RatingBoard } from "../packages/server/src/ratings/board.ts";
import { withRatings } from "../packages/server/src/ratings/tables.ts";
import { recount } from "../packages/server/src/ratings/counts.ts";

const { values } = parseArgs({ options: { players: { type: "string", default: "100000" }, asks: { type: "string", default: "300" } } });
const PLAYERS = Number(values.players);
const ASKS = Number(values.asks);
const GAME = "oh-hell";
const BATCH = 1000;

/** A seeded stream (mulberry32): the same players every run. */
function stream(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function summary(times: number[]): Record<string, number> {
  const s = [...times].sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 100) / 100;
  return { median: round(quantile(s, 0.5)), p90: round(quantile(s, 0.9)), p99: round(quantile(s, 0.99)), max: round(s[s.length - 1]!) };
}

async function fill(store: Store): Promise<void> {
  const random = stream(22);
  const db = withRatings(store.db);
  for (let from = 0; from < PLAYERS; from += BATCH) {
    const ids = Array.from({ length: Math.min(BATCH, PLAYERS - from) }, (_, i) => `p${from + i}`);
    const ratings = ids.map((player_id) => {
      const mu = 25 + (random() + random() + random() - 1.5) * 10;
      const sigma = 1 + random() * 7.33;
      return { game: GAME, player_id, mu, sigma, ordinal: mu - 3 * sigma, played: 1 + Math.floor(random() * 200), wins: 0, updated_at: 0 };
    });
    await db.transaction().execute(async (tx) => {
      await tx.insertInto("players").values(ids.map((id) => ({ id, name: `Player ${id}`, created_at: 0 }))).execute();
      await tx.insertInto("ratings").values(ratings).execute();
    });
  }
}

async function measure(name: string, url: string): Promise<void> {
  const store = await Store.open(await openDatabase(url));
  const started = performance.now();
  await fill(store);
  await recount(withRatings(store.db), GAME);
  if (url.startsWith("postgres")) await sql`vacuum analyze ratings`.execute(store.db);
  else await sql`analyze`.execute(store.db);
  const fillSeconds = (performance.now() - started) / 1000;
  const board = new RatingBoard(store.db);
  const random = stream(7);
  const lowest = (await withRatings(store.db).selectFrom("ratings").select("player_id").where("game", "=", GAME).orderBy("ordinal").limit(1).executeTakeFirstOrThrow()).player_id;
  for (let i = 0; i < 20; i++) await board.leaderboard(GAME, `p${Math.floor(random() * PLAYERS)}`); // warm the caches
  const anyone: number[] = [];
  for (let i = 0; i < ASKS; i++) {
    const player = `p${Math.floor(random() * PLAYERS)}`;
    const t = performance.now();
    const answer = await board.leaderboard(GAME, player);
    anyone.push(performance.now() - t);
    if (answer.entries.length !== 100 || answer.you?.playerId !== player || answer.players !== PLAYERS) throw new Error(`wrong answer for ${player}`);
  }
  const last: number[] = [];
  for (let i = 0; i < ASKS / 10; i++) {
    const t = performance.now();
    const answer = await board.leaderboard(GAME, lowest);
    last.push(performance.now() - t);
    if (answer.you?.rank !== PLAYERS) throw new Error(`the lowest player ranks ${answer.you?.rank}`);
  }
  console.log(JSON.stringify({ database: name, players: PLAYERS, fillSeconds: Math.round(fillSeconds * 10) / 10, asks: ASKS, anyPlayerMs: summary(anyone), lowestPlayerMs: summary(last) }));
  await store.close();
}

async function freshPostgres(url: string): Promise<string> {
  const db = await openDatabase(url);
  await sql`drop database if exists gg_bench_leaderboard with (force)`.execute(db);
  await sql`create database gg_bench_leaderboard`.execute(db);
  await db.destroy();
  const own = new URL(url);
  own.pathname = "/gg_bench_leaderboard";
  return own.toString();
}

const dir = mkdtempSync(join(tmpdir(), "gg-bench-leaderboard-"));
try {
  await measure("SQLite", join(dir, "gg.sqlite"));
  if (process.env.GG_BENCH_PG) await measure("PostgreSQL", await freshPostgres(process.env.GG_BENCH_PG));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
