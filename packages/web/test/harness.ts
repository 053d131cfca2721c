/**
 * Browser test harness: the real GG server serving the built client on a free port with a
 * temporary SQLite file and instant bots, and Debian's Chromium (the run's shared one under
 * vitest: see chromium.ts). One world per test file; each player is a fresh browser context.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { errors, type Browser, type BrowserContext, type Page } from "playwright-core";
import { configFromEnv, startServer, type RunningServer, type ServerConfig } from "@gg/server";
import { DIST, ensureBuilt, WEB } from "./build.ts";
import { openBrowser } from "./chromium.ts";

export { DIST, ensureBuilt, WEB } from "./build.ts";
export { CHROMIUM, chromiumAvailable } from "./chromium.ts";
export const ARTIFACTS = join(WEB, "../../artifacts/web");

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
        limits: { connectionsPerAddress: 1e9, matchmakingPerMinute: 1e9, roomsPerMinute: 1e9, guestsPerMinute: 1e9, accountAttemptsPerMinute: 1e9, waitingRoomsPerPlayer: 1e9, trustProxy: 0 },
        ...overrides,
      },
    ),
  );
  const browser = await openBrowser();
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
export async function newPlayer(world: Pick<World, "browser" | "url">, name: string, viewport: { width: number; height: number } = DESKTOP, locale = "en-US"): Promise<{ context: BrowserContext; page: Page }> {
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
    await capture(page, join(ARTIFACTS, `${name}-${label}.png`));
  }
}

/**
 * A screenshot waits for the page's next frame. A renderer starved by a loaded machine once gave
 * none for 30 s (a CI run, at a table's end screen, every check before it passed): one more try,
 * longer, before the test fails. A page that truly stopped drawing still fails it.
 */
async function capture(page: Page, path: string): Promise<void> {
  try {
    await page.screenshot({ path, fullPage: false });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    console.warn(`screenshot ${path}: no frame within the timeout; trying once more`);
    await page.screenshot({ path, fullPage: false, timeout: 60_000 });
  }
}
