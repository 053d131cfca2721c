/**
 * Brief drops in a real browser (rulings, Platform): the network goes away
 * (Playwright's offline mode; the SDK closes its socket on the browser's
 * `offline` event, as on a phone losing signal) or the page reloads. Within
 * the server's 10 s grace nothing is played for us and no Back is needed;
 * meanwhile our page shows "Reconnecting…" with no live controls, and others
 * see our seat reconnecting. Longer, and the bot plays until Back.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addBots, clickAndWait, createRoom, nextDecision, start } from "./flows.ts";
import { chromiumAvailable, newPlayer, screenshot, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;

/** Our controls for an Oh Hell decision (a bid or a card). */
const OUR_CONTROLS = ".bid-panel button.bid:not([disabled]), .card-button.legal";
/** The SDK resumes a dropped connection only after 5 s in the room ("Room uptime too short" before). */
const SDK_MIN_UPTIME_MS = 5000;

const seqOf = (page: Page) => page.evaluate(() => document.querySelector("[data-seq]")?.getAttribute("data-seq") ?? null);

/** Ana's Oh Hell table with three bots, started; resolves at her first decision, when the SDK would resume a drop. */
async function anaAtHerDecision(): Promise<{ page: Page; context: BrowserContext; roomId: string }> {
  const { page, context } = await newPlayer(world, "Ana");
  await page.getByLabel("Time per move").selectOption("120");
  const roomId = await createRoom(page, "oh-hell");
  const joinedAt = Date.now();
  await addBots(page, 3);
  await start(page);
  expect(await nextDecision(page)).toBe("turn");
  await page.waitForTimeout(Math.max(0, joinedAt + SDK_MIN_UPTIME_MS + 500 - Date.now()));
  return { page, context, roomId };
}

/** While offline: the page says so and offers nothing to click. */
async function expectReconnecting(page: Page): Promise<void> {
  await page.locator('[data-testid="turn"]', { hasText: "Reconnecting…" }).waitFor({ timeout: 5000 });
  expect(await page.locator(".turn.mine").count()).toBe(0);
  expect(await page.locator(OUR_CONTROLS).count()).toBe(0);
}

// Browser tests get room beyond the default timeout when the whole `npm test` runs in parallel.
// The four drops are separate tables, each mostly waiting (the SDK's 5 s, the grace, 15 s offline): they run at once.
describe.skipIf(!run)("brief drops in the browser", { timeout: 240_000, concurrent: true }, () => {
  beforeAll(async () => {
    // 120 s per move becomes 36 s: longer than the 10 s grace plus the SDK's retries, with room for a
    // machine loaded by the parallel run; bots think 300 ms. The grace is the production one (10 s).
    world = await startWorld({ timeScale: 0.3, botDelayMs: 300 });
  });
  afterAll(async () => {
    await world?.close();
  });

  it("a 4 s offline window on our own decision: Reconnecting…, seen by others; then our turn again, nothing played, no Back", async () => {
    const { page, context, roomId } = await anaAtHerDecision();
    const watcher = await newPlayer(world, "Bea");
    await watcher.page.goto(`${world.url}/room/${roomId}?watch`);
    await watcher.page.locator(".table-page").waitFor();
    const seq = await seqOf(page);
    await context.setOffline(true);
    const offlineAt = Date.now();
    await expectReconnecting(page);
    await watcher.page.locator(".player", { hasText: "Ana" }).locator(".tag", { hasText: "reconnecting…" }).waitFor({ timeout: 10_000 });
    await screenshot(page, "reconnecting");
    await page.waitForTimeout(Math.max(0, offlineAt + 4000 - Date.now()));
    await context.setOffline(false);
    // The SDK's next retry resumes the same connection: our decision is still ours.
    await page.locator(".turn.mine").waitFor({ timeout: 15_000 });
    expect(await seqOf(page)).toBe(seq);
    expect(await page.locator(".player.me.away").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Back to the game" }).count()).toBe(0);
    await watcher.page.locator(".player", { hasText: "Ana" }).locator(".tag", { hasText: "reconnecting…" }).waitFor({ state: "detached", timeout: 10_000 });
    await clickAndWait(page, OUR_CONTROLS);
    expect(await page.locator(".banner.error").count()).toBe(0);
    expect(await page.locator(".player.me.away").count()).toBe(0);
    await watcher.context.close();
    await context.close();
  });

  it("a reload mid-match: the same seat, our decision still ours, nothing played, no Back", async () => {
    const { page, context } = await anaAtHerDecision();
    const seq = await seqOf(page);
    await page.reload();
    expect(await nextDecision(page)).toBe("turn");
    expect(await seqOf(page)).toBe(seq);
    expect(await page.locator(".player.me.away").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Back to the game" }).count()).toBe(0);
    await clickAndWait(page, OUR_CONTROLS);
    expect(await page.locator(".banner.error").count()).toBe(0);
    await context.close();
  });

  it("a 16 s drop in the first 2 s of the room: the SDK will not resume it, the page waits for the network and rejoins by its guest token", async () => {
    const { page, context } = await newPlayer(world, "Ana");
    await createRoom(page, "oh-hell");
    await context.setOffline(true); // well within the SDK's first 5 s in the room
    await page.locator(".banner.warn", { hasText: "reconnecting" }).waitFor({ timeout: 10_000 });
    // Longer than the page's rejoin attempts take when each fails at once (about 14 s): offline,
    // it waits for the network instead. The server holds a waiting room's seat for 60 s.
    await page.waitForTimeout(16_000);
    // No failure shown meanwhile: still "Reconnecting…", the table kept.
    expect(await page.locator("section.panel[role=alert]").count()).toBe(0);
    expect(await page.locator(".banner.warn", { hasText: "reconnecting" }).count()).toBe(1);
    await context.setOffline(false);
    // Back in the same seat, still the host: the table goes on from the waiting room.
    await page.locator(".banner.warn").waitFor({ state: "detached", timeout: 20_000 });
    await page.getByRole("button", { name: "Add bot" }).first().waitFor();
    await addBots(page, 3);
    await start(page);
    expect(await nextDecision(page)).toBe("turn");
    await clickAndWait(page, OUR_CONTROLS);
    expect(await page.locator(".banner.error").count()).toBe(0);
    await context.close();
  });

  it("offline while the lobby's connection is still closing: the table's connection drops too, and comes back", async () => {
    const { page, context } = await newPlayer(world, "Ana");
    // The lobby's socket is the page's first. Once the table shows, its goodbye is held back, so
    // the server never closes it: both sockets are open when the network goes (a slow close).
    let sockets = 0;
    let holdLobby = false;
    await context.routeWebSocket(/.*/, (ws) => {
      const lobby = sockets++ === 0;
      const server = ws.connectToServer();
      ws.onMessage((message) => {
        if (!(lobby && holdLobby)) server.send(message);
      });
    });
    // Playwright's routed WebSocket takes `new WebSocket(url, { headers })` (the SDK's Node form,
    // which a real browser refuses at once so the SDK falls back to its browser form): refuse it too.
    await context.addInitScript(() => {
      window.WebSocket = new Proxy(window.WebSocket, {
        construct(target, args: [string, unknown?]) {
          if (args[1] && typeof args[1] === "object" && !Array.isArray(args[1])) throw new SyntaxError("protocols are strings");
          return Reflect.construct(target, args) as WebSocket;
        },
      });
    });
    await page.reload(); // the lobby's socket opens again, now through the route
    await page.locator("form.create select").first().waitFor();
    holdLobby = true;
    await createRoom(page, "oh-hell");
    await context.setOffline(true);
    await page.locator(".banner.warn", { hasText: "reconnecting" }).waitFor({ timeout: 5000 });
    await context.setOffline(false);
    await page.locator(".banner.warn").waitFor({ state: "detached", timeout: 20_000 });
    await page.getByRole("button", { name: "Add bot" }).first().waitFor();
    await context.close();
  });

  it("a 15 s drop on our decision: the bot plays it, and Back to the game returns control", async () => {
    const { page, context } = await anaAtHerDecision();
    const seq = await seqOf(page);
    await context.setOffline(true);
    await expectReconnecting(page);
    await page.waitForTimeout(15_000);
    await context.setOffline(false);
    // Not back within the grace: away, and the bot has played our decision.
    await page.locator(".player.me .tag", { hasText: "away (bot playing)" }).waitFor({ timeout: 20_000 });
    expect(await seqOf(page)).not.toBe(seq);
    const back = page.getByRole("button", { name: "Back to the game" });
    await back.click();
    await page.waitForFunction(() => !document.querySelector(".player.me.away"));
    expect(await nextDecision(page)).toBe("turn");
    await clickAndWait(page, OUR_CONTROLS);
    expect(await page.locator(".banner.error").count()).toBe(0);
    expect(await page.locator(".player.me.away").count()).toBe(0);
    await context.close();
  });
});
