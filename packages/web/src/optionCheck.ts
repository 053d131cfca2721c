/**
 * Whether a value typed for a number option fits the bounds the server sent
 * (`GameInfo.bounds`, read from the game's schema), so the form explains a bad
 * value before it is sent. The server checks again: this only spares a refusal.
 */
import type { OptionBounds } from "@gg/core";

/** A locale key under `create.` and the bound it names. */
export interface OptionProblem {
  readonly key: "atLeast" | "atMost" | "whole" | "oneOf";
  readonly limit: string;
}

export function optionProblem(value: unknown, bounds: OptionBounds | undefined): OptionProblem | null {
  if (!bounds) return null;
  if (bounds.choices) return bounds.choices.includes(value as number | string) ? null : { key: "oneOf", limit: bounds.choices.join(", ") };
  if (typeof value !== "number" || Number.isNaN(value)) return { key: "whole", limit: "" };
  if (bounds.min !== undefined && value < bounds.min) return { key: "atLeast", limit: String(bounds.min) };
  if (bounds.max !== undefined && value > bounds.max) return { key: "atMost", limit: String(bounds.max) };
  if (bounds.step === 1 && !Number.isInteger(value)) return { key: "whole", limit: "" };
  return null;
}
