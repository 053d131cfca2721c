/** Human-readable lines for events and views in the terminal. */
import { cardName, isCardCode, type GameEvent } from "@gg/core";

/** `played  seat 2  QS` — an event's type and its data, compactly. */
export function formatEvent(event: GameEvent): string {
  const { type, to, ...data } = event;
  const audience = to === "all" ? "" : "except" in to ? ` (to all but seat ${to.except})` : ` (to seat ${to.join(", ")})`;
  const fields = Object.entries(data).map(([key, value]) => `${key}=${compact(value)}`);
  return `${type.padEnd(12)} ${fields.join("  ")}${audience}`;
}

export function compact(value: unknown): string {
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

/** "QS (Queen of spades)" for a card code; anything else as compact JSON. */
export function describeCard(value: unknown): string {
  return isCardCode(value) ? `${value} (${cardName(value)})` : compact(value);
}
