/**
 * Every registered game (games that land later are covered automatically):
 * a full match between SDK clients, a bot and a spectator, then the leak
 * audit over every message every client received.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botLevels, nearestPlayerCount, playMatch, replay, type MatchRecord } from "@gg/core";
import { parseFairSeed, verifyRecord } from "@gg/core";
import type { RunningServer } from "../src/index.ts";
import { auditMessages, timeline } from "./audit.ts";
import { TEST_GAMES, TestClient, startTestServer } from "./helpers.ts";
import { race } from "./fixtures/race.ts";

let server: RunningServer;
beforeAll(async () => {
  // Bots decide on a bot thread here (the registered games), on the main thread for the test game.
  // Provably fair seeds here, so every record must pass `gg verify`'s check.
  server = await startTestServer({ botWorkers: 1, fairSeeds: true });
});
afterAll(async () => {
  await server?.close();
});

/** On a stall, show what each client last saw: whose turn, which deadlines, which errors. */
function stalled(players: readonly TestClient[], error: unknown): never {
  for (const p of players) console.error(JSON.stringify({ seat: p.seat, seq: p.view?.seq, active: p.view?.active, legal: p.view?.legal, deadlines: p.view?.deadlines, errors: p.errors.slice(-3), seats: p.info?.seats }));
  throw error;
}

const randomChoice = (legal: readonly unknown[]) => legal[Math.floor(Math.random() * legal.length)];

describe.each(TEST_GAMES.map((game) => [game.id, game] as const))("%s over the server", (_id, game) => {
  it("plays a full match between SDK clients and a bot; no message shows a hidden card", async () => {
    const seats = nearestPlayerCount(game, 3);
    const humans = Math.min(2, seats);
    const host = await TestClient.create(server.url, { game: game.id, seats, timeLimit: 120, clientSeed: "host's own words" }, "Host");
    const players = [host];
    for (let i = 1; i < humans; i++) players.push(await TestClient.join(server.url, host.room.roomId, { name: `P${i}` }));
    const level = botLevels(game).includes("rules") ? "rules" : "random";
    for (let i = humans; i < seats; i++) host.send("addBot", { level });
    const watcher = await TestClient.join(server.url, host.room.roomId, { spectate: true });
    await host.until(() => host.info?.seats.every((s) => s.human || s.bot) ?? false, "every seat taken");
    for (const p of players) p.autoplay(randomChoice);
    host.send("start");
    for (const c of [...players, watcher]) await c.until(() => c.view?.result != null, `${game.id}: the end`, 60_000).catch((error) => stalled(players, error));
    // Autoplay may answer the same decision twice (two views in flight); the seq catches it.
    for (const p of players) expect(p.errors.filter((e) => e.code !== "STALE_VIEW")).toEqual([]);

    const body = await (await fetch(`${server.url}/api/matches/${host.room.roomId}`)).json();
    expect(body.status).toBe("finished");
    const record = body.record as MatchRecord;
    expect(replay(game, record).result()).toEqual(host.view!.result);
    expect(record.seedCommitment).toBe(host.info!.seedCommitment);
    expect(parseFairSeed(record.seed)?.clientSeeds).toEqual(["host's own words"]);
    expect(verifyRecord(game, JSON.parse(JSON.stringify(record)))).toEqual({ valid: true, actions: record.actions.length });
    const line = timeline(game, record);
    let checked = 0;
    for (const p of players) checked += auditMessages(game, record, line, p.seat!, p.received);
    checked += auditMessages(game, record, line, "spectator", watcher.received);
    expect(checked).toBeGreaterThan(record.actions.length);
    await Promise.all([...players, watcher].map((c) => c.leave()));
  });
});

describe("bot threads", () => {
  it("made the registered games' bot decisions", async () => {
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    const thread = Number(metrics.match(/gg_bot_decisions_total\{where="thread"\} (\d+)/)?.[1] ?? 0);
    expect(thread).toBeGreaterThan(TEST_GAMES.length > 1 ? 10 : -1);
  });
});

describe("the leak audit", () => {
  it("catches a message showing another seat's hand", () => {
    const { record } = playMatch(race, { players: 2, seed: "audit" });
    const line = timeline(race, record);
    const honest = { seq: 0, seat: 0, view: race.view(line.states[0] as never, 0), events: [], active: [0], deadlines: {}, legal: race.legalActions(line.states[0] as never, 0), result: null };
    expect(auditMessages(race, record, line, 0, [{ type: "view", payload: honest }])).toBe(1);
    const theirs = race.view(line.states[0] as never, 1);
    expect(() => auditMessages(race, record, line, 0, [{ type: "view", payload: { ...honest, view: theirs } }])).toThrow();
    expect(() => auditMessages(race, record, line, 0, [{ type: "room", payload: { note: theirs } }])).toThrow(/another seat's cards/);
  });
});
