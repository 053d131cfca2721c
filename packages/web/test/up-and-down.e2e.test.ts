/** Up and Down in a real browser: its own lobby entry, Oh Hell's table, the Up and Down option on by default. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addBots, createRoom, nextDecision, playTurn, start } from "./flows.ts";
import { chromiumAvailable, newPlayer, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;

describe.skipIf(!run)("Up and Down in the browser", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("is offered in the lobby with Up and Down on, and plays on Oh Hell's table (19 hands for 4)", async () => {
    const { page, context } = await newPlayer(world, "Ula");
    // The lobby's form appears once the server's games are in: wait for it, then count.
    await page.locator('form.create select option[value="oh-hell"]').first().waitFor({ state: "attached" });
    await expect(page.locator("form.create select").first().locator('option[value="up-and-down"]').count()).resolves.toBe(1);
    await page.locator("form.create select").first().selectOption("up-and-down");
    await expect(page.getByRole("checkbox", { name: "Up and Down", exact: true }).isChecked()).resolves.toBe(true);
    await createRoom(page, "up-and-down");
    await addBots(page, 3);
    await start(page);
    await page.getByText("Round 1 of 19").waitFor();
    for (let i = 0; i < 6; i++) {
      expect(await nextDecision(page)).toBe("turn");
      await playTurn(page);
    }
    await context.close();
  });
});
