import { describe, expect, it } from "vitest";
import { playMatch, type GameEvent } from "@gg/core";
import { game101 } from "./index.ts";
import { STALEMATE_MULTIPLIER } from "./moves.ts";

describe("a round that cannot end", () => {
  it("ends as a stalemate that scores nothing once the bank was rebuilt 20 times", () => {
    // Found by the benchmark: two aces bounce through a one-card bank, every move forced, for ever.
    const rounds: GameEvent[] = [];
    const out = playMatch(game101, {
      players: 4,
      seed: "bench-2670",
      maxActions: 200_000,
      afterAction: (_m, _s, _a, events) => rounds.push(...events.filter((e) => e.type === "roundScored")),
    });
    const stalemate = rounds.find((e) => e.reason === "stalemate");
    expect(stalemate).toBeDefined();
    expect(stalemate!.multiplier).toBe(STALEMATE_MULTIPLIER + 1);
    expect((stalemate!.scores as (number | null)[]).every((s) => s === 0 || s === null)).toBe(true);
    expect(out.result.winners.length).toBeGreaterThan(0);
  });
});
