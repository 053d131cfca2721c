/**
 * "Play again": after a match the same room plays a new match — the same seats,
 * options and bots, a new seed and commitment — once every human still at the
 * table has accepted (bots always do). Each match keeps its own id, so the old
 * one stays in history with its replay: the room's first match is the room id
 * (its code), the next ones `<room id>-2`, `-3`, … (room ids never hold a dash).
 */
import type { SeatState } from "./seats.ts";

export function matchIdFor(roomId: string, n: number): string {
  return n <= 1 ? roomId : `${roomId}-${n}`;
}

/** The room a stored match was played in (restored under that room's code). */
export function roomOfMatch(matchId: string): string {
  return matchId.split("-")[0]!;
}

/** Which of the room's matches this is, from 1. */
export function matchNumberOf(matchId: string): number {
  const n = Number(matchId.split("-")[1] ?? 1);
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/**
 * What the room does now, given who pressed "Play again" (by player id):
 * - `wait`: a human still at the table has not accepted (or nobody is left);
 * - `start`: every human is here and accepted: the next match starts at once;
 * - `regroup`: everyone here accepted, but someone left for good (their socket and
 *   its reconnection window are gone): their seat is freed and the room goes back to
 *   waiting, so the host fills it (a bot, a friend by the invite) and starts — a
 *   match never starts with a seat nobody plays, nor waits for someone who left.
 *   A player whose connection merely dropped is still here, and is waited for.
 */
export function rematchVerdict(seats: readonly SeatState[], accepted: ReadonlySet<string>): "wait" | "start" | "regroup" {
  const humans = seats.filter((s) => s.playerId !== null);
  const here = humans.filter((s) => s.sessionId !== null);
  if (here.length === 0 || here.some((s) => !accepted.has(s.playerId!))) return "wait";
  return here.length === humans.length ? "start" : "regroup";
}
