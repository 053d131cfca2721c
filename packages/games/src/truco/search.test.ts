import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createRandom, playMatch } from "@gg/core";
import { propertyRuns } from "@gg/core/testing";
import { TRUCO_DECK } from "./cards.ts";
import { truco } from "./index.ts";
import type { TrucoState } from "./state.ts";
import type { TrucoView } from "./view.ts";

const allCards = (s: TrucoState) => [...s.hands.flat(), ...s.trick.map((p) => p.card), ...s.tricks.flatMap((t) => t.plays.map((p) => p.card)), ...(s.vira ? [s.vira] : [])];

describe("truco determinization", () => {
  it("samples a whole state the seat could not tell from the real one: its view is unchanged, and the cards are distinct", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.constantFrom(2, 4), fc.boolean(), fc.integer({ min: 0, max: 60 }), (seed, players, mineiro, stopAt) => {
        playMatch(truco, {
          players,
          seed,
          options: { mineiro },
          afterAction(match) {
            if (match.result() || match.actionCount % 7 !== stopAt % 7) return;
            const seat = match.activeSeats()[0]!;
            const seen = match.view(seat) as TrucoView;
            const world = truco.determinize!(seen, seat, createRandom(`${seed}-${match.actionCount}`));
            expect(truco.view(world, seat)).toEqual(seen);
            const cards = allCards(world);
            expect(new Set(cards).size).toBe(cards.length);
            expect(cards.every((c) => TRUCO_DECK.includes(c))).toBe(true);
            expect(world.hands.map((h) => h.length)).toEqual(seen.handCounts);
            // The same choices (the view sorts the hand, so their order may differ).
            const sorted = (actions: readonly unknown[]) => actions.map((a) => JSON.stringify(a)).sort();
            expect(sorted(truco.legalActions(world, seat))).toEqual(sorted(match.legalActions(seat)));
          },
        });
      }),
      { numRuns: propertyRuns(40) },
    );
  });

  it("scores a state as the seat's team's lead, a won game worth 24", () => {
    const { match } = playMatch(truco, { players: 4, seed: "evaluate" });
    const s = match.state as TrucoState;
    const lead = s.scores[0] - s.scores[1] + 24 * (s.gamesWon[0] - s.gamesWon[1]);
    expect(truco.evaluate!(s, 0)).toBe(lead);
    expect(truco.evaluate!(s, 2)).toBe(lead);
    expect(truco.evaluate!(s, 1)).toBe(-lead);
  });
});
