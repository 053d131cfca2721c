/**
 * A room's seats. Before the start a seat is empty, a human or a bot; once
 * the match runs, every seat belongs to the match for good, and a human seat
 * whose player timed out or left, or dropped and did not come back within the
 * grace, is *away*: the bot plays it until the player says "back".
 */
import type { Seat } from "@gg/core";
import type { SeatInfo } from "../protocol.ts";

export interface SeatState {
  playerId: string | null;
  name: string;
  /** Bot level of a bot seat (host-added); null for humans. */
  bot: string | null;
  connected: boolean;
  away: boolean;
  /** Dropped during the match and within its grace: not away yet, shown as reconnecting. */
  reconnecting: boolean;
  /** The Colyseus session holding the seat now, if any. */
  sessionId: string | null;
  /** The player's contribution to a provably fair seed. */
  clientSeed?: string;
  /** The network the player joined from (`network.ts`), when it names one: one seat per network at a public table. */
  network?: string | null;
}

export function emptySeat(): SeatState {
  return { playerId: null, name: "", bot: null, connected: false, away: false, reconnecting: false, sessionId: null };
}

export function isEmpty(seat: SeatState): boolean {
  return seat.playerId === null && seat.bot === null;
}

/** Played by a bot right now: a bot seat, an away human, or a seat nobody owns. */
export function botControlled(seat: SeatState): boolean {
  return seat.bot !== null || seat.away || seat.playerId === null;
}

export function seatInfo(seat: SeatState): SeatInfo {
  return { name: seat.name, bot: seat.bot, human: seat.playerId !== null, playerId: seat.playerId, connected: seat.connected, away: seat.away, reconnecting: seat.reconnecting };
}

/**
 * The next host after `from` leaves: the next human in seat order, preferring
 * one who is connected; null when no human is left.
 */
export function nextHost(seats: readonly SeatState[], from: Seat | null): Seat | null {
  const start = from === null ? 0 : from + 1;
  const order = seats.map((_, i) => (start + i) % seats.length).filter((i) => i !== from && seats[i]!.playerId !== null);
  return order.find((i) => seats[i]!.connected) ?? order[0] ?? null;
}

/** Display names: trimmed, control characters removed, at most 32 characters. */
export function cleanName(raw: string | undefined): string | null {
  const name = raw?.replace(/[\p{Cc}\p{Cf}]/gu, "").trim().slice(0, 32);
  return name ? name : null;
}
