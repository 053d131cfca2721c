/**
 * Browser test harness: builds the client once (fresh clones have no dist/),
 * starts the real GG server serving it on a free port with a temporary
 * SQLite file and instant bots, and launches Debian's Chromium.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { configFromEnv, startServer, type RunningServer, type ServerConfig } from "@gg/server";

export const WEB = new URL("..", import.meta.url).pathname;
export const DIST = join(WEB, "dist");
export const ARTIFACTS = join(WEB, "../../artifacts/web");
export const CHROMIUM = process.env.GG_CHROMIUM ?? "/usr/bin/chromium";

/** Missing Chromium: skip loudly on a developer machine, fail under CI. */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM)) return true;
  const text = `\n\n*** Chromium not found at ${CHROMIUM}: the web client's browser tests are SKIPPED. Install it with: apt-get install -y chromium ***\n\n`;
  if (process.env.CI === "true") throw new Error(text);
  console.warn(text);
  return false;
}

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/**
 * Runs `vite build` (as production: vitest sets NODE_ENV=test, which would bundle React's dev build) unless dist/ is newer than every source. Test files run in
 * parallel processes, so a lock directory makes the others wait for one build.
 */
export async function ensureBuilt(): Promise<void> {
  const lock = join(WEB, ".build-lock");
  // The bundle holds the client, @gg/core's card names and (for replays and rules) the games.
  const sources = () => Math.max(newest(join(WEB, "src")), statSync(join(WEB, "index.html")).mtimeMs, newest(join(WEB, "../core/src")), newest(join(WEB, "../games/src")));
  const fresh = () => existsSync(join(DIST, "index.html")) && statSync(join(DIST, "index.html")).mtimeMs > sources();
  for (let waited = 0; ; waited += 200) {
    if (fresh()) return;
    try {
      mkdirSync(lock);
    } catch {
      if (waited > 120_000) rmSync(lock, { recursive: true, force: true }); // a crashed build left it
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    try {
      if (!fresh()) {
        // Built aside, then swapped in, so a browser test already running keeps its files.
        const tmp = `${DIST}-${process.pid}`;
        execFileSync(process.execPath, [join(WEB, "../../node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn", "--outDir", tmp], { cwd: WEB, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
        rmSync(DIST, { recursive: true, force: true });
        renameSync(tmp, DIST);
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
    return;
  }
}

export interface World {
  readonly server: RunningServer;
  readonly browser: Browser;
  readonly url: string;
  close(): Promise<void>;
}

export async function startWorld(overrides: Partial<ServerConfig> = {}): Promise<World> {
  await ensureBuilt();
  const dir = mkdtempSync(join(tmpdir(), "gg-web-"));
  const server = await startServer(
    configFromEnv(
      {},
      {
        port: 0,
        host: "127.0.0.1",
        database: join(dir, "gg.sqlite"),
        secret: "web-test-secret",
        botDelayMs: 0,
        botJitter: 0,
        logLevel: process.env.GG_TEST_LOG ?? "silent",
        staticDir: DIST,
        rateLimit: { perSecond: 10_000, burst: 10_000, strikes: 10_000 },
        // The browser comes from 127.0.0.1 for every test: the server's per-address limits would refuse a busy file.
        limits: { connectionsPerAddress: 1e9, matchmakingPerMinute: 1e9, roomsPerMinute: 1e9, guestsPerMinute: 1e9, waitingRoomsPerPlayer: 1e9, trustProxy: 0 },
        ...overrides,
      },
    ),
  );
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    // Playwright gives every launch a fresh temporary profile (its own --user-data-dir).
    headless: true,
  });
  return {
    server,
    browser,
    url: server.url,
    async close() {
      await browser.close().catch(() => {});
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** A fresh browser profile (its own localStorage, so its own guest identity). */
export async function newPlayer(world: World, name: string, viewport: { width: number; height: number } = DESKTOP, locale = "en-US"): Promise<{ context: BrowserContext; page: Page }> {
  const context = await world.browser.newContext({ viewport, locale });
  await context.addInitScript((n) => {
    if (!localStorage.getItem("gg.name")) localStorage.setItem("gg.name", n);
  }, name);
  const page = await context.newPage();
  page.on("pageerror", (e) => console.error(`[${name}] page error:`, e));
  await page.goto(world.url + "/");
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  for (const [label, size] of [["390x844", PHONE], ["1280x800", DESKTOP]] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: join(ARTIFACTS, `${name}-${label}.png`), fullPage: false });
  }
}
