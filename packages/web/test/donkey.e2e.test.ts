/**
 * Donkey on the shared felt against three bots through the page, on a phone: a
 * one-round match (the first donkey ends it). Our legal cards glow; when none
 * fits the led card, no card glows and the Draw button draws; the end screen
 * comes when one player alone holds cards.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addBots, clickAndWait, createRoom, nextDecision, playTurn, start } from "./flows.ts";
import { chromiumAvailable, newPlayer, PHONE, screenshot, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;
/** Private and untimed: a loaded machine must not make our seat time out (a bot would then play it to the end). */
const UNTIMED = { visibility: "private", timeLimit: "none" } as const;

describe.skipIf(!run)("Donkey in the browser", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("plays a one-round match: plays a fitting card or draws, until the round has its donkey", async () => {
    const { page, context } = await newPlayer(world, "Duda", PHONE);
    await createRoom(page, "donkey", { ...UNTIMED, numbers: { "Donkey rounds to end": 1 } });
    await addBots(page, 3);
    await start(page);
    await page.locator(".game-table.donkey").waitFor();
    let plays = 0;
    let draws = 0;
    for (let i = 0; i < 200; i++) {
      if ((await nextDecision(page, 120_000)) === "over") break;
      if ((await page.locator("button.draw").count()) > 0) {
        expect(await page.locator(".card-button.legal").count()).toBe(0);
        if (draws === 0) await screenshot(page, "donkey-draw");
        await clickAndWait(page, "button.draw");
        draws++;
        continue;
      }
      if (plays === 0 && (await page.locator(".card-button.legal").count()) > 0) await screenshot(page, "donkey");
      if ((await playTurn(page)) !== "none") plays++;
    }
    await page.locator("#game-over").waitFor();
    expect(plays).toBeGreaterThan(0);
    await context.close();
  });
});
