/**
 * Bet on Tricks and 101 in a real browser: a whole match of each against bots through the page
 * (playthrough.ts: every decision on one screen at both sizes, a 32-character name, the table's
 * accessibility audited), Bet on
 * Tricks' blind round; Oh Hell from the keyboard alone.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { createRoom, nextDecision } from "./flows.ts";
import { chromiumAvailable, newPlayer, screenshot, startWorld, type World } from "./harness.ts";
import { BID_OR_CARD } from "./axe.ts";
import { playMatch } from "./playthrough.ts";

const run = chromiumAvailable();
let world: World;

// Browser tests get room beyond the default timeout when the whole `npm test` runs in parallel.
describe.skipIf(!run)("the other tables in the browser", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("plays a whole Bet on Tricks match with Joker, Cut and Quick mode, showing the blind round's foreheads", async () => {
    let sawBlind = false;
    const blind = async (page: Page) => {
      if (!sawBlind && (await page.locator(".forehead").count()) > 0 && (await page.locator(".bid-panel").count()) > 0) {
        sawBlind = true;
        // Everyone's card is on their forehead; ours is face down, hidden from us.
        expect(await page.getByRole("img", { name: "Your card (hidden from you)" }).count()).toBe(1);
        expect(await page.locator(".forehead .card").count()).toBeGreaterThan(1);
        expect(await page.locator(".hand").count()).toBe(0);
        await screenshot(page, "bet-on-tricks-blind");
      }
      return false;
    };
    const { context } = await playMatch(world, { game: "bet-on-tricks", checks: ["Joker", "Cut", "Quick mode"], step: blind, audits: [{ where: "bet-on-tricks table", shows: BID_OR_CARD }] });
    expect(sawBlind).toBe(true); // Quick mode: the third round is the blind 1-card round
    await context.close();
  });

  it("plays Oh Hell from the keyboard alone", async () => {
    const { page, context } = await newPlayer(world, "Kay");
    await createRoom(page, "oh-hell");
    // After Create table focus waits on Add bot; after each Add bot on the next one, then on Start.
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? "");
    await expect.poll(focused).toBe("Add bot");
    for (let bots = 1; bots <= 3; bots++) {
      await page.keyboard.press("Enter");
      await page.waitForFunction((n) => [...document.querySelectorAll(".seat-row .tag")].filter((e) => e.textContent?.startsWith("bot")).length === n, bots);
      await expect.poll(focused).toBe(bots < 3 ? "Add bot" : "Start the game");
    }
    await page.keyboard.press("Enter");
    await page.locator(".table-page").waitFor();
    let ringChecked = false;
    for (let i = 0; i < 8; i++) {
      expect(await nextDecision(page)).toBe("turn");
      // Focus lands on the first thing we can do (a bid, then a legal card); arrows move along.
      await page.waitForFunction(() => document.activeElement?.matches(".bid-panel button, .card-button.legal"));
      if (!ringChecked && (await page.locator(".card-button.legal:focus-visible").count())) {
        // The focus ring on a card is not the legal cards' amber glow: a different colour, far apart.
        ringChecked = true;
        const [ring, glow] = await page.evaluate(() => {
          const rgb = (text: string) => (text.match(/rgba?\((\d+), (\d+), (\d+)/) ?? []).slice(1, 4).map(Number);
          const card = document.activeElement!;
          return [rgb(getComputedStyle(card).outlineColor), rgb(getComputedStyle(card.querySelector(".card-svg")!).filter)];
        });
        expect(glow).toHaveLength(3);
        expect(Math.hypot(ring[0]! - glow[0]!, ring[1]! - glow[1]!, ring[2]! - glow[2]!)).toBeGreaterThan(150);
      }
      if (await page.locator(".card-button.legal").count() > 1 && i % 2) {
        await page.keyboard.press("ArrowRight");
        await page.keyboard.press("ArrowLeft");
      }
      const seq = await page.locator("[data-seq]").getAttribute("data-seq");
      await page.keyboard.press("Enter");
      await page.waitForFunction((s) => document.querySelector("[data-seq]")?.getAttribute("data-seq") !== s, seq);
    }
    expect(ringChecked).toBe(true);
    await context.close();
  });

  it("plays a whole 101 match to a limit of 10", async () => {
    const { context } = await playMatch(world, { game: "101", numbers: { Limit: 10 }, audits: [{ where: "101 table", shows: ".card-button.legal, .moves button" }] });
    await context.close();
  });
});
