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
    expect((await health.json()).ok).toBe(true);
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
    await host.leave();
  });

  it("lists games, issues guest tokens, 404s unknown API routes", async () => {
    const games = await (await fetch(`${server.url}/api/games`)).json();
    expect(games.map((g: { id: string }) => g.id)).toContain("test-race");
    const guest = await (await fetch(`${server.url}/api/guests`, { method: "POST" })).json();
    expect(guest.token.startsWith(guest.playerId + ".")).toBe(true);
    expect((await fetch(`${server.url}/api/matches/none`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/nothing`)).status).toBe(404);
  });

  it("serves the web client, with index.html for client-side routes", async () => {
    expect(await (await fetch(`${server.url}/app.js`)).text()).toContain("gg");
    const invite = await fetch(`${server.url}/join/abc`);
    expect(invite.headers.get("content-type")).toContain("text/html");
    expect(await invite.text()).toContain("<title>GG</title>");
    expect((await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`)).status).not.toBe(500);
  });
});
