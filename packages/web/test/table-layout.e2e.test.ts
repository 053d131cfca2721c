/**
 * The table's layout where it once failed a phone (issue 16), at 390×844 and at 1280×800: an open
 * round summary covers nothing a player needs (it floated over the felt's top seats, and a status
 * bar on two lines hid its title); GG Battle's arrangement fits the window (it scrolled 133 px); a
 * bot's seat shows no rating (a bare "19.0" under its name explained nothing).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { addBots, createRoom, nextDecision, playTurn, start } from "./flows.ts";
import { chromiumAvailable, DESKTOP, newPlayer, PHONE, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;

/** Private and untimed: a loaded machine must not make our seat time out. */
const UNTIMED = { visibility: "private", timeLimit: "none" } as const;

/** What a player needs while the round's summary is open: none of it may lie under the summary. */
const NEEDED = ".status-bar button, .status-bar .turn, .seats-ring .seat, .felt-info, .felt-tools, .hand, .bid-panel, .action-bar";

/** The page's vertical overflow, the needed elements the summary overlaps, and whether its title is on top where it is drawn. */
function summaryLayout(page: Page) {
  return page.evaluate((needed) => {
    const summary = document.querySelector(".round-summary[open]")!;
    const box = summary.getBoundingClientRect();
    const overlapped = [...document.querySelectorAll(needed)]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.left < box.right - 1 && r.right > box.left + 1 && r.top < box.bottom - 1 && r.bottom > box.top + 1;
      })
      .map((e) => `${e.className}: ${e.textContent?.slice(0, 30)}`);
    const title = summary.querySelector("summary")!.getBoundingClientRect();
    const onTop = summary.contains(document.elementFromPoint(title.left + title.width / 2, title.top + title.height / 2));
    return { y: document.documentElement.scrollHeight - innerHeight, overlapped, titleOnTop: onTop };
  }, NEEDED);
}

describe.skipIf(!run)("The table's layout on a phone and a laptop", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    world = await startWorld({ botDelayMs: 10 });
  });
  afterAll(async () => {
    await world?.close();
  });

  it("shows an open round summary above the felt, covering nothing, with no rating under a bot's name", async () => {
    // Truco at two: a hand is at most three tricks, then its summary opens.
    const { context, page } = await newPlayer(world, "Ana", PHONE);
    await createRoom(page, "truco", { seats: 2, ...UNTIMED });
    await addBots(page, 1);
    // A bot's rating is its level's published one: beside its name it would read as an unexplained number.
    expect(await page.locator(".seat-row", { hasText: "bot" }).locator(".seat-rating").count()).toBe(0);
    await start(page);
    await page.locator(".seats-ring .seat").nth(1).waitFor();
    expect(await page.locator(".seats-ring .seat:not(.me) .seat-rating").count()).toBe(0);
    while (!(await page.locator(".round-summary[open]").count())) {
      if ((await nextDecision(page)) === "over") throw new Error("the match ended before a hand was summed up");
      if (await page.locator(".round-summary[open]").count()) break;
      await playTurn(page);
    }
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await expect.poll(() => summaryLayout(page), { timeout: 10_000 }).toEqual({ y: 0, overlapped: [], titleOnTop: true });
    }
    await context.close();
  });

  it("fits GG Battle's arrangement in a phone's window: the piles, Shuffle and Ready without scrolling", async () => {
    const { context, page } = await newPlayer(world, "Ana", PHONE);
    await createRoom(page, "gg-battle", UNTIMED);
    await addBots(page, 1);
    await start(page);
    await page.locator(".arrange").waitFor();
    const fit = () =>
      page.evaluate(() => ({
        y: document.documentElement.scrollHeight - innerHeight,
        outside: [...document.querySelectorAll(".arrange .tile-button, .arrange button, .arrange h3")].filter((e) => e.getBoundingClientRect().bottom > innerHeight + 1 || e.getBoundingClientRect().top < -1).length,
      }));
    await expect.poll(fit, { timeout: 10_000 }).toEqual({ y: 0, outside: 0 });
    // Every pile's eight cards are still there to drag, each tall enough to take a finger.
    const heights = await page.locator(".arrange .tile-button").evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    expect(heights).toHaveLength(32);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);
    await context.close();
  });
});
