import { describe, expect, it } from "vitest";
import { Chance, InvalidChanceError, initialChance, randomInt } from "../src/index.ts";

const die = (c: Chance) =>
  c.draw(
    "die",
    (random) => 1 + randomInt(random, 6),
    (value) => {
      if (typeof value !== "number" || value < 1 || value > 6) throw new InvalidChanceError("a die shows 1–6");
      return value;
    },
  );

describe("explicit chance outcomes", () => {
  it("uses fixed outcomes first, then the seeded PRNG", () => {
    const fixed = new Chance(initialChance("s", [{ kind: "die", value: 6 }, { kind: "die", value: 6 }]));
    expect([die(fixed), die(fixed)]).toEqual([6, 6]);
    const free = new Chance(initialChance("s"));
    // After the fixed ones run out the stream is the seed's own, from its start.
    expect(die(fixed)).toBe(die(free));
  });

  it("rejects a fixed outcome of the wrong kind or value, saying which", () => {
    expect(() => die(new Chance(initialChance("s", [{ kind: "deal", value: [] }])))).toThrow(/#0 is 'deal'.*draws 'die'/);
    expect(() => die(new Chance(initialChance("s", [{ kind: "die", value: 9 }])))).toThrow(InvalidChanceError);
  });

  it("never changes the state it started from, and saves the same object when nothing was drawn", () => {
    const start = initialChance("s", [{ kind: "die", value: 2 }]);
    const snapshot = JSON.stringify(start);
    const c = new Chance(start);
    expect(c.save()).toBe(start);
    die(c);
    die(c);
    const after = c.save();
    expect(JSON.stringify(start)).toBe(snapshot);
    expect(after.used).toBe(1);
    expect(after.random).not.toEqual(start.random);
  });
});
