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
 *
 * COMPARE=<another build's dist/> (a change's "before", built with `vite build --outDir`): only the
 * table is loaded, from this build and from that one in turn, so both meet the same machine load.
 * Both builds' assets are served side by side (their names are content hashes); before each load
 * the served index.html is that build's.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { addBots, createRoom, start } from "../../packages/web/test/flows.ts";
import { DESKTOP, DIST, ensureBuilt, newPlayer, startWorld } from "../../packages/web/test/harness.ts";

const RUNS = Number(process.env.RUNS ?? 15);
const COMPARE = process.env.COMPARE;
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
async function coldLoad(browser: Browser, url: string, measure: (page: Page) => Promise<Record<string, number>>, prepare?: () => Promise<unknown>): Promise<Record<string, number>> {
  await prepare?.();
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
/**
 * A build's index.html in place before a load: the server rereads a file whose size or time changed
 * (a page given by the browser itself instead would be refused its WebSocket by Chromium's
 * local-network checks).
 */
const servedIndex = (html: string) => async () => writeFileSync(join(staticDir, "index.html"), html);
const thisIndex = servedIndex(readFileSync(join(DIST, "index.html"), "utf8"));
if (COMPARE) cpSync(join(COMPARE, "assets"), join(staticDir, "assets"), { recursive: true, force: false });
const comparedIndex = COMPARE ? servedIndex(readFileSync(join(COMPARE, "index.html"), "utf8")) : null;
const world = await startWorld({ staticDir });
try {
  // A match in play to watch: Oh Hell, us and three bots; it waits on our first decision.
  const host = await newPlayer(world, "Host");
  await createRoom(host.page, "oh-hell");
  await addBots(host.page, 3);
  await start(host.page);
  const roomId = host.page.url().split("/room/")[1]!.split(/[?#]/)[0]!;

  const samples: Record<string, number[]> = comparedIndex
    ? { tableFcp: [], tableFelt: [], comparedFcp: [], comparedFelt: [] }
    : { lobbyFcp: [], lobbyRendered: [], lobbyInteractive: [], peerFcp: [], tableFcp: [], tableFelt: [] };
  const tableUrl = `${world.url}/room/${roomId}?watch`;
  for (let i = 0; i < RUNS; i++) {
    if (comparedIndex) {
      // Which build goes first alternates too, so neither always meets the other's leftovers.
      for (const which of i % 2 ? ["compared", "table"] : ["table", "compared"]) {
        const t = await coldLoad(world.browser, tableUrl, table, which === "table" ? thisIndex : comparedIndex);
        samples[`${which}Fcp`]!.push(t.fcp!);
        samples[`${which}Felt`]!.push(t.felt!);
      }
      continue;
    }
    const l = await coldLoad(world.browser, world.url + "/", lobby);
    samples.lobbyFcp!.push(l.fcp!);
    samples.lobbyRendered!.push(l.rendered!);
    samples.lobbyInteractive!.push(l.interactive!);
    samples.peerFcp!.push((await coldLoad(world.browser, world.url + "/peer.html", peer)).fcp!);
    const t = await coldLoad(world.browser, tableUrl, table);
    samples.tableFcp!.push(t.fcp!);
    samples.tableFelt!.push(t.felt!);
  }
  await host.context.close();
  const result = Object.fromEntries(Object.entries(samples).map(([k, xs]) => [k, stats(xs)]));
  const chromium = world.browser.version();
  const load = loadavg().map((x) => +x.toFixed(1));
  const verdict = comparedIndex ? { compared: COMPARE } : { lobbyFcpWithinBudget: result.lobbyFcp!.max <= BUDGET_MS };
  console.log(JSON.stringify({ runs: RUNS, chromium, loadAverage: load, budgetMs: BUDGET_MS, ...result, ...verdict }, null, 1));
} finally {
  await world.close();
  rmSync(staticDir, { recursive: true, force: true });
}
process.exit(0);
