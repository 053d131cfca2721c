/**
 * What Truco's table reads from the view and the log, as pure functions: the
 * name of each call, who made the call the hand is worth, the tricks of the
 * hand as the viewer's team sees them, and the phrases still being said.
 */
import type { TrucoView } from "@gg/games/truco/view.ts";
import type { LoggedEvent, SaidPhrase } from "../../session.ts";

/** The calls by the value they propose: `truco.call.<name>` in the locales. */
const CALLS: Readonly<Record<number, string>> = { 3: "truco", 6: "six", 9: "nine", 12: "twelve" };
/** The value a call proposes over each accepted value (the engine's 1 → 3 → 6 → 9 → 12). */
const RAISES: Readonly<Record<number, number>> = { 1: 3, 3: 6, 6: 9, 9: 12 };

/** The call that proposes `value` (3: truco, 6: six…). */
export function callName(value: number): string {
  return CALLS[value] ?? "truco";
}

/** The value a call made now would propose: the one after the hand's (or after the pending call's, for a raise). */
export function raisedValue(value: number): number {
  return RAISES[value] ?? value;
}

/**
 * The seat whose call the hand is worth now: the latest `called` of this hand
 * proposing that value (a raise over a truco is the raiser's). Null when the
 * hand was never called, or the log does not reach back to the call (the page
 * was opened mid-hand): the table then names the calling team.
 */
export function callerOf(log: readonly LoggedEvent[], value: number): number | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!.event;
    if (e.type === "dealt") return null;
    if (e.type === "called" && e.value === value && typeof e.seat === "number") return e.seat;
  }
  return null;
}

export type TrickMark = "won" | "lost" | "tied";

/** Each finished trick of the hand for the viewer's team (a spectator sees them for the first team). */
export function trickMarks(view: Pick<TrucoView, "tricks" | "viewer">): TrickMark[] {
  const ours = view.viewer === "spectator" ? 0 : view.viewer % 2;
  return view.tricks.map((t) => (t.winner === -1 ? "tied" : t.winner === ours ? "won" : "lost"));
}

/** How long a phrase stays at its seat. */
export const PHRASE_MS = 4000;

/** Per seat, its latest phrase still within `PHRASE_MS` of arriving at `now`. */
export function livePhrases(phrases: readonly SaidPhrase[], now: number): Map<number, SaidPhrase> {
  const live = new Map<number, SaidPhrase>();
  for (const p of phrases) if (now - p.at < PHRASE_MS && now >= p.at) live.set(p.seat, p);
  return live;
}

/** When the next of these phrases leaves its seat (ms from `now`), or null when none is live. */
export function nextExpiry(phrases: readonly SaidPhrase[], now: number): number | null {
  let soonest: number | null = null;
  for (const p of phrases) {
    const left = p.at + PHRASE_MS - now;
    if (left > 0 && (soonest === null || left < soonest)) soonest = left;
  }
  return soonest;
}
