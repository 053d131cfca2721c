/**
 * Up and Down in a real browser: its own lobby entry with the Up and Down option on by default,
 * and a whole match on Oh Hell's table at nine players (5 cards down to 1 and back up: 9 hands)
 * through the page (playthrough.ts: every decision on one screen at both sizes, a 32-character
 * name, its accessibility audited), with reduced motion: cards appear where they lie, nothing travels.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chromiumAvailable, newPlayer, startWorld, type World } from "./harness.ts";
import { BID_OR_CARD } from "./axe.ts";
import { playMatch } from "./playthrough.ts";

const run = chromiumAvailable();
let world: World;

describe.skipIf(!run)("Up and Down in the browser", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("is offered in the lobby with Up and Down on", async () => {
    const { page, context } = await newPlayer(world, "Ula");
    // The lobby's form appears once the server's games are in: wait for it, then count.
    await page.locator('form.create select option[value="oh-hell"]').first().waitFor({ state: "attached" });
    await expect(page.locator("form.create select").first().locator('option[value="up-and-down"]').count()).resolves.toBe(1);
    await page.locator("form.create select").first().selectOption("up-and-down");
    await expect(page.getByRole("checkbox", { name: "Up and Down", exact: true }).isChecked()).resolves.toBe(true);
    await context.close();
  });

  it("plays a whole match at nine players (9 hands) with reduced motion", async () => {
    const rounds = new Set<string>();
    const round = async (page: Page) => {
      rounds.add((await page.locator(".felt-info").getByText(/^Round \d+ of \d+$/).textContent())!);
      return false;
    };
    const { context } = await playMatch(world, { game: "up-and-down", seats: 9, reducedMotion: true, step: round, audits: [{ where: "up-and-down table", shows: BID_OR_CARD }] });
    expect(rounds).toContain("Round 1 of 9");
    expect(rounds).toContain("Round 9 of 9");
    await context.close();
  });
});
