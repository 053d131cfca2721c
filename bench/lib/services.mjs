// PostgreSQL and Redis for the cluster benchmarks (bench/cluster/run.mjs, bench/cluster/soak.mjs):
// GG_BENCH_PG / GG_BENCH_REDIS, else GG_TEST_PG / GG_TEST_REDIS (what .ci/run starts).
import { execFileSync } from "node:child_process";
import pg from "pg";

/** The services' URLs; exits with a message when one is not configured. */
export function benchServices(what) {
  const PG = process.env.GG_BENCH_PG ?? process.env.GG_TEST_PG;
  const REDIS = process.env.GG_BENCH_REDIS ?? process.env.GG_TEST_REDIS;
  if (!PG || !REDIS) {
    console.error(`${what} needs PostgreSQL and Redis: set GG_BENCH_PG and GG_BENCH_REDIS (or GG_TEST_PG / GG_TEST_REDIS)`);
    process.exit(2);
  }
  return { PG, REDIS };
}

export function withPath(url, path) {
  const u = new URL(url);
  u.pathname = path;
  return u.toString();
}

async function admin(PG, sql) {
  const c = new pg.Client({ connectionString: PG });
  await c.connect();
  try { await c.query(sql); } finally { await c.end(); }
}

/** A fresh database on the server of `PG`; its URL. */
export async function createDatabase(PG, name) {
  await admin(PG, `CREATE DATABASE ${name}`);
  return withPath(PG, `/${name}`);
}

export const dropDatabase = (PG, name) => admin(PG, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});

/** Empties Redis database `db` of `REDIS`; its URL. */
export function freshRedis(REDIS, db) {
  const u = new URL(REDIS);
  execFileSync("redis-cli", ["-h", u.hostname, "-p", u.port || "6379", "-n", String(db), "flushdb"], { stdio: "ignore" });
  return withPath(REDIS, `/${db}`);
}

/** GG server environment for one process of a cluster on `database` + `redis`, with its own public address. */
export const clusterEnv = (database, redis, extra = {}) => (port) => ({
  GG_DATABASE_URL: database, GG_REDIS_URL: redis, GG_PUBLIC_ADDRESS: `127.0.0.1:${port}`, ...extra,
});
