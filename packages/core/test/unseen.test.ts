import { describe, expect, it } from "vitest";
import { createRandom, dealUnseen, mostVoidsFirst, outsideVoids, shownVoids, suitOf, type CardCode } from "../src/index.ts";

const UNSEEN: CardCode[] = ["2C", "3C", "4C", "2D", "3D", "4D", "2H", "3H", "4H"];

describe("dealing the unseen cards", () => {
  it("reads the suits a seat could not follow from the tricks played", () => {
    const voids = shownVoids(3, [
      [
        { seat: 0, card: "2C" },
        { seat: 1, card: "5H" },
        { seat: 2, card: "9C" },
      ],
      [],
    ]);
    expect(voids.map((v) => [...v])).toEqual([[], ["C"], []]);
    expect(mostVoidsFirst(voids)).toEqual([1, 0, 2]);
  });

  it("deals every unseen card once, by the counts, keeping each seat's voids", () => {
    const voids = [new Set<string>(), new Set(["C", "D"]), new Set(["H"])];
    for (let i = 0; i < 30; i++) {
      const { hands, rest } = dealUnseen(UNSEEN, { counts: [0, 3, 4], fits: outsideVoids(voids) }, createRandom(`u-${i}`));
      expect(hands.map((h) => h.length)).toEqual([0, 3, 4]);
      expect([...hands.flat(), ...rest].sort()).toEqual([...UNSEEN].sort());
      expect(hands[1]!.every((card) => suitOf(card) === "H")).toBe(true);
      expect(hands[2]!.some((card) => suitOf(card) === "H")).toBe(false);
    }
  });

  it("replays exactly from the same random stream", () => {
    const deal = { counts: [2, 2, 2], fits: () => true };
    expect(dealUnseen(UNSEEN, deal, createRandom("same"))).toEqual(dealUnseen(UNSEEN, deal, createRandom("same")));
  });

  it("deals plainly when no deal can keep the constraints", () => {
    const { hands, rest } = dealUnseen(UNSEEN, { counts: [4, 0, 0], fits: (_seat, card) => suitOf(card) === "S", attempts: 3 }, createRandom("x"));
    expect(hands[0]).toHaveLength(4);
    expect(rest).toHaveLength(5);
  });
});
