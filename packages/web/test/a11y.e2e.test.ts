/**
 * Accessibility audit with axe-core (WCAG 2.1 A and AA rules, axe.ts) of what a player meets
 * outside the matches: the lobby (laptop and phone), a How to play page, the waiting room, and a
 * timed table in play (Oh Hell's, opened on a laptop and narrowed to a phone: its chat folds) with
 * the table's help open over it. No serious or critical violation is allowed. Every game's table
 * is audited in each of its kinds of decision by its whole-match test, which reaches them anyway
 * (playthrough.ts's `audits`: Hearts' pass, Spades' bid, King's contract choice…; Truco's answer
 * prompt in truco.e2e).
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit, chatFoldedOnPhone } from "./axe.ts";
import { addBots, createRoom, nextDecision, playTurn, start } from "./flows.ts";
import { chromiumAvailable, DESKTOP, newPlayer, PHONE, screenshot, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;

/** A table of `game` with bots in every other seat, played until our first decision showing `ready`. */
async function tableInPlay(game: string, seats: number, ready: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await newPlayer(world, `Ana ${game}`, DESKTOP);
  await createRoom(page, game, { seats });
  await addBots(page, seats - 1);
  await start(page);
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

  it("a timed table in play, and the table's help over it", async () => {
    const { page, close } = await tableInPlay("oh-hell", 4, ".bid-panel button.bid:not([disabled]), .card-button.legal");
    try {
      const found = await audit(page, "oh-hell table");
      await page.setViewportSize(PHONE);
      // Opened on a laptop, narrowed to a phone: the chat folds (it stayed open, over the hand).
      found.push(...(await chatFoldedOnPhone(page, "oh-hell table")));
      found.push(...(await audit(page, "oh-hell table 390×844")));
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
      expect(found).toEqual([]);
    } finally {
      await close();
    }
  });
});
