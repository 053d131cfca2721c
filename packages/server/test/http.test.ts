import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.ts";
import { TestClient, startTestServer } from "./helpers.ts";

const web = mkdtempSync(join(tmpdir(), "gg-web-"));
writeFileSync(join(web, "index.html"), "<!doctype html><title>GG</title>");
writeFileSync(join(web, "app.js"), "console.log('gg')");

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ staticDir: web });
});
afterAll(async () => {
  await server?.close();
  rmSync(web, { recursive: true, force: true });
});

describe("HTTP", () => {
  it("reports health and Prometheus metrics", async () => {
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    const healthBody = await health.json();
    expect(healthBody.ok).toBe(true);
    expect(healthBody).toEqual({ ok: true, rooms: expect.any(Number), uptimeSeconds: expect.any(Number) });
    const host = await TestClient.create(server.url, { game: "test-race", seats: 2 });
    host.send("addBot", {});
    host.send("start");
    await host.until(() => host.myTurn);
    host.send("act", { action: host.view!.legal[0] });
    await host.until(() => host.view!.seq >= 2);
    const text = await (await fetch(`${server.url}/metrics`)).text();
    for (const name of ["gg_rooms", "gg_seats", "gg_bots_active", "gg_messages_total", "gg_action_latency_seconds_bucket"]) expect(text).toContain(name);
    expect(text).toMatch(/gg_rooms\{status="playing"\} 1/);
    expect(text).toMatch(/gg_bots_active 1/);
    expect(text).toMatch(/gg_action_latency_seconds_count [1-9]/);

    // A running match's record (and so its seed) is not published.
    const running = await fetch(`${server.url}/api/matches/${host.room.roomId}`);
    expect(running.status).toBe(409);
    const body = await running.json();
    expect(body.code).toBe("MATCH_RUNNING");
    expect(JSON.stringify(body)).not.toContain('"seed"');
    expect(body.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    // The summary, and how many actions were played, without the record.
    expect(Object.keys(body).sort()).toEqual(["actions", "code", "createdAt", "game", "id", "message", "seats", "seedCommitment", "status"]);
    expect(body).toMatchObject({ id: host.room.roomId, status: "running", game: "test-race", seats: [{ playerId: host.welcome!.playerId, bot: null }, { playerId: null, bot: expect.any(String) }] });
    expect(body.actions).toBeGreaterThanOrEqual(2);

    // The player's history (asked with the player's token) lists the running match, with no result yet.
    const history = await (await fetch(`${server.url}/api/players/${host.welcome!.playerId}/matches`, { headers: { authorization: `Bearer ${host.welcome!.token}` } })).json();
    expect(history).toEqual([
      { matchId: host.room.roomId, game: "test-race", status: "running", seat: 0, score: null, rank: null, winner: false, createdAt: expect.any(Number), finishedAt: null },
    ]);
    await host.leave();
  });

  it("lists games, issues guest tokens, 404s unknown API routes", async () => {
    const games = await (await fetch(`${server.url}/api/games`)).json();
    expect(games.map((g: { id: string }) => g.id)).toContain("test-race");
    // Each number option's bounds come from the game's schema, so a form can hold them before sending.
    expect(games.find((g: { id: string }) => g.id === "test-race").bounds).toEqual({ cards: { min: 1, max: 5, step: 1 } });
    const guest = await (await fetch(`${server.url}/api/guests`, { method: "POST" })).json();
    expect(guest.token.startsWith(guest.playerId + ".")).toBe(true);
    expect(Object.keys(guest).sort()).toEqual(["playerId", "token"]);
    expect((await fetch(`${server.url}/api/matches/none`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/nothing`)).status).toBe(404);
    // Every refusal is { code, message }.
    for (const path of ["/api/matches/none", "/api/rooms/none", "/api/nothing"]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: "NOT_FOUND", message: expect.any(String) });
    }
  });

  it("serves the web client, with index.html for client-side routes", async () => {
    expect(await (await fetch(`${server.url}/app.js`)).text()).toContain("gg");
    const invite = await fetch(`${server.url}/join/abc`);
    expect(invite.headers.get("content-type")).toContain("text/html");
    expect(await invite.text()).toContain("<title>GG</title>");
    expect((await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`)).status).not.toBe(500);
  });
});
