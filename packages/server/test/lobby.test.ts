/**
 * The lobby lists public tables waiting for players and tables in play, live:
 * a table appears when it opens, leaves the list while it is full, comes back
 * as playing when it starts (its rounds counted as they are scored), and goes
 * when the match ends. Real server, real SDK clients.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, type Room } from "@colyseus/sdk";
import { matchMaker } from "@colyseus/core";
import type { RunningServer } from "../src/index.ts";
import type { Listing, LobbyMessageMap } from "../src/protocol.ts";
import { TestClient, startTestServer } from "./helpers.ts";

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

/** A lobby client's picture of the list, kept up to date by `rooms`, `+` and `-`. */
async function watchLobby(url: string): Promise<{ room: Room; listed: Map<string, Listing>; until(pred: () => boolean, what: string): Promise<void> }> {
  const room = await new Client(url).join("lobby");
  const listed = new Map<string, Listing>();
  room.onMessage("rooms", (rooms: LobbyMessageMap["rooms"]) => {
    listed.clear();
    for (const r of rooms) listed.set(r.roomId, r);
  });
  room.onMessage("+", (r: LobbyMessageMap["+"]) => void listed.set(r.roomId, r));
  room.onMessage("-", (id: LobbyMessageMap["-"]) => void listed.delete(id));
  const until = async (pred: () => boolean, what: string) => {
    const deadline = Date.now() + 10_000;
    while (!pred()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return { room, listed, until };
}

describe("the lobby", () => {
  it("shows a public table waiting, then in play with its rounds, and drops it when the match ends", async () => {
    const lobby = await watchLobby(server.url);
    const host = await TestClient.create(server.url, { game: "oh-hell", seats: 3, timeLimit: 120 }, "Ana");
    const id = host.room.roomId;
    await lobby.until(() => lobby.listed.get(id)?.freeSeats === 2, "the open table");
    expect(lobby.listed.get(id)).toMatchObject({ status: "waiting", game: "oh-hell", seats: 3, players: ["Ana"], host: "Ana", startedAt: null, roundsPlayed: 0 });

    // Full and not started: nobody can join, so it is not listed…
    host.send("addBot", { level: "random" });
    host.send("addBot", { level: "random" });
    await lobby.until(() => !lobby.listed.has(id), "the full table unlisted");

    // …until it starts: then it is listed to watch. Ana plays through the first
    // scored round, then stops, so the match waits for her (bots are instant here).
    let scored = false;
    host.listeners.push((type) => {
      if (type !== "view") return;
      scored ||= host.view!.events.some((e) => e.type === "roundScored");
      if (host.myTurn && !scored) host.send("act", { action: host.view!.legal[0], seq: host.view!.seq });
    });
    host.send("start");
    await lobby.until(() => lobby.listed.get(id)?.status === "playing", "the table in play");
    const playing = lobby.listed.get(id)!;
    expect(playing.freeSeats).toBe(0);
    expect(playing.players).toEqual(["Ana", "Bot 2 (random)", "Bot 3 (random)"]);
    expect(playing.startedAt).toBeGreaterThan(Date.now() - 60_000);

    // A lobby opened now, and the HTTP lobby, list it the same way.
    const late = await watchLobby(server.url);
    await late.until(() => late.listed.get(id)?.status === "playing", "the table in play, for a late lobby");
    const http = (await (await fetch(`${server.url}/api/rooms`)).json()) as Listing[];
    expect(http.find((r) => r.roomId === id)?.status).toBe("playing");

    // Scored rounds reach the lobby as they happen.
    await lobby.until(() => (lobby.listed.get(id)?.roundsPlayed ?? 0) >= 1, "a scored round in the listing");
    expect(late.listed.get(id)?.roundsPlayed).toBe(lobby.listed.get(id)?.roundsPlayed);

    // Anyone may watch it from the lobby.
    const watcher = await TestClient.join(server.url, id, { spectate: true });
    await watcher.until(() => watcher.view?.seat === "spectator", "a spectator view");

    host.send("end");
    await lobby.until(() => !lobby.listed.has(id), "the finished table gone");
    await late.until(() => !late.listed.has(id), "the finished table gone, for the late lobby");
    const after = (await (await fetch(`${server.url}/api/rooms`)).json()) as Listing[];
    expect(after.some((r) => r.roomId === id)).toBe(false);
    await Promise.all([host.leave(), watcher.leave(), lobby.room.leave(), late.room.leave()]);
  });

  it("never lists a private table, waiting or in play", async () => {
    const lobby = await watchLobby(server.url);
    const open = await TestClient.create(server.url, { game: "test-race", seats: 2 });
    const secret = await TestClient.create(server.url, { game: "test-race", seats: 2, visibility: "private" });
    secret.send("addBot", {});
    secret.send("start");
    await secret.until(() => secret.info?.status === "playing", "the private match started");
    await lobby.until(() => lobby.listed.has(open.room.roomId), "the public table");
    expect(lobby.listed.has(secret.room.roomId)).toBe(false);
    await Promise.all([open.leave(), secret.leave(), lobby.room.leave()]);
  });
});

describe("the lobby room itself", () => {
  it("is created by the server alone: clients can only join it (a create asked over HTTP is refused, and no second lobby appears)", async () => {
    const lobbies = async () => (await matchMaker.query({ name: "lobby" })).length;
    expect(await lobbies()).toBe(1);
    for (let i = 0; i < 4; i++) {
      for (const method of ["create", "joinOrCreate"]) {
        const res = await fetch(`${server.url}/matchmake/${method}/lobby`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
        if (method === "create") expect(res.status).toBeGreaterThanOrEqual(400);
      }
    }
    expect(await lobbies()).toBe(1);
    // Joining still works, and reaches the one lobby.
    const room = await new Client(server.url).join("lobby");
    expect(room.roomId).toBe((await matchMaker.query({ name: "lobby" }))[0]!.roomId);
    await room.leave();
  });
});
