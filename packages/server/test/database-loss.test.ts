/**
 * PostgreSQL going away under a running match: its backends terminated
 * (`pg_terminate_backend`, for real), the server unreachable for a moment and
 * for longer (a restart, seen through a TCP proxy that cuts every connection and
 * refuses new ones), and stalled (the proxy passes nothing). The server process
 * lives on, `/healthz` answers 503 within a second while the database is away
 * and 200 once it is back, by itself, and no action is lost or shown unstored:
 * every message each player received is audited against the final record.
 *
 * Needs GG_TEST_PG (a fresh database is created and dropped); the two-process
 * case also GG_TEST_REDIS (`.ci/run` starts both). With GG_TEST_PG_RESTART (a
 * shell command that restarts that PostgreSQL, e.g. `runuser -u postgres --
 * pg_ctl -D … restart -m fast`), a real restart runs under a match too.
 */
import { execSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { Match, playMatch, replay, type MatchRecord } from "@gg/core";
import { openDatabase } from "../src/storage/db.ts";
import { ActionConflict, Store } from "../src/storage/store.ts";
import type { RunningServer } from "../src/index.ts";
import { auditMessages, timeline } from "./audit.ts";
import { PG, REDIS, TestCluster, withPath, type Proc } from "./cluster-helpers.ts";
import { TcpProxy } from "./fixtures/proxy.ts";
import { TEST_GAMES, TestClient, sleep, startTestServer } from "./helpers.ts";

if (!PG) console.warn("SKIPPED: the database-loss tests need GG_TEST_PG (.ci/run starts PostgreSQL)");

const race = TEST_GAMES.find((g) => g.id === "test-race")!;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Ends every session of `database` but the caller's, as an operator (or a failover) would. */
async function terminateBackends(database: string): Promise<number> {
  return admin(async (c) => (await c.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()", [database])).rowCount ?? 0);
}

async function health(url: string): Promise<{ status: number; ms: number; body: { ok: boolean; error?: string } }> {
  const t0 = performance.now();
  const res = await fetch(`${url}/healthz`);
  return { status: res.status, body: await res.json(), ms: performance.now() - t0 };
}

async function healthBecomes(url: string, status: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await health(url)).status !== status) {
    if (Date.now() > deadline) throw new Error(`/healthz never answered ${status}`);
    await sleep(100);
  }
}

/** Two players at a private table without a time limit: only they move the match. */
async function table(url: string, joinUrl = url): Promise<[TestClient, TestClient]> {
  const ana = await TestClient.create(url, { game: race.id, seats: 2, visibility: "private", timeLimit: null, options: { cards: 5 } }, "Ana");
  const bea = await TestClient.join(joinUrl, ana.room.roomId, { name: "Bea" });
  await bea.until(() => bea.welcome !== null);
  ana.send("start");
  await ana.until(() => ana.view !== null, "the deal");
  await bea.until(() => bea.view !== null, "the deal");
  return [ana, bea];
}

/** Whoever is to act plays its first legal card. */
function mover(players: readonly TestClient[]): TestClient {
  const p = players.find((c) => c.myTurn);
  if (!p) throw new Error("nobody is to act");
  return p;
}

async function move(players: readonly TestClient[]): Promise<void> {
  const p = mover(players);
  const seq = p.view!.seq;
  p.send("act", { action: p.view!.legal[0], seq });
  for (const c of players) await c.until(() => c.view!.seq > seq, "the move shown", 10_000);
}

async function finishAndAudit(players: readonly TestClient[], url: string): Promise<MatchRecord> {
  while (players[0]!.view!.result === null) await move(players);
  const body = await (await fetch(`${url}/api/matches/${players[0]!.room.roomId}`)).json();
  expect(body.status).toBe("finished");
  const record = body.record as MatchRecord;
  expect(replay(race, record).result()).toEqual(players[0]!.view!.result);
  // What each player was shown is exactly what the stored record replays to (the deal's events included).
  const line = timeline(race, record);
  const deal = new Match(race, { players: record.players, options: record.options, seed: record.seed, chance: record.chance }).setupEvents;
  for (const p of players) auditMessages(race, record, { ...line, events: [deal, ...line.events.slice(1)] }, p.welcome!.seat!, p.received);
  return record;
}

async function freshDatabase(prefix: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `gg_${prefix}_${randomBytes(4).toString("hex")}`;
  await admin((c) => c.query(`create database ${name}`));
  return { name, url: withPath(PG!, `/${name}`), drop: () => admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}) };
}

describe.skipIf(!PG)("one process on PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let proxy: TcpProxy;
  let server: RunningServer;

  beforeAll(async () => {
    database = await freshDatabase("dbloss");
    proxy = await TcpProxy.to(database.url);
    server = await startTestServer({ database: proxy.proxied(database.url) });
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await database?.drop();
  });

  it("survives terminated backends, a restart and a stall: /healthz tells, the match goes on, nothing unstored is shown", async () => {
    const players = await table(server.url);
    await move(players);

    // Every backend terminated (the idle pooled ones too): the process lives, the next move is stored.
    expect(await terminateBackends(database.name)).toBeGreaterThan(0);
    await sleep(100);
    expect((await health(server.url)).status).toBe(200);
    await move(players);

    // Down for a moment (a restart): /healthz says so at once; a move made meanwhile waits for its write.
    await proxy.down();
    const away = await health(server.url);
    expect(away.status).toBe(503);
    expect(away.ms).toBeLessThan(1000);
    const p = mover(players);
    const seq = p.view!.seq;
    p.send("act", { action: p.view!.legal[0], seq });
    await sleep(1000);
    for (const c of players) expect(c.view!.seq).toBe(seq); // not shown: not stored yet
    await proxy.up();
    for (const c of players) await c.until(() => c.view!.seq > seq, "the held move stored, then shown", 10_000);
    await healthBecomes(server.url, 200, 2000);

    // Down for longer than the retries: the move is refused, never shown; the player makes it again once it is back.
    await proxy.down();
    const q = mover(players);
    const before = q.view!.seq;
    const errors = q.errors.length;
    q.send("act", { action: q.view!.legal[0], seq: before });
    await q.until(() => q.errors.length > errors, "the move refused", 15_000);
    for (const c of players) expect(c.view!.seq).toBe(before);
    await proxy.up();
    await healthBecomes(server.url, 200);
    await q.until(() => q.myTurn, "the turn still Ana's or Bea's", 5000);
    await move(players);

    // Stalled (connections open, nothing answers): /healthz answers 503 within a second, and 200 after.
    proxy.freeze();
    const stalled = await health(server.url);
    expect(stalled.status).toBe(503);
    expect(stalled.ms).toBeLessThan(1000);
    expect(stalled.body.error).toMatch(/did not answer/);
    proxy.thaw();
    await healthBecomes(server.url, 200);

    await finishAndAudit(players, server.url);
    for (const c of players) await c.leave();
  }, 90_000);
});

describe.skipIf(!PG)("the store on PostgreSQL, when a write's answer is lost", () => {
  it("an action or a match that committed before its connection died is stored once, and counted as stored", async () => {
    const database = await freshDatabase("dbambiguous");
    const proxy = await TcpProxy.to(database.url);
    const store = await Store.open(await openDatabase(proxy.proxied(database.url)));
    try {
      const { record } = playMatch(race, { players: 2, seed: "lost-answer" });
      const match = { id: "lostanswer01", game: race.id, engineVersion: race.engineVersion, options: record.options, players: 2, seed: record.seed, seedCommitment: "-", seats: [{ playerId: "g_a", name: "A", bot: null }, { playerId: "g_b", name: "B", bot: null }], config: { timeLimit: 30 as const, visibility: "public" as const, host: 0 }, createdAt: Date.now() };
      // Each write reaches PostgreSQL and commits; its answer is lost and the connection dies.
      const lostAnswer = async (write: () => Promise<void>, lastStatement: string) => {
        proxy.muteRepliesAfter(lastStatement);
        const done = write();
        await sleep(300);
        proxy.cut();
        proxy.unmuteReplies();
        await done;
      };
      await lostAnswer(() => store.createMatch(match), "commit\0"); // a transaction: its commit's answer is lost (the query text, NUL-ended)
      await store.appendAction(match.id, 0, record.actions[0]!, 0);
      await lostAnswer(() => store.appendAction(match.id, 1, record.actions[1]!, 0), "insert into match_actions");
      await store.appendAction(match.id, 2, record.actions[2]!, 0);
      const stored = (await store.loadMatch(match.id))!;
      expect(stored.record.actions).toEqual(record.actions.slice(0, 3).map((a) => expect.objectContaining({ seat: a.seat, action: a.action })));
      // Another process's action under the same number is still a conflict.
      await expect(store.appendAction(match.id, 2, record.actions[3]!, 0)).rejects.toBeInstanceOf(ActionConflict);
    } finally {
      await store.close();
      await proxy.close();
      await database.drop();
    }
  });
});

const RESTART = process.env.GG_TEST_PG_RESTART;

describe.skipIf(!PG || !RESTART)("one process on PostgreSQL, restarted for real", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let server: RunningServer;

  beforeAll(async () => {
    database = await freshDatabase("dbrestart");
    server = await startTestServer({ database: database.url });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it("a PostgreSQL restart under a running match: the process lives, /healthz recovers, the match finishes unharmed", async () => {
    const players = await table(server.url);
    await move(players);
    execSync(RESTART!, { stdio: "ignore" });
    await healthBecomes(server.url, 200, 20_000);
    await finishAndAudit(players, server.url);
    for (const c of players) await c.leave();
  }, 60_000);
});

describe.skipIf(!PG || !REDIS)("two processes on PostgreSQL and Redis", () => {
  const cluster = new TestCluster("dbloss2", 6);
  let proxy: TcpProxy;
  let a: Proc;
  let b: Proc;

  beforeAll(async () => {
    await cluster.setUp();
    proxy = await TcpProxy.to(cluster.database);
    const start = () => cluster.start({ leaseSeconds: 3, database: proxy.proxied(cluster.database) });
    [a, b] = await Promise.all([start(), start()]);
  }, 60_000);
  afterAll(async () => {
    await proxy?.close();
    await cluster.tearDown();
  });

  it("terminated backends and a restart under a running match: both processes live, report 503 while it is away, recover, and the match finishes unharmed", async () => {
    const players = await table(a.url, b.url);
    await move(players);
    const dbName = new URL(cluster.database).pathname.slice(1);
    expect(await terminateBackends(dbName)).toBeGreaterThan(0);
    await move(players);

    await proxy.down();
    for (const p of [a, b]) {
      const h = await health(p.url);
      expect(h.status).toBe(503);
      expect(h.ms).toBeLessThan(1000);
    }
    const p = mover(players);
    const seq = p.view!.seq;
    p.send("act", { action: p.view!.legal[0], seq });
    await sleep(1500);
    await proxy.up();
    for (const c of players) await c.until(() => c.view!.seq > seq, "the held move stored, then shown", 10_000);
    for (const proc of [a, b]) await healthBecomes(proc.url, 200);

    await finishAndAudit(players, a.url);
    for (const proc of [a, b]) expect(proc.child.exitCode).toBeNull();
    for (const c of players) await c.leave();
  }, 90_000);
});
