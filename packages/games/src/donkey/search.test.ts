/** The search bot's pieces: sampled worlds keep what the seat knows; the value is the donkey count. */
import { describe, expect, it } from "vitest";
import { createRandom, playMatch } from "@gg/core";
import { propertyRuns } from "@gg/core/testing";
import { DECK, mayHold } from "./cards.ts";
import { donkey } from "./index.ts";
import { determinize, evaluate } from "./search.ts";
import { position } from "./testkit.ts";

describe("determinize", () => {
  it("keeps the seat's view and choices, deals 52 cards, and gives no seat a card it is known to lack", () => {
    const random = createRandom("worlds");
    for (let run = 0; run < propertyRuns(6); run++) {
      let checked = 0;
      playMatch(donkey, {
        players: 3 + (run % 4),
        seed: `worlds-${run}`,
        afterAction(match) {
          if (match.result() || checked++ % 5 !== 0) return;
          const seat = match.activeSeats()[0]!;
          const view = match.view(seat);
          const world = determinize(JSON.parse(JSON.stringify(view)), seat, random);
          expect(donkey.view(world, seat)).toEqual(view);
          expect(donkey.legalActions(world, seat)).toEqual(match.legalActions(seat));
          const cards = [...world.hands.flat(), ...world.stock, ...world.trick.map((p) => p.card), ...world.history.flat().map((p) => p.card)];
          expect(cards.sort()).toEqual([...DECK].sort());
          world.hands.forEach((hand, s) => expect(hand.filter((card) => !mayHold(world.lacks[s]!, card))).toEqual([]));
        },
      });
    }
  });
});

describe("evaluate", () => {
  it("values a state by the seat's donkey rounds, fewer being better", () => {
    const state = position({ hands: [["5C"], ["6C"], ["7C"]], donkeys: [2, 0, 1] });
    expect(evaluate(state, 0)).toBe(-2);
    expect(evaluate(state, 1)).toBeGreaterThan(evaluate(state, 2));
    expect(evaluate(state, 2)).toBeGreaterThan(evaluate(state, 0));
  });
});
