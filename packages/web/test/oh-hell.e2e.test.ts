/**
 * Oh Hell in a real browser against the real server: a whole match at nine players (5 cards
 * down to 1) through the page (playthrough.ts: every decision on one screen at both sizes, a
 * 32-character name) with the felt's trick checked (cards in front of their seats, tricks held,
 * a double tap); a reload keeps the seat, so does a move to another process; then its replay.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { matchMaker } from "@colyseus/core";
import { CLOSE_MOVED, type RoomInfo } from "@gg/server/protocol";
import { chromiumAvailable, screenshot, startWorld, type World } from "./harness.ts";
import { LONG_NAME, playMatch } from "./playthrough.ts";

const run = chromiumAvailable();
let world: World;

/** After our seat's connection dropped (a bot played it meanwhile), we press Back if the seat is still away. */
async function backToTheGame(page: Page): Promise<void> {
  const back = page.getByRole("button", { name: "Back to the game" });
  if (await back.count()) {
    await back.click();
    await page.waitForFunction(() => !document.querySelector(".player.me.away") || document.querySelector("#game-over"));
  }
}

// Browser tests get room beyond the default timeout when the whole `npm test` runs in parallel.
describe.skipIf(!run)("Oh Hell in the browser", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    // Bots think 60 ms so a reload does not let them finish the match meanwhile.
    world = await startWorld({ botDelayMs: 60 });
  });
  afterAll(async () => {
    await world?.close();
  });

  it("plays a whole match at nine players by clicking legal cards; a reload keeps the seat; so does a move to another process", async () => {
    let roomId = "";
    let reloaded = false;
    let moved = false;
    let summaries = 0;
    const step = async (page: Page, decision: number): Promise<boolean> => {
      if (decision === 0) roomId = page.url().split("/room/")[1]!.split(/[?#]/)[0]!;
      // The first round's summary (the engine numbers Oh Hell's rounds from 0) says round 1.
      if (summaries === 0 && !reloaded && (await page.locator(".round-summary summary").count()) > 0) {
        summaries++;
        expect(await page.locator(".round-summary summary").textContent()).toBe("End of round 1");
        expect(await page.locator(".round-summary thead th").allTextContents()).toEqual(["Player", "Points", "Total"]);
      }
      if (decision === 10 && !reloaded) {
        // Mid-match reload: the guest token brings us back to the same seat. The dropped
        // connection made the seat "away" (a bot played at once), so we press Back.
        reloaded = true;
        const seat = await page.locator(".player.me").getAttribute("data-seat");
        await page.reload();
        await page.locator(".table-page").waitFor();
        await page.locator(".player.me").waitFor();
        expect(await page.locator(".player.me").getAttribute("data-seat")).toBe(seat);
        expect(await page.locator(".player.me .player-name").textContent()).toBe(LONG_NAME);
        await backToTheGame(page);
        return true;
      }
      if (decision === 15 && !moved) {
        // What a process that lost the room's lease does (cluster mode): it closes its players'
        // connections with CLOSE_MOVED. The page joins the table again by its code on its own,
        // and the player token gives the seat back, without a reload.
        moved = true;
        const seat = await page.locator(".player.me").getAttribute("data-seat");
        const room = matchMaker.getLocalRoomById(roomId)!;
        const dropped = [...room.clients];
        for (const client of dropped) client.leave(CLOSE_MOVED);
        // The page is back in when its new connection is the room's one client (a closed one stays
        // listed until its socket's close is handled, so a count alone may read the old one).
        await expect.poll(() => room.clients.length === 1 && !dropped.includes(room.clients[0]!), { timeout: 20_000 }).toBe(true);
        // The seat as the server holds it now: away if the dropped connection counted as gone before
        // the new one took the seat back (a bot played at once).
        const info = (await (await fetch(`${world.url}/api/rooms/${roomId}`)).json()) as RoomInfo;
        const away = info.seats[Number(seat)]!.away;
        // The page still shows the last view until the new connection's first messages arrive: wait for them.
        await page.waitForFunction(
          (a) => document.querySelector("#game-over") || (document.querySelector('[data-testid="turn"]')?.textContent !== "Reconnecting…" && !!document.querySelector(".player.me.away") === a),
          away,
        );
        expect(await page.locator(".player.me").getAttribute("data-seat")).toBe(seat);
        if (away) await backToTheGame(page);
        return true;
      }
      // Every highlighted card is one the server listed as legal; illegal ones say why.
      const illegal = page.locator(".card-button.illegal");
      if (await illegal.count()) expect(await illegal.first().locator(".sr-only").textContent()).toMatch(/ — You must follow/);
      return false;
    };
    const { page, context, decisions } = await playMatch(world, { game: "oh-hell", seats: 9, trickChecks: true, step });
    expect(reloaded && moved).toBe(true);
    expect(decisions).toBeGreaterThan(15); // 5 bids + 15 cards, minus what a bot played while we were away
    expect(summaries).toBe(1);
    await expect(page.locator("#game-over").textContent()).resolves.toContain("Game over");

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
    expect(await page.locator(".all-hands [data-seat]").count()).toBe(9);
    expect(await page.locator(".all-hands .card").count()).toBeGreaterThan(30); // 9 hands of 5, minus the cards played by move 6
    await context.close();
  });
});
