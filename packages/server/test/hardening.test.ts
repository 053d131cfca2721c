/**
 * What the server's HTTP answers let a browser, another site or a stranger
 * do: security headers on every answer (pages, API, matchmaking), no
 * cross-origin access unless listed and never with credentials, no framework
 * advertised, `/metrics` only with its token or from this machine, and no
 * internal error's words (a Redis failure) in an answer.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.ts";
import type { ServerConfig } from "../src/config.ts";
import { REDIS, withPath } from "./cluster-helpers.ts";
import { TcpProxy } from "./fixtures/proxy.ts";
import { startTestServer } from "./helpers.ts";

const web = mkdtempSync(join(tmpdir(), "gg-web-"));
writeFileSync(join(web, "index.html"), "<!doctype html><title>GG</title>");
afterAll(() => rmSync(web, { recursive: true, force: true }));

let server: RunningServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function start(overrides: Partial<ServerConfig> = {}): Promise<RunningServer> {
  server = await startTestServer({ staticDir: web, ...overrides });
  return server;
}

const createTable = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/matchmake/create/game`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ game: "test-race", seats: 2 }) });

describe("HTTP hardening", () => {
  it("every answer (page, client route, API, health, matchmaking, 404) carries the security headers and names no framework", async () => {
    const { url } = await start();
    const answers = await Promise.all([
      fetch(`${url}/`),
      fetch(`${url}/join/abcdefabcdef`),
      fetch(`${url}/api/games`),
      fetch(`${url}/api/nothing`),
      fetch(`${url}/healthz`),
      createTable(url),
    ]);
    for (const res of answers) {
      expect(res.status, res.url).toBeLessThan(500);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
      expect(res.headers.get("x-powered-by")).toBeNull();
      await res.arrayBuffer();
    }
  });

  it("another site gets no cross-origin access, and nobody gets it with credentials; a listed origin gets it alone", async () => {
    const { url } = await start({ allowedOrigins: ["https://friend.example"] });
    for (const origin of ["https://evil.example", "null", "https://friend.example.evil.example"]) {
      for (const res of [await fetch(`${url}/api/games`, { headers: { origin } }), await createTable(url, { origin }), await fetch(`${url}/matchmake/create/game`, { method: "OPTIONS", headers: { origin, "access-control-request-method": "POST" } })]) {
        expect(res.headers.get("access-control-allow-origin"), `${origin} ${res.url}`).toBeNull();
        expect(res.headers.get("access-control-allow-credentials")).toBeNull();
        await res.arrayBuffer();
      }
    }
    const friend = await fetch(`${url}/api/games`, { headers: { origin: "https://friend.example" } });
    expect(friend.headers.get("access-control-allow-origin")).toBe("https://friend.example");
    expect(friend.headers.get("access-control-allow-credentials")).toBeNull();
    expect(friend.headers.get("vary")).toMatch(/Origin/);
  });

  it("/metrics: without a token only straight from this machine (not relayed by a proxy); with one, only to its bearer", async () => {
    const local = await start();
    expect((await fetch(`${local.url}/metrics`)).status).toBe(200);
    const relayed = await fetch(`${local.url}/metrics`, { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(relayed.status).toBe(403);
    expect(await relayed.json()).toEqual({ code: "FORBIDDEN", message: expect.any(String) });
    await local.close();

    const guarded = await start({ metricsToken: "s3cret-metrics" });
    expect((await fetch(`${guarded.url}/metrics`)).status).toBe(403);
    expect((await fetch(`${guarded.url}/metrics`, { headers: { authorization: "Bearer wrong" } })).status).toBe(403);
    const ok = await fetch(`${guarded.url}/metrics`, { headers: { authorization: "Bearer s3cret-metrics" } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("gg_rooms");
  });

  it.skipIf(!REDIS)("an internal failure (Redis gone) answers INTERNAL, not the failure's own words", async () => {
    const proxy = await TcpProxy.to(REDIS!);
    try {
      const { url } = await start({ redis: withPath(proxy.proxied(REDIS!), "/8"), publicAddress: null });
      await proxy.down();
      const res = await createTable(url);
      const text = await res.text();
      expect(res.status).toBe(500);
      expect(text).toContain("INTERNAL");
      expect(text).not.toMatch(/redis|ECONN|retries|stream|connection/i);
      await proxy.up(); // Redis back, so the server stops without waiting out its retries
    } finally {
      await server?.close().catch(() => {});
      server = null;
      await proxy.close();
    }
  }, 90_000);
});
