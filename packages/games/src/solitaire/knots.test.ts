/** Knots: face-down cards that can never be turned (knots.ts), checked against the exhaustive search. */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { propertyRuns } from "@gg/core/testing";
import { KnotFinder } from "./knots.ts";
import { exhaustive, randomBoard } from "./reference.ts";
import { solveBoard } from "./solver.ts";
import { board } from "./testkit.ts";
import { solitaireOptions } from "./state.ts";

const options = solitaireOptions.parse({ winnableDeals: false });
const knotted = (b: ReturnType<typeof board>) => new KnotFinder().lost(b.columns, b.down, b.foundations);

describe("knots", () => {
  it("finds a base whose places are a talon card that could go only onto cards face down under the base", () => {
    // 10C can go up only after 9C, face down under it; onto JD, face down under it; or onto JH, a talon card
    // that could come down only onto QC or QS — both face down under 10C too. A look at the base alone sees
    // JH out of the column and lets it be.
    const b = board({
      columns: [{ down: ["QC", "JD", "9C", "QS"], up: ["10C"] }],
      stock: ["JC", "KC", "QD", "KD", "JH", "QH", "KH", "KS"],
      foundations: [8, 10, 10, 11],
    });
    expect(knotted(b)).toBe(true);
    expect(exhaustive(b, options, 200_000)).toBe("lost");
    expect(solveBoard(b, options).status).toBe("lost");
  });

  it("lets the same column open once the talon card has a place out of the knot", () => {
    // QC now waits in the talon: it can come down onto a red king, JH onto it, 10C onto JH.
    const b = board({
      columns: [{ down: ["JD", "9C", "QS"], up: ["10C"] }],
      stock: ["QC", "JC", "KC", "QD", "KD", "JH", "QH", "KH", "KS"],
      foundations: [8, 10, 10, 11],
    });
    expect(knotted(b)).toBe(false);
    expect(exhaustive(b, options, 200_000)).toBe("win");
  });

  it("finds a column whose deeper card needs a card buried beneath it", () => {
    // The base 5H goes up at once, bares 7D, which can go up only after 6D, face down beneath it, or onto
    // a black 8 — both face down beneath it too.
    const b = board({
      columns: [{ down: ["8C", "6D", "8S", "7D"], up: ["5H"] }],
      stock: ["9C", "10C", "JC", "QC", "KC", "8D", "9D", "10D", "JD", "QD", "KD", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH", "9S", "10S", "JS", "QS", "KS"],
      foundations: [7, 5, 4, 7],
    });
    expect(knotted(b)).toBe(true);
    expect(solveBoard(b, options).status).toBe("lost");
  });

  it("finds a base whose only place is covered by a card that can never leave it", () => {
    // 10S goes up only after 9S, face down under it, or onto a red jack: JD is face down under it too, and
    // JH lies under 10C, which can go up only after 9C (face down under 10S) or onto a red jack — JD, or
    // JH itself. A relaxed game that takes every face-up card for a possible top lets JH take 10S.
    const b = board({
      columns: [{ down: ["JD", "9C", "9S"], up: ["10S"] }, { up: ["JH", "10C"] }, { up: ["KC"] }, { up: ["KD"] }, { up: ["KH"] }, { up: ["KS"] }, { up: ["QC"] }],
      stock: ["JC", "QD", "QH", "JS", "QS"],
      foundations: [8, 10, 10, 8],
    });
    expect(knotted(b)).toBe(true);
    expect(exhaustive(b, options, 500_000)).toBe("lost");
    expect(solveBoard(b, options).status).toBe("lost");
  });

  it("lets the same column open once the covering card can leave", () => {
    // 9C waits in the talon instead: it goes up, 10C after it, and JH is bare for 10S.
    const b = board({
      columns: [{ down: ["JD", "9S"], up: ["10S"] }, { up: ["JH", "10C"] }, { up: ["KC"] }, { up: ["KD"] }, { up: ["KH"] }, { up: ["KS"] }, { up: ["QC"] }],
      stock: ["9C", "JC", "QD", "QH", "JS", "QS"],
      foundations: [8, 10, 10, 8],
    });
    expect(knotted(b)).toBe(false);
    expect(exhaustive(b, options, 500_000)).toBe("win");
  });

  it("never calls a board lost that the exhaustive search wins, under every draw and pass limit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom(1, 3), fc.constantFrom(0, 1, 2), fc.constantFrom(3, 9), (seed, drawCount, passes, talon) => {
        const opts = solitaireOptions.parse({ draw: drawCount, passes, winnableDeals: false });
        const b = randomBoard(seed, opts, talon);
        if (!knotted(b)) return;
        expect(exhaustive(b, opts, 20_000), JSON.stringify(b)).not.toBe("win");
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});
