/** Races: the same deal on every board, every seat active at once, the end by a win, by time-up (the host's end) or when all stop. */
import { describe, expect, it } from "vitest";
import { cardCodesIn, expectRefused } from "@gg/core/testing";
import { Match, replay } from "@gg/core";
import { solitaire } from "./index.ts";
import { board, nearlyWon, stateWith } from "./testkit.ts";
import type { SolitaireAction, SolitaireState } from "./state.ts";

const move = (from: string, to: string) => ({ type: "move", from, to }) as SolitaireAction;
const act = (state: SolitaireState, action: SolitaireAction, seat: number) => solitaire.apply(state, seat, action).state;
const plain = () => board({ columns: [{ up: ["KC"] }], waste: ["AH"], stock: ["2C", "3C"] });

describe("a race", () => {
  it("deals the same cards to every board", () => {
    const match = new Match(solitaire, { players: 4, seed: "same deal", options: { winnableDeals: false } });
    const s = match.state as SolitaireState;
    for (const b of s.boards) expect(b).toEqual(s.boards[0]);
  });

  it("keeps every seat active at every moment; a move changes its own board only", () => {
    let s = stateWith([plain(), plain(), plain()]);
    expect(solitaire.activeSeats(s)).toEqual([0, 1, 2]);
    s = act(s, { type: "draw" }, 1);
    s = act(s, { type: "draw" }, 1);
    expect(solitaire.activeSeats(s)).toEqual([0, 1, 2]);
    expect(s.boards[0]).toEqual(plain());
    expect(s.boards[2]).toEqual(plain());
    expect(s.moves).toEqual([0, 2, 0]);
    // Seat 0 acts now, before or after seat 1: nobody waits.
    s = act(s, move("waste", "fH"), 0);
    expect(s.boards[0]!.foundations).toEqual([0, 0, 1, 0]);
  });

  it("ends the moment one board is won: that seat alone wins, the others rank by score after it", () => {
    const s = stateWith([board({ columns: [{ up: ["KC"] }], score: 400 }), nearlyWon(), board({ columns: [{ up: ["KC"] }], score: 120 })]);
    const out = solitaire.apply(s, 1, move("waste", "fS"));
    expect(solitaire.activeSeats(out.state)).toEqual([]);
    expect(solitaire.result(out.state)).toEqual({ scores: [400, 50, 120], winners: [1], ranks: [2, 1, 3] });
    expect(out.events.map((e) => e.type)).toEqual(["moved", "autoCompleted", "boardWon", "progress", "gameOver"]);
    expectRefused(solitaire, out.state, 0, { type: "draw" }, "GAME_OVER");
  });

  it("at time-up (the host's end, recorded like it) the highest score wins, ties share", () => {
    const s = stateWith([board({ columns: [{ up: ["KC"] }], score: 60 }), board({ columns: [{ up: ["KC"] }], score: 85 }), board({ columns: [{ up: ["KC"] }], score: 85 })]);
    const out = solitaire.endByHost(s);
    expect(solitaire.result(out.state)).toEqual({ scores: [60, 85, 85], winners: [1, 2], ranks: [3, 1, 1], endedByHost: true });

    const match = new Match(solitaire, { players: 2, seed: "time-up", options: { winnableDeals: false } });
    match.act(0, { type: "draw" });
    match.endByHost();
    expect(match.record().actions.at(-1)).toEqual({ seat: "host", action: { type: "endGame" } });
    expect(replay(solitaire, match.record()).result()).toEqual(match.result());
  });

  it("a stopped board waits for the others and still counts; when every board has stopped the highest score wins", () => {
    let s = stateWith([board({ columns: [{ up: ["KC"] }], stock: ["2C"], score: 30 }), board({ columns: [{ up: ["KC"] }], stock: ["2C"], score: 10 })]);
    s = act(s, { type: "stop" }, 0);
    expect(solitaire.activeSeats(s)).toEqual([1]);
    expect(solitaire.legalActions(s, 0)).toEqual([]);
    expectRefused(solitaire, s, 0, { type: "draw" }, "NOT_YOUR_TURN");
    expect(s.over).toBe(false);
    s = act(s, { type: "stop" }, 1);
    expect(solitaire.result(s)).toEqual({ scores: [30, 10], winners: [0], ranks: [1, 2] });
  });

  it("shows rivals' progress, never a card; a race's spectators see progress only, a lone game's see the board", () => {
    let s = stateWith([plain(), plain()]);
    s = act(s, move("waste", "fH"), 1);
    const v = solitaire.view(s, 0);
    expect(v.progress).toEqual([
      { foundations: 0, score: 0, moves: 0, status: "playing" },
      { foundations: 1, score: 10, moves: 1, status: "playing" },
    ]);
    expect(v.board!.waste).toEqual(["AH"]);
    expect(cardCodesIn(v.progress)).toEqual([]);
    expect(solitaire.view(s, "spectator").board).toBeNull();
    expect(solitaire.view(stateWith([plain()]), "spectator").board!.waste).toEqual(["AH"]);
  });

  it("tells a board's card events to its seat only, and progress to all", () => {
    const out = solitaire.apply(stateWith([plain(), plain()]), 1, move("waste", "fH"));
    expect(out.events).toEqual([
      { type: "moved", to: [1], seat: 1, source: "waste", target: "fH", cards: ["AH"], points: 10 },
      { type: "progress", to: "all", seat: 1, foundations: 1, score: 10, moves: 1, status: "playing" },
    ]);
    const alone = solitaire.apply(stateWith([plain()]), 0, move("waste", "fH"));
    expect(alone.events).toEqual([{ type: "moved", to: "all", seat: 0, source: "waste", target: "fH", cards: ["AH"], points: 10 }]);
  });
});
