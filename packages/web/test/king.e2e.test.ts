/**
 * King on the shared felt: a whole ten-hand match against bots through the page
 * (playthrough.ts: every decision on one screen at both sizes, a 32-character name, the table's
 * accessibility audited as we choose a contract and as we play). When we
 * deal, the contract chooser lists only legal contracts, each explained, leaves the hand on a
 * phone's screen, and the chosen contract is shown on the felt.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { clickAndWait } from "./flows.ts";
import { chromiumAvailable, PHONE, startWorld, type World } from "./harness.ts";
import { CARD_IN_PLAY } from "./axe.ts";
import { expectOneScreen, playMatch } from "./playthrough.ts";

const run = chromiumAvailable();
let world: World;

describe.skipIf(!run)("King in the browser", { timeout: 300_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("plays a whole match: as dealer, chooses among the legal contracts, each explained; the contract is shown", async () => {
    let chose = 0;
    const choose = async (page: Page) => {
      if ((await page.locator(".contract-panel").count()) === 0) return false;
      // The chooser is the tallest thing a phone shows under the felt: with it, the hand stays on screen
      // (a list of six negatives and five positives once pushed the hand below 844 px).
      await page.setViewportSize(PHONE);
      await expectOneScreen(page);
      const offered = await page.locator(".contract-panel button.contract").count();
      expect(offered).toBeGreaterThan(0);
      expect(offered).toBeLessThanOrEqual(11); // 6 negatives + 5 positives
      // Each negative contract left says what it costs.
      for (const cost of await page.locator('.contract-panel button.contract:not([data-contract="positive"]) small').allTextContents()) expect(cost).toMatch(/^−\d+/);
      await clickAndWait(page, ".contract-panel button.contract");
      expect(await page.locator(".felt-info .contract-now").textContent()).toMatch(/^Contract: /);
      chose++;
      return true;
    };
    const { context } = await playMatch(world, { game: "king", step: choose, audits: [{ where: "king contract", shows: ".contract-panel button.contract" }, { where: "king play", shows: CARD_IN_PLAY }] });
    // Ten hands, each dealt in turn: we dealt at least twice.
    expect(chose).toBeGreaterThanOrEqual(2);
    await context.close();
  });
});
