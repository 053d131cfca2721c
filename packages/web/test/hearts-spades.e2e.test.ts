/**
 * Hearts and Spades on the shared felt: a whole match of each against bots through the page
 * (playthrough.ts: every decision on one screen at both sizes, a 32-character name, the table's
 * accessibility audited in each kind of decision: Hearts' pass and play, Spades' bid and play). Hearts
 * (to 50): the simultaneous pass — choose 3, confirm, then the 3 received shown — and the
 * felt's trick checked once for the family (cards in front of their seats, tricks held).
 * Spades (to 250): bids from the buttons (0 is Nil), partners opposite, one line per team; we
 * bid 13 each hand, so our team is set each time and soon falls below −200.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { CARD_CORNER, clickAndWait } from "./flows.ts";
import { chromiumAvailable, startWorld, type World } from "./harness.ts";
import { CARD_IN_PLAY } from "./axe.ts";
import { LONG_NAME, playMatch } from "./playthrough.ts";

const run = chromiumAvailable();
let world: World;

describe.skipIf(!run)("Hearts and Spades in the browser", { timeout: 300_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("plays a whole Hearts match to 50: chooses 3 cards to pass, confirms, is shown the 3 received", async () => {
    let passes = 0;
    let received = 0;
    const pass = async (page: Page) => {
      if ((await page.locator(".received", { hasText: "You received" }).count()) > 0) received++;
      if ((await page.locator(".pass-panel").count()) === 0) return false;
      expect(await page.locator(".confirm-pass").isDisabled()).toBe(true);
      for (let i = 0; i < 3; i++) await page.locator(".hand .card-button.legal:not(.selected)").first().click(CARD_CORNER);
      expect(await page.locator(".hand .card-button.selected").count()).toBe(3);
      expect(await page.locator(".pass-panel .help").textContent()).toBe("3 of 3 chosen");
      await clickAndWait(page, ".confirm-pass");
      passes++;
      return true;
    };
    const audits = [{ where: "hearts pass", shows: ".pass-panel" }, { where: "hearts play", shows: CARD_IN_PLAY }];
    const { context } = await playMatch(world, { game: "hearts", numbers: { "Match target": 50 }, step: pass, trickChecks: true, audits });
    expect(passes).toBeGreaterThan(0);
    expect(received).toBeGreaterThan(0);
    await context.close();
  });

  it("plays a whole Spades match to 250 with partners opposite: bids from the buttons (0 is Nil), one line per team", async () => {
    let bids = 0;
    const bid = async (page: Page, decision: number) => {
      if (decision === 0) {
        expect(await page.locator(".team-scores li").count()).toBe(2);
        expect(await page.locator(".team-scores li.ours .team-names").textContent()).toMatch(new RegExp(`^${LONG_NAME} & `));
      }
      if ((await page.locator(".bid-panel button.bid").count()) === 0) return false;
      expect(await page.locator(".bid-panel button.bid").count()).toBe(14);
      expect(await page.locator('.bid-panel button.bid[data-bid="0"]').textContent()).toBe("Nil");
      // A bid our team cannot make: set each hand, it soon falls below −200 and loses (the shortest whole match).
      await clickAndWait(page, '.bid-panel button.bid[data-bid="13"]');
      bids++;
      return true;
    };
    const { page, context } = await playMatch(world, { game: "spades", numbers: { "Match to": 250 }, step: bid, audits: [{ where: "spades bid", shows: ".bid-panel button.bid" }, { where: "spades play", shows: CARD_IN_PLAY }] });
    expect(bids).toBeGreaterThan(0);
    expect(await page.locator(".summary tbody tr").count()).toBe(2);
    expect(await page.locator(".summary .winner").textContent()).not.toContain(LONG_NAME);
    await context.close();
  });
});
