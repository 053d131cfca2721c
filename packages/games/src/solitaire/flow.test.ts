/** The deal, undo, auto-complete, stopping, the move limit, and the end alone (rules.md). */
import { describe, expect, it } from "vitest";
import { expectRefused } from "@gg/core/testing";
import { Match, playMatch } from "@gg/core";
import { solitaire } from "./index.ts";
import { board, dealFor, nearlyWon, restOf, stateWith } from "./testkit.ts";
import { boardView } from "./view.ts";
import { MOVE_LIMIT, type SolitaireAction, type SolitaireState } from "./state.ts";

const move = (from: string, to: string) => ({ type: "move", from, to }) as SolitaireAction;
const act = (state: SolitaireState, action: SolitaireAction, seat = 0) => solitaire.apply(state, seat, action).state;
const seen = (state: SolitaireState, seat = 0) => boardView(state.boards[seat]!, state.options);

describe("the deal", () => {
  it("lays the deal out row by row: column k gets k cards, its own row's card face up; the rest is the stock, first card on top", () => {
    const columns = [["AS"], ["2S", "3S"], ["4S", "5S", "6S"], ["7S", "8S", "9S", "10S"], ["JS", "QS", "KS", "AH", "2H"], ["3H", "4H", "5H", "6H", "7H", "8H"], ["9H", "10H", "JH", "QH", "KH", "AD", "2D"]];
    const stock = restOf(columns.flat());
    const deal = dealFor(columns, stock);
    // Row 1 is each column's first card, left to right.
    expect(deal.slice(0, 7)).toEqual(["AS", "2S", "4S", "7S", "JS", "3H", "9H"]);
    const match = new Match(solitaire, { players: 1, seed: "layout", options: { winnableDeals: false }, chance: [{ kind: "deal", value: deal }] });
    const b = match.view(0).board!;
    expect(b.columns.map((c) => c.down)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(b.columns.map((c) => c.up)).toEqual(columns.map((c) => [c.at(-1)]));
    expect(b.stock).toBe(24);
    match.act(0, { type: "draw" });
    expect(match.view(0).board!.waste).toEqual([stock[0]]);
  });

  it("refuses a stacked deal that is not the 52 cards once", () => {
    const deal = dealFor([["AS"], ["2S", "3S"], ["4S", "5S", "6S"], ["7S", "8S", "9S", "10S"], ["JS", "QS", "KS", "AH", "2H"], ["3H", "4H", "5H", "6H", "7H", "8H"], ["9H", "10H", "JH", "QH", "KH", "AD", "2D"]], []);
    expect(() => new Match(solitaire, { players: 1, seed: "x", options: { winnableDeals: false }, chance: [{ kind: "deal", value: deal }] })).toThrow(/52 card codes/);
    const twice = [...deal, ...restOf(deal).slice(0, 23), "AS"];
    expect(() => new Match(solitaire, { players: 1, seed: "x", options: { winnableDeals: false }, chance: [{ kind: "deal", value: twice }] })).toThrow(/twice/);
  });
});

describe("undo", () => {
  it("restores the exact previous board — cards, score and passes — and counts as a move", () => {
    let s = stateWith([board({ columns: [{ up: ["9H"] }, { down: ["3C"], up: ["8S"] }], waste: ["5D"], stock: ["AC"] })]);
    const before = s.boards[0];
    s = act(s, move("t2", "t1"));
    expect(seen(s).score).toBe(5);
    s = act(s, { type: "undo" });
    expect(s.boards[0]).toEqual(before);
    expect(s.moves[0]).toBe(2);
  });

  it("is unlimited back to the deal, one move each, with no redo", () => {
    let s = stateWith([board({ columns: [{ up: ["KC"] }], waste: ["5D"], stock: ["AC", "2C"], passes: 1 })]);
    const start = s.boards[0];
    s = act(s, { type: "draw" });
    s = act(s, { type: "draw" });
    s = act(s, { type: "recycle" });
    s = act(s, { type: "undo" });
    s = act(s, { type: "undo" });
    s = act(s, { type: "undo" });
    expect(s.boards[0]).toEqual(start);
    expect(s.moves[0]).toBe(6);
    expectRefused(solitaire, s, 0, { type: "undo" }, "NOTHING_TO_UNDO");
    expect(solitaire.legalActions(s, 0)).not.toContainEqual({ type: "undo" });
  });

  it("is refused once the game is over", () => {
    const won = act(stateWith([nearlyWon()]), move("waste", "fS"));
    expect(won.over).toBe(true);
    expectRefused(solitaire, won, 0, { type: "undo" }, "GAME_OVER");
  });
});

describe("auto-complete", () => {
  it("finishes the board once the stock and the waste are empty and nothing is face down, +10 a card", () => {
    const out = solitaire.apply(stateWith([nearlyWon()]), 0, move("waste", "fS"));
    const b = seen(out.state);
    expect(b.foundations).toEqual([13, 13, 13, 13]);
    expect(b.score).toBe(10 + 40);
    const auto = out.events.find((e) => e.type === "autoCompleted")!;
    expect(auto.cards).toEqual(["KC", "KD", "KH", "KS"]);
    expect(solitaire.result(out.state)).toEqual({ scores: [50], winners: [0], ranks: [1] });
  });

  it("waits while a card is face down", () => {
    const s = act(stateWith([board({ columns: [{ up: ["KC"] }, { down: ["KD"], up: ["QS"] }], waste: ["QC"], foundations: [11, 12, 13, 11] })]), move("waste", "fC"));
    expect(s.over).toBe(false);
    expect(seen(s).foundations[0]).toBe(12);
  });

  it("moves the lowest card first", () => {
    const out = solitaire.apply(stateWith([board({ columns: [{ up: ["KC", "QD"] }, { up: ["KD", "QC"] }, { up: ["KH"] }, { up: ["KS"] }], waste: ["JD"], foundations: [11, 10, 12, 12] })]), 0, move("waste", "fD"));
    expect(out.events.find((e) => e.type === "autoCompleted")!.cards).toEqual(["QD", "QC", "KC", "KD", "KH", "KS"]);
  });
});

describe("the end alone", () => {
  it("stopping ends the game without a win", () => {
    const out = solitaire.apply(stateWith([board({ columns: [{ up: ["KC"] }], stock: ["2C"], score: 35 })]), 0, { type: "stop" });
    expect(solitaire.result(out.state)).toEqual({ scores: [35], winners: [], ranks: [1] });
    expect(solitaire.activeSeats(out.state)).toEqual([]);
  });

  it("the host's end is a stop: no win", () => {
    const out = solitaire.endByHost(stateWith([board({ columns: [{ up: ["KC"] }], score: 15 })]));
    expect(solitaire.result(out.state)).toEqual({ scores: [15], winners: [], ranks: [1], endedByHost: true });
  });

  it("a board stops by itself after the move limit", () => {
    let s = stateWith([board({ columns: [{ up: ["KC"] }], stock: ["2C"] })]);
    for (let i = 0; i < MOVE_LIMIT - 1; i++) s = act(s, i % 2 === 0 ? { type: "draw" } : { type: "undo" });
    expect(s.over).toBe(false);
    const out = solitaire.apply(s, 0, { type: "undo" });
    expect(out.state.over).toBe(true);
    expect(out.events).toContainEqual({ type: "stopped", to: "all", seat: 0, reason: "moveLimit" });
  });

  it("a hint is not a move: the board and the move count stay, the answer is the seat's only", () => {
    const s = stateWith([nearlyWon(), nearlyWon()]);
    const out = solitaire.apply(s, 1, { type: "hint" });
    expect(out.state.boards).toEqual(s.boards);
    expect(out.state.moves).toEqual([0, 0]);
    // The king of clubs can go up at once and no card could need it: the solver's line starts there.
    expect(out.events).toEqual([{ type: "hint", to: [1], seat: 1, status: "win", move: move("t1", "fC") }]);
    expect(solitaire.view(out.state, 1).hint).toEqual({ status: "win", move: move("t1", "fC") });
    expect(solitaire.view(out.state, 0).hint).toBeNull();
    // Its next move clears it.
    expect(solitaire.view(act(out.state, move("t1", "fC"), 1), 1).hint).toBeNull();
  });

  it("random matches end within the move limit, alone and in races", () => {
    for (const players of [1, 3]) {
      for (let run = 0; run < 5; run++) {
        const { actions } = playMatch(solitaire, { players, seed: `end-${run}`, options: { winnableDeals: false }, maxActions: players * MOVE_LIMIT + players });
        expect(actions).toBeLessThanOrEqual(players * (MOVE_LIMIT + 20));
      }
    }
  });
});
