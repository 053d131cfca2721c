/** The solver, winnable deals and the hint (rules.md, *Winnable deals and the hint*). */
import { describe, expect, it } from "vitest";
import { Match, replay } from "@gg/core";
import { layOut, parseDeal } from "./deal.ts";
import { chooseHint } from "./hint.ts";
import { solitaire } from "./index.ts";
import { firstAction, solveBoard, solveDeal } from "./solver.ts";
import { board, deadDeal, nearlyWon, stateWith } from "./testkit.ts";
import { solitaireOptions, type Board, type SolitaireState } from "./state.ts";

const options = solitaireOptions.parse({ winnableDeals: false });

/** Plays a solver's line on the engine, one action at a time (draws and recycles included), and returns the final state. */
function playLine(start: Board, opts = options): SolitaireState {
  let state = stateWith([start], opts);
  for (let steps = 0; !state.over && steps < 2000; steps++) {
    const solved = solveBoard(state.boards[0]!, opts);
    expect(solved.status).toBe("win");
    state = solitaire.apply(state, 0, firstAction(state.boards[0]!, solved.line[0]!)).state;
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
    // 7S and 8S lie under 9S in a stock of three: with draw 3 the waste's top is always 9S, which cannot move.
    const b = board({
      columns: [{ up: ["KC"] }, { up: ["KD"] }, { up: ["KH"] }, { up: ["KS"] }, { down: ["QS", "JS"], up: ["10S"] }],
      stock: ["7S", "8S", "9S"],
      foundations: [12, 12, 12, 6],
    });
    expect(solveBoard(b, solitaireOptions.parse({ draw: 3, winnableDeals: false })).status).toBe("lost");
    expect(solveBoard(b, options).status).toBe("win");
    expect(playLine(b).winner).toBe(0);
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
