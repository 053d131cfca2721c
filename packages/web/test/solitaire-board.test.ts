/**
 * The Solitaire table's reading of a board: which card a legal move carries,
 * where a tap sends a card, where the arrow keys go, and columns that always
 * fit the board's height.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { propertyRuns } from "@gg/core/testing";
import type { BoardView } from "@gg/games/solitaire/view.ts";
import { bestTarget, foundationTop, movingIndex, nextSpot, settle, targetsOf, type MoveAction } from "../src/games/solitaire/board.ts";
import { hintSpots } from "../src/games/solitaire/hint.ts";
import { boardSize, columnSteps } from "../src/games/solitaire/layout.ts";

function boardOf(columns: [number, string[]][], more: Partial<BoardView> = {}): BoardView {
  const all = [...columns, ...Array.from({ length: 7 - columns.length }, () => [0, []] as [number, string[]])];
  return { columns: all.map(([down, up]) => ({ down, up })), stock: 10, waste: [], foundations: [0, 0, 0, 0], score: 0, passes: 1, passLimit: null, ...more };
}
const move = (from: string, to: string) => ({ type: "move", from, to }) as MoveAction;

describe("the cards a move carries", () => {
  const board = boardOf([
    [2, ["9S", "8H", "7C"]],
    [0, ["9C"]],
    [1, ["8D"]],
    [0, []],
    [0, ["KH", "QS"]],
  ]);
  it("between columns: the one card of the run that fits the target's top (rank one lower, other colour)", () => {
    expect(movingIndex(board, "t1", "t2")).toBe(1); // 8H (and the 7C on it) onto 9C
    expect(movingIndex(board, "t3", "t1")).toBe(-1); // 8D on 7C: wrong rank
    expect(movingIndex(board, "t1", "t3")).toBe(2); // 7C on 8D
  });
  it("to an empty column: the king heading a run; to a foundation: the top card", () => {
    expect(movingIndex(board, "t5", "t4")).toBe(0);
    expect(movingIndex(board, "t1", "t4")).toBe(-1);
    expect(movingIndex(board, "t1", "fC")).toBe(2);
  });
  it("a legal move belongs only to the card it carries", () => {
    const legal = [move("t1", "t3"), move("t5", "t4")];
    expect(targetsOf(board, legal, { pile: "t1", index: 2 })).toEqual(["t3"]);
    expect(targetsOf(board, legal, { pile: "t1", index: 1 })).toEqual([]);
    expect(targetsOf(board, legal, { pile: "t5", index: 0 })).toEqual(["t4"]);
  });
});

it("a red card never goes on a red card", () => {
  const board = boardOf([[0, ["9S", "8H"]], [0, ["9D"]]]);
  expect(movingIndex(board, "t1", "t2")).toBe(-1);
});

describe("where a tap sends a card", () => {
  it("its foundation first, then a column with cards, then an empty column", () => {
    const board = boardOf([[1, ["2H"]], [0, ["3S"]], [0, []]], { foundations: [0, 0, 1, 0] });
    expect(bestTarget(board, { pile: "t1", index: 0 }, ["t2", "fH"])).toBe("fH");
    expect(bestTarget(board, { pile: "t1", index: 0 }, ["t3", "t2"])).toBe("t2");
  });
  it("a king already heading its column with nothing under it stays (the move would change nothing)", () => {
    const board = boardOf([[0, ["KH"]], [0, []], [2, ["KS"]]]);
    expect(bestTarget(board, { pile: "t1", index: 0 }, ["t2"])).toBeNull();
    expect(bestTarget(board, { pile: "t3", index: 0 }, ["t2"])).toBe("t2");
  });
  it("a foundation's top goes down to a column", () => {
    const board = boardOf([[0, ["4S"]]], { foundations: [0, 0, 3, 0] });
    expect(foundationTop(board, "fH")).toBe("3H");
    expect(bestTarget(board, { pile: "fH", index: 0 }, ["t1"])).toBe("t1");
  });
});

describe("the arrow keys", () => {
  const board = boardOf([[0, ["KH", "QS", "JD"]], [1, ["5C"]], [0, ["2D"]], [0, []]]);
  it("move along the top row, skipping its free place", () => {
    expect(nextSpot(board, { pile: "stock", index: 0 }, "ArrowRight")).toEqual({ pile: "waste", index: 0 });
    expect(nextSpot(board, { pile: "waste", index: 0 }, "ArrowRight")).toEqual({ pile: "fC", index: 0 });
    expect(nextSpot(board, { pile: "fS", index: 0 }, "ArrowRight")).toBeNull();
  });
  it("go down into a column's top card, up through its face-up cards, and up again to the pile above", () => {
    expect(nextSpot(board, { pile: "stock", index: 0 }, "ArrowDown")).toEqual({ pile: "t1", index: 2 });
    expect(nextSpot(board, { pile: "t1", index: 2 }, "ArrowUp")).toEqual({ pile: "t1", index: 1 });
    expect(nextSpot(board, { pile: "t1", index: 0 }, "ArrowUp")).toEqual({ pile: "stock", index: 0 });
    expect(nextSpot(board, { pile: "t3", index: 0 }, "ArrowUp")).toEqual({ pile: "waste", index: 0 });
    expect(nextSpot(board, { pile: "fC", index: 0 }, "ArrowDown")).toEqual({ pile: "t4", index: -1 });
  });
  it("a spot whose card moved away falls back to its column's top", () => {
    expect(settle(board, { pile: "t2", index: 3 })).toEqual({ pile: "t2", index: 0 });
    expect(settle(board, { pile: "t4", index: 0 })).toEqual({ pile: "t4", index: -1 });
  });
});

describe("the board's size", () => {
  it("seven columns fit across a phone, and any column fits the tableau down to the tightest steps", () => {
    fc.assert(
      fc.property(fc.integer({ min: 320, max: 1400 }), fc.integer({ min: 300, max: 1000 }), fc.integer({ min: 0, max: 6 }), fc.integer({ min: 1, max: 13 }), (width, height, down, up) => {
        const size = boardSize(width, height, "medium");
        expect(7 * size.cardW + 6 * size.gap).toBeLessThanOrEqual(width);
        const steps = columnSteps(size.cardH, down, up, size.tableauH);
        const tall = size.cardH + down * steps.down + (up - 1) * steps.up;
        const tightest = size.cardH * (1 + 0.06 * down + 0.12 * (up - 1));
        expect(tall).toBeLessThanOrEqual(Math.max(size.tableauH, tightest) + 0.01);
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});

describe("the hint on the board", () => {
  const board = boardOf([[1, ["9S", "8H", "7C"]], [0, ["9C"]]]);
  it("marks the cards the move takes and the pile they go to; a draw marks the stock; no win marks nothing", () => {
    expect(hintSpots(board, { status: "win", move: { type: "move", from: "t1", to: "t2" } })).toEqual({ from: { pile: "t1", index: 1 }, to: "t2" });
    expect(hintSpots(board, { status: "unknown", move: { type: "draw" } })).toEqual({ from: { pile: "stock", index: 0 }, to: null });
    expect(hintSpots(board, { status: "lost" })).toEqual({ from: null, to: null });
  });
});
