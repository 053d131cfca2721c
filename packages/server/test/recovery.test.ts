/**
 * Crash recovery, for real: the server runs as a child process, SDK clients
 * play part of a match, the server is SIGKILLed and started again on the same
 * database; the players come back with their guest tokens, get their seats,
 * finish the match, and every view they saw before and after the crash is the
 * one the final record replays to.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { nearestPlayerCount, playMatch, replay, type MatchRecord } from "@gg/core";
import { auditMessages, timeline } from "./audit.ts";
import { openDatabase } from "../src/storage/db.ts";
import { Store } from "../src/storage/store.ts";
import { TEST_GAMES, TestClient, startTestServer } from "./helpers.ts";
import { race } from "./fixtures/race.ts";

const dir = mkdtempSync(join(tmpdir(), "gg-recovery-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

async function startChild(database = join(dir, "gg.sqlite")): Promise<{ child: ChildProcess; url: string }> {
  const entry = new URL("./fixtures/server-main.ts", import.meta.url).pathname;
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    env: { ...process.env, GG_DATABASE_URL: database },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = out.match(/LISTENING (\d+)/);
      if (m) resolve(Number(m[1]));
    });
    child.once("exit", (code) => reject(new Error(`server exited (${code}) before listening: ${out}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

const game = TEST_GAMES[0]!; // the first registered game (the test game until one lands)

describe("crash recovery", () => {
  it(`restores a ${game.id} match after SIGKILL; players reclaim their seats and finish it`, async () => {
    const first = await startChild();
    const seats = nearestPlayerCount(game, 3);
    const a = await TestClient.create(first.url, { game: game.id, seats, timeLimit: 120 }, "Ana");
    const b = await TestClient.join(first.url, a.room.roomId, { name: "Bea" });
    for (let i = 2; i < seats; i++) a.send("addBot", { level: "random" });
    await a.until(() => a.info?.seats.every((s) => s.human || s.bot) ?? false);
    const pick = (legal: readonly unknown[]) => legal[Math.floor(Math.random() * legal.length)];
    a.autoplay(pick);
    b.autoplay(pick);
    a.send("start");
    await a.until(() => (a.view?.seq ?? 0) >= 6, "part of the match");
    // A network drop and a reconnection with the Colyseus token, on a server
    // loaded as in production (Node 20 needs the WebSocket polyfill for this).
    const token = b.room.reconnectionToken;
    b.room.reconnection.enabled = false;
    b.room.connection.close(4999, "network lost");
    await a.until(() => a.info!.seats[b.welcome!.seat!]!.away, "Bea away");
    await b.reconnect(token);
    await b.until(() => b.info?.seats[b.welcome!.seat!]!.connected === true && b.view !== null, "Bea reconnected");
    b.send("back");
    await a.until(() => (a.view?.seq ?? 0) >= 12 || a.view?.result != null, "more of the match");
    a.room.reconnection.enabled = false; // the server is gone for good; tokens bring the players back
    b.room.reconnection.enabled = false;
    first.child.kill("SIGKILL");
    await new Promise((resolve) => first.child.once("exit", resolve));
    expect(a.view!.result).toBeNull();
    const seenBefore = { a: [...a.received], b: [...b.received] };

    const second = await startChild();
    const roomId = a.room.roomId;
    const a2 = await TestClient.join(second.url, roomId, { token: a.welcome!.token });
    const b2 = await TestClient.join(second.url, roomId, { token: b.welcome!.token });
    await a2.until(() => a2.view !== null && a2.welcome !== null);
    await b2.until(() => b2.view !== null && b2.welcome !== null);
    expect(a2.welcome!.seat).toBe(a.welcome!.seat);
    expect(b2.welcome!.seat).toBe(b.welcome!.seat);
    expect(a2.view!.seq).toBeGreaterThanOrEqual(a.view!.seq); // no finished move was lost
    a2.autoplay(pick);
    b2.autoplay(pick);
    if (a2.myTurn) a2.send("act", { action: a2.view!.legal[0] });
    if (b2.myTurn) b2.send("act", { action: b2.view!.legal[0] });
    await a2.until(() => a2.view?.result != null, "the end after recovery", 60_000);

    const body = await (await fetch(`${second.url}/api/matches/${roomId}`)).json();
    const record = body.record as MatchRecord;
    expect(body.status).toBe("finished");
    expect(replay(game, JSON.parse(JSON.stringify(record))).result()).toEqual(a2.view!.result);
    const line = timeline(game, record);
    auditMessages(game, record, line, a.welcome!.seat!, [...seenBefore.a, ...a2.received]);
    auditMessages(game, record, line, b.welcome!.seat!, [...seenBefore.b, ...b2.received]);
    await a2.leave();
    await b2.leave();
    second.child.kill("SIGTERM");
  });

  it("a graceful stop (SIGTERM) makes no move after the players are gone, and the match is restored", async () => {
    const database = join(dir, "graceful.sqlite");
    const first = await startChild(database);
    const a = await TestClient.create(first.url, { game: "test-race", seats: 3, timeLimit: 120, options: { cards: 5 } }, "Ana");
    a.send("addBot", { level: "random" });
    a.send("addBot", { level: "random" });
    await a.until(() => a.info?.seats.every((s) => s.human || s.bot) ?? false);
    a.send("start");
    await a.until(() => a.myTurn, "Ana's first turn");
    a.send("act", { action: a.view!.legal[0] });
    await a.until(() => a.view!.seq >= 3 && a.myTurn, "Ana's second turn");
    const seen = a.view!.seq;
    a.room.reconnection.enabled = false;
    first.child.kill("SIGTERM");
    expect(await new Promise((resolve) => first.child.once("exit", resolve))).toBe(0);
    // Ana was disconnected by the stop, but no bot played her seat on the way out.
    const store = await Store.open(await openDatabase(database));
    const stored = (await store.loadMatch(a.room.roomId))!;
    await store.close();
    expect(stored.status).toBe("running");
    expect(stored.record.actions).toHaveLength(seen);

    const second = await startChild(database);
    const back = await TestClient.join(second.url, a.room.roomId, { token: a.welcome!.token });
    await back.until(() => back.view !== null && back.info !== null);
    expect(back.view!.seq).toBe(seen);
    expect(back.info!.seats[0]!.away).toBe(false);
    back.autoplay();
    back.send("act", { action: back.view!.legal[0], seq: seen });
    await back.until(() => back.view?.result != null, "the end");
    await back.leave();
    second.child.kill("SIGTERM");
  });

  it("a crash between a match's last action and its standings: the restart stores the standings", async () => {
    const database = join(dir, "last-action.sqlite");
    const store = await Store.open(await openDatabase(database));
    const { record, result } = playMatch(race, { players: 2, seed: "late" });
    await store.createMatch({
      id: "lastaction01", game: race.id, engineVersion: race.engineVersion, options: record.options, players: 2, seed: record.seed,
      seedCommitment: "-", seats: [{ playerId: "g_a", name: "A", bot: null }, { playerId: null, name: "B", bot: "random" }],
      config: { timeLimit: 30, visibility: "public", host: 0 }, createdAt: Date.now(),
    });
    for (const [i, a] of record.actions.entries()) await store.appendAction("lastaction01", i, a);
    await store.close();
    const server = await startTestServer({ database });
    try {
      const body = await (await fetch(`${server.url}/api/matches/lastaction01`)).json();
      expect(body.status).toBe("finished");
      expect(body.result).toEqual(result);
    } finally {
      await server.close();
    }
  });
});
