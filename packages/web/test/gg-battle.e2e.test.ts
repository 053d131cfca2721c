/**
 * GG Battle in a real browser: a whole two-player match against a bot through the page
 * (playthrough.ts: every decision on one screen at both sizes, a 32-character name, the table's
 * accessibility audited), arranging
 * the piles first (shuffle, tap, drag with the mouse and a finger, the keyboard), then the
 * rock-paper-scissors throw and challenges pile against pile.
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { playTurn } from "./flows.ts";
import { chromiumAvailable, DESKTOP, PHONE, screenshot, startWorld, type World } from "./harness.ts";
import { playMatch } from "./playthrough.ts";

const run = chromiumAvailable();
let world: World;

/**
 * Presses on one card, moves onto another in steps (its drop target shows) and lets go: with the
 * mouse, or with a finger through the DevTools protocol (touch events, which Chromium turns into
 * pointer events; the page would pan instead if the cards allowed it).
 */
async function dragOnto(page: Page, card: Locator, target: Locator, by: "mouse" | "finger" = "mouse"): Promise<void> {
  const centre = async (l: Locator) => {
    const box = (await l.boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const [from, to] = [await centre(card), await centre(target)];
  const steps = Array.from({ length: 8 }, (_, i) => ({ x: from.x + ((to.x - from.x) * (i + 1)) / 8, y: from.y + ((to.y - from.y) * (i + 1)) / 8 }));
  const cdp = by === "finger" ? await page.context().newCDPSession(page) : null;
  const touch = (type: string, points: { x: number; y: number }[]) => cdp!.send("Input.dispatchTouchEvent", { type: type as "touchStart", touchPoints: points });
  if (cdp) {
    await touch("touchStart", [from]);
    for (const at of steps) await touch("touchMove", [at]);
  } else {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (const at of steps) await page.mouse.move(at.x, at.y);
  }
  // Polled: a pointer or touch move is a continuous event, whose render React may leave to a later task.
  await expect.poll(() => target.getAttribute("class")).toContain("drop-target");
  await expect.poll(() => card.getAttribute("class")).toContain("dragging");
  if (cdp) {
    await touch("touchEnd", []);
    await cdp.detach();
  } else await page.mouse.up();
}

// Browser tests get room beyond the default timeout when the whole `npm test` runs in parallel.
describe.skipIf(!run)("GG Battle in the browser", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("plays a whole match: arranges the piles (shuffle, tap to swap, drag and drop), throws, and challenges pile against pile", async () => {
    let arranged = false;
    let challenged = false;
    const step = async (page: Page): Promise<boolean> => {
      if (!arranged && (await page.locator(".arrange").count())) {
        await arrange(page);
        arranged = true;
        return true;
      }
      if (!(await page.locator(".pile.own.legal").count())) return false;
      expect(await playTurn(page)).toBe(".pile.own.legal");
      challenged = true;
      return true;
    };
    const { page, context } = await playMatch(world, { game: "gg-battle", seats: 2, step, audits: [{ where: "gg-battle table", shows: ".pile.own.legal, .strategy.legal" }] });
    expect(arranged && challenged).toBe(true);
    expect(await page.locator(".event-log").textContent()).toContain("challenges");
    await context.close();
  });
});

/** Our arrangement through every way the page offers, then Ready: the piles the server shows back are the ones sent. */
async function arrange(page: Page): Promise<void> {
  await page.setViewportSize(DESKTOP);
  // The time left to arrange (90 s, then the server arranges for us) counts down beside the title.
  expect(Number(await page.locator(".arrange .countdown text").textContent())).toBeGreaterThan(60);
  const before = await page.locator(".arrange .tile-button").evaluateAll((els) => els.map((e) => e.getAttribute("aria-label")));
  expect(before).toHaveLength(32);
  await page.getByRole("button", { name: "Shuffle" }).click();
  // Swap the first two cards of pile 1 by tapping them.
  const tiles = page.locator(".arrange .tile-button");
  const [a, b] = [await tiles.nth(0).getAttribute("aria-label"), await tiles.nth(1).getAttribute("aria-label")];
  await tiles.nth(0).click();
  await tiles.nth(1).click();
  await expect.poll(async () => (await tiles.nth(0).getAttribute("aria-label"))!.split(": ")[1]).toBe(b!.split(": ")[1]);
  await expect.poll(async () => (await tiles.nth(1).getAttribute("aria-label"))!.split(": ")[1]).toBe(a!.split(": ")[1]);
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
  await expect.poll(cards).toEqual(expected); // a swap renders after the input returns
  // The keyboard still swaps: Enter on one card, then on another.
  await tiles.nth(2).focus();
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await tiles.nth(2).getAttribute("class")) ?? "").toContain("selected");
  await tiles.nth(3).focus();
  await page.keyboard.press("Enter");
  [expected[2], expected[3]] = [expected[3]!, expected[2]!];
  await expect.poll(cards).toEqual(expected); // a swap renders after the input returns
  // A finger on a phone: pile 4's top card dragged down onto its fourth card, without the page scrolling.
  await page.setViewportSize(PHONE);
  const scrolled = await page.evaluate(() => window.scrollY);
  await dragOnto(page, tiles.nth(24), tiles.nth(27), "finger");
  expected.splice(24, 4, expected[25]!, expected[26]!, expected[27]!, expected[24]!);
  await expect.poll(cards).toEqual(expected); // a swap renders after the input returns
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // As a careful player would, bury the GG card at the bottom of its pile: a rival's first
  // challenge must not end the match before we have challenged.
  const gg = expected.indexOf("GG");
  const bottom = gg - (gg % 8) + 7;
  if (gg !== bottom) {
    await dragOnto(page, tiles.nth(gg), tiles.nth(bottom));
    expected.splice(gg, 1);
    expected.splice(bottom, 0, "GG");
    await expect.poll(cards).toEqual(expected); // a swap renders after the input returns
  }
  expect(await page.locator(".arrange .tile-button.selected, .arrange .tile-button.dragging").count()).toBe(0);
  await screenshot(page, "gg-battle-arrange");
  await page.getByRole("button", { name: "Ready" }).click();
  // The arrangement sent is the one shown: own piles come back from the server in that order
  // (read during the throw, which waits for us, so no challenge has touched them yet).
  await page.getByRole("heading", { name: "Rock, paper, scissors for the first player" }).waitFor();
  const firstPile = page.locator(".pile.own").first();
  // (A pile is named by its text: its heading, then its cards, read out from a visually hidden part.)
  expect(await firstPile.locator("h4").textContent()).toMatch(/^Pile 1\b/);
  expect(await firstPile.locator(".sr-only").textContent()).toBe(`: ${expected.slice(0, 8).join(", ")}`);
}
