/**
 * Every number option of every registered game states its bounds in its zod
 * schema (min and max, or the few values it takes), so the create form can
 * hold a player to them before the server has to refuse (`optionBounds`).
 */
import { describe, expect, it } from "vitest";
import { optionBounds } from "@gg/core";
import { GAMES } from "./index.ts";

describe("number options carry their bounds", () => {
  it.each(GAMES.map((g) => [g.id, g] as const))("%s", (_id, game) => {
    const bounds = optionBounds(game);
    const defaults = game.options.parse({}) as Record<string, unknown>;
    for (const [key, value] of Object.entries(defaults)) {
      if (typeof value !== "number") continue;
      const b = bounds[key];
      const stated = !!b && (b.choices !== undefined || (b.min !== undefined && b.max !== undefined));
      expect([key, stated], `give option '${key}' a .min() and .max(), or make it a union of its values`).toEqual([key, true]);
      // The default itself is one of the values the form offers.
      if (b?.choices) expect(b.choices).toContain(value);
      else {
        expect(value).toBeGreaterThanOrEqual(b!.min!);
        expect(value).toBeLessThanOrEqual(b!.max!);
      }
    }
  });
});
