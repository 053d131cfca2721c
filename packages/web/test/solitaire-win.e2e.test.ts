/**
 * A whole won game of Solitaire through the page: the solver's winning line for the room's deal,
 * played as a player would — the stock clicked for each draw and turn-over, a card tapped where the
 * tap sends it to the line's pile, else picked up and put down with the keyboard — until the board
 * wins and the end screen names the player. Draw 3 keeps the line short (about 25 draws, not 100).
 *
 * The deal is hidden from the page, so the test reads the running match from the server's own
 * store (its seed, as crash recovery does) and replays it with the engine, to know the cards and
 * solve them; every action still goes through the page, and the local board follows each one.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replay } from "@gg/core";
import { solitaire } from "@gg/games/solitaire/index.ts";
import { firstAction, solveBoard } from "@gg/games/solitaire/solver.ts";
import type { SolitaireAction, SolitaireState } from "@gg/games/solitaire/state.ts";
import { chromiumAvailable, DESKTOP, newPlayer, startWorld, type World } from "./harness.ts";

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

/** Plays one engine action through the page and waits until the page shows the board after it. */
async function act(page: Page, action: SolitaireAction): Promise<void> {
  const seq = await seqOf(page);
  if (action.type === "draw" || action.type === "recycle") await page.locator('[data-pile="stock"]').click();
  else if (action.type === "move") await movePage(page, action.from, action.to);
  else throw new Error(`the line has no ${action.type}`);
  await page.waitForFunction((s) => document.querySelector("[data-seq]")?.getAttribute("data-seq") !== s, seq, { polling: 20, timeout: 30_000 });
}

/** The card of `from` that can go to `to` (a column's whole run from that card moves with it). */
async function movePage(page: Page, from: string, to: string): Promise<void> {
  const card = page.locator(`.sol-board [data-pile="${from}"] [data-targets~="${to}"]`).last();
  if ((await card.getAttribute("data-best")) === to) return card.click({ position: { x: 10, y: 8 } });
  // Elsewhere than where a tap sends it: picked up and put down with the keyboard.
  await card.focus();
  await page.keyboard.press("Enter");
  await page.locator(".sol-card.picked").first().waitFor();
  await page.locator(`.sol-board [data-pile="${to}"] [data-spot]`).last().focus();
  await page.keyboard.press("Enter");
}

describe.skipIf(!run)("a won game of Solitaire in the browser", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("plays the solver's winning line through the page to the end screen", async () => {
    const { page, context } = await newPlayer(world, "Winner", DESKTOP);
    await page.locator("form.create select").first().selectOption("solitaire");
    await page.getByRole("combobox", { name: "Cards per draw", exact: true }).selectOption("3");
    await page.getByLabel("Seats").selectOption("1");
    await page.locator('input[name="visibility"][value="private"]').check();
    await page.getByLabel("Time per move").selectOption("none");
    await page.getByRole("button", { name: "Create table" }).click();
    await page.waitForURL(/\/room\//);
    await page.locator(".solitaire .sol-board [data-spot]").first().waitFor();
    const code = page.url().split("/room/")[1]!.split(/[?#]/)[0]!;

    let state = await startedState(code);
    expect(state.options.draw).toBe(3);
    const solved = solveBoard(state.boards[0]!, state.options);
    expect(solved.status).toBe("win");
    let actions = 0;
    for (const m of solved.line) {
      // A solver move is the draws and turn-overs that bring its card up, then the move (a move ends it).
      for (let steps = 0; steps < 40 && !state.over; steps++) {
        const action = firstAction(state.boards[0]!, m);
        await act(page, action);
        state = solitaire.apply(state, 0, action).state;
        actions++;
        if (action.type === "move") break;
      }
    }
    // The engine finishes the board by itself once every card is face up and the stock empty.
    expect(state.over).toBe(true);
    await page.locator("#game-over").waitFor();
    expect(await page.locator(".summary .winner").count()).toBe(1);
    expect(await page.locator(".sol-note").textContent()).toBe("You won!");
    expect(actions).toBeGreaterThan(20);
    await context.close();
  });
});
