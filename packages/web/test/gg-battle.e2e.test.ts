/** GG Battle in a real browser: arranging piles, rock-paper-scissors, challenges. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addBots, createRoom, nextDecision, playTurn, start } from "./flows.ts";
import { chromiumAvailable, newPlayer, screenshot, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;

// Browser tests get room beyond the default timeout when the whole `npm test` runs in parallel.
describe.skipIf(!run)("GG Battle in the browser", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("arranges the piles (shuffle, swap), throws, and challenges pile against pile", async () => {
    const { page, context } = await newPlayer(world, "Gil");
    await createRoom(page, "gg-battle", { seats: 2 });
    await addBots(page, 1);
    await start(page);
    await page.locator(".arrange").waitFor();
    const before = await page.locator(".arrange .tile-button").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
    expect(before).toHaveLength(32);
    await page.getByRole("button", { name: "Shuffle" }).click();
    // Swap the first two cards of pile 1 by tapping them.
    const tiles = page.locator(".arrange .tile-button");
    const [a, b] = [await tiles.nth(0).getAttribute("aria-label"), await tiles.nth(1).getAttribute("aria-label")];
    await tiles.nth(0).click();
    await tiles.nth(1).click();
    expect((await tiles.nth(0).getAttribute("aria-label"))!.split(": ")[1]).toBe(b!.split(": ")[1]);
    expect((await tiles.nth(1).getAttribute("aria-label"))!.split(": ")[1]).toBe(a!.split(": ")[1]);
    await screenshot(page, "gg-battle-arrange");
    await page.getByRole("button", { name: "Ready" }).click();

    let challenged = false;
    let shot = false;
    for (let i = 0; i < 80; i++) {
      if ((await nextDecision(page)) === "over") break;
      if (!shot && (await page.locator(".pile.own.legal").count())) {
        shot = true;
        await screenshot(page, "gg-battle");
      }
      if ((await playTurn(page)) === ".pile.own.legal") challenged = true;
    }
    expect(challenged).toBe(true);
    expect(await page.locator(".event-log").textContent()).toContain("challenges");
    if (!(await page.locator("#game-over").count())) {
      await page.getByRole("button", { name: "End game" }).click();
      await page.getByRole("group").getByRole("button", { name: "End game" }).click();
      await page.locator("#game-over").waitFor();
    }
    await context.close();
  });
});
