/**
 * Buraco in the browser at a 4-player partnership table with three bots, a match to 1,500 ended
 * by the host: we draw, take the pile, lay down sequences picked by tap, by keyboard and by a
 * drag, add to our team's sequence, and discard (by tap and by a drag onto the pile) — first on a
 * phone, then on a laptop — the hand, the buttons, the pile and the sequences staying on one
 * screen with no sideways scroll; each team's sequences and morto are shown.
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSequence } from "@gg/games/buraco/sequence.ts";
import { extendArrangements, meldArrangements } from "../src/games/buraco/arrange.ts";
import { addBots, CARD_CORNER, createRoom, nextDecision, start } from "./flows.ts";
import { chromiumAvailable, DESKTOP, newPlayer, PHONE, screenshot, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;
/** Private and untimed: a loaded machine must not make our seat time out. */
const UNTIMED = { visibility: "private", timeLimit: "none" } as const;
const HAND = ".buraco-hand .card-button";

const handCards = (page: Page) => page.locator(HAND).evaluateAll((els) => els.map((e) => e.getAttribute("data-card")!));
const ourMelds = (page: Page) => page.locator(".team-melds.ours button.meld").evaluateAll((els) => els.map((e) => e.getAttribute("data-cards")!.split(" ")));
const seqOf = (page: Page) => page.evaluate(() => document.querySelector("[data-seq]")?.getAttribute("data-seq") ?? null);

/** Three cards of the hand that make a sequence (natural ones first), keeping two cards in hand. */
function meldIn(hand: readonly string[]): number[] | null {
  if (hand.length < 5) return null;
  for (const wildOk of [false, true])
    for (let i = 0; i < hand.length; i++)
      for (let j = i + 1; j < hand.length; j++)
        for (let k = j + 1; k < hand.length; k++) {
          const found = meldArrangements([hand[i]!, hand[j]!, hand[k]!]);
          if (found.length > 0 && (wildOk || found.every((a) => a.wild === null))) return [i, j, k];
        }
  return null;
}

/** A card of the hand that extends one of our sequences. */
function extensionIn(hand: readonly string[], melds: readonly string[][]): { meld: number; card: number } | null {
  if (hand.length < 3) return null;
  for (const [meld, cards] of melds.entries()) {
    const sequence = readSequence(cards);
    if (typeof sequence === "string") continue;
    const card = hand.findIndex((c) => extendArrangements(sequence, [c]).length > 0);
    if (card >= 0) return { meld, card };
  }
  return null;
}

/** Waits for the server's answer to what we just sent; a refusal fails the test with its sentence; a wild card's place is chosen (the first offered). */
async function answered(page: Page, seq: string | null): Promise<void> {
  const outcome = await page.waitForFunction(
    (s) => (document.querySelector("[data-seq]")?.getAttribute("data-seq") !== s ? "view" : document.querySelector(".banner.error") ? "refused" : document.querySelector(".wild-choice") ? "choose" : null),
    seq,
    { polling: 30 },
  );
  const what = await outcome.jsonValue();
  if (what === "refused") throw new Error(`refused: ${await page.locator(".banner.error").textContent()}`);
  if (what === "choose") {
    await page.locator(".wild-choice button.wild-place").first().click();
    await answered(page, seq);
  }
}

async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  await to.scrollIntoViewIfNeeded(); // a sequence may lie below the fold of its scrolling box
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + CARD_CORNER.position.x, a.y + CARD_CORNER.position.y);
  await page.mouse.down();
  await page.mouse.move(a.x + 20, a.y - 10, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 6 });
  await page.mouse.up();
}

/** No sideways scroll, no page scroll, and what a turn needs inside the window. */
async function fitsTheScreen(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => ({ x: document.documentElement.scrollWidth - window.innerWidth, y: document.documentElement.scrollHeight - window.innerHeight }));
  expect(overflow).toEqual({ x: 0, y: 0 });
  const outside = await page.locator(`${HAND}, .moves button, .discard-pile, .stock-pile, .buraco-melds`).evaluateAll((els) =>
    els
      .map((e) => ({ e, r: e.getBoundingClientRect() }))
      .filter(({ r }) => r.left < -1 || r.top < -1 || r.right > window.innerWidth + 1 || r.bottom > window.innerHeight + 1)
      .map(({ e, r }) => `${e.className} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`),
  );
  expect(outside).toEqual([]);
}

type Way = "tap" | "keyboard" | "drag";

/** Picks the cards at these places of the hand and lays them down, the way given. */
async function layDown(page: Page, picks: readonly number[], way: Way): Promise<void> {
  const seq = await seqOf(page);
  const cards = picks.map((i) => page.locator(HAND).nth(i));
  const button = page.locator(".moves .lay-down");
  if (way === "keyboard") {
    for (const card of cards) {
      await card.focus();
      await page.keyboard.press("Enter");
    }
    await button.focus();
    await page.keyboard.press("Enter");
  } else {
    for (const card of way === "drag" ? cards.slice(0, -1) : cards) await card.click(CARD_CORNER);
    if (way === "drag") await drag(page, cards.at(-1)!, button);
    else await button.click();
  }
  await answered(page, seq);
}

describe.skipIf(!run)("Buraco in the browser", { timeout: 240_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("lays down and extends sequences by tap, keyboard and drag at a partnership table, on a phone then a laptop", async () => {
    const { page, context } = await newPlayer(world, "Bia", PHONE);
    await createRoom(page, "buraco", { ...UNTIMED, seats: 4, numbers: { "Match to": 1500 } });
    await addBots(page, 3);
    await start(page);
    await page.locator(".game-table.buraco").waitFor();
    // Two teams' sequences, ours (with our partner) first, each with its morto.
    await expect.poll(() => page.locator(".team-melds").count()).toBe(2);
    expect(await page.locator(".team-melds.ours h3").textContent()).toMatch(/^Bia & .+no morto yet$/);

    // Sequences by tap, then by keyboard, then (if a third comes) by a drag; an extension and every other discard by a drag.
    const ways: Way[] = ["tap", "keyboard", "drag"];
    let drew = false;
    let took = false;
    let extended = false;
    let discards = 0;
    for (let turn = 0; turn < 40 && (ways.length > 1 || !extended || !took || discards < 2); turn++) {
      expect(await nextDecision(page, 120_000)).toBe("turn");
      await page.locator(".moves button.draw").waitFor();
      await fitsTheScreen(page);
      // Draw the first time; then take the pile when it holds a few cards (more cards, more sequences).
      const pile = await page.locator(".discard-pile .pile-card").count();
      const take = drew && pile >= 2 && (await page.locator(".moves button.take").count()) > 0;
      let seq = await seqOf(page);
      await page.locator(take ? ".moves button.take" : ".moves button.draw").click();
      await answered(page, seq);
      if (take) {
        took = true;
        // The whole pile came to our hand.
        expect(await page.locator(".discard-pile .pile-card").count()).toBe(0);
      } else drew = true;
      await page.locator(".moves .lay-down").waitFor();
      await fitsTheScreen(page);

      for (let picks = meldIn(await handCards(page)); picks && ways.length > 0; picks = meldIn(await handCards(page))) {
        const before = (await ourMelds(page)).length;
        const way = ways.shift()!;
        await layDown(page, picks, way);
        expect(await ourMelds(page)).toHaveLength(before + 1);
        if (way === "tap") {
          await screenshot(page, "buraco"); // ends on the laptop's size: play goes on there
          await fitsTheScreen(page);
        }
      }
      const extension = !extended && extensionIn(await handCards(page), await ourMelds(page));
      if (extension) {
        const grown = (await ourMelds(page))[extension.meld]!.length;
        seq = await seqOf(page);
        await drag(page, page.locator(HAND).nth(extension.card), page.locator(`.team-melds.ours button.meld[data-meld="${extension.meld}"]`));
        await answered(page, seq);
        expect((await ourMelds(page))[extension.meld]!.length).toBe(grown + 1);
        extended = true;
      }
      // Discard: a tap and the Discard button, or a drag onto the pile.
      seq = await seqOf(page);
      const last = page.locator(HAND).last();
      if (discards % 2 === 0) {
        await last.click(CARD_CORNER);
        await page.locator(".moves .discard").click();
      } else await drag(page, last, page.locator(".discard-pile"));
      await answered(page, seq);
      discards++;
    }
    expect({ byTapAndKeyboard: !ways.includes("tap") && !ways.includes("keyboard"), extended, took }).toEqual({ byTapAndKeyboard: true, extended: true, took: true });
    await screenshot(page, "buraco-melds");
    await page.setViewportSize(DESKTOP);
    await page.getByRole("button", { name: "End game" }).click();
    await page.getByRole("group").getByRole("button", { name: "End game" }).click();
    await page.locator("#game-over").waitFor();
    await context.close();
  });
});
