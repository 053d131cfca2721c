/**
 * `npx tsx packages/web/test/measure.ts`: the lobby's initial download (gzip)
 * and the time from navigation start to the lobby being interactive (games
 * and the live room list loaded: the `gg-lobby-interactive` mark), median of
 * several cold loads in fresh browser contexts against a local server.
 */
import { initialAssets } from "./bundle.ts";
import { DESKTOP, startWorld } from "./harness.ts";

const RUNS = Number(process.env.RUNS ?? 15);
const world = await startWorld();
const assets = initialAssets();
const times: number[] = [];
const rendered: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const context = await world.browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto(world.url + "/");
  await page.waitForFunction(() => performance.getEntriesByName("gg-lobby-interactive").length > 0);
  const [interactive, first] = await page.evaluate(() => [performance.getEntriesByName("gg-lobby-interactive")[0]!.startTime, performance.getEntriesByName("gg-app-rendered")[0]?.startTime ?? 0]);
  times.push(interactive!);
  rendered.push(first!);
  await context.close();
}
await world.close();
const median = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (n: number) => (n / 1024).toFixed(1);
console.log(JSON.stringify({ initialJsGzipKB: kb(assets.jsGzip), initialJsKB: kb(assets.jsBytes), cssGzipKB: kb(assets.cssGzip), files: assets.files.map((f) => `${f.file} ${kb(f.gzip)} KB gz`), runs: RUNS, renderedMs: median(rendered).toFixed(0), interactiveMedianMs: median(times).toFixed(0), interactiveMaxMs: Math.max(...times).toFixed(0) }, null, 1));
process.exit(0);
