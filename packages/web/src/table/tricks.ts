/**
 * The tricks of the current match as the log tells them, for every trick game:
 * each `played` card with its seat, closed by `trickWon` (or `trickCancelled`).
 * The view forgets a trick once it is taken; the log keeps who played what, so
 * the felt can leave a taken trick in place for a moment and show the last one.
 */
import type { LoggedEvent } from "../session.ts";

/** A card on the felt: who played it ("" for a card lying face down) and, for a joker, what it stood for. */
export interface Play {
  readonly seat: number;
  readonly card: string;
  /** The rank a joker was played as. */
  readonly as?: string | undefined;
}

export interface TakenTrick {
  /** The log id of its `trickWon`: later tricks have larger ids. */
  readonly id: number;
  /** Null when the cards cancelled each other (Bet on Tricks). */
  readonly winner: number | null;
  readonly plays: readonly Play[];
}

function playOf(value: unknown): Play | null {
  if (!value || typeof value !== "object") return null;
  const p = value as { seat?: unknown; card?: unknown; as?: unknown; faceDown?: unknown };
  // A card played face down (Truco) lies on its back for everyone: card "" (the others are never told its face).
  if (p.faceDown === true && typeof p.seat === "number") return { seat: p.seat, card: "" };
  if (typeof p.seat !== "number" || typeof p.card !== "string") return null;
  return typeof p.as === "string" ? { seat: p.seat, card: p.card, as: p.as } : { seat: p.seat, card: p.card };
}

export function takenTricks(log: readonly LoggedEvent[]): TakenTrick[] {
  const out: TakenTrick[] = [];
  let current: Play[] = [];
  for (const { id, event } of log) {
    switch (event.type) {
      case "played": {
        const play = playOf(event);
        if (play) current.push(play);
        break;
      }
      case "trickWon":
      case "trickCancelled": {
        // Bet on Tricks names the plays in the event; Oh Hell names the cards (the log has who played them).
        const listed = Array.isArray(event.plays) ? event.plays.map(playOf).filter((p): p is Play => p !== null) : null;
        const winner = event.type === "trickWon" && typeof event.seat === "number" ? event.seat : null;
        out.push({ id, winner, plays: listed ?? current });
        current = [];
        break;
      }
      case "dealt":
      case "roundStarted":
        current = [];
        break;
    }
  }
  return out;
}
