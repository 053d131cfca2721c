/**
 * Truco in the browser, two friends head to head: the vira and the four manilhas shown
 * and marked; a truco called with its button and accepted with the answer prompt's (the
 * raise to six offered beside it, who called on a line of its own in the hand's value; the table
 * in play and the prompt audited for accessibility: axe.ts); the hand then worth 3, by the caller; a quick phrase
 * said by one seen at their seat by the other; no face-down choice in the first trick, and
 * from the second a card played face down lies on its back on the other's felt. The
 * host's End game ends it there. Then a whole match against bots through the page at two and at
 * four players (playthrough.ts: every decision on one screen at both sizes, a 32-character name),
 * calling truco whenever we may (the answer prompt's Accept when a bot raises).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { auditBothSizes } from "./axe.ts";
import { clickAndWait, createRoom, start } from "./flows.ts";
import { chromiumAvailable, newPlayer, PHONE, screenshot, startWorld, type World } from "./harness.ts";
import { playMatch } from "./playthrough.ts";

const run = chromiumAvailable();
let world: World;

/** Waits until one of the pages may act; returns it first, the other second. */
async function onTurn(a: Page, b: Page): Promise<[Page, Page]> {
  const waits = [a, b].map((p) => p.locator(".turn.mine").waitFor({ timeout: 60_000 }).then(() => p));
  for (const w of waits) w.catch(() => {}); // the other page's wait ends with its context
  const first = await Promise.race(waits);
  return first === a ? [a, b] : [b, a];
}

const seatOf = async (page: Page) => Number(await page.locator(".seat.me").getAttribute("data-seat"));

describe.skipIf(!run)("Truco in the browser", { timeout: 180_000 }, () => {
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
  });

  it("shows the vira and manilhas, calls and answers truco by the buttons, says a phrase at the seat, plays face down from the second trick", async () => {
    const ana = await newPlayer(world, "Ana");
    await createRoom(ana.page, "truco", { seats: 2, visibility: "private", timeLimit: "none" });
    const link = await ana.page.locator("#invite-link").inputValue();
    const bea = await newPlayer(world, "Bea");
    await bea.page.goto(link);
    await bea.page.locator(".seat-row.me").waitFor();
    await start(ana.page);
    for (const p of [ana.page, bea.page]) await p.locator(".game-table.truco .hand .card-button").first().waitFor();

    // The vira and the hand's four manilhas, marked on their faces by this hand's rule.
    const vira = await ana.page.locator(".felt-info .vira .card").getAttribute("aria-label");
    expect(vira).toMatch(/^Vira: \S+ of \w+$/);
    const manilhas = await ana.page.locator(".manilhas .manilha").evaluateAll((els) => els.map((e) => e.getAttribute("data-card")!));
    expect(manilhas).toHaveLength(4);
    expect(new Set(manilhas.map((c) => c.slice(0, -1))).size).toBe(1); // one rank, four suits
    const marked = await ana.page.evaluate(() => {
      const cards = [...document.querySelectorAll(".hand .card-button")];
      return cards.map((el) => ({ card: el.getAttribute("data-card")!, star: getComputedStyle(el, "::after").content }));
    });
    for (const { card, star } of marked) expect([card, star]).toEqual([card, manilhas.includes(card) ? '"★"' : "none"]);

    // Whoever plays first calls truco; the other answers it from the prompt.
    const [caller, answerer] = await onTurn(ana.page, bea.page);
    const callerName = caller === ana.page ? "Ana" : "Bea";
    expect(await caller.locator(".face-down-toggle").count()).toBe(0); // not in the first trick
    expect(await caller.locator(".truco-call").textContent()).toBe("Truco!");
    // The table in play, and the answer prompt below, audited at both sizes (axe.ts).
    const violations = await auditBothSizes(caller, "truco play", "phone");
    await clickAndWait(caller, ".truco-call");
    const prompt = answerer.locator(".truco-answer");
    await prompt.waitFor();
    violations.push(...(await auditBothSizes(answerer, "truco answer", "phone")));
    expect(violations).toEqual([]);
    // On a phone, who called stands on its own line in the hand's value, with no separator left stranded beside the box.
    await answerer.setViewportSize(PHONE);
    const value = await answerer.locator(".hand-value").evaluate((box) => {
      const worth = box.querySelector("strong")!.getBoundingClientRect();
      const called = box.querySelector(".called")!;
      return { before: getComputedStyle(called, "::before").content, below: called.getBoundingClientRect().top >= worth.bottom - 1, text: (box as HTMLElement).innerText };
    });
    expect(value).toEqual({ before: "none", below: true, text: expect.stringMatching(/^Worth 1 point\n\S+ calls Truco! \(3\)$/) });
    expect(await prompt.locator("h3").textContent()).toContain(`${callerName}: Truco! Worth 3 if you accept`);
    expect(await prompt.locator("button").allTextContents()).toEqual(["Accept (3)", "Run (they score 1)", "Six! (6)"]);
    expect(await answerer.locator(`.seat[data-seat="${await seatOf(caller)}"] .speech.call`).textContent()).toBe("Truco!");
    await screenshot(answerer, "truco-answer");
    await clickAndWait(answerer, ".truco-answer .accept");
    for (const p of [caller, answerer]) {
      await p.locator(".hand-value .called", { hasText: `Truco! by ${callerName}` }).waitFor();
      expect(await p.locator(".hand-value strong").textContent()).toBe("Worth 3 points");
      expect(await p.locator(".truco-answer").count()).toBe(0);
    }

    // A quick phrase, said by the answerer, shows at their seat on the caller's table too. It shows
    // for 4 s only: both pages watch for it from before it is said, not one after the other.
    const answererSeat = await seatOf(answerer);
    const said = [caller, answerer].map((p) => p.locator(`.seat[data-seat="${answererSeat}"] .speech`, { hasText: "You're bluffing!" }).waitFor());
    for (const w of said) w.catch(() => {}); // awaited below, after the clicks
    await answerer.locator(".phrase-tool").click();
    await answerer.locator('.phrase-list [data-phrase="bluff"]').click();
    await Promise.all(said);

    // The first trick, face up; the second's first card goes face down, and lies on its back for the other.
    await clickAndWait(caller, ".hand .card-button.legal");
    await answerer.locator(".hand .card-button.legal").first().waitFor();
    await clickAndWait(answerer, ".hand .card-button.legal");
    const [leader, other] = await onTurn(ana.page, bea.page);
    await leader.locator(".face-down-toggle").click();
    expect(await leader.locator(".face-down-toggle").getAttribute("aria-pressed")).toBe("true");
    await clickAndWait(leader, ".hand .card-button.legal");
    await other.locator(`.felt-card[data-seat="${await seatOf(leader)}"][data-card=""]`).waitFor();
    await other.setViewportSize(PHONE);
    await screenshot(other, "truco-face-down");

    await ana.page.getByRole("button", { name: "End game" }).click();
    await ana.page.getByRole("group").getByRole("button", { name: "End game" }).click();
    for (const p of [ana.page, bea.page]) await p.locator("#game-over").waitFor();
    expect(await ana.page.locator(".summary").textContent()).toContain("The host ended the game.");
    // The hand in play does not count: 0 to 0, both win.
    expect(await ana.page.locator(".summary .winner").textContent()).toBe("Winners: Ana, Bea");
    await Promise.all([ana.context.close(), bea.context.close()]);
  });

  for (const seats of [2, 4]) {
    it(`plays a whole match to 12 at ${seats} players against bots, calling truco whenever it may`, async () => {
      let calls = 0;
      const call = async (page: Page) => {
        if ((await page.locator(".truco-call").count()) === 0) return false;
        await clickAndWait(page, ".truco-call");
        calls++;
        return true;
      };
      const { page, context } = await playMatch(world, { game: "truco", seats, step: call, shot: `truco-${seats}p` });
      expect(calls).toBeGreaterThan(0);
      expect(await page.locator(".summary tbody tr").count()).toBe(2); // two sides
      await context.close();
    });
  }
});
