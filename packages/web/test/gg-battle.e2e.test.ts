/** GG Battle in a real browser: arranging piles (tap and drag), rock-paper-scissors, challenges. */
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addBots, createRoom, nextDecision, playTurn, start } from "./flows.ts";
import { chromiumAvailable, newPlayer, screenshot, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;

/** Presses on one card, moves onto another in steps (its drop target shows), and lets go. */
async function dragOnto(page: Page, card: Locator, target: Locator): Promise<void> {
  const centre = async (l: Locator) => {
    const box = (await l.boundingBox())!;
    return [box.x + box.width / 2, box.y + box.height / 2] as const;
  };
  const [[x0, y0], [x1, y1]] = [await centre(card), await centre(target)];
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  await page.mouse.move(x1, y1, { steps: 8 });
  expect(await target.getAttribute("class")).toContain("drop-target");
  expect(await card.getAttribute("class")).toContain("dragging");
  await page.mouse.up();
}

// Browser tests get room beyond the default timeout when the whole `npm test` runs in parallel.
describe.skipIf(!run)("GG Battle in the browser", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("arranges the piles (shuffle, tap to swap, drag and drop), throws, and challenges pile against pile", async () => {
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
    // Drag with the mouse (Pointer Events, as a finger would): the top card of pile 1 onto the
    // third card of pile 3 trades their places; pile 2's top card dragged onto its fourth card
    // takes that place and the cards between move up.
    const cards = () => tiles.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")!.split(": ")[1]!));
    const dealt = await cards();
    await dragOnto(page, tiles.nth(0), tiles.nth(18));
    await dragOnto(page, tiles.nth(8), tiles.nth(11));
    const expected = dealt.slice();
    [expected[0], expected[18]] = [dealt[18]!, dealt[0]!];
    expected.splice(8, 4, dealt[9]!, dealt[10]!, dealt[11]!, dealt[8]!);
    expect(await cards()).toEqual(expected);
    // The keyboard still swaps: Enter on one card, then on another.
    await tiles.nth(2).focus();
    await page.keyboard.press("Enter");
    await tiles.nth(3).focus();
    await page.keyboard.press("Enter");
    [expected[2], expected[3]] = [expected[3]!, expected[2]!];
    expect(await cards()).toEqual(expected);
    expect(await page.locator(".arrange .tile-button.selected, .arrange .tile-button.dragging").count()).toBe(0);
    await screenshot(page, "gg-battle-arrange");
    await page.getByRole("button", { name: "Ready" }).click();
    // The arrangement sent is the one shown: own piles come back from the server in that order
    // (read during the throw, which waits for us, so no challenge has touched them yet).
    await page.getByRole("heading", { name: "Rock, paper, scissors for the first player" }).waitFor();
    const firstPile = page.locator(".pile.own").first();
    expect(await firstPile.getAttribute("aria-label")).toBe(`Pile 1: ${expected.slice(0, 8).join(", ")}`);

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
