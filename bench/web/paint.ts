/**
 * `npm run bench:paint`: how soon the web client paints, in Debian's Chromium against the
 * real server serving the production build (built first when stale), each load cold in a
 * fresh browser context, the runs interleaved so every page meets the same machine load.
 *
 * - the lobby's first contentful paint (FCP: index.html's own header, before any script),
 *   when the app has rendered (`gg-app-rendered`) and when it is interactive (games listed,
 *   live room list connected: `gg-lobby-interactive`);
 * - the peer: a bare static HTML page (a heading and a paragraph, no script) served by the
 *   same server beside the client (`/peer.html`), the floor any page served this way can reach;
 * - a table in play: a cold load of `/room/<id>?watch` until the felt is painted.
 *
 * RUNS (default 15) sets the loads per page. Prints JSON: medians, 90th percentiles, maxima (ms).
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { addBots, createRoom, start } from "../../packages/web/test/flows.ts";
import { DESKTOP, DIST, ensureBuilt, newPlayer, startWorld } from "../../packages/web/test/harness.ts";

const RUNS = Number(process.env.RUNS ?? 15);
const BUDGET_MS = 1000;

const PEER_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Peer</title></head>
<body><h1>GG card games</h1><p>A bare static page, served like the client, for comparison.</p></body></html>`;

/** The page's first contentful paint (ms from navigation start), waiting for it if it has not come yet. */
function firstContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const seen = performance.getEntriesByName("first-contentful-paint")[0];
        if (seen) return resolve(seen.startTime);
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName("first-contentful-paint")[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: "paint", buffered: true });
      }),
  );
}

/** One cold load in a fresh context: what `measure` reads once the page has loaded. */
async function coldLoad(browser: Browser, url: string, measure: (page: Page) => Promise<Record<string, number>>): Promise<Record<string, number>> {
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    const page = await context.newPage();
    await page.goto(url);
    return await measure(page);
  } finally {
    await context.close();
  }
}

const lobby = async (page: Page) => {
  await page.waitForFunction(() => performance.getEntriesByName("gg-lobby-interactive").length > 0, undefined, { polling: 10 });
  const [rendered, interactive] = await page.evaluate(() => ["gg-app-rendered", "gg-lobby-interactive"].map((mark) => performance.getEntriesByName(mark)[0]!.startTime));
  return { fcp: await firstContentfulPaint(page), rendered: rendered!, interactive: interactive! };
};
const peer = async (page: Page) => ({ fcp: await firstContentfulPaint(page) });
/** The felt is on screen: its element exists and a frame has been painted after it. */
const table = async (page: Page) => ({
  fcp: await firstContentfulPaint(page),
  // A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
  felt: (await page.evaluate(`new Promise((resolve) => {
    (function check() {
      requestAnimationFrame(() => (document.querySelector(".game-table .felt") ? requestAnimationFrame(() => resolve(performance.now())) : check()));
    })();
  })`)) as number,
});

function stats(xs: number[]): { median: number; p90: number; max: number } {
  const s = xs.slice().sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { median: Math.round(at(0.5)), p90: Math.round(at(0.9)), max: Math.round(s[s.length - 1]!) };
}

// One server (its matchmaker is one per process) serving the client and, beside it, the peer page.
await ensureBuilt();
const staticDir = mkdtempSync(join(tmpdir(), "gg-paint-"));
cpSync(DIST, staticDir, { recursive: true });
writeFileSync(join(staticDir, "peer.html"), PEER_HTML);
const world = await startWorld({ staticDir });
try {
  // A match in play to watch: Oh Hell, us and three bots; it waits on our first decision.
  const host = await newPlayer(world, "Host");
  await createRoom(host.page, "oh-hell");
  await addBots(host.page, 3);
  await start(host.page);
  const roomId = host.page.url().split("/room/")[1]!.split(/[?#]/)[0]!;

  const samples: Record<string, number[]> = { lobbyFcp: [], lobbyRendered: [], lobbyInteractive: [], peerFcp: [], tableFcp: [], tableFelt: [] };
  for (let i = 0; i < RUNS; i++) {
    const l = await coldLoad(world.browser, world.url + "/", lobby);
    samples.lobbyFcp!.push(l.fcp!);
    samples.lobbyRendered!.push(l.rendered!);
    samples.lobbyInteractive!.push(l.interactive!);
    samples.peerFcp!.push((await coldLoad(world.browser, world.url + "/peer.html", peer)).fcp!);
    const t = await coldLoad(world.browser, `${world.url}/room/${roomId}?watch`, table);
    samples.tableFcp!.push(t.fcp!);
    samples.tableFelt!.push(t.felt!);
  }
  await host.context.close();
  const result = Object.fromEntries(Object.entries(samples).map(([k, xs]) => [k, stats(xs)]));
  const chromium = world.browser.version();
  const load = loadavg().map((x) => +x.toFixed(1));
  console.log(JSON.stringify({ runs: RUNS, chromium, loadAverage: load, budgetMs: BUDGET_MS, ...result, lobbyFcpWithinBudget: result.lobbyFcp!.max <= BUDGET_MS }, null, 1));
} finally {
  await world.close();
  rmSync(staticDir, { recursive: true, force: true });
}
process.exit(0);
