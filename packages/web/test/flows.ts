/** What a player does in the browser, step by step, shared by the end-to-end tests. */
import type { Page } from "playwright-core";

export async function createRoom(page: Page, game: string, { seats, visibility = "public", checks = [], numbers = {}, timeLimit }: { seats?: number; visibility?: "public" | "private"; checks?: string[]; numbers?: Record<string, number>; timeLimit?: "none" | `${number}` } = {}): Promise<string> {
  await page.locator("form.create select").first().selectOption(game);
  for (const label of checks) await page.getByRole("checkbox", { name: label, exact: true }).check();
  // A number option with a few allowed values (Spades' 250, 300 or 500) is a choice; others are typed.
  for (const [label, value] of Object.entries(numbers)) {
    const choice = page.getByRole("combobox", { name: label, exact: true });
    if (await choice.count()) await choice.selectOption(String(value));
    else await page.getByRole("spinbutton", { name: label, exact: true }).fill(String(value));
  }
  if (seats) await page.getByLabel("Seats").selectOption(String(seats));
  if (visibility === "private") await page.locator('input[name="visibility"][value="private"]').check();
  if (timeLimit) await page.getByLabel("Time per move").selectOption(timeLimit);
  await page.getByRole("button", { name: "Create table" }).click();
  await page.waitForURL(/\/room\//);
  await page.locator(".waiting").waitFor();
  return page.url().split("/room/")[1]!.split(/[?#]/)[0]!;
}

export async function addBots(page: Page, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const before = await page.locator(".seat-row .tag", { hasText: "bot" }).count();
    await page.getByRole("button", { name: "Add bot" }).first().click();
    await page.waitForFunction((n) => document.querySelectorAll(".seat-row .tag").length > 0 && [...document.querySelectorAll(".seat-row .tag")].filter((e) => e.textContent?.startsWith("bot")).length > n, before);
  }
}

export async function start(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Start the game" }).click();
  await page.locator(".table-page").waitFor();
}

/**
 * Waits for our next decision or the end; returns "over" at the end. The page
 * marks decisions with `.turn.mine`; the game over panel with `#game-over`.
 */
export async function nextDecision(page: Page, timeout = 60_000): Promise<"turn" | "over"> {
  const handle = await page.waitForFunction(() => (document.querySelector("#game-over") ? "over" : document.querySelector(".turn.mine") ? "turn" : null), undefined, { timeout, polling: 50 });
  return (await handle.jsonValue()) as "turn" | "over";
}

/**
 * Where a player taps a card of the hand: its top-left corner, the part always in view when
 * the cards of a long hand overlap (the next card covers the rest).
 */
export const CARD_CORNER = { position: { x: 8, y: 26 } } as const;

/** Clicks, then waits until the page shows a newer view (or the end), so no click lands on a stale table. */
export async function clickAndWait(page: Page, selector: string): Promise<void> {
  const target = page.locator(selector).first();
  // The view answered and whether the target is a card, in one round trip once the target shows.
  const look = (sel: string) => page.evaluate((q) => ({ seq: document.querySelector("[data-seq]")?.getAttribute("data-seq") ?? null, shown: !!document.querySelector(q), card: !!document.querySelector(q)?.classList.contains("card-button") }), sel);
  let seen = await look(selector);
  if (!seen.shown) {
    await target.waitFor();
    seen = await look(selector);
  }
  await target.click(seen.card ? CARD_CORNER : undefined);
  await waitNewSeq(page, seen.seq);
}

async function waitNewSeq(page: Page, seq: string | null): Promise<void> {
  await page.waitForFunction((s) => document.querySelector("#game-over") || document.querySelector("[data-seq]")?.getAttribute("data-seq") !== s, seq, { polling: 30 });
}

/** What playTurn clicks, the first present in this order. */
const TURN_CONTROLS = [
  ".bridge button.primary",
  ".bid-panel button.bid:not([disabled])",
  ".card-button.legal",
  ".game-table button.primary:not([disabled])",
  ".pile.own.legal",
  ".arrange button.primary",
  ".game-table .action-row button, .moves .action-row button",
  ".game-table .strategy.legal",
];

/**
 * Makes one decision with whatever the table offers, preferring cards: the
 * first enabled control in this order. Multi-step moves (101's card order,
 * then a suit) click through to the action that reaches the server.
 */
export async function playTurn(page: Page): Promise<string> {
  // Once the table shows: what to click, the view it answers and the game, found in one round trip
  // to the page (a loaded machine makes each one slow).
  const handle = await page.waitForFunction(
    (order) => {
      if (![...document.querySelectorAll(".game-table, .arrange, .panel")].some((e) => e.getClientRects().length > 0)) return null;
      const selector = order.find((s) => document.querySelector(s)) ?? null;
      return {
        seq: document.querySelector("[data-seq]")?.getAttribute("data-seq") ?? null,
        selector,
        card: selector === ".card-button.legal" ? document.querySelector(selector)!.getAttribute("data-card") : null,
        g101: !!document.querySelector(".g101"),
      };
    },
    TURN_CONTROLS,
    { polling: 30 },
  );
  const found = (await handle.jsonValue()) as { seq: string | null; selector: string | null; card: string | null; g101: boolean };
  const { seq, selector, card } = found;
  if (!selector) {
    // The table is still rendering this decision (or shows a control of a game's own, which the
    // caller handles): wait until a control shows or the decision is gone, then let the caller look again.
    const settled = (order: string[]) => order.some((s) => document.querySelector(s)) || !document.querySelector(".turn.mine") || !!document.querySelector("#game-over");
    await page.waitForFunction(settled, TURN_CONTROLS, { polling: 30, timeout: 1000 }).catch(() => {});
    return "none";
  }
  await page.locator(selector).first().click(card ? CARD_CORNER : undefined);
  if (card === "X") {
    // Bet on Tricks' joker: its rank is picked next (the highest offered, as a player would).
    const rank = page.locator('.bid-panel[aria-label="Play the Joker as…"] button.bid').last();
    await rank.waitFor({ timeout: 5000 });
    await rank.click();
    await waitNewSeq(page, seq);
    return "joker";
  }
  if (selector === ".card-button.legal") {
    // 101: a card only selects; play the selection (calling the first suit for a jack).
    if (found.g101) {
      const next = page.locator(".suit-picker button, .moves button.primary").first();
      await next.waitFor({ timeout: 5000 });
      await next.click();
    }
  }
  if (selector === ".pile.own.legal") await page.locator(".pile-button.legal").first().click();
  await waitNewSeq(page, seq);
  return selector;
}
