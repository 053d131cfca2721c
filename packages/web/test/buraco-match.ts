/**
 * Buraco's whole match through the page (buraco.e2e at two players, buraco-partners.e2e at
 * four): a match to 1,500 (the shortest the options allow) against bots with the shared driver
 * (playthrough.ts: every decision on one screen, the window switched between a phone and a laptop
 * every few decisions, a 32-character name, the end screen naming the winner). Our seat first
 * uses every part of the table: it takes the pile once, lays down sequences picked by tap and by
 * keyboard, adds to its team's sequences (its partner's first) by a drag or by tap, puts a wild
 * card where it chooses when it could stand at two places (the choice on one screen at both sizes,
 * cancelled by the pointer, made by the keyboard, the sequence laid as chosen), and discards by
 * tap, drag and keyboard. Then it only draws and discards, feeding the bots what they lay down, so
 * they end the match sooner. It keeps two cards in hand, so it never goes out. At two players the
 * layout is checked at both sizes: the other player across the felt, the stock and pile between.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { continues } from "@gg/games/buraco/bots.ts";
import { readSequence } from "@gg/games/buraco/sequence.ts";
import { extendArrangements, meldArrangements } from "../src/games/buraco/arrange.ts";
import { CARD_CORNER } from "./flows.ts";
import { ARTIFACTS, DESKTOP, PHONE, type World } from "./harness.ts";
import { partnersOpposite, teamsAtTheEnd } from "./partners.ts";
import { expectOneScreen, LONG_NAME, playMatch } from "./playthrough.ts";

const HAND = ".buraco-hand .card-button";
/** Cards kept in hand after laying down: never empty it (no morto to win, no going out to plan). */
const KEEP = 2;

const ourMelds = (page: Page) => page.locator(".team-melds.ours button.meld").evaluateAll((els) => els.map((e) => e.getAttribute("data-cards")!.split(" ")));
const isWild = (card: string) => card === "X" || card.startsWith("2");

/** Ways three picked cards read as a sequence that a lay-down looks for, in order. */
type Reading = (found: readonly { wild: unknown }[]) => boolean;
const TWO_PLACES: Reading = (found) => found.length >= 2;
const NATURAL: Reading = (found) => found.length > 0 && found.every((a) => a.wild === null);

/** Three cards of the hand that make a sequence, keeping KEEP cards in hand: the first found of the first reading that has one. */
function meldIn(hand: readonly string[], readings: readonly Reading[]): number[] | null {
  if (hand.length < 3 + KEEP) return null;
  for (const fits of readings)
    for (let i = 0; i < hand.length; i++)
      for (let j = i + 1; j < hand.length; j++)
        for (let k = j + 1; k < hand.length; k++) if (fits(meldArrangements([hand[i]!, hand[j]!, hand[k]!]))) return [i, j, k];
  return null;
}

/** A card of the hand that extends one of our team's sequences, the first sequence in `order`; `places` how many ways it fits at least. */
function extensionIn(hand: readonly string[], melds: readonly string[][], order: readonly number[], cards: (card: string) => boolean, places = 1): { meld: number; card: number } | null {
  if (hand.length < 1 + KEEP) return null;
  for (const meld of order) {
    const sequence = readSequence(melds[meld]!);
    if (typeof sequence === "string") continue;
    const card = hand.findIndex((c) => cards(c) && extendArrangements(sequence, [c]).length >= places);
    if (card >= 0) return { meld, card };
  }
  return null;
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

/** Presses a control with the keyboard: focused, then Enter (one round trip to the page). */
const press = (target: Locator): Promise<void> => target.press("Enter");

/** Each way not yet used, in their order, then the last (the fewest round trips to the page). */
function nextWay<W extends string>(used: Record<W, number>): W {
  const ways = Object.keys(used) as W[];
  return ways.find((w) => used[w] === 0) ?? ways.at(-1)!;
}

/** What a move needs to know of the table, read in one look. */
interface Seen {
  readonly phase: "gone" | "draw" | "play";
  readonly seq: string | null;
  readonly hand: string[];
  readonly melds: string[][];
  /** The other team's sequences. */
  readonly theirs: string[][];
  readonly pile: number;
  readonly canTake: boolean;
}

/** Waits for our move's controls (or the end of our turn) and reads the table. */
const look = (page: Page): Promise<Seen> =>
  page
    .waitForFunction(
      (hand) => {
        const phase = document.querySelector("#game-over") || !document.querySelector(".turn.mine") ? "gone" : document.querySelector(".moves button.draw") ? "draw" : document.querySelector(".moves .lay-down") ? "play" : null;
        if (!phase) return null;
        return {
          phase,
          seq: document.querySelector("[data-seq]")?.getAttribute("data-seq") ?? null,
          hand: [...document.querySelectorAll(hand)].map((e) => e.getAttribute("data-card")!),
          melds: [...document.querySelectorAll(".team-melds.ours button.meld")].map((e) => e.getAttribute("data-cards")!.split(" ")),
          theirs: [...document.querySelectorAll(".team-melds:not(.ours) .meld")].map((e) => e.getAttribute("data-cards")!.split(" ")),
          pile: document.querySelectorAll(".discard-pile .pile-card").length,
          canTake: !!document.querySelector(".moves button.take"),
        };
      },
      HAND,
      { polling: 30 },
    )
    .then((h) => h.jsonValue() as Promise<Seen>);

/**
 * Our seat at a Buraco table: one move through the page per decision of the driver, and what it
 * did. Until it has used every part of the table (each way to lay down and discard, an extension,
 * a wild card's choice cancelled by the pointer and made by the keyboard, the pile taken) it lays
 * down and adds what those need; then it only draws and discards, so the bots end the match sooner
 * and each of our turns costs little.
 */
class OurSeat {
  readonly laid = { tap: 0, keyboard: 0 };
  readonly added = { drag: 0, tap: 0 };
  readonly discarded = { tap: 0, drag: 0, keyboard: 0 };
  readonly chose = { pointer: 0, keyboard: 0 };
  /** Choices cancelled (by the pointer, before the keyboard's choice). */
  cancelled = 0;
  /** Extensions of a sequence our partner laid down. */
  extendedPartners = 0;
  draws = 0;
  takes = 0;
  /** The decision at which every part of the table had been used. */
  coveredAt = -1;
  /** The places of the team's sequences we laid this hand (the others are our partner's). */
  private mine = new Set<number>();
  private lastCount = 0;

  constructor(
    private readonly players: number,
    private readonly checkFirst: (page: Page) => Promise<void>,
  ) {}

  private get choosing(): boolean {
    return this.chose.keyboard === 0;
  }

  /** Every part of the table used. */
  get covered(): boolean {
    const all = (ways: Record<string, number>) => Object.values(ways).every((n) => n > 0);
    return all(this.laid) && Object.values(this.added).some((n) => n > 0) && all(this.discarded) && !this.choosing && this.takes > 0;
  }

  /** The driver's step: the first decision's checks, then one move (it always acts). */
  step = async (page: Page, decision: number): Promise<boolean> => {
    if (decision === 0) await this.checkFirst(page);
    if (this.coveredAt < 0 && this.covered) this.coveredAt = decision;
    const seen = await look(page);
    if (seen.phase === "draw") await this.drawOrTake(page, seen);
    else if (seen.phase === "play") await this.play(page, seen);
    return true;
  };

  private async drawOrTake(page: Page, { seq, pile, canTake }: Seen): Promise<void> {
    // Once, a pile of three or more (more cards, more sequences); otherwise the stock (a pile left to the bots ends the match sooner).
    const take = this.takes === 0 && pile >= 3 && canTake;
    await press(page.locator(take ? ".moves button.take" : ".moves button.draw"));
    await this.settle(page, seq);
    if (!take) return void this.draws++;
    this.takes++;
    expect(await page.locator(".discard-pile .pile-card").count()).toBe(0); // the whole pile came to our hand
  }

  /** One move of the play: a wild card where we choose, a new sequence, an extension, or the discard that ends the turn. */
  private async play(page: Page, seen: Seen): Promise<void> {
    const { hand, melds } = seen;
    if (melds.length < this.lastCount) this.mine.clear(); // a new hand
    this.lastCount = melds.length;
    if (!this.covered) {
      const partners = melds.map((_, i) => i).filter((i) => !this.mine.has(i));
      const order = [...partners, ...this.mine];
      const wild = this.choosing && extensionIn(hand, melds, order, isWild, 2);
      if (wild) return this.extend(page, seen, wild, "tap");
      // Only the sequences the checks need, so the hand keeps cards to add to them: one with a wild
      // card that could stand at two places while a choice is still to be made, natural ones while a way to lay down is untried.
      const meld = meldIn(hand, [...(this.choosing ? [TWO_PLACES] : []), ...(Object.values(this.laid).includes(0) ? [NATURAL] : [])]);
      if (meld) return this.layDown(page, seen, meld);
      const extension = extensionIn(hand, melds, order, (c) => !isWild(c));
      if (extension) return this.extend(page, seen, extension);
    }
    await this.discard(page, seen);
  }

  /** Picks the cards at these places of the hand and lays them down, the ways in turn; the sequence is laid as read (or as chosen). */
  private async layDown(page: Page, { seq, melds: { length: before } }: Seen, picks: readonly number[]): Promise<void> {
    const way = nextWay(this.laid);
    const cards = picks.map((i) => page.locator(HAND).nth(i));
    const button = page.locator(".moves .lay-down");
    if (way === "keyboard") {
      for (const card of cards) await press(card);
      await press(button);
    } else {
      for (const card of cards) await card.click(CARD_CORNER);
      await button.click();
    }
    const chosen = await this.settle(page, seq, button);
    const melds = await ourMelds(page);
    expect(melds).toHaveLength(before + 1);
    if (chosen) expect(melds[before]!.join(" ")).toBe(chosen);
    this.mine.add(before);
    this.lastCount = melds.length;
    this.laid[way]++;
  }

  /** Adds one card of the hand to a team sequence: drag it there, or tap the card then the sequence. */
  private async extend(page: Page, { seq, melds }: Seen, { meld, card }: { meld: number; card: number }, way = nextWay(this.added)): Promise<void> {
    const length = melds[meld]!.length;
    const target = page.locator(`.team-melds.ours button.meld[data-meld="${meld}"]`);
    if (way === "drag") await drag(page, page.locator(HAND).nth(card), target);
    else {
      await page.locator(HAND).nth(card).click(CARD_CORNER);
      await target.click();
    }
    const chosen = await this.settle(page, seq, way === "tap" ? target : null);
    const grown = (await ourMelds(page))[meld]!;
    expect(grown).toHaveLength(length + 1);
    if (chosen) expect(grown.join(" ")).toBe(chosen);
    this.added[way]++;
    if (!this.mine.has(meld)) this.extendedPartners++;
  }

  /**
   * Ends the turn by tap, keyboard or a drag onto the pile. The card: one the other team's
   * sequences take if we hold one (they take the pile sooner and go out sooner: the match is
   * shorter), else a natural card (wild cards are kept for choices).
   */
  private async discard(page: Page, { seq, hand, theirs }: Seen): Promise<void> {
    const way = nextWay(this.discarded);
    const sequences = theirs.map((cards) => readSequence(cards)).filter((read) => typeof read !== "string");
    const wanted = hand.findIndex((c) => !isWild(c) && continues(c, sequences));
    const card = page.locator(HAND).nth(wanted >= 0 ? wanted : Math.max(0, hand.findIndex((c) => !isWild(c))));
    if (way === "keyboard") {
      await press(card);
      await press(page.locator(".moves .discard"));
    } else if (way === "tap") {
      await card.click(CARD_CORNER);
      await page.locator(".moves .discard").click();
    } else await drag(page, card, page.locator(".discard-pile"));
    await this.settle(page, seq);
    this.discarded[way]++;
  }

  /**
   * Waits for the server's answer to what we sent; a refusal fails the test with its sentence; a
   * wild card's place is chosen (`again`: the control that sends the picked cards once more).
   * Returns the chosen cards.
   */
  private async settle(page: Page, seq: string | null, again: Locator | null = null): Promise<string | null> {
    const outcome = await page.waitForFunction(
      (s) => (document.querySelector("[data-seq]")?.getAttribute("data-seq") !== s ? "view" : document.querySelector(".banner.error") ? "refused" : document.querySelector(".wild-choice") ? "choose" : null),
      seq,
      { polling: 30 },
    );
    const what = await outcome.jsonValue();
    if (what === "refused") throw new Error(`refused: ${await page.locator(".banner.error").textContent()}`);
    if (what !== "choose") return null;
    const chosen = await this.choose(page, seq, again);
    await this.settle(page, seq);
    return chosen;
  }

  /**
   * The wild card's places, on one screen at both sizes (the first choice's screenshots in
   * artifacts/web); we take the last place offered (not the one a default would give). The first
   * time, the pointer cancels the choice (nothing is sent) and the keyboard makes it: Enter on the
   * control that sent the cards opens it again, the choice takes the focus, the arrow keys walk its
   * places, Enter chooses. Later choices are the pointer's.
   */
  private async choose(page: Page, seq: string | null, again: Locator | null): Promise<string> {
    const choice = page.locator(".wild-choice");
    const places = choice.locator(".wild-place");
    const count = await places.count();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(await choice.locator("p").textContent()).toMatch(/^Where does the (Joker|Two of \w+) go\?$/);
    for (const text of await places.allTextContents()) expect(text).toMatch(/^(as the \w+ of \w+|in its own place, not wild)$/);
    const first = this.chose.pointer + this.chose.keyboard + this.cancelled === 0;
    if (first) mkdirSync(ARTIFACTS, { recursive: true });
    for (const [label, size] of [["390x844", PHONE], ["1280x800", DESKTOP]] as const) {
      await page.setViewportSize(size);
      await expectOneScreen(page);
      if (first) await page.screenshot({ path: join(ARTIFACTS, `buraco-${this.players}p-wild-choice-${label}.png`) });
    }
    const last = places.nth(count - 1);
    const cards = (await last.getAttribute("data-cards"))!;
    if (this.chose.keyboard === 0 && again) {
      await choice.locator("button.cancel").click();
      await choice.waitFor({ state: "detached" });
      expect(await page.evaluate(() => document.querySelector("[data-seq]")?.getAttribute("data-seq") ?? null)).toBe(seq);
      this.cancelled++;
      await press(again);
      await places.first().waitFor();
      expect(await places.first().evaluate((el) => el === document.activeElement)).toBe(true);
      for (let i = 1; i < count; i++) await page.keyboard.press("ArrowRight");
      expect(await last.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press("Enter");
      this.chose.keyboard++;
    } else {
      await last.click();
      this.chose.pointer++;
    }
    return cards;
  }
}

/**
 * At the first decision, two players, at both sizes: the other sits across the felt above the
 * stock and pile and we below them, on one vertical line, nothing overlapping; the sequences and
 * the scores are one player's each.
 */
async function twoPlayers(page: Page): Promise<void> {
  expect(await page.locator(".seats-ring .seat").count()).toBe(2);
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await expectOneScreen(page);
    const { me, them, centre, felt } = await page.evaluate(() => {
      const box = (q: string) => {
        const r = document.querySelector(q)!.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, middle: (r.left + r.right) / 2 };
      };
      return { me: box(".seat.me"), them: box(".seat:not(.me)"), centre: box(".buraco-center"), felt: box(".felt") };
    });
    const where = `at ${size.width}×${size.height}`;
    expect(them.bottom, where).toBeLessThanOrEqual(centre.top + 1);
    expect(me.top, where).toBeGreaterThanOrEqual(centre.bottom - 1);
    expect(Math.abs(them.middle - felt.middle), where).toBeLessThan(24);
    expect(Math.abs(me.middle - felt.middle), where).toBeLessThan(24);
    expect(centre.left >= felt.left && centre.right <= felt.right, where).toBe(true);
  }
  expect(await page.locator(".team-melds").count()).toBe(2);
  expect(await page.locator(".team-melds.ours .team-names").textContent()).toBe(LONG_NAME);
  expect(await page.locator(".team-melds:not(.ours) .team-names").textContent()).toMatch(/^Bot \d+ \(\w+\)$/);
  expect(await page.locator(".team-scores li").count()).toBe(2);
}

/** At the first decision, four players: partners opposite, and our team's sequences (ours first) with its morto not yet won. */
async function fourPlayers(page: Page): Promise<void> {
  await partnersOpposite(page);
  expect(await page.locator(".team-melds").count()).toBe(2);
  expect(await page.locator(".team-melds.ours h3").textContent()).toMatch(new RegExp(`^${LONG_NAME} & .+no morto yet$`));
}

/** Plays a whole Buraco match at this many players through the page; closes its browser context. */
export async function playBuracoMatch(world: World, players: 2 | 4, seat = new OurSeat(players, players === 2 ? twoPlayers : fourPlayers)): Promise<OurSeat> {
  // The table's accessibility audited once, at four players (its fullest table).
  const audits = players === 4 ? [{ where: "buraco table", shows: ".moves button.draw" }] : [];
  const { page, context } = await playMatch(world, { game: "buraco", seats: players, numbers: { "Match to": 1500 }, step: seat.step, shot: `buraco-${players}p`, audits });
  if (process.env.GG_PLAYTHROUGH_LOG) console.log(`buraco ${players}p, our seat:`, JSON.stringify(seat));
  if (players === 4) await teamsAtTheEnd(page);
  else {
    expect(await page.locator(".summary .winner").textContent()).toMatch(/^Winner: \S/);
    expect(await page.locator(".summary tbody tr").count()).toBe(2);
  }
  // The end screen on a phone: no sideways scroll, the winner and the buttons (Play again) in the window.
  await page.setViewportSize(PHONE);
  await expect
    .poll(() =>
      page.evaluate(() => ({
        x: document.documentElement.scrollWidth - innerWidth,
        outside: [...document.querySelectorAll(".summary .winner, .summary button")]
          .map((e) => e.getBoundingClientRect())
          .filter((r) => r.left < -1 || r.top < -1 || r.right > innerWidth + 1 || r.bottom > innerHeight + 1).length,
      })),
    )
    .toEqual({ x: 0, outside: 0 });
  // Every part of the table was used on the way (each way counted in the log line above)? At four
  // players our turns are few (37–75) and a short match may never deal us a wild card with two
  // places: there each part is checked when it comes (above). Two players: see below.
  if (players === 4 && !seat.covered) console.warn(`buraco 4p: not every part of the table came up in this match: ${JSON.stringify(seat)}`);
  await context.close();
  return seat;
}

/**
 * Two-player matches, about twice our turns, until every part of the table has been used: one
 * match nearly always does, but the deal decides (a wild card with two places, a pile worth
 * taking), so a second match adds its parts to the first's before the check.
 */
export async function coverBuracoTwoPlayers(world: World): Promise<void> {
  const seat = await playBuracoMatch(world, 2);
  if (!seat.covered) {
    console.warn(`buraco 2p: not every part of the table came up in one match, a second one follows: ${JSON.stringify(seat)}`);
    await playBuracoMatch(world, 2, seat);
  }
  expect(seat.covered, JSON.stringify(seat)).toBe(true);
}
