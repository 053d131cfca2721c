/**
 * Two server processes sharing Redis (presence and matchmaking driver) and
 * PostgreSQL (records), on loopback, each with its own public address: rooms
 * created through one are joined through the other by code, every lobby lists
 * the rooms of both, matches are played across them, and when one process is
 * killed (-9) the other restores its running matches from PostgreSQL once their
 * leases lapse (at once after a clean stop, which frees them); the players come
 * back with their tokens and finish.
 *
 * Leases are safe against a stalled owner: claims are atomic, only the owner
 * renews or frees its lease, and an owner SIGSTOPped past its lease closes its
 * room on SIGCONT without writing, while the players go on with the new owner.
 *
 * Needs GG_TEST_REDIS and GG_TEST_PG (`.ci/run` starts both; under CI=true a
 * missing service fails the run there). Uses Redis databases 5 and 7 of GG_TEST_REDIS
 * (flushed) and a fresh PostgreSQL database, dropped afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, type Room } from "@colyseus/sdk";
import { RedisPresence } from "@colyseus/redis-presence";
import { pino } from "pino";
import { playMatch, replay, type MatchRecord } from "@gg/core";
import { Leases } from "../src/cluster.ts";
import { openDatabase } from "../src/storage/db.ts";
import { ActionConflict, Store } from "../src/storage/store.ts";
import { CLOSE_MOVED, type Listing, type LobbyMessageMap } from "../src/protocol.ts";
import { auditMessages, timeline } from "./audit.ts";
import { PG, REDIS, TestCluster, redis, stop, until, withPath, type Proc } from "./cluster-helpers.ts";
import { TEST_GAMES, TestClient, sleep } from "./helpers.ts";

const enabled = !!REDIS && !!PG;
if (!enabled) console.warn("SKIPPED: the cluster tests need GG_TEST_REDIS and GG_TEST_PG (.ci/run starts Redis and PostgreSQL)");

const LEASE_SECONDS = 2;
const cluster = new TestCluster("cluster", 5);
const startProcess = (leaseSeconds = LEASE_SECONDS): Promise<Proc> => cluster.start({ leaseSeconds });

/** A lobby client: the rooms listed now, and every status each room was ever listed with. */
async function lobbyRooms(url: string): Promise<{ room: Room; ids: Set<string>; seen: Map<string, Set<string>>; ready: Promise<void> }> {
  const room = await new Client(url).join("lobby");
  const ids = new Set<string>();
  const seen = new Map<string, Set<string>>();
  const list = (r: Listing) => {
    ids.add(r.roomId);
    seen.set(r.roomId, (seen.get(r.roomId) ?? new Set()).add(r.status));
  };
  const ready = new Promise<void>((resolve) => {
    room.onMessage("rooms", (rooms: LobbyMessageMap["rooms"]) => {
      ids.clear();
      rooms.forEach(list);
      resolve();
    });
  });
  room.onMessage("+", (r: LobbyMessageMap["+"]) => list(r));
  room.onMessage("-", (id: LobbyMessageMap["-"]) => void ids.delete(id));
  return { room, ids, seen, ready };
}

const race = TEST_GAMES.find((g) => g.id === "test-race")!;
const pick = (legal: readonly unknown[]) => legal[Math.floor(Math.random() * legal.length)];

describe.skipIf(!enabled)("two processes on Redis and PostgreSQL", () => {
  let a: Proc;
  let b: Proc;

  beforeAll(async () => {
    await cluster.setUp();
    [a, b] = await Promise.all([startProcess(), startProcess()]);
  }, 60_000);

  afterAll(() => cluster.tearDown());

  it("a room created through A is joined through B by code; each lobby lists the rooms of both; a match is played across them", async () => {
    const lobbyA = await lobbyRooms(a.url);
    const lobbyB = await lobbyRooms(b.url);
    await Promise.all([lobbyA.ready, lobbyB.ready]);

    const host = await TestClient.create(a.url, { game: race.id, seats: 3, timeLimit: 120, options: { cards: 5 } }, "Ana");
    const other = await TestClient.create(b.url, { game: race.id, seats: 2, timeLimit: 120, options: { cards: 5 } }, "Cid");
    const code = host.room.roomId;
    // Live updates reach lobby clients of both processes…
    await until(() => [lobbyA, lobbyB].every((l) => l.ids.has(code) && l.ids.has(other.room.roomId)), "both rooms in both lobbies (live)");
    // …and a lobby joined now, or the HTTP lobby of either process, lists both.
    for (const url of [a.url, b.url]) {
      const late = await lobbyRooms(url);
      await late.ready;
      expect(late.ids).toContain(code);
      expect(late.ids).toContain(other.room.roomId);
      await late.room.leave();
      const listed = ((await (await fetch(`${url}/api/rooms`)).json()) as { roomId: string }[]).map((r) => r.roomId);
      expect(listed).toEqual(expect.arrayContaining([code, other.room.roomId]));
    }
    // The invite code resolves on the other process too.
    const info = await (await fetch(`${b.url}/api/rooms/${code}`)).json();
    expect(info.roomId).toBe(code);

    const guest = await TestClient.join(b.url, code, { name: "Bea" });
    await guest.until(() => guest.welcome !== null && guest.info !== null, "Bea seated");
    expect(guest.welcome!.seat).toBe(1);
    host.send("addBot", { level: "random" });
    await host.until(() => host.info?.seats.every((s) => s.human || s.bot) ?? false, "a full table");
    // Full rooms leave both lobbies.
    await until(() => !lobbyA.ids.has(code) && !lobbyB.ids.has(code), "the full room unlisted everywhere");
    host.autoplay(pick);
    guest.autoplay(pick);
    host.send("start");
    await host.until(() => host.view?.result != null, "the end", 30_000);
    await guest.until(() => guest.view?.result != null, "the end for Bea", 10_000);
    // Both lobbies listed it in play while it ran, and dropped it at the end.
    await until(() => [lobbyA, lobbyB].every((l) => l.seen.get(code)?.has("playing") && !l.ids.has(code)), "the match listed in play, then gone, everywhere");

    const body = await (await fetch(`${b.url}/api/matches/${code}`)).json();
    expect(body.status).toBe("finished");
    const record = body.record as MatchRecord;
    expect(replay(race, JSON.parse(JSON.stringify(record))).result()).toEqual(host.view!.result);
    auditMessages(race, record, timeline(race, record), guest.welcome!.seat!, guest.received);

    await Promise.all([host.leave(), guest.leave(), other.leave(), lobbyA.room.leave(), lobbyB.room.leave()]);
  }, 60_000);

  it("kill -9 of the process holding a match: the other restores it, the players reclaim their seats with their tokens and finish it", async () => {
    const ms = await takeover(a, b, "SIGKILL");
    console.log(`cluster: match restored on the surviving process ${ms} ms after kill -9 (lease ${LEASE_SECONDS} s)`);
    await stop(b);
  }, 60_000);

  it("a clean stop (SIGTERM) frees the leases: another process takes the match over without waiting for them to lapse", async () => {
    // A long lease (scanned every 4 s): a takeover within it shows the lease was freed, not lapsed.
    const lease = 12;
    const [c, d] = await Promise.all([startProcess(lease), startProcess(lease)]);
    const ms = await takeover(c, d, "SIGTERM");
    console.log(`cluster: match restored on the surviving process ${ms} ms after SIGTERM (lease ${lease} s)`);
    expect(ms).toBeLessThan(lease * 1000);
    await stop(d);
  }, 60_000);

  it("once a process took a match over, an insert under the older ownership epoch is refused (PostgreSQL and SQLite)", async () => {
    for (const url of [cluster.database, ":memory:"]) {
      const store = await Store.open(await openDatabase(url));
      const { record } = playMatch(race, { players: 2, seed: "fence" });
      const id = "fenced000001";
      await storeTestMatch(store, id, record);
      const [first, second] = record.actions;
      await store.appendAction(id, 0, first!, 0); // the process that started it writes under epoch 0
      const epoch = await store.takeOver(id);
      expect(epoch).toBe(1);
      // The stalled first owner, past every check, still cannot write the next action…
      await expect(store.appendAction(id, 1, second!, 0)).rejects.toBeInstanceOf(ActionConflict);
      // …the new owner cannot write a number already taken, and writes the next one.
      await expect(store.appendAction(id, 0, first!, epoch)).rejects.toBeInstanceOf(ActionConflict);
      await store.appendAction(id, 1, second!, epoch);
      expect((await store.loadMatch(id))!.record.actions).toMatchObject([first!, second!]);
      await store.close();
    }
  });

  it("in PostgreSQL a takeover and an older owner's insert in flight are ordered: one waits for the other, and the record loaded after a takeover has every insert that passed", async () => {
    const store = await Store.open(await openDatabase(cluster.database));
    const { record } = playMatch(race, { players: 2, seed: "order" });
    const id = "fenced000002";
    await storeTestMatch(store, id, record);
    const [first, second, third] = record.actions;
    // The old owner's insert is in a transaction not yet committed when the takeover starts.
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    const oldOwner = store.db.transaction().execute(async (tx) => {
      await new Store(tx).appendAction(id, 0, first!, 0);
      await committed;
    });
    await sleep(100);
    let tookOverAt = 0;
    const takeover = store.takeOver(id).then((epoch) => ((tookOverAt = Date.now()), epoch));
    await sleep(300);
    expect(tookOverAt).toBe(0); // waiting for the insert's share lock
    const committedAt = Date.now();
    commit();
    await oldOwner;
    const epoch = await takeover;
    expect(tookOverAt).toBeGreaterThanOrEqual(committedAt);
    expect((await store.loadMatch(id))!.record.actions).toHaveLength(1);
    // The other way round: the takeover's transaction is open; the old owner's insert waits, then is refused.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const newer = store.db.transaction().execute(async (tx) => {
      await new Store(tx).takeOver(id);
      await released;
    });
    await sleep(100);
    const stale = store.appendAction(id, 1, second!, epoch).then(
      () => "stored",
      (error) => (error instanceof ActionConflict ? "refused" : String(error)),
    );
    await sleep(300);
    release();
    await newer;
    expect(await stale).toBe("refused");
    await store.appendAction(id, 1, third!, epoch + 1);
    expect((await store.loadMatch(id))!.record.actions).toMatchObject([first!, third!]);
    await store.close();
  });

  it("an owner stopped (SIGSTOP) past its lease loses the match: the players go on with the new owner, and on SIGCONT the old one writes nothing, leaves the new lease alone and closes its room", async () => {
    const [p, q] = await Promise.all([startProcess(), startProcess()]);
    const { ana, bea, roomId } = await matchUnderway(p, q);
    const before = await leaseIn(5, roomId);
    expect(before.token).not.toBeNull();

    // p stalls; its lease lapses and q restores the match (players rejoin through q with their tokens).
    p.child.kill("SIGSTOP");
    const stoppedAt = Date.now();
    const [ana2, bea2] = [await rejoin(q, roomId, ana.welcome!.token!), await rejoin(q, roomId, bea.welcome!.token!)];
    const restoredMs = Date.now() - stoppedAt;
    await ana2.until(() => ana2.view !== null && ana2.welcome?.seat === ana.welcome!.seat, "Ana back on q");
    await bea2.until(() => bea2.view !== null && bea2.welcome?.seat === bea.welcome!.seat, "Bea back on q");
    const taken = await leaseIn(5, roomId);
    expect(taken.token).not.toBeNull();
    expect(taken.token).not.toBe(before.token);
    // The players go on with q: two more moves, then the match waits on a human again.
    const target = ana2.view!.seq + 2;
    let goOn = true;
    for (const c of [ana2, bea2]) {
      const act = () => goOn && c.myTurn && c.view!.seq < target && c.send("act", { action: pick(c.view!.legal), seq: c.view!.seq });
      c.listeners.push((type) => type === "view" && act());
      act();
    }
    await ana2.until(() => ana2.view!.seq >= target && (ana2.myTurn || bea2.myTurn), "two moves on q");
    goOn = false;
    // Moves sent to the stalled room wait in its sockets until it wakes: each would be a conflicting write.
    for (const c of [ana, bea]) if (c.view!.legal.length) c.send("act", { action: c.view!.legal[0], seq: c.view!.seq });
    const seqOnQ = ana2.view!.seq;

    const continuedAt = Date.now();
    p.child.kill("SIGCONT");
    await ana.until(() => ana.left !== null, "the old room closing Ana's connection");
    await bea.until(() => bea.left !== null, "the old room closing Bea's connection");
    const closedMs = Date.now() - continuedAt;
    expect([ana.left, bea.left]).toEqual([CLOSE_MOVED, CLOSE_MOVED]);
    await sleep(1000); // three renewal periods of the old owner
    const after = await leaseIn(5, roomId);
    expect(after.token).toBe(taken.token); // not deleted, not replaced
    expect(after.pttl).toBeGreaterThan(1000); // still renewed by q
    // Had the woken room stored a move, q's next insert at that number would have failed and closed q's room.
    expect(ana2.left).toBeNull();
    const shownAfterWaking = [ana, bea].flatMap((c) => c.received.filter((m) => m.type === "view" && (m.payload as { seq: number }).seq > seqOnQ));
    expect(shownAfterWaking).toEqual([]);

    // A join by code through either process reaches q's room (the old room removed nothing of it).
    const late = await TestClient.join(p.url, roomId, { token: ana.welcome!.token! });
    await late.until(() => late.view !== null && late.welcome !== null, "a rejoin through p");
    expect(late.view!.seq).toBeGreaterThanOrEqual(seqOnQ);
    await late.until(() => ana2.left !== null, "the rejoin replacing Ana's older connection");
    // A clean stop of the old owner does not free q's lease either.
    await stop(p);
    expect((await leaseIn(5, roomId)).token).toBe(taken.token);

    late.autoplay(pick);
    bea2.autoplay(pick);
    for (const c of [late, bea2]) if (c.myTurn) c.send("act", { action: c.view!.legal[0], seq: c.view!.seq });
    await late.until(() => late.view?.result != null, "the end on q", 30_000);
    const body = await (await fetch(`${q.url}/api/matches/${roomId}`)).json();
    expect(body.status).toBe("finished");
    const record = body.record as MatchRecord;
    expect(replay(race, JSON.parse(JSON.stringify(record))).result()).toEqual(late.view!.result);
    // Everything each player was shown, before, during and after the stall, is the stored history.
    const line = timeline(race, record);
    auditMessages(race, record, line, ana.welcome!.seat!, [...ana.received, ...ana2.received, ...late.received]);
    auditMessages(race, record, line, bea.welcome!.seat!, [...bea.received, ...bea2.received]);
    console.log(`cluster: SIGSTOP of the owner (lease ${LEASE_SECONDS} s): restored on the other process after ${restoredMs} ms; on SIGCONT the old room closed its players' connections (${CLOSE_MOVED}) within ${closedMs} ms`);
    await Promise.all([late.leave(), bea2.leave()]);
    await stop(q);
  }, 90_000);
});

/**
 * A running match stored directly, for the storage tests beside the running
 * processes: a lease held here keeps their scans from restoring it.
 */
async function storeTestMatch(store: Store, id: string, record: MatchRecord): Promise<void> {
  await redis(REDIS!, 5, ["SET", `gg:lease:${id}`, "the test", "PX", "60000"]);
  await store.createMatch({
    id, game: race.id, engineVersion: race.engineVersion, options: record.options, players: 2, seed: record.seed, seedCommitment: "-",
    seats: [{ playerId: "g_a", name: "A", bot: null }, { playerId: null, name: "B", bot: "random" }],
    config: { timeLimit: 30, visibility: "public", host: 0 }, createdAt: Date.now(),
  });
}

/** Joins `roomId` through `to` with a player's token, retrying until a process has the match (after a takeover). */
async function rejoin(to: Proc, roomId: string, token: string): Promise<TestClient> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      return await TestClient.join(to.url, roomId, { token });
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(100);
    }
  }
}

const leaseKey = (matchId: string) => `gg:lease:${matchId}`;
/** The lease's value and remaining milliseconds, read on Redis database `db`. */
async function leaseIn(db: number, matchId: string): Promise<{ token: string | null; pttl: number }> {
  const lines = (await redis(REDIS!, db, ["GET", leaseKey(matchId)], ["PTTL", leaseKey(matchId)])).split("\r\n");
  // Replies: +OK (SELECT), then $<n> <value> or $-1 (GET), then :<ms> (PTTL).
  const token = lines[1] === "$-1" ? null : lines[2]!;
  return { token, pttl: Number(lines.at(-2)!.slice(1)) };
}

describe.skipIf(!enabled)("leases on Redis", () => {
  const DB = 7;
  const presences: RedisPresence[] = [];
  const log = pino({ level: "silent" });
  /** One process's leases, on its own Redis connection as in each server process. */
  const processLeases = (seconds = 2): Leases => {
    const presence = new RedisPresence(withPath(REDIS!, `/${DB}`));
    presences.push(presence);
    return new Leases(presence, seconds, log);
  };

  beforeAll(() => redis(REDIS!, DB, ["FLUSHDB"]));
  afterAll(() => presences.forEach((p) => p.shutdown()));

  it("of several processes claiming a free lease at once exactly one gets it, and the key always expires", async () => {
    const processes = Array.from({ length: 5 }, () => processLeases());
    for (let round = 0; round < 20; round++) {
      const matchId = `claim-${round}`;
      const won = await Promise.all(processes.map((l) => l.claim(matchId)));
      expect(won.filter(Boolean)).toHaveLength(1);
      const { token, pttl } = await leaseIn(DB, matchId);
      expect(token).not.toBeNull();
      expect(pttl).toBeGreaterThan(0); // one SET … NX PX: never a key without expiry (-1)
      expect(pttl).toBeLessThanOrEqual(2000);
    }
  });

  it("a stale owner neither renews nor frees the new owner's lease, and learns it lost the match", async () => {
    const old = processLeases(1);
    const next = processLeases(1);
    old.start();
    next.start();
    let lost = 0;
    expect(await old.claim("stale")).toBe(true);
    old.onLost("stale", () => lost++);
    // The old owner's lease lapses (as while it was stopped) and the other process claims it.
    await redis(REDIS!, DB, ["DEL", leaseKey("stale")]);
    expect(await next.claim("stale")).toBe(true);
    const taken = await leaseIn(DB, "stale");
    await sleep(800); // more than two renewal periods of each
    expect(lost).toBe(1);
    expect(old.owns("stale")).toBe(false);
    await old.release("stale");
    await old.stop();
    const now = await leaseIn(DB, "stale");
    expect(now.token).toBe(taken.token);
    expect(now.pttl).toBeGreaterThan(500); // renewed by its owner, not deleted by the stale one
    expect(next.owns("stale")).toBe(true);
    await next.stop();
    expect((await leaseIn(DB, "stale")).token).toBeNull(); // its owner frees it
  });

  it("an owner whose event loop stalls past its lease stops owning the match before any write", async () => {
    const leases = processLeases(1);
    leases.start();
    let lost = false;
    expect(await leases.claim("stall")).toBe(true);
    leases.onLost("stall", () => (lost = true));
    expect(leases.owns("stall")).toBe(true);
    const stallUntil = Date.now() + 1100;
    while (Date.now() < stallUntil); // a stall: no renewal can run
    expect(leases.owns("stall")).toBe(false);
    expect(lost).toBe(true);
    await leases.stop();
  });
});

/**
 * A match held by `owner` (Ana through it, Bea through `other` but seated on
 * `owner`, a bot), 6 actions in and waiting on one of the humans; the SDK's
 * own reconnection is off, so the tests decide how the players come back.
 */
async function matchUnderway(owner: Proc, other: Proc): Promise<{ ana: TestClient; bea: TestClient; roomId: string }> {
  const ana = await TestClient.create(owner.url, { game: race.id, seats: 3, timeLimit: 120, options: { cards: 5 } }, "Ana");
  const roomId = ana.room.roomId;
  const bea = await TestClient.join(other.url, roomId, { name: "Bea" });
  ana.send("addBot", { level: "random" });
  await ana.until(() => ana.info?.seats.every((s) => s.human || s.bot) ?? false, "a full table");
  let playing = true;
  for (const c of [ana, bea]) {
    c.listeners.push((type) => {
      if (playing && type === "view" && c.myTurn && c.view!.seq < 6) c.send("act", { action: pick(c.view!.legal), seq: c.view!.seq });
    });
  }
  ana.send("start");
  await ana.until(() => (ana.view?.seq ?? 0) >= 6 && (ana.myTurn || bea.myTurn), "part of the match");
  playing = false;
  for (const c of [ana, bea]) c.room.reconnection.enabled = false;
  return { ana, bea, roomId };
}

/**
 * A match on `from` (Ana through `from`, Bea through `to`, a bot), part of it
 * played, then `from` gets `signal`; both players rejoin through `to` with
 * their tokens until it has restored the match, and finish it. Returns the
 * milliseconds from the signal to Ana's seat back.
 */
async function takeover(from: Proc, to: Proc, signal: NodeJS.Signals): Promise<number> {
  const { ana, bea, roomId } = await matchUnderway(from, to);
  const exited = new Promise((resolve) => from.child.once("exit", resolve));
  const signalledAt = Date.now();
  from.child.kill(signal);
  await exited;
  // A clean stop frees the lease at once; a killed process leaves it to lapse.
  const lease = await redis(REDIS!, 5, ["EXISTS", `gg:lease:${roomId}`]);
  expect(lease.endsWith(signal === "SIGTERM" ? ":0\r\n" : ":1\r\n")).toBe(true);
  expect(ana.view!.result).toBeNull();
  const seenBefore = { ana: [...ana.received], bea: [...bea.received] };

  // `to` takes the match over once the lease is free; until then a join by code fails.
  const ana2 = await rejoin(to, roomId, ana.welcome!.token!);
  const restoredAfterMs = Date.now() - signalledAt;
  const bea2 = await rejoin(to, roomId, bea.welcome!.token!);
  // The lobby still answers through the survivor (Colyseus drops the dead process's lobby room).
  const lobby = await lobbyRooms(to.url);
  await lobby.ready;
  await lobby.room.leave();
  await ana2.until(() => ana2.view !== null && ana2.welcome !== null, "Ana back");
  await bea2.until(() => bea2.view !== null && bea2.welcome !== null, "Bea back");
  expect(ana2.welcome!.seat).toBe(ana.welcome!.seat);
  expect(bea2.welcome!.seat).toBe(bea.welcome!.seat);
  expect(ana2.view!.seq).toBeGreaterThanOrEqual(ana.view!.seq); // no finished move was lost
  ana2.autoplay(pick);
  bea2.autoplay(pick);
  for (const c of [ana2, bea2]) if (c.myTurn) c.send("act", { action: c.view!.legal[0], seq: c.view!.seq });
  await ana2.until(() => ana2.view?.result != null, "the end after the takeover", 30_000);

  const body = await (await fetch(`${to.url}/api/matches/${roomId}`)).json();
  expect(body.status).toBe("finished");
  const record = body.record as MatchRecord;
  expect(replay(race, JSON.parse(JSON.stringify(record))).result()).toEqual(ana2.view!.result);
  const line = timeline(race, record);
  auditMessages(race, record, line, ana.welcome!.seat!, [...seenBefore.ana, ...ana2.received]);
  auditMessages(race, record, line, bea.welcome!.seat!, [...seenBefore.bea, ...bea2.received]);
  await Promise.all([ana2.leave(), bea2.leave()]);
  return restoredAfterMs;
}
