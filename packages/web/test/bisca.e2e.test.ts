/**
 * Bisca at two players on the shared felt: a whole match to 4 game points against a bot
 * through the page (playthrough.ts: every decision on one screen at both sizes, a 32-character
 * name, its accessibility audited), the stock and the turned trump card on the felt. (At four players Bisca seats
 * partnerships like Sueca, whose whole match trick-games.e2e plays.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chromiumAvailable, startWorld, type World } from "./harness.ts";
import { playMatch } from "./playthrough.ts";

const run = chromiumAvailable();
let world: World;

describe.skipIf(!run)("Bisca in the browser", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("plays a whole two-player match", async () => {
    const step = async (page: Page, decision: number) => {
      if (decision === 0) expect(await page.locator(".felt-info .trump").count()).toBe(1);
      return false;
    };
    const { page, context } = await playMatch(world, { game: "bisca", seats: 2, step, audits: [{ where: "bisca table", shows: ".card-button.legal" }] });
    expect(await page.locator(".summary tbody tr").count()).toBe(2);
    await context.close();
  });
});
