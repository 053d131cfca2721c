/**
 * Accessibility audit with axe-core (WCAG 2.1 A and AA rules) of what a player meets:
 * the lobby (laptop and phone), a How to play page, the waiting room, and the table of every
 * registered game in play at 390×844 and 1280×800, in each of its kinds of decision (Hearts'
 * pass and play, Spades' bid and play, King's contract choice and play, Truco's answer prompt
 * after a call), the table's help open over one of them. No serious or critical violation is
 * allowed; each one found is reported with where it was and which elements. On the phone the
 * table's chat is folded to its button (screenshots of Truco's and Hearts' tables).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addBots, CARD_CORNER, clickAndWait, createRoom, nextDecision, playTurn, start } from "./flows.ts";
import { ARTIFACTS, chromiumAvailable, DESKTOP, newPlayer, PHONE, screenshot, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;

/** Serious and critical violations on the page as it is now, one line each. */
async function audit(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${where}: ${v.id} (${v.impact}) — ${v.help} — ${v.nodes.slice(0, 4).map((n) => n.target.join(" ")).join(" | ")}`);
}

/** A table of `game` with bots in every other seat, played until our first decision in `phase` (a selector it shows). */
async function tableInPlay(game: string, seats: number, ready: string, { viewport = DESKTOP, decisions = 20, timed = true }: { viewport?: { width: number; height: number }; decisions?: number; timed?: boolean } = {}): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await newPlayer(world, `Ana ${game}`, viewport);
  // Untimed (a private table), a decision waits for us through two phases' audits on a loaded machine.
  await createRoom(page, game, timed ? { seats } : { seats, visibility: "private", timeLimit: "none" });
  await addBots(page, seats - 1);
  await start(page);
  await playUntil(page, ready, decisions);
  return { page, close: () => context.close() };
}

/** Plays our decisions (GG Battle's arrangement and throws, King's hands before we deal) until `ready` shows. */
async function playUntil(page: Page, ready: string, decisions = 20): Promise<void> {
  for (let i = 0; i < decisions && !(await page.locator(ready).count()); i++) {
    if ((await nextDecision(page)) === "over") break;
    if (await page.locator(ready).count()) break;
    await playTurn(page);
  }
  await page.locator(ready).first().waitFor();
}

/** The audit at both sizes, `first` first (the page is left at the other size). */
async function auditBothSizes(page: Page, where: string, first: "phone" | "laptop"): Promise<string[]> {
  const sizes = first === "phone" ? ([["390×844", PHONE], ["1280×800", DESKTOP]] as const) : ([["1280×800", DESKTOP], ["390×844", PHONE]] as const);
  const found: string[] = [];
  for (const [label, size] of sizes) {
    await page.setViewportSize(size);
    if (size === PHONE) found.push(...(await chatFoldedOnPhone(page, where)));
    found.push(...(await audit(page, `${where} ${label}`)));
  }
  return found;
}

/** On a phone the table's chat is its button alone (whether the page opened there or was narrowed to it). */
async function chatFoldedOnPhone(page: Page, where: string): Promise<string[]> {
  await page.locator(".table-page section.chat button.chat-toggle").waitFor();
  // The page hears of its new width a frame or so after the resize: wait for the fold, not for time.
  const folded = await page
    .waitForFunction(() => document.querySelector(".table-page section.chat button.chat-toggle")?.getAttribute("aria-expanded") === "false" && !document.querySelector(".table-page section.chat .chat-form"), undefined, { timeout: 10_000, polling: 50 })
    .then(() => true, () => false);
  return folded ? [] : [`${where} 390×844: the chat is open on a phone`];
}

/** A private table of `game` with a person in every seat, each on a phone, started; closes them all. */
async function peopleAt(game: string, seats: number): Promise<{ pages: Page[]; close: () => Promise<void> }> {
  const host = await newPlayer(world, "Ana", PHONE);
  const players = [host];
  try {
    await createRoom(host.page, game, { seats, visibility: "private", timeLimit: "none" });
    const link = await host.page.locator("#invite-link").inputValue();
    for (const name of ["Bea", "Cid", "Dan"].slice(0, seats - 1)) {
      const guest = await newPlayer(world, name, PHONE);
      players.push(guest);
      await guest.page.goto(link);
      await guest.page.locator(".seat-row.me").waitFor();
    }
    await start(host.page);
  } catch (e) {
    for (const p of players) await p.context.close();
    throw e;
  }
  return { pages: players.map((p) => p.page), close: async () => void (await Promise.all(players.map((p) => p.context.close()))) };
}

/** The first of `pages` to show `selector` (whose turn it is). */
function firstWith(pages: Page[], selector: string): Promise<Page> {
  const waits = pages.map((p) => p.locator(selector).first().waitFor().then(() => p));
  for (const w of waits) w.catch(() => {}); // the others' waits end with their contexts
  return Promise.race(waits);
}

/** A screenshot of the page as it is on the phone, into the artifacts (README: where to look). */
async function phoneShot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: join(ARTIFACTS, `${name}-390x844.png`) });
}

/** Whatever a trick game's first decision is: a bid or a card. */
const BID_OR_CARD = ".bid-panel button.bid:not([disabled]), .card-button.legal";
/** A card to play, once no other decision (Hearts' pass, a bid, King's contract) is asked for. */
const CARD_IN_PLAY = ".game-table:not(:has(.bid-panel)) .hand .card-button.legal";

describe.skipIf(!run)("accessibility (axe-core)", { timeout: 180_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("the lobby, a How to play page and the waiting room", async () => {
    const found: string[] = [];
    const { page, context } = await newPlayer(world, "Ana");
    await page.locator("form.create select").first().waitFor();
    found.push(...(await audit(page, "lobby 1280×800")));
    await page.setViewportSize(PHONE);
    found.push(...(await audit(page, "lobby 390×844")));
    await page.goto(world.url + "/howto/101");
    await page.locator(".howto-picture").first().waitFor();
    found.push(...(await audit(page, "how to play 101")));
    await screenshot(page, "howto-101");
    await page.goto(world.url + "/");
    await createRoom(page, "oh-hell");
    found.push(...(await audit(page, "waiting room")));
    await context.close();
    expect(found).toEqual([]);
  });

  it("tables in play, and the table's help over one", async () => {
    const found: string[] = [];
    for (const [game, seats, ready] of [
      ["oh-hell", 4, ".bid-panel button.bid:not([disabled]), .card-button.legal"],
      ["101", 3, ".card-button.legal, .moves button"],
      ["gg-battle", 2, ".pile.own.legal, .strategy.legal"],
    ] as const) {
      const { page, close } = await tableInPlay(game, seats, ready);
      found.push(...(await audit(page, `${game} table`)));
      if (game === "oh-hell") {
        await page.setViewportSize(PHONE);
        // Opened on a laptop, narrowed to a phone: the chat folds (it stayed open, over the hand).
        found.push(...(await chatFoldedOnPhone(page, `${game} table`)));
        found.push(...(await audit(page, `${game} table 390×844`)));
        await page.getByRole("button", { name: "How to play" }).click();
        await page.locator("dialog[open] .howto-picture").first().waitFor();
        found.push(...(await audit(page, "help over the Oh Hell table")));
        await screenshot(page, "help-oh-hell");
        // The help is over the match, not instead of it: closing it leaves us at the same table.
        const url = page.url();
        await page.getByRole("button", { name: "Close" }).click();
        await page.locator("dialog[open]").waitFor({ state: "detached" });
        expect(page.url()).toBe(url);
        await page.locator(".game-table .felt").waitFor();
      }
      await close();
    }
    expect(found).toEqual([]);
  });

  // Every other table, in play, at both sizes: one room each, left as soon as it is audited.
  // (Solitaire's board is audited by solitaire.e2e.test.ts, which already has it on screen.)
  for (const [game, seats, ready] of [
    ["bet-on-tricks", 4, BID_OR_CARD],
    ["up-and-down", 4, BID_OR_CARD],
    ["sueca", 4, ".card-button.legal"],
    ["italian-sueca", 4, ".card-button.legal"],
    ["bisca", 2, ".card-button.legal"],
    ["donkey", 4, ".card-button.legal, .moves button.draw"],
    ["buraco", 4, ".moves button.draw"],
  ] as const) {
    it(`the ${game} table in play`, async () => {
      const { page, close } = await tableInPlay(game, seats, ready, { viewport: PHONE });
      try {
        expect(await auditBothSizes(page, `${game} table`, "phone")).toEqual([]);
      } finally {
        await close();
      }
    });
  }

  it("Hearts during the pass and in play", async () => {
    const { page, close } = await tableInPlay("hearts", 4, ".pass-panel", { viewport: PHONE, timed: false });
    try {
      const found = await auditBothSizes(page, "hearts pass", "phone");
      for (let i = 0; i < 3; i++) await page.locator(".hand .card-button.legal:not(.selected)").first().click(CARD_CORNER);
      await clickAndWait(page, ".confirm-pass");
      await playUntil(page, CARD_IN_PLAY);
      found.push(...(await auditBothSizes(page, "hearts play", "laptop")));
      await phoneShot(page, "a11y-hearts-play");
      expect(found).toEqual([]);
    } finally {
      await close();
    }
  });

  it("Spades while bidding and in play", async () => {
    const { page, close } = await tableInPlay("spades", 4, ".bid-panel button.bid", { viewport: PHONE, timed: false });
    try {
      const found = await auditBothSizes(page, "spades bid", "phone");
      await clickAndWait(page, '.bid-panel button.bid[data-bid="3"]');
      await playUntil(page, CARD_IN_PLAY);
      found.push(...(await auditBothSizes(page, "spades play", "laptop")));
      expect(found).toEqual([]);
    } finally {
      await close();
    }
  });

  it("King's contract choice and play", async () => {
    // Four people: the dealer (drawn) chooses the contract at once, then leads.
    const { pages, close } = await peopleAt("king", 4);
    try {
      const dealer = await firstWith(pages, ".contract-panel button.contract");
      const found = await auditBothSizes(dealer, "king contract", "phone");
      await clickAndWait(dealer, ".contract-panel button.contract");
      await dealer.locator(CARD_IN_PLAY).first().waitFor();
      found.push(...(await auditBothSizes(dealer, "king play", "laptop")));
      expect(found).toEqual([]);
    } finally {
      await close();
    }
  });

  it("Truco in play and its answer prompt after a call", async () => {
    // Two people (a bot's call cannot be waited for): whoever plays first calls, the other answers.
    const { pages, close } = await peopleAt("truco", 2);
    try {
      const caller = await firstWith(pages, ".truco-call");
      const answerer = pages.find((p) => p !== caller)!;
      const found = await auditBothSizes(caller, "truco play", "phone");
      await clickAndWait(caller, ".truco-call");
      await answerer.locator(".truco-answer").waitFor();
      found.push(...(await auditBothSizes(answerer, "truco answer", "phone")));
      await answerer.setViewportSize(PHONE);
      await phoneShot(answerer, "a11y-truco-answer");
      // Who called stands on its own line in the hand's value, with no separator left stranded beside the box.
      const value = await answerer.locator(".hand-value").evaluate((box) => {
        const worth = box.querySelector("strong")!.getBoundingClientRect();
        const called = box.querySelector(".called")!;
        return { before: getComputedStyle(called, "::before").content, below: called.getBoundingClientRect().top >= worth.bottom - 1, text: (box as HTMLElement).innerText };
      });
      expect(value).toEqual({ before: "none", below: true, text: expect.stringMatching(/^Worth 1 point\n\S+ calls Truco! \(3\)$/) });
      expect(found).toEqual([]);
    } finally {
      await close();
    }
  });
});
