/**
 * The accessibility audit with axe-core (WCAG 2.1 A and AA rules) shared by a11y.e2e (the lobby,
 * the waiting room, the help) and the whole-match tests, which audit each table in its kinds of
 * decision as the match reaches them (playthrough.ts's `audits`). No serious or critical violation
 * is allowed; each one found is reported with where it was and which elements.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { DESKTOP, PHONE } from "./harness.ts";

/**
 * Serious and critical violations on the page as it is now (only `within` that selector, if given),
 * one line each. axe runs in the page
 * itself (`axe.run`, the legacy mode): the default runs each frame's part there, then opens a blank
 * page to combine them, which only pages with frames of other origins need (ours have none; the same
 * rules pass, fail and stay incomplete on the same elements either way, checked on the lobby and a
 * table 2026-12-02), and cost 40 % more time per audit.
 */
export async function audit(page: Page, where: string, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).setLegacyMode(true);
  const result = await (within ? builder.include(within) : builder).analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${where}: ${v.id} (${v.impact}) — ${v.help} — ${v.nodes.slice(0, 4).map((n) => n.target.join(" ")).join(" | ")}`);
}

/** A table's audit at both sizes, `first` first (the page is left at the other size); on the phone its chat must be folded. */
export async function auditBothSizes(page: Page, where: string, first: "phone" | "laptop"): Promise<string[]> {
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
export async function chatFoldedOnPhone(page: Page, where: string): Promise<string[]> {
  await page.locator(".table-page section.chat button.chat-toggle").waitFor();
  // The page hears of its new width a frame or so after the resize: wait for the fold, not for time.
  const folded = await page
    .waitForFunction(() => document.querySelector(".table-page section.chat button.chat-toggle")?.getAttribute("aria-expanded") === "false" && !document.querySelector(".table-page section.chat .chat-form"), undefined, { timeout: 10_000, polling: 50 })
    .then(() => true, () => false);
  return folded ? [] : [`${where} 390×844: the chat is open on a phone`];
}

/** Whatever a trick game's first decision is: a bid or a card. */
export const BID_OR_CARD = ".bid-panel button.bid:not([disabled]), .card-button.legal";
/** A card to play, once no other decision (Hearts' pass, a bid, King's contract) is asked for. */
export const CARD_IN_PLAY = ".game-table:not(:has(.bid-panel)) .hand .card-button.legal";
