/** A time-out in a real browser: the seat shows away, a bot plays, Back to the game restores control. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addBots, clickAndWait, createRoom, nextDecision, start } from "./flows.ts";
import { chromiumAvailable, newPlayer, screenshot, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;

// Browser tests get room beyond the default timeout when the whole `npm test` runs in parallel.
describe.skipIf(!run)("time-outs in the browser", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    // 30 s per move becomes 9 s (short, yet room for a machine loaded by the whole parallel test run to
    // click in time: at 15 s → 4.5 s, CI once ran out the clock after Back); bots think 300 ms so the table does not race ahead.
    world = await startWorld({ timeScale: 0.3, botDelayMs: 300 });
  });
  afterAll(async () => {
    await world?.close();
  });

  it("marks the seat away after a time-out, and Back to the game gives the next decision back", async () => {
    const { page, context } = await newPlayer(world, "Ana");
    await page.getByLabel("Time per move").selectOption("30");
    await createRoom(page, "oh-hell");
    await addBots(page, 3);
    await start(page);
    expect(await nextDecision(page)).toBe("turn");
    await page.locator(".player.me .countdown").waitFor();
    // We do nothing: the clock runs out, a bot plays for us and everyone sees it.
    await page.locator(".player.me .tag", { hasText: "away (bot playing)" }).waitFor({ timeout: 30_000 });
    const back = page.getByRole("button", { name: "Back to the game" });
    await back.waitFor();
    await screenshot(page, "away");
    await back.click();
    await page.waitForFunction(() => !document.querySelector(".player.me.away"));
    expect(await back.count()).toBe(0);
    // Control is ours again at our next decision.
    expect(await nextDecision(page)).toBe("turn");
    // The table moves on from our move (the next decision may be ours again within a bot's delay,
    // so we wait for a newer view rather than for the turn to leave us): accepted, no refusal, not away.
    await clickAndWait(page, ".bid-panel button.bid:not([disabled]), .card-button.legal");
    expect(await page.locator(".banner.error").count()).toBe(0);
    expect(await page.locator(".player.me.away").count()).toBe(0);
    await context.close();
  });
});
