/**
 * One whole match through the page against bots, the driver of every game's whole-match browser
 * test (issue 16's "Checked by"). Our seat has a 32-character name; at each of our decisions the
 * page must not scroll, no refusal may show, and the hand, the action buttons and the felt must lie
 * in the window; then we act through the page (a legal card, the first sensible button) until the
 * end screen names the winner. The window switches between a phone's size and a laptop's every few
 * decisions, so one match covers both; a screenshot of each size lands in artifacts/web/.
 *
 * Asked for, it also checks the felt's trick in a game's first tricks (once per family of games:
 * the shared felt draws them all): a bot's card lies in front of its seat, a taken trick stays
 * ≥ 800 ms, a double tap on a card plays it once; and the reduced-motion path (nothing travels).
 *
 * Given audits, it runs each (axe.ts: at both sizes, no serious or critical violation) at the first
 * of our decisions that shows its kind of decision (a bid, a pass, a contract to choose…): the match
 * reaches them anyway, so a11y.e2e need not play one of its own to audit a table.
 *
 * The rest of a match is played at the table's fast animation speed, chosen in its settings as a
 * player would (after the trick's checks, which need the normal one): cards that fly for a shorter
 * time keep Chromium busy for less of the match.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { auditBothSizes } from "./axe.ts";
import { addBots, CARD_CORNER, createRoom, nextDecision, playTurn, start } from "./flows.ts";
import { ARTIFACTS, DESKTOP, PHONE, screenshot, type World } from "./harness.ts";

export const LONG_NAME = "Maximiliana Beatriz Albuquerque!"; // 32 characters, the most a name may have

/** Private and untimed: a loaded machine must not make our seat time out (a bot would then play it to the end). */
export const UNTIMED = { visibility: "private", timeLimit: "none" } as const;

export interface Match {
  readonly game: string;
  readonly seats?: number;
  readonly checks?: string[];
  readonly numbers?: Record<string, number>;
  /** The screenshots' name (the game's id when absent). */
  readonly shot?: string;
  /** A game's own decision or check, run first at each decision: true when it acted. */
  readonly step?: (page: Page, decision: number) => Promise<boolean>;
  /** Check the trick on the felt in the first tricks (landing, hold, double tap). */
  readonly trickChecks?: boolean;
  /** Play with `prefers-reduced-motion: reduce`: nothing on the felt or in the hand travels. */
  readonly reducedMotion?: boolean;
  /** The table's accessibility audits, each at the first decision that shows its kind; every one must come up. */
  readonly audits?: readonly TableAudit[];
}

/** An accessibility audit of the table in one kind of decision. */
export interface TableAudit {
  /** What the report calls it ("hearts pass"). */
  readonly where: string;
  /** A selector the page shows in that kind of decision. */
  readonly shows: string;
}

export interface Played {
  readonly page: Page;
  readonly context: BrowserContext;
  readonly decisions: number;
}

/** Decisions made at one size before the window switches to the other. */
const SWITCH_EVERY = 4;
/** Taken tricks whose hold is measured when the trick is checked. */
const HOLDS_CHECKED = 3;
/** Bots' cards whose place is checked when the trick is checked. */
const LANDINGS_CHECKED = 3;
const SIZES = [["390x844", PHONE], ["1280x800", DESKTOP]] as const;
/** Decisions at which to look for the table's settings (GG Battle's arrangement comes before its felt). */
const PACE_WITHIN = 10;

/** What a player must reach without scrolling: the hand, the action buttons, the felt (GG Battle: its piles, the arrangement's Ready). */
const REACHABLE = ".hand .card-button, .action-bar button, .bid-panel button, .own-piles .pile, .strategy, .felt-wrap, .arrange button.primary";

/** Creates the table (us and bots), plays every decision of ours to the end and checks the end screen. The caller closes the context. */
export async function playMatch(world: World, match: Match): Promise<Played> {
  const began = Date.now();
  const context = await world.browser.newContext({ viewport: PHONE, locale: "en-US", reducedMotion: match.reducedMotion ? "reduce" : "no-preference" });
  await context.addInitScript((n) => localStorage.setItem("gg.name", n), LONG_NAME);
  const page = await context.newPage();
  page.on("pageerror", (e) => console.error(`[${match.game}] page error:`, e));
  await page.goto(world.url + "/");
  await page.locator("form.create").waitFor();
  expect((await layout(page)).x).toBe(0); // the lobby, and the waiting room below, with our long name
  await createRoom(page, match.game, { ...UNTIMED, seats: match.seats, checks: match.checks, numbers: match.numbers });
  await addBots(page, (match.seats ?? (await page.locator(".seat-row").count())) - 1);
  expect((await layout(page)).x).toBe(0);
  await start(page);
  if (match.trickChecks) await recordHolds(page);

  const shot = match.shot ?? match.game;
  const shots = new Set<string>();
  const trick = { checking: !!match.trickChecks, landed: 0, doubleTapped: false };
  let fast = false;
  let movedCards = 0;
  const audits = [...(match.audits ?? [])];
  const violations: string[] = [];
  let auditMs = 0;
  let decisions = 0;
  for (; ; decisions++) {
    if ((await nextDecision(page, 120_000)) === "over") break;
    const [label, size] = SIZES[Math.floor(decisions / SWITCH_EVERY) % 2]!;
    if (page.viewportSize()?.width !== size.width) await page.setViewportSize(size);
    if (trick.checking) trick.checking = await checkTrick(page, trick);
    if (!fast && !trick.checking && decisions < PACE_WITHIN) fast = await chooseFastPace(page);
    await expectOneScreen(page);
    if (audits.length) auditMs += await auditDue(page, audits, violations);
    if (match.reducedMotion) {
      expect(await moving(page)).toEqual([]);
      movedCards += await page.locator(".felt-card").count();
    }
    if (!shots.has(label) && decisions % SWITCH_EVERY >= 1) {
      shots.add(label);
      if (decisions < SWITCH_EVERY) await checkLongName(page);
      await atRest(page);
      mkdirSync(ARTIFACTS, { recursive: true });
      await page.screenshot({ path: join(ARTIFACTS, `${shot}-${label}.png`) });
    }
    if (match.step && (await match.step(page, decisions))) continue;
    if (match.trickChecks && !trick.doubleTapped && (await page.locator(".card-button.legal").count()) && !(await page.locator(".bid-panel").count())) {
      // A double tap on a card plays it once; the second tap is not a refused move (checked at the next decision).
      trick.doubleTapped = true;
      const seq = await page.locator("[data-seq]").getAttribute("data-seq");
      await page.locator(".card-button.legal").first().dblclick(CARD_CORNER);
      await page.waitForFunction((s) => document.querySelector("#game-over") || document.querySelector("[data-seq]")?.getAttribute("data-seq") !== s, seq, { polling: 30 });
      continue;
    }
    await playTurn(page);
  }

  await page.locator("#game-over").waitFor();
  const summary = await page.locator(".summary").textContent();
  expect(summary).not.toContain("The host ended the game.");
  expect(await page.locator(".summary .winner").textContent()).toMatch(/^(Winner|Winners|Winning team|Tied teams): \S/);
  expect(await page.locator(".banner.error").count()).toBe(0);
  if (match.trickChecks) expect(trick.checking, "the trick's checks ended before the match did").toBe(false);
  expect(violations).toEqual([]);
  expect(audits.map((a) => a.where), "every audit's kind of decision came up").toEqual([]);
  expect(fast, "the table's settings offered the fast animation speed").toBe(true);
  if (match.reducedMotion) expect(movedCards).toBeGreaterThan(0);
  await screenshot(page, `${shot}-over`);
  // GG_PLAYTHROUGH_LOG=1: each match's length, to weigh a file against the test budget.
  if (process.env.GG_PLAYTHROUGH_LOG) console.log(`playthrough ${shot}: ${decisions} decisions in ${((Date.now() - began) / 1000).toFixed(1)} s${match.audits?.length ? `, of which audits ${(auditMs / 1000).toFixed(1)} s` : ""}`);
  return { page, context, decisions };
}

/**
 * One screen: nothing scrolls, nothing was refused, what we need is in the window (polled: the
 * table may still be loading, cards being dealt fly in).
 */
export async function expectOneScreen(page: Page): Promise<void> {
  await expect.poll(() => layout(page), { timeout: 10_000 }).toEqual({ table: true, x: 0, y: 0, refused: 0, outside: [] });
}

/** The page's overflow against the window, refusals shown, and what we need that lies outside the window. */
function layout(page: Page) {
  return page.evaluate((reachable) => {
    // What a box of its own scrolls (Buraco's sequences) is reached by scrolling that box: the box must be in the window.
    const shownBy = (e: Element): Element => {
      for (let a = e.parentElement; a && a !== document.body && !a.classList.contains("felt-layout"); a = a.parentElement) if (/auto|scroll/.test(getComputedStyle(a).overflowY)) return a;
      return e;
    };
    const outside = [...document.querySelectorAll(reachable)]
      .map((e) => ({ e, r: shownBy(e).getBoundingClientRect() }))
      .filter(({ r }) => r.left < -1 || r.top < -1 || r.right > window.innerWidth + 1 || r.bottom > window.innerHeight + 1)
      .map(({ e, r }) => `${e.getAttribute("aria-label") ?? e.textContent} at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} in ${window.innerWidth}×${window.innerHeight}`);
    // GG Battle's arrangement is a page of its own, longer than a phone (its Ready button stays in view): only the felt must not scroll.
    const y = document.querySelector(".felt-layout") ? document.documentElement.scrollHeight - window.innerHeight : 0;
    return {
      table: !!document.querySelector(".felt-layout, .arrange"),
      x: document.documentElement.scrollWidth - window.innerWidth,
      y,
      refused: document.querySelectorAll(".banner.error").length,
      outside,
      // Only when the page scrolls (the check fails anyway): what takes the height, to say why.
      ...(y > 0 ? { heights: [...(document.querySelector(".table-page")?.children ?? [])].map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join(".")} ${Math.round(e.getBoundingClientRect().height)}px`).concat(`window ${window.innerWidth}×${window.innerHeight}`) } : {}),
    };
  }, REACHABLE);
}

/**
 * Runs the pending audits whose kind of decision the page shows now (and drops them from
 * `pending`), once the cards are at rest; the page is left at the size it had. Returns the ms taken.
 */
async function auditDue(page: Page, pending: TableAudit[], found: string[]): Promise<number> {
  const shown = await page.evaluate((selectors) => selectors.map((s) => !!document.querySelector(s)), pending.map((a) => a.shows));
  const due = pending.filter((_, i) => shown[i]);
  if (!due.length) return 0;
  const began = Date.now();
  await atRest(page);
  const size = page.viewportSize()!;
  for (const a of due) {
    found.push(...(await auditBothSizes(page, a.where, size.width === PHONE.width ? "phone" : "laptop")));
    pending.splice(pending.indexOf(a), 1);
  }
  await page.setViewportSize(size);
  return Date.now() - began;
}

/** Sets the table's animation speed to Fast in its settings sheet (remembered in this browser); false while the table shows no settings. */
async function chooseFastPace(page: Page): Promise<boolean> {
  const open = page.getByRole("toolbar", { name: "Table tools" }).getByRole("button", { name: "Settings" });
  if (!(await open.count())) return false;
  await open.click();
  const sheet = page.getByRole("dialog", { name: "Settings" });
  await sheet.getByRole("combobox", { name: "Animation speed" }).selectOption("fast");
  await sheet.getByRole("button", { name: "Close" }).click();
  await sheet.waitFor({ state: "hidden" });
  expect(await page.evaluate(() => (JSON.parse(localStorage.getItem("gg.table") ?? "{}") as { animation?: string }).animation)).toBe("fast");
  return true;
}

/** Our 32-character name is cut by an ellipsis at our seat (on a phone), widening nothing. */
async function checkLongName(page: Page): Promise<void> {
  const name = page.locator(".seat.me .player-name");
  if (!(await name.count())) return; // GG Battle's arrangement: no seats yet
  expect(await name.textContent()).toBe(LONG_NAME);
  expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
}

/** Cards on the felt or in the hand still travelling (with reduced motion: none ever). */
const moving = (page: Page) =>
  page.locator(".felt-card, .hand-slot").evaluateAll((els) => els.map((e) => getComputedStyle(e).transform).filter((t) => !/^(|none|matrix\(1, 0, 0, 1, 0, 0\))$/.test(t)));

/** Waits until nothing on the felt or in the hand moves (a screenshot would show cards half-faded); gives up after a while. */
const atRest = (page: Page) =>
  page
    .waitForFunction(
      () =>
        [...document.querySelectorAll(".felt-card, .hand-slot")].every((e) => {
          const style = getComputedStyle(e);
          return /^(none|matrix\(1, 0, 0, 1, 0, 0\))$/.test(style.transform) && style.opacity === "1";
        }),
      undefined,
      { polling: 30, timeout: 5000 },
    )
    .catch(() => {});

/**
 * Records in the page how long each taken trick stays on the felt (`[data-held]`), in ms, timed as
 * the page changes it (a mutation observer runs right after each change). Sampled at animation
 * frames instead, a loaded machine's late first frame could cut a measured hold short of the page's own,
 * and a hold shorter than a frame could go unseen.
 */
async function recordHolds(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { holds: number[]; heldSince: number | null };
    w.holds = [];
    w.heldSince = null;
    const look = () => {
      const held = !!document.querySelector(".trick-area[data-held]");
      if (held && w.heldSince === null) w.heldSince = performance.now();
      if (!held && w.heldSince !== null) {
        w.holds.push(performance.now() - w.heldSince);
        w.heldSince = null;
      }
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-held"] });
    look();
  });
}

/**
 * The felt's trick before we act: we wait as a reader would until a taken trick has left (so our
 * card never cuts its hold short), then every bot card on the felt must lie in front of its own
 * seat: in its direction from the felt's centre. A card's place is where it lands (its layout box,
 * not the motion carrying it there or sweeping it away). Returns whether to go on checking: until
 * HOLDS_CHECKED holds are measured (each ≥ 800 ms) and LANDINGS_CHECKED cards placed.
 */
async function checkTrick(page: Page, trick: { landed: number }): Promise<boolean> {
  await page.waitForFunction(() => !document.querySelector(".trick-area[data-held]"), undefined, { polling: 30 });
  const me = await page.locator(".seat.me").getAttribute("data-seat");
  const landed = await page.evaluate((mine) => {
    const centre = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    };
    /** A card lies centred on its left/top point (CSS translate), inside the trick area. */
    const landing = (card: HTMLElement) => {
      const area = card.offsetParent!.getBoundingClientRect();
      return { x: area.left + card.offsetLeft, y: area.top + card.offsetTop };
    };
    const middle = centre(document.querySelector(".felt")!);
    const direction = (at: { x: number; y: number }) => Math.atan2(at.y - middle.y, at.x - middle.x);
    const apart = (a: number, b: number) => Math.abs(Math.atan2(Math.sin(a - b), Math.cos(a - b)));
    const seats = [...document.querySelectorAll(".seats-ring .seat")].map((el) => ({ seat: el.getAttribute("data-seat"), angle: direction(centre(el.querySelector(".avatar")!)) }));
    return [...document.querySelectorAll<HTMLElement>(".felt-card")]
      .filter((card) => card.getAttribute("data-seat") !== mine)
      .map((card) => {
        const angle = direction(landing(card));
        const nearest = seats.reduce((a, b) => (apart(a.angle, angle) <= apart(b.angle, angle) ? a : b));
        return [card.getAttribute("data-seat"), nearest.seat];
      });
  }, me);
  for (const [seat, nearest] of landed) expect(`card of seat ${seat} in front of seat ${nearest}`).toBe(`card of seat ${seat} in front of seat ${seat}`);
  trick.landed += landed.length;
  const holds = await page.evaluate(() => (window as unknown as { holds: number[] }).holds);
  if (holds.length < HOLDS_CHECKED || trick.landed < LANDINGS_CHECKED) return true;
  // Every taken trick (each with our card) stayed on the felt long enough to read it.
  expect(Math.min(...holds)).toBeGreaterThanOrEqual(800);
  return false;
}
