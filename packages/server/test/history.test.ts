/**
 * A player's history, as others see it: a player id is public (every public
 * table shows its seats' ids), and a match id is its room's code, so the
 * history must not hand strangers the code of a running or private table.
 * Real server, real SDK clients, plain HTTP requests with and without tokens.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.ts";
import type { HistoryEntry } from "../src/protocol.ts";
import { TestClient, startTestServer } from "./helpers.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

async function history(playerId: string, token?: string | null): Promise<string[]> {
  const res = await fetch(`${server.url}/api/players/${playerId}/matches`, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(res.status).toBe(200);
  return ((await res.json()) as HistoryEntry[]).map((h) => h.matchId).sort();
}

/** Ana (with `token`) and Cid at a table of `visibility`, started; played to the end when `finish`. */
async function table(visibility: "public" | "private", finish: boolean, token?: string): Promise<{ id: string; ana: TestClient; cid: TestClient }> {
  const ana = await TestClient.create(server.url, { game: "test-race", seats: 2, visibility, timeLimit: visibility === "private" ? null : 120, options: { cards: 1 }, token }, "Ana");
  const cid = await TestClient.join(server.url, ana.room.roomId, { name: "Cid" });
  await cid.until(() => cid.welcome !== null);
  if (finish) {
    ana.autoplay();
    cid.autoplay();
  }
  ana.send("start");
  await ana.until(() => ana.view !== null && (!finish || ana.view.result !== null), finish ? "the end" : "the deal");
  return { id: ana.room.roomId, ana, cid };
}

describe("a player's history", () => {
  it("shows strangers only finished public matches; co-seats a private one they sat in; the player, with their token, everything", async () => {
    const first = await table("public", false);
    const ana = first.ana.welcome!;
    const privateRunning = await table("private", false, ana.token!);
    const privateDone = await table("private", true, ana.token!);
    const publicDone = await table("public", true, ana.token!);
    const stranger = await (await fetch(`${server.url}/api/guests`, { method: "POST" })).json();

    // Without a token, or with a stranger's: the finished public match alone.
    expect(await history(ana.playerId)).toEqual([publicDone.id]);
    expect(await history(ana.playerId, stranger.token)).toEqual([publicDone.id]);
    // A forged token is nobody.
    expect(await history(ana.playerId, `${ana.playerId}.forged`)).toEqual([publicDone.id]);
    // Cid sat at the finished private table: he sees it in Ana's history, never the running ones.
    expect(await history(ana.playerId, privateDone.cid.welcome!.token)).toEqual([publicDone.id, privateDone.id].sort());
    // Ana, with her token: every match of hers.
    expect(await history(ana.playerId, ana.token)).toEqual([first.id, privateRunning.id, privateDone.id, publicDone.id].sort());

    for (const t of [first, privateRunning, privateDone, publicDone]) await Promise.all([t.ana.leave(), t.cid.leave()]);
  });
});
