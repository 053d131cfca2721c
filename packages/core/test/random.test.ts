import { describe, expect, it } from "vitest";
import { createRandom, openRandom, randomInt, seedXoshiro, shuffle, type RandomSource } from "../src/index.ts";

describe("seeded randomness", () => {
  it("the same seed gives the same stream, a different seed another", () => {
    const a = createRandom("match-1");
    const b = createRandom("match-1");
    const c = createRandom("match-2");
    const xs = Array.from({ length: 8 }, () => a.uint32());
    expect(Array.from({ length: 8 }, () => b.uint32())).toEqual(xs);
    expect(Array.from({ length: 8 }, () => c.uint32())).not.toEqual(xs);
  });

  it("saving and reopening continues the stream exactly", () => {
    const a = createRandom("resume");
    a.uint32();
    const saved = a.save();
    const next = a.uint32();
    expect(openRandom(saved).uint32()).toBe(next);
    expect(JSON.parse(JSON.stringify(saved))).toEqual(saved);
  });

  it("matches xoshiro128** reference output for a known state", () => {
    // Reference: state words 1, 2, 3, 4 give 11520, 0, 5927040, 70819200 (Vigna's C code).
    const rng = openRandom({ algorithm: "xoshiro128**", words: [1, 2, 3, 4] });
    expect([rng.uint32(), rng.uint32(), rng.uint32(), rng.uint32()]).toEqual([11520, 0, 5927040, 70819200]);
  });

  it("seeds never produce the all-zero state", () => {
    for (const seed of ["", "0", "a", "seed"]) expect(seedXoshiro(seed).words.some((w) => w !== 0)).toBe(true);
  });

  it("randomInt rejects the biased tail instead of folding it with modulo", () => {
    // A stream that first returns values in the biased tail for n = 3 (≥ 2^32 − 1), then 7.
    const values = [0xffffffff, 7];
    const fake: RandomSource = { uint32: () => values.shift()! };
    expect(randomInt(fake, 3)).toBe(7 % 3);
    expect(values).toHaveLength(0);
  });

  it("randomInt is uniform (chi-squared over 60,000 draws of 6 outcomes)", () => {
    const rng = createRandom("chi");
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[randomInt(rng, 6)]++;
    const chi2 = counts.reduce((s, c) => s + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi2).toBeLessThan(20.5); // p = 0.001 for 5 degrees of freedom
  });

  it("shuffle is a permutation, leaves its input alone, and puts every card everywhere evenly", () => {
    const rng = createRandom("shuffle");
    const items = ["a", "b", "c", "d"];
    const counts: Record<string, number[]> = Object.fromEntries(items.map((x) => [x, [0, 0, 0, 0]]));
    for (let i = 0; i < 40_000; i++) shuffle(rng, items).forEach((x, pos) => counts[x]![pos]!++);
    expect(items).toEqual(["a", "b", "c", "d"]);
    const chi2 = Object.values(counts).flat().reduce((s, c) => s + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi2).toBeLessThan(37.7); // p = 0.001 for 9 degrees of freedom (loose upper bound on 16 cells)
  });
});
