/** The solver, winnable deals and the hint (rules.md, *Winnable deals and the hint*). */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Match, replay } from "@gg/core";
import { propertyRuns } from "@gg/core/testing";
import { layOut, parseDeal } from "./deal.ts";
import { chooseHint } from "./hint.ts";
import { solitaire } from "./index.ts";
import { firstAction, solveBoard, solveDeal } from "./solver.ts";
import { exhaustive, randomBoard } from "./reference.ts";
import { board, deadDeal, nearlyWon, stateWith } from "./testkit.ts";
import { solitaireOptions, type Board, type SolitaireState } from "./state.ts";

const options = solitaireOptions.parse({ winnableDeals: false });

/**
 * Solves `start` once and plays the whole line on the engine — each solver move by its engine actions
 * (the draws and recycles that bring a talon card up, then the move) — and returns the final state.
 */
function playLine(start: Board, opts = options): SolitaireState {
  const solved = solveBoard(start, opts);
  expect(solved.status).toBe("win");
  let state = stateWith([start], { draw: opts.draw, passes: opts.passes });
  // The engine auto-completes once every card is face up and the talon empty: the line's rest is then moot.
  for (const m of solved.line) {
    for (let steps = 0; steps < 200 && !state.over; steps++) {
      const action = firstAction(state.boards[0]!, m);
      state = solitaire.apply(state, 0, action).state;
      if (action.type === "move" || state.over) break;
    }
  }
  return state;
}

describe("the solver", () => {
  it("proves a nearly won board winnable, and its line wins on the engine", () => {
    expect(solveBoard(nearlyWon(), options).status).toBe("win");
    expect(playLine(nearlyWon()).winner).toBe(0);
  });

  it("refutes a deal with no move at all", () => {
    const result = solveDeal(parseDeal(deadDeal()), options);
    expect(result.status).toBe("lost");
  });

  it("reaches the stock as the draw allows: under draw 3 a card shows only where its group of three ends", () => {
    // 4S lies under 5S in a stock of three (4S, 5S, 3S): with draw 3 the waste's top is 3S, then always 5S;
    // no column is empty and no red card can come down, so 5S never moves. With draw 1 every card goes up.
    const b = board({
      columns: [{ down: ["7S"], up: ["6S"] }, { up: ["8S"] }, { up: ["9S"] }, { up: ["10S"] }, { up: ["JS"] }, { up: ["QS"] }, { up: ["KS"] }],
      stock: ["4S", "5S", "3S"],
      foundations: [13, 13, 13, 2],
    });
    expect(solveBoard(b, solitaireOptions.parse({ draw: 3, winnableDeals: false })).status).toBe("lost");
    expect(exhaustive(b, solitaireOptions.parse({ draw: 3, winnableDeals: false }), 100_000)).toBe("lost");
    expect(solveBoard(b, options).status).toBe("win");
    expect(playLine(b).winner).toBe(0);
  });

  it("finds wins that need several cards back from the foundations (the old pruning called this board lost)", () => {
    // Draw 3 shows only 9S; it needs a red 10, and the only way to one is QH onto KS, JC onto QH, 10H onto JC.
    const b = board({
      columns: [{ up: ["KC"] }, { up: ["KD"] }, { up: ["KH"] }, { up: ["KS"] }, { down: ["QS", "JS"], up: ["10S"] }],
      stock: ["7S", "8S", "9S"],
      foundations: [12, 12, 12, 6],
    });
    const draw3 = solitaireOptions.parse({ draw: 3, winnableDeals: false });
    // The line, played on the engine, wins: the proof that "lost" was wrong.
    expect(playLine(b, draw3).winner).toBe(0);
  });

  it("brings a foundation card down for a talon card to clear the way to the card under it (draw 3, no pass left)", () => {
    // The waste is QS and the stock 9S, 10S: a draw shows 10S over 9S. KS and KH move to empty columns,
    // QS onto KH, QH down onto KS, JH onto QS — then 10S goes onto JH and 9S up.
    const b = board({ columns: [{}, {}, { down: ["JS", "KH"], up: ["KS"] }], waste: ["QS"], stock: ["9S", "10S"], foundations: [13, 13, 12, 8], passes: 3 });
    const draw3 = solitaireOptions.parse({ draw: 3, winnableDeals: false });
    expect(exhaustive(b, draw3, 20_000)).toBe("win");
    expect(playLine(b, draw3).winner).toBe(0);
  });

  it("finds wins that need a card back from a foundation", () => {
    // 5H must go on a black 6 to free the face-down 6D; the only one is 6S, on its foundation.
    const b = board({ columns: [{ up: ["7D"] }, { down: ["6D"], up: ["5H"] }], foundations: [5, 5, 3, 6] });
    const solved = solveBoard(b, options);
    expect(solved.status).toBe("win");
    expect(firstAction(b, solved.line[0]!)).toEqual({ type: "move", from: "fS", to: "t1" });
  });

  it("is deterministic: the same board gets the same answer and line", () => {
    const deal = dealOf("det");
    expect(solveDeal(deal, options, 20_000)).toEqual(solveDeal(deal, options, 20_000));
  });

  it("answers 'unknown' when out of work", () => {
    const result = solveDeal(dealOf("work"), options, 1);
    expect(result.status).toBe("unknown");
  });
});

/** The deal a seed draws first (winnable deals off). */
function dealOf(seed: string): number[] {
  const s = new Match(solitaire, { players: 1, seed, options: { winnableDeals: false } }).state as SolitaireState;
  return s.deal.slice();
}

describe("the solver against the reference search", () => {
  it("gives the exhaustive search's answer on random late positions, under every draw and pass limit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom(1, 3), fc.constantFrom(0, 1, 2), (seed, drawCount, passes) => {
        const opts = solitaireOptions.parse({ draw: drawCount, passes, winnableDeals: false });
        const b = randomBoard(seed, opts);
        const reference = exhaustive(b, opts, 20_000);
        if (reference === "unknown") return;
        const solved = solveBoard(b, opts, 1_000_000);
        expect(solved.status, JSON.stringify(b)).toBe(reference);
        if (solved.status === "win" && solved.line.length > 0) expect(playLine(b, opts).winner).toBe(0);
      }),
      { numRuns: propertyRuns(15) },
    );
  });

  it("gives its answer with the free talon (draw 1, no pass limit) on positions with a longer talon", () => {
    // The free talon's own cuts: a talon card goes down only to be built on at once, up only before the
    // next card of its suit, down only while a lower tableau card is face up.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (seed) => {
        const b = randomBoard(seed, options, 9);
        const reference = exhaustive(b, options, 20_000);
        if (reference === "unknown") return;
        const solved = solveBoard(b, options, 1_000_000);
        expect(solved.status, JSON.stringify(b)).toBe(reference);
        if (solved.status === "win" && solved.line.length > 0) expect(playLine(b, options).winner).toBe(0);
      }),
      { numRuns: propertyRuns(15) },
    );
  });
});

describe("the solver on whole deals", () => {
  it("plays every win it finds to a win on the engine (its searches take turns and resume where they stopped)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (seed) => {
        const start = layOut(dealOf(`line-${seed}`));
        if (solveBoard(start, options).status === "win") expect(playLine(start).winner).toBe(0);
      }),
      { numRuns: propertyRuns(8) },
    );
  });

  it("plays a win found only after several rounds (each search resumed where it stopped) to a win", () => {
    for (const seed of ["rounds-37", "rounds-46"]) {
      const start = layOut(dealOf(seed));
      expect(solveBoard(start, options).nodes).toBeGreaterThan(5_000);
      expect(playLine(start).winner).toBe(0);
    }
  });
});

describe("winnable deals", () => {
  it("deals the first candidate the solver proves winnable, reproducibly from the seed", () => {
    for (const seed of ["w1", "w2", "w3"]) {
      const match = new Match(solitaire, { players: 1, seed });
      const state = match.state as SolitaireState;
      expect(solveDeal(state.deal, state.options).status).toBe("win");
      expect(replay(solitaire, match.record()).state).toEqual(state);
    }
  });

  it("skips a candidate it cannot prove: a dead deal stacked first is not dealt", () => {
    const dead = deadDeal();
    const match = new Match(solitaire, { players: 1, seed: "skip", chance: [{ kind: "deal", value: dead }] });
    const state = match.state as SolitaireState;
    expect(state.deal).not.toEqual(parseDeal(dead));
    expect(match.setupEvents.find((e) => e.type === "dealt")!.candidates).toBeGreaterThan(1);
    const off = new Match(solitaire, { players: 1, seed: "skip", options: { winnableDeals: false }, chance: [{ kind: "deal", value: dead }] });
    expect((off.state as SolitaireState).deal).toEqual(parseDeal(dead));
  });

  it("hints the next move of a winning line, or says there is no win from here", () => {
    const win = chooseHint(nearlyWon(), options);
    expect(win.status).toBe("win");
    expect(chooseHint(layOut(parseDeal(deadDeal())), options)).toEqual({ status: "lost" });
    // A draw is hinted when the card the line needs is still in the stock.
    const stock = board({ columns: [{ up: ["KS"] }], stock: ["QS"], foundations: [13, 13, 13, 11] });
    expect(chooseHint(stock, options)).toEqual({ status: "win", move: { type: "draw" } });
  });
});
