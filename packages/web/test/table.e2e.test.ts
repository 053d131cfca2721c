/**
 * The shared felt table in a real browser, at a phone's size and a laptop's: everything a
 * player needs on one screen in every phase, a card lands in front of the seat that played
 * it, a taken trick stays readable, a 32-character name never widens the page, a double tap
 * is not an error, and the reduced-motion path. Screenshots land in artifacts/web/.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addBots, CARD_CORNER, createRoom, nextDecision, playTurn, start } from "./flows.ts";
import { chromiumAvailable, DESKTOP, newPlayer, PHONE, screenshot, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;

const LONG_NAME = "Maximiliana Beatriz Albuquerque!"; // 32 characters, the most a name may have

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

/** The seat nearest a card on the felt (by the centres of the card and of each seat's avatar). */
function nearestSeat(page: Page, seat: string): Promise<string | null> {
  return page.evaluate((s) => {
    const card = document.querySelector(`.felt-card[data-seat="${s}"]`);
    if (!card) return null;
    const centre = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    };
    const c = centre(card);
    let best: string | null = null;
    let bestD = Infinity;
    for (const el of document.querySelectorAll(".seats-ring .seat")) {
      const a = centre(el.querySelector(".avatar")!);
      const d = Math.hypot(a.x - c.x, a.y - c.y);
      if (d < bestD) [best, bestD] = [el.getAttribute("data-seat"), d];
    }
    return best;
  }, seat);
}

/** Records in the page how long each taken trick stays on the felt (`[data-held]`), in ms. */
async function recordHolds(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { holds: number[]; heldSince: number | null };
    w.holds = [];
    w.heldSince = null;
    const tick = () => {
      const held = !!document.querySelector(".trick-area[data-held]");
      if (held && w.heldSince === null) w.heldSince = performance.now();
      if (!held && w.heldSince !== null) {
        w.holds.push(performance.now() - w.heldSince);
        w.heldSince = null;
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** Waits until every card on the felt lies where it landed: none still travelling in from its seat, or sweeping away. */
const feltAtRest = (page: Page) =>
  page.waitForFunction(
    () =>
      [...document.querySelectorAll(".felt-card")].every((e) => {
        const style = getComputedStyle(e);
        return /^(none|matrix\(1, 0, 0, 1, 0, 0\))$/.test(style.transform) && style.opacity === "1";
      }),
    undefined,
    { polling: 30, timeout: 10_000 },
  );

const holds = (page: Page) => page.evaluate(() => (window as unknown as { holds: number[] }).holds);
/** Waits until no taken trick is held on the felt (a player reading it before playing on). */
const trickRead = (page: Page) => page.waitForFunction(() => !document.querySelector(".trick-area[data-held]"), undefined, { polling: 30 });

describe.skipIf(!run)("the felt table in the browser", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    world = await startWorld({ botDelayMs: 40 });
  });
  afterAll(async () => {
    await world?.close();
  });

  it("on a phone: a 32-character name, everything on one screen in every phase, cards in front of their seats, tricks held ≥ 800 ms", async () => {
    const { page, context } = await newPlayer(world, LONG_NAME, PHONE);
    expect(await overflow(page)).toMatchObject({ x: 0 });
    await createRoom(page, "oh-hell");
    expect((await overflow(page)).x).toBe(0);
    await addBots(page, 3);
    await start(page);
    await recordHolds(page);
    let decisions = 0;
    let checkedLanding = 0;
    let doubleTapped = false;
    for (; decisions < 24; decisions++) {
      if ((await nextDecision(page)) === "over") break;
      await trickRead(page);
      // One screen: nothing scrolls; the hand, the bids and the felt are in the window.
      expect(await overflow(page)).toEqual({ x: 0, y: 0 });
      await expect.poll(() => allInView(page, ".hand .card-button, .bid-panel button, .felt-wrap, .seats-ring .avatar"), { timeout: 2500 }).toEqual([]);
      // A bot's card lies in front of its seat (once its short travel, and a taken trick's sweep, are over).
      if (checkedLanding <= 6) await feltAtRest(page);
      for (const seat of ["1", "2", "3"]) {
        if (checkedLanding > 6 || !(await page.locator(`.felt-card[data-seat="${seat}"]`).count())) continue;
        expect(await nearestSeat(page, seat)).toBe(seat);
        checkedLanding++;
      }
      await page.locator(".bid-panel button.bid:not([disabled]), .card-button.legal").first().waitFor();
      const seq = await page.locator("[data-seq]").getAttribute("data-seq");
      if (await page.locator(".bid-panel").count()) {
        await page.locator(".bid-panel button.bid:not([disabled])").first().click();
      } else {
        const card = page.locator(".card-button.legal").first();
        if (!doubleTapped) {
          // A double tap on a card plays it once; the second tap is not a refused move.
          doubleTapped = true;
          await card.dblclick(CARD_CORNER);
        } else await card.click(CARD_CORNER);
      }
      await page.waitForFunction((s) => document.querySelector("#game-over") || document.querySelector("[data-seq]")?.getAttribute("data-seq") !== s, seq);
      if (decisions === 3) {
        await page.waitForTimeout(700);
        await screenshot(page, "felt-oh-hell"); // both sizes, then back to the phone
      }
      await page.setViewportSize(PHONE);
    }
    expect(doubleTapped).toBe(true);
    await page.waitForTimeout(600);
    expect(await page.locator(".banner.error").count()).toBe(0);
    expect(checkedLanding).toBeGreaterThan(2);
    // Every taken trick (each has our card) stayed on the felt long enough to read it.
    const held = await holds(page);
    expect(held.length).toBeGreaterThan(2);
    expect(Math.min(...held)).toBeGreaterThanOrEqual(800);
    // Our long name is cut by an ellipsis at our seat, not widening anything.
    const name = page.locator(".seat.me .player-name");
    expect(await name.textContent()).toBe(LONG_NAME);
    expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect((await overflow(page)).x).toBe(0);
    await context.close();
  });

  it("on a laptop: Create table above the fold; the table on one screen; mute remembered; a stored over-long name is cut, not refused", async () => {
    const { page, context } = await newPlayer(world, "Lea", DESKTOP);
    // Whatever the game and its options, Create table is above the fold.
    const games = await page.locator("form.create select").first().locator("option").evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value));
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
    expect(await overflow(page)).toEqual({ x: 0, y: 0 });
    expect(await allInView(page, ".hand .card-button, .bid-panel button, .felt-wrap")).toEqual([]);
    const mute = page.getByRole("button", { name: "Mute sounds" });
    await mute.click();
    expect(await mute.getAttribute("aria-pressed")).toBe("true");
    await page.reload();
    await page.locator(".felt-layout").waitFor();
    expect(await page.getByRole("button", { name: "Mute sounds" }).getAttribute("aria-pressed")).toBe("true");
    await context.close();
  });

  for (const [game, seats, checks] of [
    ["101", 4, []],
    ["gg-battle", 3, []],
    ["bet-on-tricks", 5, ["Joker"]],
  ] as const) {
    it(`on a phone, ${game}: the hand, the action buttons and the felt on one screen at every decision`, async () => {
      const { page, context } = await newPlayer(world, LONG_NAME, PHONE);
      await createRoom(page, game, { seats, checks: [...checks] });
      await addBots(page, seats - 1);
      await start(page);
      let decisions = 0;
      for (; decisions < 30; decisions++) {
        if ((await nextDecision(page)) === "over") break;
        await page.locator(".felt-layout, .arrange").first().waitFor();
        if (await page.locator(".felt-layout").count()) {
          expect(await overflow(page)).toEqual({ x: 0, y: 0 });
          // (polled: cards being dealt fly in from the dealer's side for a moment)
          await expect.poll(() => allInView(page, ".hand .card-button, .action-bar button, .own-piles .pile, .strategy, .felt-wrap"), { timeout: 2500 }).toEqual([]);
        } else expect(await allInView(page, ".arrange button.primary")).toEqual([]);
        if (decisions === 4) {
          await page.waitForTimeout(700); // cards still travelling would show half-faded
          await screenshot(page, `felt-${game}`);
        }
        await page.setViewportSize(PHONE);
        await playTurn(page);
      }
      // A GG Battle player can be knocked out within a few challenges; the others decide many times.
      expect(decisions).toBeGreaterThanOrEqual(game === "gg-battle" ? 2 : 5);
      await context.close();
    });
  }

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
      await page.waitForFunction((s) => document.querySelector("#game-over") || document.querySelector("[data-seq]")?.getAttribute("data-seq") !== s, seq, { timeout: 5000 });
    }
    // The round's last card at the latest is forced.
    expect(autoPlayed).toBeGreaterThan(0);
    expect(await page.locator(".banner.error").count()).toBe(0);
    await context.close();
  });

  it("with reduced motion: cards appear in place, without travelling", async () => {
    const context = await world.browser.newContext({ viewport: PHONE, reducedMotion: "reduce" });
    await context.addInitScript(() => localStorage.setItem("gg.name", "Rui"));
    const page = await context.newPage();
    await page.goto(world.url + "/");
    await createRoom(page, "oh-hell");
    await addBots(page, 3);
    await start(page);
    let seen = 0;
    for (let i = 0; i < 16 && seen < 3; i++) {
      if ((await nextDecision(page)) === "over") break;
      // Any card on the felt is already where it lies: no transform left to run.
      const moving = await page.locator(".felt-card").evaluateAll((els) => els.map((e) => getComputedStyle(e).transform).filter((t) => !/^(|none|matrix\(1, 0, 0, 1, 0, 0\))$/.test(t)));
      expect(moving).toEqual([]);
      seen += await page.locator(".felt-card").count() > 0 ? 1 : 0;
      const seq = await page.locator("[data-seq]").getAttribute("data-seq");
      const target = page.locator(".bid-panel button.bid:not([disabled]), .card-button.legal").first();
      await target.click((await target.getAttribute("data-card")) ? CARD_CORNER : undefined);
      await page.waitForFunction((s) => document.querySelector("#game-over") || document.querySelector("[data-seq]")?.getAttribute("data-seq") !== s, seq);
    }
    expect(seen).toBeGreaterThan(0);
    await context.close();
  });
});
