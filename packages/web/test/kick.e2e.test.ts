/**
 * The host removes a griefer in the browser, by keyboard alone (issue 15,
 * point 14): a seated guest from the waiting room, a spectator from the table's
 * "People" menu during the match (shown to the host only while someone else is there). Each removed page says why,
 * and a reload does not get them back in.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { addBots, createRoom, start } from "./flows.ts";
import { chromiumAvailable, newPlayer, screenshot, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;

const REMOVED = "The host removed you from this table; you cannot join it again.";

/** Presses Remove for `name`, then confirms, with the keyboard only. */
async function removeByKeyboard(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: `Remove ${name} from the table` }).focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("group", { name: `Remove ${name}? They cannot come back to this table.` });
  await confirm.waitFor();
  // The confirming button takes the focus: Enter removes.
  await expect.poll(() => confirm.getByRole("button", { name: "Remove" }).evaluate((b) => b === document.activeElement)).toBe(true);
  await page.keyboard.press("Enter");
}

describe.skipIf(!run)("kicks in the browser", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    world = await startWorld({ botDelayMs: 2000 });
  });
  afterAll(async () => {
    await world?.close();
  });

  it("the host removes a guest from the waiting room, and a spectator during the match; each is told, and stays out", async () => {
    const host = await newPlayer(world, "Hal");
    const code = await createRoom(host.page, "oh-hell", { visibility: "private", seats: 4 });
    const gus = await newPlayer(world, "Gus");
    await gus.page.goto(`${world.url}/join/${code}`);
    await gus.page.locator(".seat-row.me").waitFor();
    await host.page.locator(".seat-row", { hasText: "Gus" }).waitFor();

    await removeByKeyboard(host.page, "Gus");
    await gus.page.getByText(REMOVED).waitFor();
    await host.page.locator(".seat-row", { hasText: "Gus" }).waitFor({ state: "detached" });
    await gus.page.reload();
    await gus.page.getByText(REMOVED).waitFor();

    await addBots(host.page, 3);
    await start(host.page);
    const wes = await newPlayer(world, "Wes");
    await wes.page.goto(`${world.url}/room/${code}?watch`);
    await wes.page.locator(".table-page").waitFor();
    const panel = host.page.locator("details.people");
    await panel.locator("summary").focus();
    await host.page.keyboard.press("Enter");
    await panel.getByText("Wes").waitFor();
    await screenshot(host.page, "kick-panel");
    await removeByKeyboard(host.page, "Wes");
    await wes.page.getByText(REMOVED).waitFor();
    await panel.waitFor({ state: "detached" }); // nobody else left to remove: the toggle goes
    await wes.page.reload();
    await wes.page.getByText(REMOVED).waitFor();
    for (const p of [host, gus, wes]) await p.context.close();
  });
});
