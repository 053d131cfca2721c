/**
 * Two players chat and play again in the browser (issue 22): a typed line arrives as
 * plain text (markup is not rendered); on a phone the chat is folded with an unread
 * count; a quick phrase needs no typing and reads in the reader's language; Mute hides
 * a player's lines here only; after the host ends the match, Play again shows who is
 * ready and starts the next match in the same room when both have pressed it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addBots, createRoom, start } from "./flows.ts";
import { PHONE, chromiumAvailable, newPlayer, screenshot, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;

describe.skipIf(!run)("chat and play again in the browser", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    world = await startWorld({ botDelayMs: 2000 });
  });
  afterAll(async () => {
    await world?.close();
  });

  it("two players chat, one mutes the other, and both play again", async () => {
    const hal = await newPlayer(world, "Hal");
    const code = await createRoom(hal.page, "oh-hell", { visibility: "private", seats: 3 });
    const gus = await newPlayer(world, "Gus", PHONE);
    await gus.page.goto(`${world.url}/join/${code}`);
    await gus.page.locator(".seat-row.me").waitFor();
    await addBots(hal.page, 1);
    await start(hal.page);
    await gus.page.locator(".table-page").waitFor();

    const halChat = hal.page.locator("section.chat");
    await halChat.getByRole("textbox").fill("<b>hi</b> Gus");
    await halChat.getByRole("button", { name: "Send" }).click();
    // On the phone the chat is one button, with the count of lines not read yet.
    await gus.page.getByTestId("chat-unread").filter({ hasText: "1" }).waitFor();
    await gus.page.locator("button.chat-toggle").click();
    await gus.page.locator(".chat-lines li", { hasText: "<b>hi</b> Gus" }).waitFor();
    expect(await gus.page.locator(".chat-lines b").count()).toBe(0);
    await expect.poll(() => gus.page.getByTestId("chat-unread").count()).toBe(0);

    await gus.page.getByRole("button", { name: "Quick phrases" }).click();
    await gus.page.getByRole("button", { name: "Good luck!" }).click();
    const lucky = hal.page.locator(".chat-lines li", { hasText: "Good luck!" });
    await lucky.waitFor();
    await screenshot(gus.page, "chat-phone");

    // Hal mutes Gus from his name: his lines are hidden on Hal's page only.
    await lucky.getByRole("button", { name: "Gus" }).click();
    await hal.page.getByRole("button", { name: "Mute Gus" }).click();
    await lucky.waitFor({ state: "detached" });
    await hal.page.getByRole("button", { name: "Unmute Gus" }).click();
    await lucky.waitFor();

    await hal.page.getByRole("button", { name: "End game" }).click();
    await hal.page.locator(".confirm button.danger").click();
    await gus.page.locator("[data-play-again]").waitFor();
    await hal.page.locator("[data-play-again]").click();
    await gus.page.locator('[data-rematch-seat="0"][data-accepted="true"]').waitFor();
    await screenshot(gus.page, "play-again");
    await gus.page.locator("[data-play-again]").click();
    for (const p of [hal, gus]) {
      await p.page.locator("[data-play-again]").waitFor({ state: "detached" });
      await expect.poll(() => p.page.getByTestId("turn").textContent()).not.toBe("Game over");
      await p.page.locator(".table-page[data-seq]").waitFor();
    }
    // The same room: the chat goes on, and the last match's lines are still there.
    expect(hal.page.url()).toContain(code);
    await hal.page.locator(".chat-lines li", { hasText: "<b>hi</b> Gus" }).waitFor();
    for (const p of [hal, gus]) await p.context.close();
  });
});
