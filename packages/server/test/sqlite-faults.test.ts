/**
 * SQLite failing under a running server: writes refused (a read-only or full
 * database) must show in `/healthz` and refuse the moves, never show them; and
 * nothing done to the files beside the database may kill the process (an
 * `-shm` file truncated under its memory mapping was a SIGBUS).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sqliteHandle } from "../src/storage/db.ts";
import { TestClient, sleep, startTestServer } from "./helpers.ts";

const dir = mkdtempSync(join(tmpdir(), "gg-sqlite-faults-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

async function health(url: string): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  const res = await fetch(`${url}/healthz`);
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t0 };
}

async function table(url: string): Promise<[TestClient, TestClient]> {
  const ana = await TestClient.create(url, { game: "test-race", seats: 2, visibility: "private", timeLimit: null, options: { cards: 5 } }, "Ana");
  const bea = await TestClient.join(url, ana.room.roomId, { name: "Bea" });
  await bea.until(() => bea.welcome !== null);
  ana.send("start");
  await bea.until(() => bea.view !== null && ana.view !== null, "the deal");
  return [ana, bea];
}

async function move(players: readonly TestClient[]): Promise<void> {
  const p = players.find((c) => c.myTurn)!;
  const seq = p.view!.seq;
  p.send("act", { action: p.view!.legal[0], seq });
  for (const c of players) await c.until(() => c.view!.seq > seq, "the move shown");
}

describe("SQLite faults", () => {
  it("writes refused: /healthz answers 503 within a second, a move is refused and never shown; both recover with the database", async () => {
    const server = await startTestServer({ database: join(dir, "readonly.sqlite") });
    try {
      const players = await table(server.url);
      await move(players);
      expect((await health(server.url)).status).toBe(200);
      // The database turns read-only under the server (as a remount or a full disk would refuse writes).
      const sqlite = sqliteHandle(server.context.store.db)!;
      sqlite.pragma("query_only = ON");
      const refused = await health(server.url);
      expect(refused.status).toBe(503);
      expect(refused.ms).toBeLessThan(1000);
      const p = players.find((c) => c.myTurn)!;
      const seq = p.view!.seq;
      const errors = p.errors.length;
      p.send("act", { action: p.view!.legal[0], seq });
      await p.until(() => p.errors.length > errors, "the move refused");
      await sleep(200);
      for (const c of players) expect(c.view!.seq).toBe(seq);
      sqlite.pragma("query_only = OFF");
      expect((await health(server.url)).status).toBe(200);
      await p.until(() => p.myTurn, "the turn still the player's");
      await move(players);
      for (const c of players) await c.leave();
    } finally {
      await server.close();
    }
  });

  it("an -shm file truncated or replaced beside the database does not kill the server: it keeps no mapped -shm", async () => {
    const database = join(dir, "shm.sqlite");
    const entry = new URL("./fixtures/server-main.ts", import.meta.url).pathname;
    const child = spawn(process.execPath, ["--import", "tsx", entry], { env: { ...process.env, GG_DATABASE_URL: database }, stdio: ["ignore", "pipe", "inherit"] });
    children.push(child);
    const port = await new Promise<number>((resolve, reject) => {
      let out = "";
      child.stdout!.on("data", (chunk: Buffer) => {
        const m = (out += chunk.toString()).match(/LISTENING (\d+)/);
        if (m) resolve(Number(m[1]));
      });
      child.once("exit", (code) => reject(new Error(`server exited (${code}) before listening`)));
    });
    const url = `http://127.0.0.1:${port}`;
    const players = await table(url);
    await move(players);
    // What a shared-memory WAL index would have mapped: gone, then an empty, unusable file in its place.
    const shm = `${database}-shm`;
    if (existsSync(shm)) truncateSync(shm, 0);
    else writeFileSync(shm, "");
    await move(players);
    await move(players);
    expect((await health(url)).status).toBe(200);
    expect(child.exitCode).toBeNull();
    expect(child.signalCode).toBeNull();
    for (const c of players) await c.leave();
    child.kill("SIGTERM");
  });
});
