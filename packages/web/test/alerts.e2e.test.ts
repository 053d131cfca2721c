/**
 * Telling a player it is their turn, in a real browser: the "your turn" tone (Web Audio
 * notes of 660 and 880 Hz), silence when muted, and — only while the tab is hidden —
 * "Your turn" in the tab's title and as a notification, the title restored when the
 * player comes back. The page's own AudioContext and Notification are only watched
 * (each note started and each notification made is recorded), and the tab's
 * visibility is switched by the test, since a headless tab cannot really be hidden.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { addBots, createRoom, nextDecision, playTurn, start } from "./flows.ts";
import { chromiumAvailable, newPlayer, startWorld, type World } from "./harness.ts";

const run = chromiumAvailable();
let world: World;

/** Installed before the page's scripts: a switchable visibility, and a record of notes and notifications. */
function watchAlerts(): void {
  const w = window as unknown as { gg: { hidden: boolean; tones: number[]; notes: string[] } };
  w.gg = { hidden: false, tones: [], notes: [] };
  Object.defineProperty(Document.prototype, "hidden", { configurable: true, get: () => w.gg.hidden });
  Object.defineProperty(Document.prototype, "visibilityState", { configurable: true, get: () => (w.gg.hidden ? "hidden" : "visible") });
  const createOscillator = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function (this: AudioContext) {
    const osc = createOscillator.call(this);
    const begin = osc.start.bind(osc);
    osc.start = (when?: number) => {
      w.gg.tones.push(osc.frequency.value);
      begin(when);
    };
    return osc;
  };
  const Real = window.Notification;
  window.Notification = class extends Real {
    constructor(title: string, options?: NotificationOptions) {
      w.gg.notes.push(title);
      super(title, options);
    }
  } as typeof Notification;
}

const alerts = (page: Page) => page.evaluate(() => (window as unknown as { gg: { tones: number[]; notes: string[] } }).gg);
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((h) => {
    (window as unknown as { gg: { hidden: boolean } }).gg.hidden = h;
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
/** The turn's two notes, in order, among the notes played since `from`. */
const turnTone = (tones: number[], from: number) => tones.slice(from).join(",").includes("660,880");

/** Plays our move, then waits for our next decision with the tab as `hidden` says. */
async function moveThenWait(page: Page): Promise<void> {
  while ((await playTurn(page)) === "none");
  expect(await nextDecision(page)).toBe("turn");
}

describe.skipIf(!run)("your turn: tone, title and notification", { timeout: 120_000 }, () => {
  beforeAll(async () => {
    world = await startWorld({ botDelayMs: 150 });
  });
  afterAll(async () => {
    await world?.close();
  });

  it("hidden tab: tone, ● Your turn title and a notification; back in view: title restored; muted: no tone", async () => {
    const { page, context } = await newPlayer(world, "Ana");
    await context.grantPermissions(["notifications"], { origin: world.url });
    await context.addInitScript(watchAlerts);
    await page.reload();
    await createRoom(page, "oh-hell", { seats: 2 });
    await addBots(page, 1);
    const title = await page.title();
    await setHidden(page, true);
    await start(page);
    expect(await nextDecision(page)).toBe("turn");

    // Hidden: the title and a notification say it; the tone plays.
    await page.waitForFunction(() => document.title.startsWith("● Your turn — "));
    let heard = await alerts(page);
    expect(heard.notes).toContain("Your turn");
    expect(turnTone(heard.tones, 0)).toBe(true);

    // Back in view: the page's own title again, and no new notification at the next turn.
    await setHidden(page, false);
    await page.waitForFunction((t) => document.title === t, title);
    const before = heard.tones.length;
    await moveThenWait(page);
    heard = await alerts(page);
    expect(await page.title()).toBe(title);
    expect(heard.notes).toEqual(["Your turn"]);
    expect(turnTone(heard.tones, before)).toBe(true);

    // Muted: the next turn comes in silence (and so does every card).
    await page.getByRole("button", { name: "Mute sounds" }).click();
    const muted = heard.tones.length;
    await moveThenWait(page);
    heard = await alerts(page);
    expect(heard.tones.slice(muted)).toEqual([]);
    await context.close();
  });
});
