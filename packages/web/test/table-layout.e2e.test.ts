/**
 * The table's layout where it once failed a phone (issue 16), at 390×844 and at 1280×800: an open
 * round summary covers nothing a player needs (it floated over the felt's top seats, and a status
 * bar on two lines hid its title), yields down to its title line in a phone's short window, and on
 * a wide screen stands beside the felt, taking none of its height (a band above it squeezed the
 * felt and pushed King's contract chooser 78 px past the window); the end screen shows the
 * standings whole, the replay and lobby links in reach and the felt not squashed (capped above a
 * one-screen felt, the standings left it 190 px and cut the links); on a wide screen the chat
 * stands at the foot of the side column, its input in view (under the felt it took ~120 px of the
 * felt's height); GG Battle's arrangement fits a phone's window (it scrolled 133 px) and on a laptop
 * has its chat beside the piles (under them it fell below the fold); a bot's seat shows
 * no rating (a bare "19.0" under its name explained nothing). On a phone on its side (844×390,
 * 740×360) Oh Hell at four and Buraco at two fit the window, bidding, with a trick on the felt and
 * with the round's summary open: stacked as upright, the hand lay below the window.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { addBots, CARD_CORNER, createRoom, nextDecision, playTurn, start } from "./flows.ts";
import { ARTIFACTS, chromiumAvailable, DESKTOP, newPlayer, PHONE, screenshot, startWorld, type World } from "./harness.ts";
import { expectOneScreen, LONG_NAME } from "./playthrough.ts";

const run = chromiumAvailable();
let world: World;

/** Private and untimed: a loaded machine must not make our seat time out. */
const UNTIMED = { visibility: "private", timeLimit: "none" } as const;

/** What a player needs while the round's summary is open: none of it may lie under the summary. */
const NEEDED = ".status-bar button, .status-bar .turn, .seats-ring .seat, .felt-info, .felt-tools, .hand, .bid-panel, .action-bar, .chat-toggle, .chat-lines, .chat-form";

/** The page's vertical overflow, the needed elements the summary overlaps, and whether its title is on top where it is drawn. */
function summaryLayout(page: Page) {
  return page.evaluate((needed) => {
    const summary = document.querySelector(".round-summary[open]")!;
    const box = summary.getBoundingClientRect();
    const overlapped = [...document.querySelectorAll(needed)]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.left < box.right - 1 && r.right > box.left + 1 && r.top < box.bottom - 1 && r.bottom > box.top + 1;
      })
      .map((e) => `${e.className}: ${e.textContent?.slice(0, 30)}`);
    const title = summary.querySelector("summary")!.getBoundingClientRect();
    const onTop = summary.contains(document.elementFromPoint(title.left + title.width / 2, title.top + title.height / 2));
    return { y: document.documentElement.scrollHeight - innerHeight, overlapped, titleOnTop: onTop };
  }, NEEDED);
}

/** The felt's height, whether the open round summary lies wholly to its right, and how far its figures overflow its width. */
function feltBeside(page: Page) {
  return page.evaluate(() => {
    const felt = document.querySelector(".felt-layout")!.getBoundingClientRect();
    const summary = document.querySelector(".round-summary[open]");
    return { felt: Math.round(felt.height), beside: !!summary && summary.getBoundingClientRect().left >= felt.right, overflow: summary ? summary.scrollWidth - summary.clientWidth : 0 };
  });
}

/**
 * Where the chat stands on a wide screen: the page's vertical overflow, the felt's height, whether
 * the chat lies wholly to the felt's right, whether its input lies in the window and on top at its
 * centre, whether the log ends above it, and how tall its lines' box is.
 */
function chatInColumn(page: Page) {
  return page.evaluate(() => {
    const felt = document.querySelector(".felt-layout")!.getBoundingClientRect();
    const chat = document.querySelector(".table-page section.chat")!.getBoundingClientRect();
    const input = document.querySelector(".table-page section.chat .chat-form input")!;
    const box = input.getBoundingClientRect();
    const inputOnTop = box.top >= 0 && box.bottom <= innerHeight && document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) === input;
    const lines = document.querySelector(".table-page section.chat .chat-lines")!.getBoundingClientRect().height;
    const log = document.querySelector(".table-page > .event-log")!.getBoundingClientRect();
    return { y: document.documentElement.scrollHeight - innerHeight, felt: Math.round(felt.height), beside: chat.left >= felt.right, underLog: log.bottom <= chat.top, inputOnTop, lines: Math.round(lines) };
  });
}

/**
 * The end screen: horizontal overflow, whether the standings show whole (nothing scrolled inside
 * them), the felt's height (rounded down to `felt` when it has at least that much) and the links
 * a player can reach: scrolled to, each lies in the window, on top at its centre.
 */
async function endScreen(page: Page) {
  const links = page.locator(".summary .action-row a");
  const reached: string[] = [];
  for (const link of await links.all()) {
    await link.scrollIntoViewIfNeeded();
    const onTop = await link.evaluate((a) => {
      const r = a.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight && a.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
    });
    if (onTop) reached.push((await link.textContent()) ?? "");
  }
  const shape = await page.evaluate(() => {
    const standings = document.querySelector(".summary")!;
    return {
      x: document.documentElement.scrollWidth - innerWidth,
      standingsWhole: standings.scrollHeight <= standings.clientHeight + 1,
      felt: document.querySelector(".felt-wrap, .sol-area")!.getBoundingClientRect().height,
    };
  });
  const felt = page.viewportSize()!.width >= 900 ? 380 : 300;
  return { x: shape.x, standingsWhole: shape.standingsWhole, feltAtLeast: shape.felt >= felt ? felt : Math.round(shape.felt), links: reached };
}

/** Phones on their side: wide and short (stacked as upright, the hand lay below the window); the widest past the laptop's 900 px, where the chat once opened over the side column. */
const LANDSCAPE = [
  { width: 844, height: 390 },
  { width: 740, height: 360 },
  { width: 932, height: 430 },
] as const;

/**
 * What a player must reach or see on a phone on its side, each lying in the window and on top
 * where a finger or an eye finds it (a hand's card at its uncovered corner, the rest at its
 * centre): the names of those that do not.
 */
function unreachable(page: Page) {
  return page.evaluate((corner) => {
    const parts = ".hand .card-button, .bid-panel button.bid, .action-bar button, .status-bar .turn, .status-bar button, .chat-toggle, .felt-tools button, .seats-ring .seat .avatar, .seats-ring .seat .player-name, .round-summary[open] > summary, .felt-card";
    return [...document.querySelectorAll(parts)].flatMap((e) => {
      const r = e.getBoundingClientRect();
      const at = e.classList.contains("card-button") ? { x: r.left + corner.x, y: r.top + corner.y } : { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      const inWindow = r.left >= -1 && r.top >= -1 && r.right <= innerWidth + 1 && r.bottom <= innerHeight + 1;
      const hit = document.elementFromPoint(at.x, at.y);
      // A played card still flying in may pass under a seat: only its lying in the window counts.
      const onTop = e.classList.contains("felt-card") || (!!hit && (e.contains(hit) || hit.contains(e)));
      return inWindow && onTop ? [] : [`${e.className} ${e.getAttribute("aria-label") ?? e.textContent?.slice(0, 20)} ${inWindow ? "covered" : "outside"} in ${innerWidth}×${innerHeight}`];
    });
  }, CARD_CORNER.position);
}

/** At each landscape size: one screen (no scroll, the hand and buttons in the window) and everything needed on top; then a screenshot. */
async function fitsLandscape(page: Page, shot: string): Promise<void> {
  for (const size of LANDSCAPE) {
    await page.setViewportSize(size);
    await expectOneScreen(page);
    await expect.poll(() => unreachable(page), { timeout: 10_000 }).toEqual([]);
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, `${shot}-${size.width}x${size.height}.png`) });
  }
}

/** The host ends the match; at both sizes the end screen grows instead of squashing the felt (then a screenshot of its top). */
async function endEarly(page: Page, shot: string): Promise<void> {
  await page.getByRole("button", { name: "End game" }).click();
  await page.getByRole("group").getByRole("button", { name: "End game" }).click();
  await page.locator("#game-over").waitFor();
  for (const [size, felt] of [[PHONE, 300], [DESKTOP, 380]] as const) {
    await page.setViewportSize(size);
    await expect.poll(() => endScreen(page), { timeout: 10_000 }).toEqual({ x: 0, standingsWhole: true, feltAtLeast: felt, links: ["Watch the replay", "Back to the lobby"] });
  }
  await page.evaluate(() => scrollTo(0, 0));
  await screenshot(page, shot);
}

describe.skipIf(!run)("The table's layout on a phone and a laptop", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    world = await startWorld({ botDelayMs: 10 });
  });
  afterAll(async () => {
    await world?.close();
  });

  it("shows an open round summary covering nothing (beside the felt on a wide screen), no rating under a bot's name, and a whole end screen", async () => {
    // Truco at two: a hand is at most three tricks, then its summary opens.
    const { context, page } = await newPlayer(world, LONG_NAME, PHONE);
    await createRoom(page, "truco", { seats: 2, ...UNTIMED });
    await addBots(page, 1);
    // A bot's rating is its level's published one: beside its name it would read as an unexplained number.
    expect(await page.locator(".seat-row", { hasText: "bot" }).locator(".seat-rating").count()).toBe(0);
    await start(page);
    await page.locator(".seats-ring .seat").nth(1).waitFor();
    expect(await page.locator(".seats-ring .seat:not(.me) .seat-rating").count()).toBe(0);
    while (!(await page.locator(".round-summary[open]").count())) {
      if ((await nextDecision(page)) === "over") throw new Error("the match ended before a hand was summed up");
      if (await page.locator(".round-summary[open]").count()) break;
      await playTurn(page);
    }
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await expect.poll(() => summaryLayout(page), { timeout: 10_000 }).toEqual({ y: 0, overlapped: [], titleOnTop: true });
    }
    // A phone's window just tall enough for what play needs: the summary yields down to its title line
    // (and the felt down to 190px) before the page scrolls (its floor of a title and a row pushed
    // King's contract chooser off the window).
    await page.setViewportSize(PHONE);
    // The chat folds a frame or so after the page hears of the phone's width (ChatPanel): measure the phone's layout, not the laptop's chat in it.
    await page.locator(".table-page section.chat button.chat-toggle[aria-expanded=false]").waitFor();
    const spare = await page.evaluate(() => {
      const summary = document.querySelector(".round-summary[open]")!;
      const style = getComputedStyle(summary);
      const title = summary.querySelector("summary")!.getBoundingClientRect().height + parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      return summary.getBoundingClientRect().height - title + document.querySelector(".felt-wrap")!.getBoundingClientRect().height - 190;
    });
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height - Math.floor(spare) + 10 });
    await expect.poll(() => summaryLayout(page), { timeout: 10_000 }).toEqual({ y: 0, overlapped: [], titleOnTop: true });
    await screenshot(page, "layout-round-summary");
    // On a wide screen the open summary stands beside the felt: folding it gives the felt nothing more.
    // (The screenshots left the laptop's size: its chat opens a frame or so later, before the felt is measured.)
    await page.locator(".table-page section.chat button.chat-toggle[aria-expanded=true]").waitFor();
    const open = await feltBeside(page);
    expect(open.beside, "the summary stands beside the felt").toBe(true);
    expect(open.overflow, "our long name leaves the figures in view").toBe(0);
    await page.locator(".round-summary > summary").click();
    await page.locator(".round-summary:not([open])").waitFor({ state: "attached" });
    expect((await feltBeside(page)).felt).toBe(open.felt);

    await endEarly(page, "layout-over");
    await context.close();
  });

  it("seats the chat in the side column on a wide screen: the felt keeps the height, the chat its input and a few lines", async () => {
    const { context, page } = await newPlayer(world, LONG_NAME, DESKTOP);
    await createRoom(page, "truco", { seats: 2, ...UNTIMED });
    await addBots(page, 1);
    await start(page);
    await page.locator(".felt-layout .seats-ring .seat").nth(1).waitFor();
    await page.locator(".table-page section.chat .chat-form input").waitFor();
    // Under the felt the chat took its height: the felt-layout was 561 px at 1280×800.
    await expect.poll(() => chatInColumn(page), { timeout: 10_000 }).toMatchObject({ y: 0, beside: true, underLog: true, inputOnTop: true });
    const wide = await chatInColumn(page);
    expect(wide.felt, "the felt has the chat's height back").toBeGreaterThan(640);
    expect(wide.lines, "room for a few lines").toBeGreaterThanOrEqual(100);
    // By keyboard: the line typed lands in the chat's lines, and the input stays in view.
    const chat = page.locator(".table-page section.chat");
    await chat.getByRole("textbox", { name: "Say something to the players" }).focus();
    await page.keyboard.type("Good game so far");
    await page.keyboard.press("Enter");
    await page.locator(".chat-lines li", { hasText: "Good game so far" }).waitFor();
    expect(await chatInColumn(page)).toMatchObject({ y: 0, beside: true, underLog: true, inputOnTop: true });
    // The quick phrases open over the lines, inside the column, each one reachable.
    await chat.getByRole("button", { name: "Quick phrases" }).click();
    const quick = await page.locator(".chat-quick-list").boundingBox();
    const felt = await page.locator(".felt-layout").boundingBox();
    expect(quick!.x).toBeGreaterThanOrEqual(felt!.x + felt!.width);
    await chat.getByRole("button", { name: "Good luck!" }).click();
    await page.locator(".chat-lines li", { hasText: "Good luck!" }).waitFor();
    await screenshot(page, "layout-chat");
    // Folded by its player (from the keyboard), the chat is its button at the column's foot and the log takes the room.
    const logBottom = () => page.locator(".table-page > .event-log").evaluate((e) => Math.round(e.getBoundingClientRect().bottom));
    const openLog = await logBottom();
    await chat.locator("button.chat-toggle").focus();
    await page.keyboard.press("Enter");
    await chat.locator("button.chat-toggle[aria-expanded=false]").waitFor();
    expect(await logBottom()).toBeGreaterThan(openLog + 150);
    expect(await chat.evaluate((e) => e.getBoundingClientRect().bottom <= innerHeight && document.documentElement.scrollHeight === innerHeight)).toBe(true);
    await context.close();
  });

  it.each([
    ["buraco", 4],
    ["solitaire", 1],
  ])("grows %s's end screen too (its own felt: Buraco's wide grid, Solitaire's board)", async (game, seats) => {
    const { context, page } = await newPlayer(world, LONG_NAME, PHONE);
    if (seats > 1) {
      await createRoom(page, game, { seats, ...UNTIMED });
      await addBots(page, seats - 1);
      await start(page);
    } else {
      // A room of one starts at once.
      await page.locator("form.create select").first().selectOption(game);
      await page.getByLabel("Seats").selectOption("1");
      await page.locator('input[name="visibility"][value="private"]').check();
      await page.getByLabel("Time per move").selectOption("none");
      await page.getByRole("button", { name: "Create table" }).click();
    }
    await page.locator(".felt-layout").waitFor();
    await endEarly(page, `layout-${game}-over`);
    await context.close();
  });

  it("fits GG Battle's arrangement in a phone's window (the piles, Shuffle and Ready without scrolling), and on a laptop seats its chat beside the piles", async () => {
    const { context, page } = await newPlayer(world, "Ana", PHONE);
    await createRoom(page, "gg-battle", UNTIMED);
    await addBots(page, 1);
    await start(page);
    await page.locator(".arrange").waitFor();
    const fit = () =>
      page.evaluate(() => ({
        y: document.documentElement.scrollHeight - innerHeight,
        outside: [...document.querySelectorAll(".arrange .tile-button, .arrange button, .arrange h3")].filter((e) => e.getBoundingClientRect().bottom > innerHeight + 1 || e.getBoundingClientRect().top < -1).length,
      }));
    await expect.poll(fit, { timeout: 10_000 }).toEqual({ y: 0, outside: 0 });
    // Every pile's eight cards are still there to drag, each tall enough to take a finger.
    const heights = await page.locator(".arrange .tile-button").evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    expect(heights).toHaveLength(32);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(24);
    // On a laptop the chat stands beside the piles, under the log, its input in the window (under
    // the piles it fell below the fold).
    await page.setViewportSize(DESKTOP);
    const placed = () =>
      page.evaluate(() => {
        const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
        const [arrange, chat, log, input] = [box(".arrange"), box(".table-page > .chat"), box(".table-page > .event-log"), box(".table-page > .chat .chat-toggle")];
        return { beside: chat.left >= arrange.right, underLog: chat.top >= log.bottom, inWindow: input.bottom <= innerHeight, y: document.documentElement.scrollHeight - innerHeight > 0 ? "scrolls" : "fits" };
      });
    await expect.poll(placed, { timeout: 10_000 }).toEqual({ beside: true, underLog: true, inWindow: true, y: "fits" });
    // Opened, the log (the bot's arrangement in it) neither covers the chat nor pushes anything down.
    await page.locator(".table-page > .event-log summary").click();
    await expect.poll(placed, { timeout: 10_000 }).toEqual({ beside: true, underLog: true, inWindow: true, y: "fits" });
    await screenshot(page, "layout-arrange");
    await context.close();
  });

  it("fits a trick game on a phone on its side: Oh Hell at four bidding, a trick on the felt and the round's summary open", async () => {
    const { context, page } = await newPlayer(world, LONG_NAME, LANDSCAPE[0]);
    await createRoom(page, "oh-hell", { seats: 4, ...UNTIMED });
    await addBots(page, 3);
    await start(page);
    await page.locator(".bid-panel button.bid").first().waitFor();
    await fitsLandscape(page, "layout-landscape-bid");
    // Our bid, then cards until a trick lies on the felt at our turn.
    do {
      if ((await nextDecision(page)) === "over") throw new Error("the match ended before a trick was played");
      await playTurn(page);
    } while (!(await page.locator(".felt-card").count()) || !(await page.locator(".card-button.legal").count()));
    await fitsLandscape(page, "layout-landscape-trick");
    while (!(await page.locator(".round-summary[open]").count())) {
      if ((await nextDecision(page)) === "over") throw new Error("the match ended before a round was summed up");
      if (await page.locator(".round-summary[open]").count()) break;
      await playTurn(page);
    }
    await nextDecision(page);
    await fitsLandscape(page, "layout-landscape-summary");
    await page.getByRole("button", { name: "End game" }).click();
    await page.getByRole("group").getByRole("button", { name: "End game" }).click();
    await page.locator("#game-over").waitFor();
    // The end screen keeps the upright phone's flow: it grows and scrolls, the standings whole and the links in reach.
    for (const size of LANDSCAPE) {
      await page.setViewportSize(size);
      await expect.poll(() => endScreen(page), { timeout: 10_000 }).toEqual({ x: 0, standingsWhole: true, feltAtLeast: size.width >= 900 ? 380 : 300, links: ["Watch the replay", "Back to the lobby"] });
    }
    await context.close();
  });

  it("fits Buraco at two on a phone on its side: the piles, the sequences, Draw and the hand", async () => {
    const { context, page } = await newPlayer(world, LONG_NAME, LANDSCAPE[0]);
    await createRoom(page, "buraco", { seats: 2, ...UNTIMED });
    await addBots(page, 1);
    await start(page);
    await page.locator(".moves button.primary").first().waitFor();
    await fitsLandscape(page, "layout-landscape-buraco");
    await page.getByRole("button", { name: "End game" }).click();
    await page.getByRole("group").getByRole("button", { name: "End game" }).click();
    await page.locator("#game-over").waitFor();
    await context.close();
  });
});
