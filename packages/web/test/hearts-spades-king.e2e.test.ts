/**
 * Hearts, Spades and King on the shared felt against bots through the page: Hearts'
 * simultaneous pass (choose 3, confirm, then the 3 received), Spades' bids with Nil and
 * partners opposite, King's contract chooser for the dealer. Each plays as far as its checks
 * need, then the host ends the game (a natural end on the felt is trick-games' Sueca's and
 * oh-hell's; every game's whole match runs over the server in packages/server/test/games.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { addBots, createRoom, nextDecision, playTurn, start } from "./flows.ts";
import { chromiumAvailable, newPlayer, PHONE, screenshot, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;
/** Private and untimed: a loaded machine must not make our seat time out (a bot would then play it to the end). */
const UNTIMED = { visibility: "private", timeLimit: "none" } as const;

/** The element is inside the viewport (a player can reach it without scrolling). */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight + 1 && r.left >= -1 && r.right <= window.innerWidth + 1;
  });
}

async function seqOf(page: Page): Promise<string | null | undefined> {
  return page.evaluate(() => document.querySelector("[data-seq]")?.getAttribute("data-seq"));
}

async function clickThenNewView(page: Page, selector: string): Promise<void> {
  const seq = await seqOf(page);
  await page.locator(selector).first().click();
  await page.waitForFunction((s) => document.querySelector("#game-over") || document.querySelector("[data-seq]")?.getAttribute("data-seq") !== s, seq, { polling: 30 });
}

/**
 * Plays our decisions until the end, `limit` decisions, or `done` once we have played a card; `step`
 * handles a game's own decisions first.
 */
async function play(page: Page, name: string, step: (page: Page) => Promise<boolean>, { limit = 1000, done = () => false }: { limit?: number; done?: () => boolean } = {}): Promise<number> {
  let decisions = 0;
  let shot = false;
  while (decisions < limit && !(shot && done())) {
    if ((await nextDecision(page, 120_000)) === "over") break;
    // The turn shows before a lazily loaded table does: a step must not miss its panel (Hearts' pass) and
    // leave the decision to playTurn, whose click on a card would only select it.
    await page.locator(".game-table").first().waitFor();
    if (!shot && (await page.locator(".card-button.legal").count()) > 0 && (await page.locator(".bid-panel").count()) === 0) {
      shot = true;
      await screenshot(page, name);
      await page.setViewportSize(PHONE);
      expect(await inView(page, ".card-button.legal")).toBe(true);
    }
    if (await step(page)) decisions++;
    else if ((await playTurn(page)) !== "none") decisions++;
  }
  return decisions;
}

/** The host ends the match (unless it is over) and the end screen says so. */
async function endGame(page: Page): Promise<void> {
  if (await page.locator("#game-over").count()) return;
  await page.getByRole("button", { name: "End game" }).click();
  await page.getByRole("group").getByRole("button", { name: "End game" }).click();
  await page.locator("#game-over").waitFor();
  expect(await page.locator(".summary").textContent()).toContain("The host ended the game.");
}

describe.skipIf(!run)("Hearts, Spades and King in the browser", { timeout: 300_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("plays Hearts: chooses 3 cards to pass, confirms, is shown the 3 received", async () => {
    const { page, context } = await newPlayer(world, "Hana");
    await createRoom(page, "hearts", { ...UNTIMED, numbers: { "Match target": 50 } });
    await addBots(page, 3);
    await start(page);
    let passes = 0;
    let received = 0;
    await play(page, "hearts", async (p) => {
      if ((await p.locator(".received").count()) > 0 && (await p.locator(".received", { hasText: "You received" }).count()) > 0) received++;
      if ((await p.locator(".pass-panel").count()) === 0) return false;
      const confirm = p.locator(".confirm-pass");
      expect(await confirm.isDisabled()).toBe(true);
      for (let i = 0; i < 3; i++) await p.locator(".hand .card-button.legal").first().click({ position: { x: 8, y: 26 } });
      expect(await p.locator(".hand .card-button.selected").count()).toBe(3);
      expect(await p.locator(".pass-panel .help").textContent()).toBe("3 of 3 chosen");
      if (passes === 0) await screenshot(page, "hearts-pass");
      await clickThenNewView(p, ".confirm-pass");
      passes++;
      return true;
    }, { done: () => received > 0 });
    await endGame(page);
    expect(passes).toBeGreaterThan(0);
    expect(received).toBeGreaterThan(0);
    await screenshot(page, "hearts-over");
    await context.close();
  });

  it("plays Spades with partners opposite: bids from the buttons (0 is Nil), one line per team", async () => {
    const { page, context } = await newPlayer(world, "Sol");
    await createRoom(page, "spades", { ...UNTIMED, numbers: { "Match to": 250 } });
    await addBots(page, 3);
    await start(page);
    await page.locator(".game-table.spades").waitFor();
    expect(await page.locator(".team-scores li").count()).toBe(2);
    let bids = 0;
    let blind = 0;
    await play(page, "spades", async (p) => {
      if ((await p.locator(".blind-panel").count()) > 0) {
        blind++;
        expect(await p.locator(".hand .card-button").count()).toBe(0); // the cards stay face down
        await screenshot(p, "spades-blind");
        await clickThenNewView(p, ".see-cards");
        return true;
      }
      if ((await p.locator(".bid-panel button.bid").count()) === 0) return false;
      expect(await p.locator(".bid-panel button.bid").count()).toBe(14);
      expect(await p.locator('.bid-panel button.bid[data-bid="0"]').textContent()).toBe("Nil");
      if (bids === 0) await screenshot(p, "spades-bid");
      await clickThenNewView(p, '.bid-panel button.bid[data-bid="3"]');
      bids++;
      return true;
    }, { done: () => bids + blind > 0 });
    await endGame(page);
    expect(bids + blind).toBeGreaterThan(0);
    // Ended in the first hand, before any score: both teams tie, each named by its partners, ours first.
    expect(await page.locator(".summary .winner").textContent()).toMatch(/^Tied teams: Sol & .+ · .+ & .+$/);
    await screenshot(page, "spades-over");
    await context.close();
  });

  it("plays King: the dealer's contract chooser lists only legal contracts, each explained; the contract is shown", async () => {
    const { page, context } = await newPlayer(world, "Kai");
    await createRoom(page, "king", UNTIMED);
    await addBots(page, 3);
    await start(page);
    let chose = 0;
    // We deal within the first four hands, and stop after our choice (every choice we meet is checked).
    await play(page, "king", async (p) => {
      if ((await p.locator(".contract-panel").count()) === 0) return false;
      const offered = await p.locator(".contract-panel button.contract").count();
      expect(offered).toBeGreaterThan(0);
      expect(offered).toBeLessThanOrEqual(11); // 6 negatives + 5 positives
      expect(await p.locator(".contract-panel button.contract small").first().textContent()).toMatch(/^−\d+/);
      await screenshot(p, "king-choose");
      await clickThenNewView(p, ".contract-panel button.contract");
      expect(await p.locator(".felt-info .contract-now").textContent()).toMatch(/^Contract: /);
      chose++;
      return true;
    }, { limit: 60, done: () => chose > 0 });
    expect(chose).toBeGreaterThanOrEqual(1);
    await endGame(page);
    await context.close();
  });
});
