import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.ts";
import { CLOSE_ABUSE, CLOSE_REPLACED } from "../src/protocol.ts";
import { replay, type AnyGame, type MatchRecord } from "@gg/core";
import { TEST_GAMES, TestClient, sleep, startTestServer } from "./helpers.ts";

let server: RunningServer;
beforeAll(async () => {
  // 15 s decisions become 150 ms; the test game's 2 s window becomes 20 ms.
  server = await startTestServer({ timeScale: 0.01, reconnectSeconds: 5, abandonSeconds: 0, rateLimit: { perSecond: 50, burst: 50, strikes: 20 } });
});
afterAll(async () => {
  await server?.close();
});

async function twoPlayers(options: Record<string, unknown> = {}): Promise<[TestClient, TestClient]> {
  const a = await TestClient.create(server.url, { game: "test-race", seats: 2, timeLimit: 15, ...options }, "Ana");
  const b = await TestClient.join(server.url, a.room.roomId, { name: "Bea" });
  await b.until(() => b.welcome !== null);
  return [a, b];
}

describe("decision clocks", () => {
  it("shows a deadline; on time-out the bot plays and the seat is away until 'back'", async () => {
    const [a, b] = await twoPlayers();
    b.autoplay();
    a.send("start");
    await a.until(() => a.myTurn, "Ana's turn");
    const deadline = a.view!.deadlines["0"]!;
    expect(deadline).toBeGreaterThan(Date.now() - 50);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 200);
    // Ana does nothing: the bot plays her card and marks her away.
    await a.until(() => a.info!.seats[0]!.away, "Ana marked away");
    await a.until(() => a.view!.seq >= 1);
    expect(a.view!.deadlines["0"]).toBeUndefined();
    a.send("act", { action: { type: "play", card: "2C" } });
    expect((await a.nextError()).code).toBe("AWAY");
    await a.until(() => a.view!.seq >= 3, "the bot keeps playing for Ana");
    a.send("back");
    await a.until(() => !a.info!.seats[0]!.away, "Ana back");
    a.autoplay();
    await a.until(() => a.view!.result !== null, "the end");
    const record = await (await fetch(`${server.url}/api/matches/${a.room.roomId}`)).json();
    expect(record.record.actions).toHaveLength(6);
    await a.leave();
    await b.leave();
  });

  it("applies the engine's own time-out answer in a timed window without marking the seat away", async () => {
    const [a, b] = await twoPlayers({ options: { confirm: true, cards: 1 } });
    a.autoplay((legal) => legal.find((x) => (x as { type: string }).type === "play"));
    b.autoplay((legal) => legal.find((x) => (x as { type: string }).type === "play"));
    a.send("start");
    await a.until(() => a.view?.result != null, "the end");
    const record = await (await fetch(`${server.url}/api/matches/${a.room.roomId}`)).json();
    expect(record.record.actions.map((x: { action: { type: string; ok?: boolean } }) => x.action.ok ?? x.action.type)).toEqual(["play", false, "play", false]);
    expect(a.info!.seats.every((s) => !s.away)).toBe(true);
    await a.leave();
    await b.leave();
  });

  it("GG Battle: an arrangement that times out is applied, and the seat is away (shown to all) until Back", async () => {
    // The engine states the time-out's answer (the shuffled default); the platform still counts the absence.
    const a = await TestClient.create(server.url, { game: "gg-battle", seats: 2, timeLimit: 15 }, "Ana");
    const b = await TestClient.join(server.url, a.room.roomId, { name: "Bea" });
    b.autoplay();
    a.send("start");
    await a.until(() => a.myTurn, "Ana's arrangement");
    expect(a.view!.deadlines["0"]! - Date.now()).toBeGreaterThan(300); // 90 s × 0.01, not the room's 15 s
    await b.until(() => b.info!.seats[0]!.away, "Ana shown away to Bea", 5_000);
    await a.until(() => a.info!.seats[0]!.away && a.view!.seq >= 2, "both arrangements applied, Ana away");
    expect(b.info!.seats[0]!.connected).toBe(true);
    a.send("act", { action: { type: "endTurn" } });
    expect((await a.nextError()).code).toBe("AWAY");
    a.send("back");
    await b.until(() => !b.info!.seats[0]!.away, "Ana back");
    await a.leave();
    await b.leave();
  });

  it("in a private room without a limit, nobody is timed out", async () => {
    const [a, b] = await twoPlayers({ visibility: "private", timeLimit: null });
    a.send("start");
    await a.until(() => a.myTurn);
    expect(a.view!.deadlines).toEqual({});
    await sleep(300);
    expect(a.info!.seats[0]!.away).toBe(false);
    expect(a.view!.seq).toBe(0);
    await a.leave();
    await b.leave();
  });
});

describe("connections", () => {
  it("disconnect → reconnecting → away once the grace is over, and the bot plays → reconnect with the Colyseus token → back", async () => {
    const [a, b] = await twoPlayers({ visibility: "private", timeLimit: null });
    b.autoplay();
    a.send("start");
    await a.until(() => a.myTurn);
    const token = a.room.reconnectionToken;
    a.room.reconnection.enabled = false; // the test reconnects by hand
    a.room.connection.close(4999, "network lost");
    await b.until(() => b.info!.seats[0]!.reconnecting && !b.info!.seats[0]!.away && !b.info!.seats[0]!.connected, "Ana shown reconnecting");
    await b.until(() => b.info!.seats[0]!.away && !b.info!.seats[0]!.reconnecting, "Ana away once the grace (1 s here) is over");
    await b.until(() => b.view!.seq >= 2, "the bot played Ana's turn despite no time limit");
    await a.reconnect(token);
    await b.until(() => b.info!.seats[0]!.connected, "Ana shown connected");
    await a.until(() => a.view !== null && a.info !== null);
    expect(a.info!.seats[0]!.away).toBe(true);
    a.send("back");
    await b.until(() => !b.info!.seats[0]!.away, "Ana back");
    a.autoplay();
    await a.until(() => a.view!.result !== null, "the end");
    await a.leave();
    await b.leave();
  });

  it("a new tab with the guest token takes the same seat; the old connection is closed", async () => {
    const [a, b] = await twoPlayers({ visibility: "private", timeLimit: null });
    a.send("start");
    await a.until(() => a.myTurn);
    const tab = await TestClient.join(server.url, a.room.roomId, { token: a.welcome!.token });
    await tab.until(() => tab.welcome !== null && tab.view !== null);
    expect(tab.welcome!.seat).toBe(0);
    expect(tab.welcome!.playerId).toBe(a.welcome!.playerId);
    expect(tab.view!.view).toEqual(a.view!.view);
    await a.until(() => a.left !== null, "the old tab closed");
    expect(a.left).toBe(CLOSE_REPLACED);
    tab.send("act", { action: tab.view!.legal[0] });
    await b.until(() => b.view!.seq === 1);
    // A forged token is just a new guest: the match has started, so no seat.
    await expect(TestClient.join(server.url, a.room.roomId, { token: a.welcome!.token!.slice(0, -2) + "xx" })).rejects.toThrow(/MATCH_STARTED/);
    await tab.leave();
    await b.leave();
  });

  it("a player who leaves is played by the bot to the end, and may come back with the token", async () => {
    const [a, b] = await twoPlayers({ options: { cards: 5 } });
    b.autoplay();
    a.send("start");
    await a.until(() => a.myTurn);
    const token = a.welcome!.token;
    await a.leave();
    await b.until(() => b.info!.seats[0]!.away && b.info!.host === 1, "Ana away, Bea host");
    await b.until(() => b.view!.seq >= 2);
    const again = await TestClient.join(server.url, b.room.roomId, { token });
    await again.until(() => again.welcome?.seat === 0 && again.info !== null);
    again.send("back");
    again.autoplay();
    await again.until(() => again.view?.result != null, "the end");
    await again.leave();
    await b.leave();
  });

  it("disconnects a client that keeps flooding", async () => {
    const [a, b] = await twoPlayers();
    for (let i = 0; i < 200; i++) a.send("back");
    await a.until(() => a.left !== null, "the flooder is disconnected");
    expect(a.left).toBe(CLOSE_ABUSE);
    expect(a.errors.some((e) => e.code === "RATE_LIMITED")).toBe(true);
    expect(b.left).toBeNull();
    await b.leave();
  });

  it("ends a match as the host would once every human has gone", async () => {
    const [a, b] = await twoPlayers({ options: { cards: 5 } });
    a.send("start");
    await a.until(() => a.myTurn);
    const roomId = a.room.roomId;
    await b.leave();
    await a.leave();
    let body: { status?: string; record?: { actions: { seat: unknown }[] } } = {};
    for (let i = 0; i < 100 && body.status !== "ended"; i++) {
      await sleep(20);
      body = await (await fetch(`${server.url}/api/matches/${roomId}`)).json();
    }
    expect(body.status).toBe("ended");
    expect(body.record!.actions.at(-1)!.seat).toBe("host");
  });
});

describe.each(TEST_GAMES.map((game) => [game.id, game] as const))("%s with an absent player", (_id, game: AnyGame) => {
  it("time-outs (the engine's own answers, then the bot) carry the match to its end", async () => {
    const host = await TestClient.create(server.url, { game: game.id, seats: game.minPlayers, timeLimit: 15 }, "Absent");
    for (let i = 1; i < game.minPlayers; i++) host.send("addBot", { level: "random" });
    await host.until(() => host.info?.seats.every((s) => s.human || s.bot) ?? false);
    host.send("start");
    await host.until(() => host.view !== null);
    await host.until(() => host.view?.result != null, `${game.id}: the end`, 60_000);
    expect(host.info!.seats[0]!.away).toBe(true);
    const body = await (await fetch(`${server.url}/api/matches/${host.room.roomId}`)).json();
    const record = body.record as MatchRecord;
    // Where the engine states a time-out answer for the absent seat's first decision, that is what was played.
    const index = record.actions.findIndex((a) => a.seat === 0);
    const before = replay(game, record, { until: index });
    const stated = game.timing?.(before.state, 0)?.onTimeout;
    if (stated !== undefined) expect(record.actions[index]!.action).toEqual(JSON.parse(JSON.stringify(stated)));
    expect(replay(game, record).result()).toEqual(host.view!.result);
    await host.leave();
  });
});
