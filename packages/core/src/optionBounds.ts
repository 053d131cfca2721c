/**
 * What a form can know of each option before asking the server, read from the
 * game's own zod schema (no per-game code): a number's bounds and step, or the
 * few values a union of literals allows. A refinement is invisible here (state
 * bounds with .min/.max or a union instead: option-bounds.test.ts checks every
 * game); the server still checks every option when a table is created.
 */
import { z } from "zod";
import type { AnyGame } from "./contract.ts";

export interface OptionBounds {
  readonly min?: number;
  readonly max?: number;
  /** 1 for a whole number. */
  readonly step?: number;
  /** The only values allowed (a union of literals), in the schema's order. */
  readonly choices?: readonly (number | string)[];
}

/** The part of a JSON Schema an option's bounds come from. */
interface JsonSchema {
  readonly type?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly multipleOf?: number;
  readonly const?: unknown;
  readonly enum?: readonly unknown[];
  readonly anyOf?: readonly JsonSchema[];
  readonly properties?: Readonly<Record<string, JsonSchema>>;
}

/** A bound this far out is only the number format's (`z.int()` is a safe integer), not one the game chose. */
const FORMAT_LIMIT = 2 ** 52;

/** Per option with bounds or choices (booleans have none): what `GET /api/games` sends as `bounds`. */
export function optionBounds(game: AnyGame): Record<string, OptionBounds> {
  const schema = z.toJSONSchema(game.options, { unrepresentable: "any" }) as JsonSchema;
  const out: Record<string, OptionBounds> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const bounds = choicesOf(property) ?? numberBounds(property);
    if (bounds) out[key] = bounds;
  }
  return out;
}

/** A union of literals (Spades' 250, 300 or 500), or an enum. */
function choicesOf(s: JsonSchema): OptionBounds | null {
  const values = s.enum ?? (s.anyOf?.every((a) => "const" in a) ? s.anyOf.map((a) => a.const) : undefined);
  if (!values || !values.every((v) => typeof v === "number" || typeof v === "string")) return null;
  return { choices: values as (number | string)[] };
}

function numberBounds(s: JsonSchema): OptionBounds | null {
  if (s.type !== "number" && s.type !== "integer") return null;
  const whole = s.type === "integer";
  // A whole number's strict bound is the next whole number; a fraction's has no nearest value to offer.
  const min = s.minimum ?? (whole && s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : undefined);
  const max = s.maximum ?? (whole && s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : undefined);
  const step = s.multipleOf ?? (whole ? 1 : undefined);
  return {
    ...(min !== undefined && min > -FORMAT_LIMIT ? { min } : {}),
    ...(max !== undefined && max < FORMAT_LIMIT ? { max } : {}),
    ...(step !== undefined ? { step } : {}),
  };
}
