/** Oh Hell in a real browser against the real server: a whole match, reloads, two players. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchMaker } from "@colyseus/core";
import { CLOSE_MOVED } from "@gg/server/protocol";
import { addBots, clickAndWait, createRoom, nextDecision, start } from "./flows.ts";
import { chromiumAvailable, newPlayer, screenshot, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;

// Browser tests get room beyond the default timeout when the whole `npm test` runs in parallel.
describe.skipIf(!run)("Oh Hell in the browser", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    // Bots think 60 ms so a reload does not let them finish the match meanwhile.
    world = await startWorld({ botDelayMs: 60 });
  });
  afterAll(async () => {
    await world?.close();
  });

  it("creates a room, adds 3 bots and plays a whole match by clicking legal cards; a reload keeps the seat; so does a move to another process", async () => {
    const { page, context } = await newPlayer(world, "Ana");
    const roomId = await createRoom(page, "oh-hell");
    await addBots(page, 3);
    await start(page);
    let decisions = 0;
    let reloaded = false;
    let moved = false;
    let shot = false;
    let summaries = 0;
    for (;;) {
      if ((await nextDecision(page)) === "over") break;
      decisions++;
      // The first round's summary (the engine numbers Oh Hell's rounds from 0) says round 1.
      if (summaries === 0 && !reloaded && (await page.locator(".round-summary summary").count()) > 0) {
        summaries++;
        expect(await page.locator(".round-summary summary").textContent()).toBe("End of round 1");
        expect(await page.locator(".round-summary thead th").allTextContents()).toEqual(["Player", "Points", "Total"]);
      }
      if (!shot && (await page.locator(".card-button.legal").count()) > 0) {
        shot = true;
        await screenshot(page, "oh-hell");
      }
      if (decisions === 12 && !reloaded) {
        // Mid-match reload: the guest token brings us back to the same seat. The dropped
        // connection made the seat "away" (a bot played at once), so we press Back.
        reloaded = true;
        const seat = await page.locator(".player.me").getAttribute("data-seat");
        await page.reload();
        await page.locator(".table-page").waitFor();
        await page.locator(".player.me").waitFor();
        expect(await page.locator(".player.me").getAttribute("data-seat")).toBe(seat);
        expect(await page.locator(".player.me .player-name").textContent()).toBe("Ana");
        const back = page.getByRole("button", { name: "Back to the game" });
        if (await back.count()) {
          await back.click();
          await page.waitForFunction(() => !document.querySelector(".player.me.away") || document.querySelector("#game-over"));
        }
        continue;
      }
      if (decisions === 20 && !moved) {
        // What a process that lost the room's lease does (cluster mode): it closes its players'
        // connections with CLOSE_MOVED. The page joins the table again by its code on its own,
        // and the player token gives the seat back, without a reload.
        moved = true;
        const seat = await page.locator(".player.me").getAttribute("data-seat");
        const room = matchMaker.getLocalRoomById(roomId)!;
        for (const client of [...room.clients]) client.leave(CLOSE_MOVED);
        await expect.poll(() => room.clients.length, { timeout: 20_000 }).toBe(1);
        // The page still shows the last view until the new connection's first messages arrive; the
        // dropped connection made the seat away (a bot played at once), which the new room info shows.
        const away = await page
          .waitForFunction(() => document.querySelector(".player.me.away") || document.querySelector("#game-over"), undefined, { timeout: 10_000 })
          .then(() => true, () => false);
        expect(await page.locator(".player.me").getAttribute("data-seat")).toBe(seat);
        const back = page.getByRole("button", { name: "Back to the game" });
        if (away && (await back.count())) {
          await back.click();
          await page.waitForFunction(() => !document.querySelector(".player.me.away") || document.querySelector("#game-over"));
        }
        continue;
      }
      await page.locator(".bid-panel button.bid:not([disabled]), .card-button.legal").first().waitFor();
      if (await page.locator(".bid-panel").count()) {
        await clickAndWait(page, ".bid-panel button.bid:not([disabled])");
      } else {
        // Every highlighted card is one the server listed as legal; illegal ones say why.
        const illegal = page.locator(".card-button.illegal");
        if (await illegal.count()) expect(await illegal.first().locator(".sr-only").textContent()).toMatch(/ — You must follow/);
        await clickAndWait(page, ".card-button.legal");
      }
    }
    expect(decisions).toBeGreaterThan(40); // 10 bids + 55 cards, minus the reload
    expect(summaries).toBe(1);
    await expect(page.locator("#game-over").textContent()).resolves.toContain("Game over");
    await screenshot(page, "oh-hell-over");

    // The match is in our history; its replay steps move by move, public view first.
    await page.getByRole("link", { name: "My matches" }).click();
    await page.getByRole("link", { name: "Replay" }).first().click();
    await page.getByTestId("replay-step").waitFor();
    expect(await page.getByTestId("replay-step").textContent()).toMatch(/^Move 0 of \d+$/);
    expect(await page.locator(".hand").count()).toBe(0);
    for (let i = 0; i < 6; i++) await page.getByRole("button", { name: "Next move" }).click();
    expect(await page.getByTestId("replay-step").textContent()).toMatch(/^Move 6 of/);
    // Each move is told as the log tells it: who did what, cards by name (no "QD").
    const move = page.getByTestId("replay-move");
    expect(await move.textContent()).toMatch(/^\S.* (bids \d+|plays (Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King|Ace) of \w+)/);
    expect(await move.textContent()).not.toMatch(/\b([2-9TJQKA]|10)[CDHS]\b/);
    // Jump to a round: its first move, the round shown as the current one.
    const round = page.getByLabel("Jump to round");
    await round.selectOption("3");
    const stepOf = async () => Number((await page.getByTestId("replay-step").textContent())!.match(/^Move (\d+)/)![1]);
    const third = await stepOf();
    expect(third).toBeGreaterThan(6);
    await page.getByRole("button", { name: "Previous move" }).click();
    expect(await round.inputValue()).toBe("2");
    // Autoplay at 4 moves a second goes on by itself until paused.
    await page.getByLabel("Speed").selectOption("4");
    await page.getByRole("button", { name: "Play", exact: true }).click();
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="replay-step"]')?.textContent?.match(/^Move (\d+)/)?.[1]) >= n + 2, third);
    await page.getByRole("button", { name: "Pause", exact: true }).click();
    const paused = await stepOf();
    expect(await page.locator("#game-over").count()).toBe(0); // the standings wait for the last step
    // The last step shows the final standings; the move text follows the page's language.
    await page.getByRole("button", { name: "End", exact: true }).click();
    await page.locator("#game-over").waitFor();
    expect(await page.locator(".replay .summary").textContent()).toContain("Game over");
    await page.getByRole("button", { name: "Start", exact: true }).click();
    for (let i = 0; i < 6; i++) await page.getByRole("button", { name: "Next move" }).click();
    await page.getByLabel("Language").selectOption("pt-BR");
    await page.waitForFunction(() => /^\S.* (aposta|joga) /.test(document.querySelector('[data-testid="replay-move"]')?.textContent ?? ""));
    expect(paused).toBeGreaterThanOrEqual(third + 2);
    await page.getByLabel("Idioma").selectOption("en");
    await page.getByRole("checkbox", { name: "Show all hands (match over)" }).check();
    await page.getByLabel("Seen by").selectOption("0");
    await page.locator(".hand .card-button").first().waitFor();
    await screenshot(page, "replay");
    await page.getByLabel("Seen by").selectOption("all");
    expect(await page.locator(".all-hands [data-seat]").count()).toBe(4);
    expect(await page.locator(".all-hands .card").count()).toBeGreaterThan(20); // 4 hands of 10, minus the cards played by move 6
    await context.close();
  });
});
