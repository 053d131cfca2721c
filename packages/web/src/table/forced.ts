/** The card the rules force, when the only legal action is playing that one card (auto-play may play it). */
import type { Action } from "../protocol.ts";

export function forcedCard(legal: readonly Action[]): string | null {
  if (legal.length !== 1) return null;
  const only = legal[0] as { type: string; card?: unknown; as?: unknown };
  return only.type === "play" && typeof only.card === "string" && only.as === undefined ? only.card : null;
}
