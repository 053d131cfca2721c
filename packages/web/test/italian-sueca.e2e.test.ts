/**
 * Italian Sueca on the shared felt (Sueca's table and engine with a stock): a whole match against
 * bots through the page (playthrough.ts: every decision on one screen at both sizes, a 32-character
 * name, its accessibility audited), partners opposite, the turned card under the stock, the cards left to draw shrinking as
 * everyone draws, the end screen naming the winning team.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chromiumAvailable, startWorld, type World } from "./harness.ts";
import { playMatch } from "./playthrough.ts";
import { partnersOpposite, teamsAtTheEnd } from "./partners.ts";

const run = chromiumAvailable();
let world: World;

describe.skipIf(!run)("Italian Sueca in the browser", { timeout: 300_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("plays a whole Italian Sueca match: the turned card under the stock, the cards left to draw shrinking as everyone draws", async () => {
    const stocks = new Set<string>();
    const step = async (page: Page, decision: number) => {
      if (decision === 0) {
        await partnersOpposite(page);
        expect(await page.locator(".felt-info .trump").textContent()).toContain("under the stock");
      }
      const stock = page.locator(".felt-info .stock");
      if (await stock.count()) {
        const text = (await stock.textContent())!;
        expect(text).toMatch(/^\d+ cards? to draw$/);
        stocks.add(text);
      }
      return false;
    };
    const { page, context } = await playMatch(world, { game: "italian-sueca", step, audits: [{ where: "italian-sueca table", shows: ".card-button.legal" }] });
    expect(stocks.size).toBeGreaterThan(1); // after each trick everyone draws: the stock shrinks
    await teamsAtTheEnd(page);
    await context.close();
  });
});
