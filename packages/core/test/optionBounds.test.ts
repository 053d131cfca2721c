import { z } from "zod";
import { describe, expect, it } from "vitest";
import { optionBounds, type AnyGame } from "../src/index.ts";
import { race } from "./race.ts";

/** The race fixture with options of every shape a game uses. */
const withOptions = (options: z.ZodType): AnyGame => ({ ...race, options });

describe("option bounds read from a game's schema", () => {
  it("a whole number gives its min, max and step 1", () => {
    expect(optionBounds(race)).toEqual({ target: { min: 5, max: 50, step: 1 } });
  });

  it("a union of literals gives its values; booleans give nothing", () => {
    const game = withOptions(z.strictObject({ target: z.union([z.literal(250), z.literal(300), z.literal(500)]).default(500), blind: z.boolean().default(false), mode: z.enum(["fast", "slow"]).default("fast") }));
    expect(optionBounds(game)).toEqual({ target: { choices: [250, 300, 500] }, mode: { choices: ["fast", "slow"] } });
  });

  it("a bound only the number format sets is no bound; a strict bound on a whole number is the next one", () => {
    const game = withOptions(z.strictObject({ any: z.number().int().default(3), positive: z.number().int().positive().default(1), ratio: z.number().min(0.5).multipleOf(0.25).default(1) }));
    expect(optionBounds(game)).toEqual({ any: { step: 1 }, positive: { min: 1, step: 1 }, ratio: { min: 0.5, step: 0.25 } });
  });

  it("a refinement the schema cannot state leaves the plain bounds (the server still refuses the rest)", () => {
    const game = withOptions(z.strictObject({ hand: z.number().int().min(3).max(9).refine((n) => n !== 5).default(3) }));
    expect(optionBounds(game)).toEqual({ hand: { min: 3, max: 9, step: 1 } });
  });
});
