/** GG Battle's refusal codes (stable: clients and records rely on them). Listed in rules.md. */
import { IllegalActionError } from "@gg/core";

export const E = {
  NOT_YOUR_TURN: "NOT_YOUR_TURN",
  MALFORMED_ACTION: "MALFORMED_ACTION",
  UNKNOWN_ACTION: "UNKNOWN_ACTION",
  GAME_OVER: "GAME_OVER",
  WRONG_PHASE: "WRONG_PHASE",
  BAD_ARRANGEMENT: "BAD_ARRANGEMENT",
  CANNOT_CHALLENGE_WITH_WALL: "CANNOT_CHALLENGE_WITH_WALL",
  CANNOT_CHALLENGE_WITH_GG: "CANNOT_CHALLENGE_WITH_GG",
  EMPTY_PILE: "EMPTY_PILE",
  NO_SUCH_RIVAL: "NO_SUCH_RIVAL",
  CANNOT_PASS: "CANNOT_PASS",
  CANNOT_END_TURN: "CANNOT_END_TURN",
  NO_SUCH_STRATEGY_CARD: "NO_SUCH_STRATEGY_CARD",
  SAME_PILE: "SAME_PILE",
  NOTHING_TO_STEAL: "NOTHING_TO_STEAL",
} as const;

export function refuse(code: (typeof E)[keyof typeof E], message: string): never {
  throw new IllegalActionError(code, message);
}

/** A plain object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A pile index 0…3, else MALFORMED_ACTION. */
export function pileIndex(value: unknown, field: string): number {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > 3) {
    refuse(E.MALFORMED_ACTION, `'${field}' must be a pile index 0–3`);
  }
  return value;
}

/** A short printable form of any JS value (never throws, unlike String() on some objects). */
export function show(value: unknown): string {
  try {
    if (typeof value === "string") return value;
    const json = JSON.stringify(value);
    return json === undefined ? typeof value : json.length > 40 ? `${json.slice(0, 40)}…` : json;
  } catch {
    return typeof value;
  }
}
