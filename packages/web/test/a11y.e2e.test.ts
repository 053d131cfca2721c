/**
 * Accessibility audit with axe-core (WCAG 2.1 A and AA rules) of what a player meets:
 * the lobby (laptop and phone), a How to play page, the waiting room, and tables in play
 * of three games unlike each other (a trick game, 101's shedding, GG Battle's piles), the
 * table's help open over one of them (on a phone, with that table at phone size too). No serious or critical
 * violation is allowed; each one found is reported with where it was and which elements.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addBots, createRoom, nextDecision, playTurn, start } from "./flows.ts";
import { chromiumAvailable, newPlayer, PHONE, screenshot, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;

/** Serious and critical violations on the page as it is now, one line each. */
async function audit(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${where}: ${v.id} (${v.impact}) — ${v.help} — ${v.nodes.slice(0, 4).map((n) => n.target.join(" ")).join(" | ")}`);
}

/** A table of `game` with bots in every other seat, played until our first decision in `phase` (a selector it shows). */
async function tableInPlay(game: string, seats: number, ready: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await newPlayer(world, `Ana ${game}`);
  await createRoom(page, game, { seats });
  await addBots(page, seats - 1);
  await start(page);
  // Decisions before the one we audit (GG Battle's arrangement and throws) are played through.
  for (let i = 0; i < 20 && !(await page.locator(ready).count()); i++) {
    if ((await nextDecision(page)) === "over") break;
    if (await page.locator(ready).count()) break;
    await playTurn(page);
  }
  await page.locator(ready).first().waitFor();
  return { page, close: () => context.close() };
}

describe.skipIf(!run)("accessibility (axe-core)", { timeout: 180_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("the lobby, a How to play page and the waiting room", async () => {
    const found: string[] = [];
    const { page, context } = await newPlayer(world, "Ana");
    await page.locator("form.create select").first().waitFor();
    found.push(...(await audit(page, "lobby 1280×800")));
    await page.setViewportSize(PHONE);
    found.push(...(await audit(page, "lobby 390×844")));
    await page.goto(world.url + "/howto/101");
    await page.locator(".howto-picture").first().waitFor();
    found.push(...(await audit(page, "how to play 101")));
    await screenshot(page, "howto-101");
    await page.goto(world.url + "/");
    await createRoom(page, "oh-hell");
    found.push(...(await audit(page, "waiting room")));
    await context.close();
    expect(found).toEqual([]);
  });

  it("tables in play, and the table's help over one", async () => {
    const found: string[] = [];
    for (const [game, seats, ready] of [
      ["oh-hell", 4, ".bid-panel button.bid:not([disabled]), .card-button.legal"],
      ["101", 3, ".card-button.legal, .moves button"],
      ["gg-battle", 2, ".pile.own.legal, .strategy.legal"],
    ] as const) {
      const { page, close } = await tableInPlay(game, seats, ready);
      found.push(...(await audit(page, `${game} table`)));
      if (game === "oh-hell") {
        await page.setViewportSize(PHONE);
        found.push(...(await audit(page, `${game} table 390×844`)));
        await page.getByRole("button", { name: "How to play" }).click();
        await page.locator("dialog[open] .howto-picture").first().waitFor();
        found.push(...(await audit(page, "help over the Oh Hell table")));
        await screenshot(page, "help-oh-hell");
        // The help is over the match, not instead of it: closing it leaves us at the same table.
        const url = page.url();
        await page.getByRole("button", { name: "Close" }).click();
        await page.locator("dialog[open]").waitFor({ state: "detached" });
        expect(page.url()).toBe(url);
        await page.locator(".game-table .felt").waitFor();
      }
      await close();
    }
    expect(found).toEqual([]);
  });
});
