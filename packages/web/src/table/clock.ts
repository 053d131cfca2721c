/**
 * Time left on a deadline the server sent (epoch ms on the server's clock). A
 * client clock a little behind the server's made a 30 s move start at 31; the
 * time left is capped at the room's limit when it is over by a skew's worth, so a ring starts at the real time left and never above.
 */
export function timeLeft(deadline: number, now: number, maxMs: number | null): number {
  const left = Math.max(0, deadline - now);
  // Only a skew is capped: an engine's own window (GG Battle's 90 s arrangement) may outlast the room's limit.
  return maxMs !== null && left > maxMs && left - maxMs <= SKEW_MS ? maxMs : left;
}

/** The largest clock difference taken for skew rather than for a longer window. */
export const SKEW_MS = 2500;

/** Whole seconds shown for a time left: 29.2 s shows 30, 30 s shows 30. */
export function secondsShown(leftMs: number): number {
  return Math.ceil(leftMs / 1000 - 1e-9);
}

/** The room's time per move in ms (`timeLimit` is seconds, null: no limit). */
export function moveLimitMs(timeLimit: unknown): number | null {
  return typeof timeLimit === "number" && timeLimit > 0 ? timeLimit * 1000 : null;
}
