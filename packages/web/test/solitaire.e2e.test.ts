/**
 * Solitaire in the browser: a one-seat room starts at once; the player moves
 * cards by tap, by drag and by keyboard, draws, undoes (the board comes back
 * exactly) and asks a hint; the board fits a phone and a laptop without page
 * scroll. A two-player race shows each rival's progress bar, never a card, a
 * board given up, the time left, and the end screen after the host's end.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit } from "./axe.ts";
import { chromiumAvailable, DESKTOP, newPlayer, PHONE, screenshot, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;

/** A private room without a move clock (a loaded machine must not hand our board to a bot). */
async function createSolitaire(page: Page, seats: number): Promise<void> {
  await page.locator("form.create select").first().selectOption("solitaire");
  await page.getByLabel("Seats").selectOption(String(seats));
  await page.locator('input[name="visibility"][value="private"]').check();
  await page.getByLabel("Time per move").selectOption("none");
  await page.getByRole("button", { name: "Create table" }).click();
  await page.waitForURL(/\/room\//);
}

const board = (page: Page) => page.locator(".solitaire .sol-board [data-spot]").first().waitFor();
const seqOf = (page: Page) => page.evaluate(() => document.querySelector("[data-seq]")!.getAttribute("data-seq"));
async function newView(page: Page, seq: string | null): Promise<void> {
  await page.waitForFunction((s) => document.querySelector("[data-seq]")?.getAttribute("data-seq") !== s, seq, { polling: 30 });
}

/** Every pile's cards (face-down ones as a count), the stock and the score: what undo must restore. */
const snapshot = (page: Page) =>
  page.evaluate(() => {
    const piles = [...document.querySelectorAll(".sol-board [data-pile]")].map(
      (p) => `${p.getAttribute("data-pile")}=${p.querySelectorAll(".sol-back").length}/${[...p.querySelectorAll(".card-svg")].length}/${[...p.querySelectorAll("[data-card]")].map((c) => c.getAttribute("data-card")).join(",")}`,
    );
    return `${piles.join(" ")} stock=${document.querySelector(".sol-count")?.textContent ?? 0} ${document.querySelector(".sol-score")?.textContent}`;
  });

/** The pile a card lies on now. */
const pileOf = (page: Page, card: string) => page.evaluate((c) => document.querySelector(`.sol-board [data-card="${c}"]`)?.closest("[data-pile]")?.getAttribute("data-pile") ?? null, card);

/** Draws until a card matching `selector` can move (the stock turns over when empty); returns that card. */
async function cardThatMoves(page: Page, selector: string): Promise<{ card: string; spot: string; targets: string; best: string | null }> {
  for (let draws = 0; draws < 80; draws++) {
    const found = await page.evaluate((s) => {
      const el = document.querySelector(`.sol-board ${s}`);
      return el ? { card: el.getAttribute("data-card")!, spot: el.getAttribute("data-spot")!, targets: el.getAttribute("data-targets")!, best: el.getAttribute("data-best") } : null;
    }, selector);
    if (found) return found;
    const seq = await seqOf(page);
    await page.locator('[data-pile="stock"]').click();
    await newView(page, seq);
  }
  throw new Error(`no card ${selector} after 80 draws`);
}

/** No page scroll, and the whole board (every card) inside the window (polled: a new window size lays the board out again). */
async function fitsWindow(page: Page): Promise<void> {
  const measure = () =>
    page.evaluate(() => {
      const area = document.querySelector(".sol-area")!.getBoundingClientRect();
      const cards = [...document.querySelectorAll(".sol-board .card, .sol-board .sol-slot")].map((c) => c.getBoundingClientRect());
      return {
        pageScrolls: document.documentElement.scrollHeight > window.innerHeight || document.documentElement.scrollWidth > window.innerWidth,
        boardBelowFold: area.bottom > window.innerHeight,
        cardsOffBoard: cards.filter((r) => r.bottom > area.bottom + 1 || r.right > area.right + 1 || r.left < area.left - 1).length,
      };
    });
  await expect.poll(measure, { timeout: 5000 }).toEqual({ pageScrolls: false, boardBelowFold: false, cardsOffBoard: 0 });
}

/** Puts the keyboard focus on a pile's top (from the stock: along the top row, or down into the columns). */
async function focusPile(page: Page, pile: string): Promise<void> {
  await page.locator('[data-spot^="stock:"]').focus();
  if (pile.startsWith("t")) {
    await page.keyboard.press("ArrowDown");
    for (let i = 1; i < Number(pile.slice(1)); i++) await page.keyboard.press("ArrowRight");
  } else {
    const steps = pile === "waste" ? 1 : 2 + ["fC", "fD", "fH", "fS"].indexOf(pile);
    for (let i = 0; i < steps; i++) await page.keyboard.press("ArrowRight");
  }
}

describe.skipIf(!run)("Solitaire in the browser", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("alone: starts at once; tap, drag and keyboard moves, draw, undo, hint; fits a phone and a laptop; given up, no winner", async () => {
    const { page, context } = await newPlayer(world, "Sol", PHONE);
    await createSolitaire(page, 1);
    await board(page);
    await fitsWindow(page);

    // A tap sends a card to its best place; undo brings the board back exactly.
    const tapped = await cardThatMoves(page, "[data-best]");
    const before = await snapshot(page);
    let seq = await seqOf(page);
    await page.locator(`.sol-board [data-card="${tapped.card}"]`).click({ position: { x: 10, y: 8 } });
    await newView(page, seq);
    expect(await pileOf(page, tapped.card)).toBe(tapped.best);
    expect(await snapshot(page)).not.toBe(before);
    seq = await seqOf(page);
    await page.getByRole("button", { name: "Undo" }).click();
    await newView(page, seq);
    expect(await snapshot(page)).toBe(before);

    // A draw turns one card onto the waste.
    const stock = Number(await page.locator(".sol-count").textContent());
    seq = await seqOf(page);
    await page.locator('[data-pile="stock"]').click();
    await newView(page, seq);
    expect(Number(await page.locator(".sol-count").textContent())).toBe(stock - 1);
    expect(await page.locator('[data-pile="waste"] [data-card]').count()).toBe(1);

    // A drag carries a card (and any run on it) to a pile it fits.
    const dragged = await cardThatMoves(page, "[data-targets]");
    const to = dragged.targets.split(" ")[0]!;
    const from = (await page.locator(`.sol-board [data-card="${dragged.card}"]`).boundingBox())!;
    const target = (await page.locator(`.sol-board [data-pile="${to}"]`).boundingBox())!;
    seq = await seqOf(page);
    await page.mouse.move(from.x + from.width / 2, from.y + 6);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + 16, { steps: 2 });
    await page.locator(".sol-drag").waitFor();
    await page.mouse.move(target.x + target.width / 2, target.y + Math.min(target.height / 2, 30), { steps: 4 });
    await page.mouse.up();
    await newView(page, seq);
    expect(await pileOf(page, dragged.card)).toBe(to);

    // The keyboard: arrows to the card, Enter picks it up, arrows to a pile, Enter puts it down.
    const keyed = await cardThatMoves(page, "[data-targets]");
    const [pile, index] = keyed.spot.split(":") as [string, string];
    await focusPile(page, pile);
    const top = await page.evaluate(() => document.activeElement?.getAttribute("data-spot"));
    for (let i = Number(top!.split(":")[1]); i > Number(index); i--) await page.keyboard.press("ArrowUp");
    expect(await page.evaluate(() => [document.activeElement?.getAttribute("data-card"), document.activeElement?.matches(":focus-visible")])).toEqual([keyed.card, true]);
    await page.keyboard.press("Enter");
    await page.locator(".sol-card.picked").first().waitFor();
    const dest = keyed.targets.split(" ")[0]!;
    expect(await page.locator(`.sol-board [data-pile="${dest}"].target`).count()).toBe(1);
    await focusPile(page, dest);
    seq = await seqOf(page);
    await page.keyboard.press("Enter");
    await newView(page, seq);
    expect(await pileOf(page, keyed.card)).toBe(dest);

    // A hint: a move shown on the board, or no win from here.
    seq = await seqOf(page);
    await page.getByRole("button", { name: "Hint" }).click();
    await newView(page, seq);
    const note = await page.locator(".sol-note").textContent();
    expect(note).toMatch(/^(Hint|No win from here)/);
    if (note!.startsWith("Hint")) expect(await page.locator(".sol-board .hint-from, .sol-board .hint-to").count()).toBeGreaterThan(0);
    expect(await page.locator(".sol-time").textContent()).toMatch(/\d+:\d\d/);
    expect(await audit(page, "solitaire with the hint shown")).toEqual([]);

    await screenshot(page, "solitaire"); // leaves the laptop's size
    await fitsWindow(page);
    await page.setViewportSize(PHONE);
    await fitsWindow(page);

    // Given up, a lone board ends the game without a winner.
    await page.getByRole("button", { name: "Give up" }).click();
    await page.locator(".sol-confirm").getByRole("button", { name: "Give up" }).click();
    await page.locator("#game-over").waitFor();
    expect(await page.locator(".summary .winner").count()).toBe(0);
    await context.close();
  });

  it("a race: each rival's progress bar, the time left, and the end screen", async () => {
    const ana = await newPlayer(world, "Ana", DESKTOP);
    await createSolitaire(ana.page, 2);
    const link = await ana.page.locator("#invite-link").inputValue();
    const bea = await newPlayer(world, "Bea", PHONE);
    await bea.page.goto(link);
    await bea.page.locator(".seat-row.me").waitFor();
    const beforeStart = Date.now();
    await ana.page.getByRole("button", { name: "Start the game" }).click();
    await Promise.all([board(ana.page), board(bea.page)]);
    const rival = ana.page.locator('.sol-rival[data-seat="1"]');
    await expect(rival.textContent()).resolves.toContain("0 moves");
    // The race's 10 minutes, less at most the time since Start was pressed (a loaded machine takes
    // seconds to show the boards, past a fixed "9:5x").
    const left = (await ana.page.locator(".sol-left").textContent())!;
    const sinceStart = Math.ceil((Date.now() - beforeStart) / 1000);
    expect(left).toMatch(/^\d+:\d\d left$/);
    const [minutes, seconds] = left.split(" ")[0]!.split(":").map(Number) as [number, number];
    expect(minutes * 60 + seconds).toBeLessThanOrEqual(600);
    expect(minutes * 60 + seconds).toBeGreaterThanOrEqual(600 - sinceStart);

    await bea.page.locator('[data-pile="stock"]').click();
    await rival.filter({ hasText: "1 move" }).waitFor();
    // Only the player's own board has cards: the rival's appears as figures only.
    expect(await rival.locator("[data-card], .card").count()).toBe(0);
    await screenshot(bea.page, "solitaire-race");
    // Bea gives her board up (a second press confirms): Ana sees it stopped; the race goes on.
    await bea.page.getByRole("button", { name: "Give up" }).click();
    await bea.page.locator(".sol-confirm").getByRole("button", { name: "Give up" }).click();
    await rival.and(ana.page.locator(".stopped")).waitFor();
    expect(await ana.page.locator("#game-over").count()).toBe(0);

    await ana.page.getByRole("button", { name: "End game" }).click();
    await ana.page.getByRole("group").getByRole("button", { name: "End game" }).click();
    for (const p of [ana.page, bea.page]) await p.locator("#game-over").waitFor();
    expect(await bea.page.locator(".summary tbody tr").count()).toBe(2);
    await screenshot(ana.page, "solitaire-race-over");
    for (const p of [ana, bea]) await p.context.close();
  });
});
