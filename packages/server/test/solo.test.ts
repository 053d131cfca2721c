/**
 * One player alone (Solitaire): a one-seat room starts as its player sits
 * down, with no bot and no "start"; the match is stored, replays and
 * verifies. And a race whose time runs out is ended by the server exactly
 * as the host would end it (the game's `matchTimeLimitMs`).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replay, verifyRecord, type MatchRecord } from "@gg/core";
import { getGame } from "@gg/games";
import type { RunningServer } from "../src/index.ts";
import { TestClient, startTestServer } from "./helpers.ts";

const solitaire = getGame("solitaire");
let server: RunningServer;
beforeAll(async () => {
  // A 10-minute race lasts 0.6 s here.
  server = await startTestServer({ fairSeeds: true, timeScale: 0.001 });
});
afterAll(async () => {
  await server?.close();
});

async function record(roomId: string): Promise<{ status: string; record: MatchRecord }> {
  return (await fetch(`${server.url}/api/matches/${roomId}`)).json();
}

describe("one player", () => {
  it("a one-seat room starts at once, plays alone to the end, and its record replays and verifies", async () => {
    const player = await TestClient.create(server.url, { game: "solitaire", seats: 1, options: { winnableDeals: false } }, "Alone");
    await player.until(() => player.view !== null, "the deal, without a start");
    expect(player.info!.status).toBe("playing");
    expect(player.info!.seats).toHaveLength(1);
    expect(player.info!.seats[0]!.bot).toBeNull();
    // A few moves, then the player stops: the game ends without a win.
    for (let n = 0; n < 3; n++) {
      const seq = player.view!.seq;
      player.send("act", { action: { type: "draw" }, seq });
      await player.until(() => player.view!.seq > seq, "the draw");
    }
    player.send("act", { action: { type: "stop" }, seq: player.view!.seq });
    await player.until(() => player.view?.result != null, "the end");
    expect(player.view!.result).toEqual({ scores: [0], winners: [], ranks: [1] });
    expect(player.errors).toEqual([]);

    const body = await record(player.room.roomId);
    expect(body.status).toBe("finished");
    expect(body.record.players).toBe(1);
    expect(body.record.actions.map((a) => a.action.type)).toEqual(["draw", "draw", "draw", "stop"]);
    expect(replay(solitaire, body.record).result()).toEqual(player.view!.result);
    expect(verifyRecord(solitaire, JSON.parse(JSON.stringify(body.record)))).toEqual({ valid: true, actions: 4 });
    await player.leave();
  });

  it("a race's time limit ends it as the host's end would: recorded, and the highest score wins", async () => {
    const host = await TestClient.create(server.url, { game: "solitaire", seats: 2, timeLimit: 120, options: { winnableDeals: false, raceMinutes: 10 } }, "Host");
    const rival = await TestClient.join(server.url, host.room.roomId, { name: "Rival" });
    await host.until(() => host.info?.seats.every((s) => s.human) ?? false, "both seated");
    host.send("start");
    await host.until(() => host.view?.result != null, "time-up", 20_000);
    expect(host.view!.result).toMatchObject({ endedByHost: true });
    const body = await record(host.room.roomId);
    expect(body.record.actions.at(-1)).toMatchObject({ seat: "host", action: { type: "endGame" } });
    expect(replay(solitaire, body.record).result()).toEqual(host.view!.result);
    await Promise.all([host.leave(), rival.leave()]);
  });
});
