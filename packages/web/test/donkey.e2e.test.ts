/**
 * Donkey on the shared felt: a whole one-round match (the first donkey ends it) against three
 * bots through the page (playthrough.ts: every decision on one screen at both sizes, a
 * 32-character name, its accessibility audited). Our legal cards glow; when none fits the led card, no card glows and the
 * Draw button draws; the end screen comes when one player alone holds cards.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { clickAndWait } from "./flows.ts";
import { chromiumAvailable, startWorld, type World } from "./harness.ts";
import { playMatch } from "./playthrough.ts";

const run = chromiumAvailable();
let world: World;

describe.skipIf(!run)("Donkey in the browser", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("plays a whole one-round match: plays a fitting card or draws, until the round has its donkey", async () => {
    let draws = 0;
    const draw = async (page: Page) => {
      if ((await page.locator("button.draw").count()) === 0) return false;
      expect(await page.locator(".card-button.legal").count()).toBe(0);
      await clickAndWait(page, "button.draw");
      draws++;
      return true;
    };
    const { context, decisions } = await playMatch(world, { game: "donkey", numbers: { "Donkey rounds to end": 1 }, step: draw, audits: [{ where: "donkey table", shows: ".card-button.legal, .moves button.draw" }] });
    expect(decisions - draws).toBeGreaterThan(0); // cards played
    await context.close();
  });
});
