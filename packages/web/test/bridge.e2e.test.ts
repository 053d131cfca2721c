/**
 * 101 with a stacked deal (the server runs a copy of 101 whose setup fixes the
 * chance outcomes): a bridge of kings declared in its 10-second window, then
 * a jack laid with a suit call.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnyGame } from "@gg/core";
import { game101 } from "@gg/games/101/index.ts";
import { addBots, createRoom, nextDecision, start } from "./flows.ts";
import { chromiumAvailable, newPlayer, screenshot, startWorld, type World } from "./harness.ts";

const DECK = ["6", "7", "8", "9", "10", "J", "Q", "K", "A"].flatMap((r) => ["C", "D", "H", "S"].map((s) => r + s));
/** Two players, the bot (seat 1) deals: even cards to us, odd to the bot, card 9 is the opening card. */
function deal(ours: string[], bots: string[], opening: string): string[] {
  const top = ours.flatMap((c, i) => [c, bots[i]!]);
  top[9] = opening;
  return [...top, ...DECK.filter((c) => !top.includes(c))];
}
const STACK = [
  { kind: "dice", value: [1, 1] },
  { kind: "dice", value: [6, 6] },
  // Round 1: the bot opens with KC; we hold the three other kings.
  { kind: "deal", value: deal(["KD", "KH", "KS", "JD", "9H"], ["AC", "AD", "AH", "AS"], "KC") },
  // Round 2 (the bot, with four aces, has the higher total and deals again): only our jack fits on 9C.
  { kind: "deal", value: deal(["JS", "6H", "7D", "8D", "10H"], ["AC", "AD", "AH", "AS"], "9C") },
];
const stacked: AnyGame = { ...game101, setup: (input) => game101.setup({ ...input, chance: STACK }) };

const run = chromiumAvailable();
let world: World;

describe.skipIf(!run)("101's bridge and jack in the browser", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    // The bot answers our jack with its ace of hearts, which ends the called suit: thinking 1 s, it
    // leaves the call on the table long enough for a player to read.
    // Windows three times as long (the bridge's 10 s become 30 s): the test takes its screenshots
    // inside the window before declaring, which a loaded machine could let run out.
    world = await startWorld({ games: [stacked], botDelayMs: 1000, timeScale: 3 });
  });
  afterAll(async () => {
    await world?.close();
  });

  it("declares a bridge in its window, then calls a suit for a jack", async () => {
    const { page, context } = await newPlayer(world, "Ivan");
    await createRoom(page, "101", { seats: 2 });
    await addBots(page, 1);
    await start(page);
    expect(await nextDecision(page)).toBe("turn");

    await page.locator('.card-button.legal[data-card="KD"]').waitFor();
    for (const card of ["KD", "KH", "KS"]) await page.locator(`.card-button[data-card="${card}"]`).click();
    expect(await page.locator('.card-button[data-card="KS"] .sr-only').textContent()).toBe("King of spades (3)");
    await page.getByRole("button", { name: "Play selected" }).click();

    const declare = page.getByRole("button", { name: "Declare bridge" });
    await declare.waitFor();
    await page.locator(".bridge .countdown").waitFor(); // the 10-second window, visible
    await screenshot(page, "101-bridge");
    await declare.click();
    await page.getByText("Ivan declares a bridge!").first().waitFor();

    await page.locator('.card-button.legal[data-card="JS"]').waitFor();
    expect(await page.locator('.card-button[data-card="10H"] .sr-only').textContent()).toBe("Ten of hearts — This card cannot start the move");
    await page.locator('.card-button[data-card="JS"]').click();
    // The called suit shows until the bot's answer ends it, a second later: watched at each change of
    // the page from before the call, since a page too busy to draw in that second (a loaded machine)
    // would show both views at once to a poll.
    await page.evaluate((text) => {
      const w = window as unknown as { calledShown?: boolean };
      w.calledShown = false;
      const observer = new MutationObserver(() => {
        if (document.body.innerText.includes(text)) (w.calledShown = true), observer.disconnect();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    }, "Called suit: hearts");
    await page.getByRole("button", { name: "Call hearts" }).click();
    await page.waitForFunction(() => (window as unknown as { calledShown?: boolean }).calledShown);
    await page.getByText("Ivan calls hearts").first().waitFor();
    await screenshot(page, "101-jack");
    await context.close();
  });
});
