/**
 * The partnership trick games on the shared felt (Sueca, Italian Sueca, Bisca): a whole short
 * match of Sueca and of Bisca against bots through the page, partners opposite, the team lines
 * and the end screen naming the winning team; Italian Sueca (Sueca's table and engine with a
 * stock) until the stock is drawn from; the hand and the buttons in view.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { addBots, createRoom, nextDecision, playTurn, start } from "./flows.ts";
import { chromiumAvailable, newPlayer, PHONE, screenshot, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;
/** Private and untimed: a loaded machine must not make our seat time out (a bot would then play it to the end). */
const UNTIMED = { visibility: "private", timeLimit: "none" } as const;

/** The element is inside the viewport (a player can reach it without scrolling). */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight + 1 && r.left >= -1 && r.right <= window.innerWidth + 1;
  });
}

/** Sets a number option of the create form by its label. */
async function setNumber(page: Page, label: string, value: number): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(String(value));
}

/** Plays our decisions until the end, taking a screenshot at the first legal card; `step` handles a game's own decisions first. */
async function playToEnd(page: Page, name: string, step?: (page: Page) => Promise<boolean>): Promise<number> {
  let decisions = 0;
  let shot = false;
  for (let i = 0; i < 600; i++) {
    if ((await nextDecision(page, 120_000)) === "over") break;
    if (!shot && (await page.locator(".card-button.legal").count()) > 0) {
      shot = true;
      await screenshot(page, name);
      await page.setViewportSize(PHONE);
      expect(await inView(page, ".card-button.legal")).toBe(true);
    }
    if (step && (await step(page))) {
      decisions++;
      continue;
    }
    if ((await playTurn(page)) !== "none") decisions++;
  }
  await page.locator("#game-over").waitFor();
  return decisions;
}

describe.skipIf(!run)("the trick games in the browser", { timeout: 300_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("plays a whole Sueca match with a bot partner opposite against two bots; the end names the winning team", async () => {
    const { page, context } = await newPlayer(world, "Rui", PHONE);
    await createRoom(page, "sueca", UNTIMED);
    await addBots(page, 3);
    await start(page);
    await page.locator(".game-table.sueca").waitFor();
    // Our partner (seat 2) sits opposite, at the top of the felt.
    const top = await page.locator('.seat[data-seat="2"], .player[data-seat="2"]').first().evaluate((el) => el.getBoundingClientRect().top);
    const left = await page.locator('.seat[data-seat="1"], .player[data-seat="1"]').first().evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThan(left);
    expect(await page.locator(".team-scores li").count()).toBe(2);
    expect(await page.locator(".team-scores li.ours .team-names").textContent()).toMatch(/^Rui & /);
    const decisions = await playToEnd(page, "sueca");
    expect(decisions).toBeGreaterThanOrEqual(10); // at least one hand of 10 cards
    const over = await page.locator("#game-over").locator("..").textContent();
    expect(over).toMatch(/Winning team: .+ & .+/);
    expect(await page.locator(".summary tbody tr").count()).toBe(2);
    await screenshot(page, "sueca-over");
    await context.close();
  });
  it("plays Italian Sueca: the turned card under the stock and the cards left to draw", async () => {
    const { page, context } = await newPlayer(world, "Ilda");
    await createRoom(page, "italian-sueca", UNTIMED);
    await addBots(page, 3);
    await start(page);
    await page.locator(".game-table.sueca .felt-info .stock").waitFor();
    expect(await page.locator(".felt-info .stock").textContent()).toMatch(/^\d+ cards to draw$/);
    expect(await page.locator(".felt-info .trump").textContent()).toContain("under the stock");
    await screenshot(page, "italian-sueca");
    const stock = await page.locator(".felt-info .stock").textContent();
    // After the first trick everyone draws: the stock shrinks, on its own line. Then the host ends the game
    // (Sueca's whole match above reaches the natural end on this table; Italian Sueca's runs over the server
    // in packages/server/test/games.test.ts).
    while ((await page.locator(".felt-info .stock").textContent()) === stock) {
      expect(await nextDecision(page)).toBe("turn");
      await playTurn(page);
    }
    expect(await page.locator(".felt-info .stock").textContent()).toMatch(/^\d+ cards to draw$/);
    await page.getByRole("button", { name: "End game" }).click();
    await page.getByRole("group").getByRole("button", { name: "End game" }).click();
    await page.locator("#game-over").waitFor();
    expect(await page.locator(".summary").textContent()).toContain("The host ended the game.");
    // The hand in progress does not count: both teams tie at 0, each named by its partners, ours first.
    expect(await page.locator(".summary .winner").textContent()).toMatch(/^Tied teams: Ilda & .+ · .+ & .+$/);
    await context.close();
  });

  it("plays Bisca at four in partnerships to the end", async () => {
    const { page, context } = await newPlayer(world, "Bia");
    await createRoom(page, "bisca", { ...UNTIMED, seats: 4 });
    await addBots(page, 3);
    await start(page);
    await page.locator(".game-table.bisca").waitFor();
    expect(await page.locator(".team-scores li").count()).toBe(2);
    await playToEnd(page, "bisca");
    expect(await page.locator(".summary .winner").textContent()).toMatch(/^Winning team: /);
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
