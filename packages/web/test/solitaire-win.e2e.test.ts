/**
 * A whole won game of Solitaire through the page, at a laptop's size and at a phone's: the solver's
 * winning line for the room's deal, played as a player would — the stock clicked (tapped) for each
 * draw and turn-over, a card tapped where the tap sends it to the line's pile, else on a laptop
 * picked up and put down with the keyboard, on a phone dragged by a finger — until the board wins
 * and the end screen names the player. On the phone, all along: every pile and card in the window,
 * no page scroll either way, the score and the time in view. Draw 3 keeps the line short (about 25
 * draws, not 100).
 *
 * The deal is hidden from the page, so the test reads the running match from the server's own
 * store (its seed, as crash recovery does) and replays it with the engine, to know the cards and
 * solve them; every action still goes through the page, and the local board follows each one.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replay } from "@gg/core";
import { solitaire } from "@gg/games/solitaire/index.ts";
import { firstAction, solveBoard } from "@gg/games/solitaire/solver.ts";
import type { SolitaireAction, SolitaireState } from "@gg/games/solitaire/state.ts";
import { chromiumAvailable, DESKTOP, newPlayer, PHONE, screenshot, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;

const seqOf = (page: Page) => page.evaluate(() => document.querySelector("[data-seq]")?.getAttribute("data-seq") ?? null);

/** The room's match as the server stored it when it started (polled: the start is stored a moment later). */
async function startedState(code: string): Promise<SolitaireState> {
  let stored = await world.server.context.store.loadMatch(code);
  for (let tries = 0; !stored && tries < 200; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    stored = await world.server.context.store.loadMatch(code);
  }
  expect(stored, "the match is stored").not.toBeNull();
  return replay(solitaire, stored!.record).state as SolitaireState;
}

/** How a move the tap would not make is made: picked up and put down by the keyboard, or dragged by a finger. */
type Carry = "keyboard" | "touch";

/** Plays one engine action through the page and waits until the page shows the board after it; `carried`: a move not tapped even where the tap would make it. */
async function act(page: Page, action: SolitaireAction, carry: Carry, carried: boolean): Promise<void> {
  const seq = await seqOf(page);
  const tap = (target: ReturnType<Page["locator"]>, position?: { x: number; y: number }) => (carry === "touch" ? target.tap({ position }) : target.click({ position }));
  if (action.type === "draw" || action.type === "recycle") await tap(page.locator('[data-pile="stock"]'));
  else if (action.type === "move") {
    const card = page.locator(`.sol-board [data-pile="${action.from}"] [data-targets~="${action.to}"]`).last();
    if (!carried && (await card.getAttribute("data-best")) === action.to) await tap(card, { x: 10, y: 8 });
    else if (carry === "keyboard") await keyboardMove(page, card, action.to);
    else await touchDrag(page, card, action.to);
  } else throw new Error(`the line has no ${action.type}`);
  await page.waitForFunction((s) => document.querySelector("[data-seq]")?.getAttribute("data-seq") !== s, seq, { polling: 20, timeout: 30_000 });
}

/** The card picked up with the keyboard and put down on pile `to`. */
async function keyboardMove(page: Page, card: ReturnType<Page["locator"]>, to: string): Promise<void> {
  await card.focus();
  await page.keyboard.press("Enter");
  await page.locator(".sol-card.picked").first().waitFor();
  await page.locator(`.sol-board [data-pile="${to}"] [data-spot]`).last().focus();
  await page.keyboard.press("Enter");
}

/**
 * A finger's drag (touch events, as a phone sends them) from the card's top edge to pile `to`'s last
 * card or place, resting there before it lifts (a finger lifted on the move is a fling, and Chromium
 * spends the next tap on stopping it).
 */
async function touchDrag(page: Page, card: ReturnType<Page["locator"]>, to: string): Promise<void> {
  const from = (await card.boundingBox())!;
  const target = (await page.locator(`.sol-board [data-pile="${to}"] [data-spot]`).last().boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  let at = Date.now() / 1000 - 1; // the gesture spread over the last second
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number, seconds: number) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: type === "touchEnd" ? [] : [{ x, y }], timestamp: (at += seconds) });
  const [x0, y0] = [from.x + from.width / 2, from.y + 6];
  const [x1, y1] = [target.x + target.width / 2, target.y + Math.min(target.height / 2, 20)];
  await touch("touchStart", x0, y0, 0);
  for (let step = 1; step <= 5; step++) await touch("touchMove", x0 + ((x1 - x0) * step) / 5, y0 + ((y1 - y0) * step) / 5, 0.04);
  for (let rest = 0; rest < 2; rest++) await touch("touchMove", x1, y1, 0.15);
  await touch("touchEnd", x1, y1, 0.05);
  await cdp.detach();
}

/**
 * On a phone: what lies outside the window (every pile's place and card, the score and the time)
 * and how far the page scrolls each way; all zero and empty when the board fits.
 */
const phoneFit = (page: Page) =>
  page.evaluate(() => {
    const outside = [...document.querySelectorAll(".sol-board [data-pile], .sol-board .card, .sol-score, .sol-time")]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.left < -1 || r.top < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1;
      })
      .map((e) => e.getAttribute("data-pile") ?? e.getAttribute("data-card") ?? e.className);
    const piles = new Set([...document.querySelectorAll(".sol-board [data-pile]")].map((e) => e.getAttribute("data-pile")));
    return { piles: piles.size, outside, x: document.documentElement.scrollWidth - innerWidth, y: document.documentElement.scrollHeight - innerHeight };
  });
const FITS = { piles: 13, outside: [], x: 0, y: 0 }; // stock, waste, four foundations, seven columns

/** A private, untimed, one-seat draw-3 room created by `page`; returns its code once the board shows. */
async function createRoom(page: Page): Promise<string> {
  await page.locator("form.create select").first().selectOption("solitaire");
  await page.getByRole("combobox", { name: "Cards per draw", exact: true }).selectOption("3");
  await page.getByLabel("Seats").selectOption("1");
  await page.locator('input[name="visibility"][value="private"]').check();
  await page.getByLabel("Time per move").selectOption("none");
  await page.getByRole("button", { name: "Create table" }).click();
  await page.waitForURL(/\/room\//);
  await page.locator(".solitaire .sol-board [data-spot]").first().waitFor();
  return page.url().split("/room/")[1]!.split(/[?#]/)[0]!;
}

/** Plays the solver's winning line for the room's deal through the page, to the end screen; returns the actions played. */
async function playWinningLine(page: Page, code: string, carry: Carry): Promise<number> {
  let state = await startedState(code);
  expect(state.options.draw).toBe(3);
  const solved = solveBoard(state.boards[0]!, state.options);
  expect(solved.status).toBe("win");
  let actions = 0;
  let moves = 0;
  for (const m of solved.line) {
    // A solver move is the draws and turn-overs that bring its card up, then the move (a move ends it).
    for (let steps = 0; steps < 40 && !state.over; steps++) {
      const action = firstAction(state.boards[0]!, m);
      // Every third move is carried (keyboard, finger), so each way is played whatever the deal.
      if (action.type === "move") moves++;
      await act(page, action, carry, action.type === "move" && moves % 3 === 0);
      state = solitaire.apply(state, 0, action).state;
      actions++;
      // On a phone the board fits the window all along, until the end screen grows the page (polled: the board lays out after each view).
      if (carry === "touch" && actions % 5 === 0 && !state.over) await expect.poll(() => phoneFit(page), { timeout: 5000 }).toEqual(FITS);
      if (action.type === "move") break;
    }
  }
  // The engine finishes the board by itself once every card is face up and the stock empty.
  expect(state.over).toBe(true);
  await page.locator("#game-over").waitFor();
  expect(await page.locator(".summary .winner").count()).toBe(1);
  expect(await page.locator(".sol-note").textContent()).toBe("You won!");
  return actions;
}

/** A fresh phone: a touch screen at 390×844 (taps and drags by finger). */
async function newPhone(name: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await world.browser.newContext({ viewport: PHONE, locale: "en-US", hasTouch: true });
  await context.addInitScript((n) => localStorage.setItem("gg.name", n), name);
  const page = await context.newPage();
  page.on("pageerror", (e) => console.error(`[${name}] page error:`, e));
  await page.goto(world.url + "/");
  return { context, page };
}

describe.skipIf(!run)("a won game of Solitaire in the browser", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("plays the solver's winning line through the page to the end screen on a laptop (click and keyboard)", async () => {
    const { page, context } = await newPlayer(world, "Winner", DESKTOP);
    const code = await createRoom(page);
    expect(await playWinningLine(page, code, "keyboard")).toBeGreaterThan(20);
    await context.close();
  });

  it("plays a won game on a phone by tap and drag, the whole board and the score and time in the window all along", async () => {
    const { page, context } = await newPhone("Winner");
    const code = await createRoom(page);
    await expect.poll(() => phoneFit(page), { timeout: 5000 }).toEqual(FITS);
    expect(await playWinningLine(page, code, "touch")).toBeGreaterThan(20);
    await screenshot(page, "solitaire-won");
    await context.close();
  });
});
