/**
 * The partnership trick games on the shared felt: a whole Sueca match against bots through the
 * page (playthrough.ts: every decision on one screen at both sizes, a 32-character name, its
 * accessibility audited), partners opposite, the team lines and the end screen naming the winning team; the felt's trick
 * checked once for the family (cards in front of their seats, tricks held, a double tap); two
 * friends seated as partners from the waiting room. (Italian Sueca: italian-sueca.e2e.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { addBots, createRoom, start } from "./flows.ts";
import { chromiumAvailable, newPlayer, screenshot, startWorld, type World } from "./harness.ts";
import { playMatch, UNTIMED } from "./playthrough.ts";
import { partnersOpposite, teamsAtTheEnd } from "./partners.ts";

const run = chromiumAvailable();
let world: World;

describe.skipIf(!run)("the trick games in the browser", { timeout: 300_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("plays a whole Sueca match with a bot partner opposite against two bots; the end names the winning team", async () => {
    const step = async (page: Page, decision: number) => {
      if (decision === 0) await partnersOpposite(page);
      return false;
    };
    const { page, context, decisions } = await playMatch(world, { game: "sueca", step, trickChecks: true, audits: [{ where: "sueca table", shows: ".card-button.legal" }] });
    expect(decisions).toBeGreaterThanOrEqual(10); // at least one hand of 10 cards
    await teamsAtTheEnd(page);
    await context.close();
  });

  it("seats two friends as partners: the waiting room shows the teams and the host swaps seats from the keyboard", async () => {
    const ana = await newPlayer(world, "Ana");
    await createRoom(ana.page, "sueca", UNTIMED);
    const link = await ana.page.locator("#invite-link").inputValue();
    const bea = await newPlayer(world, "Bea");
    await bea.page.goto(link);
    await bea.page.locator(".seat-row.me").waitFor();
    expect(await bea.page.locator(".seat-row.me").getAttribute("data-seat")).toBe("1"); // seat 2: team B, not Ana's
    expect(await ana.page.locator(".teams-help").textContent()).toContain("team A: seats 1 & 3 · team B: seats 2 & 4");
    expect(await ana.page.locator('.seat-row[data-seat="1"] .tag.team').textContent()).toBe("Team B");
    // The host moves Bea to seat 3, Ana's partner's, from the keyboard: seat 2, with seat 3, Swap.
    const swap = ana.page.getByRole("group", { name: "Swap two seats" });
    await swap.getByLabel("Swap seat").focus();
    await ana.page.keyboard.press("ArrowDown"); // seat 1 → seat 2
    expect(await swap.getByLabel("Swap seat").inputValue()).toBe("1");
    await ana.page.keyboard.press("Tab");
    await ana.page.keyboard.press("ArrowDown"); // seat 2 → seat 3
    expect(await swap.getByLabel("with seat").inputValue()).toBe("2");
    await ana.page.keyboard.press("Tab");
    await ana.page.keyboard.press("Enter");
    await bea.page.locator('.seat-row.me[data-seat="2"]').waitFor();
    expect(await bea.page.locator(".seat-row.me .tag.team").textContent()).toBe("Team A");
    await screenshot(ana.page, "sueca-waiting-teams");
    await addBots(ana.page, 2);
    await start(ana.page);
    await bea.page.locator(".game-table.sueca").waitFor();
    // Both see the two of them as one team, and each other opposite.
    for (const page of [ana.page, bea.page]) {
      await page.locator(".team-scores li.ours").waitFor();
      expect(await page.locator(".team-scores li.ours .team-names").textContent()).toBe("Ana & Bea");
    }
    const partnerTop = await ana.page.locator('.seat[data-seat="2"]').evaluate((el) => el.getBoundingClientRect().top);
    const meTop = await ana.page.locator(".seat.me").evaluate((el) => el.getBoundingClientRect().top);
    expect(partnerTop).toBeLessThan(meTop);
    await ana.context.close();
    await bea.context.close();
  });
});
