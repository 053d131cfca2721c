/**
 * The shared felt table in a real browser, on a laptop: Create table above the fold for every
 * game, option bounds explained, the table on one screen, mute remembered, a stored over-long
 * name cut; auto-play of a forced card. (Every game's whole match at both sizes, with a
 * 32-character name, cards in front of their seats, tricks held, a double tap and the
 * reduced-motion path, is played by the games' own files through playthrough.ts.)
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addBots, CARD_CORNER, createRoom, nextDecision, start } from "./flows.ts";
import { chromiumAvailable, DESKTOP, newPlayer, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;

/** The page's width and height against the window's: no scrolling either way. */
const overflow = (page: Page) =>
  page.evaluate(() => ({ x: document.documentElement.scrollWidth - window.innerWidth, y: document.documentElement.scrollHeight - window.innerHeight }));

/** Every element matched lies inside the window. */
async function allInView(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) =>
    els
      .map((e) => ({ e, r: e.getBoundingClientRect() }))
      .filter(({ r }) => r.left < -1 || r.top < -1 || r.right > window.innerWidth + 1 || r.bottom > window.innerHeight + 1)
      .map(({ e, r }) => `${e.getAttribute("aria-label") ?? e.textContent} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`),
  );
}

describe.skipIf(!run)("the felt table in the browser", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    world = await startWorld({ botDelayMs: 40 });
  });
  afterAll(async () => {
    await world?.close();
  });

  it("on a laptop: Create table above the fold; the table on one screen; mute remembered; a stored over-long name is cut, not refused", async () => {
    const { page, context } = await newPlayer(world, "Lea", DESKTOP);
    // Whatever the game and its options, Create table is above the fold. The form shows once the
    // server's games are in: wait for it, else the list read is empty and nothing is checked.
    await page.locator("form.create select").first().waitFor();
    const games = await page.locator("form.create select").first().locator("option").evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value));
    expect(games.length).toBeGreaterThan(1);
    for (const game of games) {
      await page.locator("form.create select").first().selectOption(game);
      expect([game, await allInView(page, 'form.create button[type="submit"]')]).toEqual([game, []]);
    }
    // An option's help names its default once ("(default 5). (default: 5)" said it twice).
    await page.locator("form.create select").first().selectOption("oh-hell");
    expect((await page.locator(".create .option .help").first().textContent())!.match(/default/g)).toHaveLength(1);
    // An option carries the bounds of the game's schema; a value out of them is explained in the player's
    // words beside it before anything is sent (no "INVALID_OPTIONS: … <=7"), and Create table goes back to it.
    await page.locator("form.create select").first().selectOption("bet-on-tricks");
    const lives = page.getByRole("spinbutton", { name: "Lives" });
    expect([await lives.getAttribute("min"), await lives.getAttribute("max"), await lives.getAttribute("step")]).toEqual(["1", "7", "1"]);
    await lives.fill("9");
    const problem = page.getByRole("alert");
    await problem.waitFor();
    expect(await problem.textContent()).toBe("Lives: at most 7.");
    expect(await lives.getAttribute("aria-invalid")).toBe("true");
    await page.getByRole("button", { name: "Create table" }).click();
    await page.waitForFunction(() => document.activeElement?.id === "opt-lives");
    expect(page.url()).not.toContain("/room/");
    // A target with a few allowed values is a choice among them.
    await page.locator("form.create select").first().selectOption("spades");
    await expect.poll(() => page.getByRole("combobox", { name: "Match to" }).locator("option").allTextContents()).toEqual(["250", "300", "500"]);
    // A name stored by an older version, over the 32 characters the server keeps.
    await page.evaluate(() => localStorage.setItem("gg.name", "A name far longer than thirty-two characters"));
    await page.reload();
    await createRoom(page, "bet-on-tricks");
    await addBots(page, 2);
    await start(page);
    expect(await nextDecision(page)).toBe("turn");
    expect(await page.locator(".seat.me .player-name").textContent()).toBe("A name far longer than thirty-tw");
    // Polled: at the first decision the dealt cards may still be flying in from the deck.
    await expect.poll(() => overflow(page), { timeout: 10_000 }).toEqual({ x: 0, y: 0 });
    await expect.poll(() => allInView(page, ".hand .card-button, .bid-panel button, .felt-wrap"), { timeout: 10_000 }).toEqual([]);
    const mute = page.getByRole("button", { name: "Mute sounds" });
    await mute.click();
    expect(await mute.getAttribute("aria-pressed")).toBe("true");
    await page.reload();
    await page.locator(".felt-layout").waitFor();
    expect(await page.getByRole("button", { name: "Mute sounds" }).getAttribute("aria-pressed")).toBe("true");
    await context.close();
  });

  it("auto-play, once turned on in the settings, plays a forced single card by itself", async () => {
    const { page, context } = await newPlayer(world, "Ola", DESKTOP);
    await createRoom(page, "oh-hell");
    await addBots(page, 3);
    await start(page);
    await page.locator(".felt-layout").waitFor();
    await page.getByRole("button", { name: "Settings" }).click();
    await page.getByRole("checkbox", { name: "Play a forced card by itself" }).check();
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
    let autoPlayed = 0;
    for (let i = 0; i < 12 && autoPlayed === 0; i++) {
      if ((await nextDecision(page)) === "over") break;
      await page.locator(".bid-panel button.bid:not([disabled]), .card-button.legal").first().waitFor();
      const seq = await page.locator("[data-seq]").getAttribute("data-seq");
      if (await page.locator(".bid-panel").count()) await page.locator(".bid-panel button.bid:not([disabled])").first().click();
      else if ((await page.locator(".card-button.legal").count()) === 1) autoPlayed++; // hands off: the page plays it
      else await page.locator(".card-button.legal").first().click(CARD_CORNER);
      await page.waitForFunction((s) => document.querySelector("#game-over") || document.querySelector("[data-seq]")?.getAttribute("data-seq") !== s, seq, { polling: 30 });
    }
    // The round's last card at the latest is forced.
    expect(autoPlayed).toBeGreaterThan(0);
    expect(await page.locator(".banner.error").count()).toBe(0);
    await context.close();
  });
});
