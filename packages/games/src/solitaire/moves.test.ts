/** One test per move rule and scoring line (rules.md, *Moves* and *Scoring*), on boards set up directly. */
import { describe, expect, it } from "vitest";
import { playMatch } from "@gg/core";
import { expectRefused } from "@gg/core/testing";
import { PILES } from "./moves.ts";
import { solitaire } from "./index.ts";
import { board, stateWith } from "./testkit.ts";
import { boardView } from "./view.ts";
import type { SolitaireAction, SolitaireState } from "./state.ts";
import { solitaireOptions } from "./state.ts";

const move = (from: string, to: string) => ({ type: "move", from, to }) as SolitaireAction;
const act = (state: SolitaireState, action: SolitaireAction, seat = 0) => solitaire.apply(state, seat, action).state;
const seen = (state: SolitaireState, seat = 0) => boardView(state.boards[seat]!, state.options);
// A column that takes nothing here. Boards in these tests hold a stock card or a face-down one where a
// move would otherwise leave every card face up: auto-complete would then finish what it can.
const filler = { up: ["KC"] };

describe("drawing and recycling", () => {
  it("draw 1 turns the stock's top card onto the waste", () => {
    const s = act(stateWith([board({ columns: [filler], stock: ["5H", "9C", "2D"] })]), { type: "draw" });
    expect(seen(s).waste).toEqual(["5H"]);
    expect(seen(s).stock).toBe(2);
  });

  it("draw 3 turns three cards, the third on top, fewer when fewer are left", () => {
    let s = stateWith([board({ columns: [filler], stock: ["5H", "9C", "2D", "7S"] })], { draw: 3 });
    s = act(s, { type: "draw" });
    expect(seen(s).waste).toEqual(["5H", "9C", "2D"]);
    s = act(s, { type: "draw" });
    expect(seen(s).waste).toEqual(["5H", "9C", "2D", "7S"]);
    expect(seen(s).stock).toBe(0);
  });

  it("refuses a draw from an empty stock, and a recycle while the stock holds cards or the waste is empty", () => {
    const empty = stateWith([board({ columns: [filler], waste: ["5H"] })]);
    expectRefused(solitaire, empty, 0, { type: "draw" }, "STOCK_EMPTY");
    const full = stateWith([board({ columns: [filler], stock: ["5H"] })]);
    expectRefused(solitaire, full, 0, { type: "recycle" }, "STOCK_NOT_EMPTY");
    const nothing = stateWith([board({ columns: [filler] })]);
    expectRefused(solitaire, nothing, 0, { type: "recycle" }, "WASTE_EMPTY");
  });

  it("recycling keeps the order: the card drawn first is drawn first again; −100 with draw 1", () => {
    let s = stateWith([board({ columns: [filler], stock: ["5H", "9C"] })]);
    s = act(act(s, { type: "draw" }), { type: "draw" });
    s = act(s, { type: "recycle" });
    expect(seen(s).stock).toBe(2);
    expect(seen(s).score).toBe(-100);
    expect(seen(s).passes).toBe(2);
    s = act(s, { type: "draw" });
    expect(seen(s).waste).toEqual(["5H"]);
  });

  it("recycling costs nothing with draw 3, and the score has no floor with draw 1", () => {
    const three = act(stateWith([board({ columns: [filler], waste: ["5H"] })], { draw: 3 }), { type: "recycle" });
    expect(seen(three).score).toBe(0);
    let one = stateWith([board({ columns: [filler], waste: ["5H"] })]);
    for (let i = 0; i < 3; i++) one = act(act(one, { type: "recycle" }), { type: "draw" });
    expect(seen(one).score).toBe(-300);
  });

  it("draw 3 allows three passes (two recycles); draw 1 is unlimited; the passes option caps either", () => {
    let s = stateWith([board({ columns: [filler], waste: ["5H"] })], { draw: 3 });
    s = act(act(s, { type: "recycle" }), { type: "draw" });
    s = act(act(s, { type: "recycle" }), { type: "draw" });
    expect(seen(s).passes).toBe(3);
    expect(solitaire.legalActions(s, 0)).not.toContainEqual({ type: "recycle" });
    expectRefused(solitaire, s, 0, { type: "recycle" }, "NO_PASSES_LEFT");

    let free = stateWith([board({ columns: [filler], waste: ["5H"] })]);
    for (let i = 0; i < 20; i++) free = act(act(free, { type: "recycle" }), { type: "draw" });
    expect(seen(free).passes).toBe(21);
    expect(seen(free).passLimit).toBeNull();

    const once = stateWith([board({ columns: [filler], waste: ["5H"] })], { passes: 1 });
    expectRefused(solitaire, once, 0, { type: "recycle" }, "NO_PASSES_LEFT");
    expect(solitaireOptions.parse({ draw: 3 }).passes).toBe(0);
  });
});

describe("foundations", () => {
  it("an ace starts its suit's foundation, then the same suit one rank up (+10 from the waste)", () => {
    let s = stateWith([board({ columns: [filler], waste: ["2H", "AH"] })]);
    s = act(s, move("waste", "fH"));
    s = act(s, move("waste", "fH"));
    expect(seen(s).foundations).toEqual([0, 0, 2, 0]);
    expect(seen(s).score).toBe(20);
  });

  it("refuses another suit's foundation and a card that is not one rank above the top", () => {
    const s = stateWith([board({ columns: [filler], waste: ["AH"], foundations: [0, 0, 0, 0] })]);
    expectRefused(solitaire, s, 0, move("waste", "fD"), "WRONG_FOUNDATION");
    const skip = stateWith([board({ columns: [filler], waste: ["3H"], foundations: [0, 0, 1, 0] })]);
    expectRefused(solitaire, skip, 0, move("waste", "fH"), "WRONG_FOUNDATION");
  });

  it("only a column's top card goes up (+10 from the tableau)", () => {
    const s = stateWith([board({ columns: [{ up: ["2S", "AH"] }], stock: ["KC"], foundations: [0, 0, 0, 1] })]);
    expectRefused(solitaire, s, 0, move("t1", "fS"), "WRONG_FOUNDATION");
    const up = act(s, move("t1", "fH"));
    expect(seen(up).foundations[2]).toBe(1);
    expect(seen(up).score).toBe(10);
  });

  it("a card may come back from a foundation to the tableau, for −15", () => {
    const s = act(stateWith([board({ columns: [{ up: ["6C"] }], stock: ["KC"], foundations: [0, 5, 0, 0] })]), move("fD", "t1"));
    expect(seen(s).columns[0]!.up).toEqual(["6C", "5D"]);
    expect(seen(s).foundations[1]).toBe(4);
    expect(seen(s).score).toBe(-15);
    expectRefused(solitaire, stateWith([board({ columns: [filler], foundations: [1, 1, 0, 0] })]), 0, move("fC", "fD"), "NOT_A_TARGET");
  });
});

describe("the tableau", () => {
  it("builds down in alternating colours (+5 from the waste)", () => {
    const s = act(stateWith([board({ columns: [{ up: ["8S"] }], waste: ["7H"] })]), move("waste", "t1"));
    expect(seen(s).columns[0]!.up).toEqual(["8S", "7H"]);
    expect(seen(s).score).toBe(5);
  });

  it("refuses the same colour and a wrong rank", () => {
    expectRefused(solitaire, stateWith([board({ columns: [{ up: ["8S"] }], waste: ["7C"] })]), 0, move("waste", "t1"), "DOES_NOT_FIT");
    expectRefused(solitaire, stateWith([board({ columns: [{ up: ["8S"] }], waste: ["6H"] })]), 0, move("waste", "t1"), "DOES_NOT_FIT");
  });

  it("only a king, or a sequence headed by one, fills an empty column", () => {
    const queen = stateWith([board({ columns: [{}, filler], waste: ["QH"] })]);
    expectRefused(solitaire, queen, 0, move("waste", "t1"), "DOES_NOT_FIT");
    const run = act(stateWith([board({ columns: [{}, { down: ["2C"], up: ["KH", "QS", "JD"] }] })]), move("t2", "t1"));
    expect(seen(run).columns[0]!.up).toEqual(["KH", "QS", "JD"]);
  });

  it("face-up sequences move together: only the one headed by the card that fits", () => {
    const source = { up: ["KS", "QH", "JC", "10D", "9S"] };
    const top = act(stateWith([board({ columns: [{ up: ["10H"] }, source] })]), move("t2", "t1"));
    expect(seen(top).columns[0]!.up).toEqual(["10H", "9S"]);
    const deep = act(stateWith([board({ columns: [{ up: ["QD"] }, source] })]), move("t2", "t1"));
    expect(seen(deep).columns[0]!.up).toEqual(["QD", "JC", "10D", "9S"]);
    expectRefused(solitaire, stateWith([board({ columns: [{ up: ["JH"] }, source] })]), 0, move("t2", "t1"), "DOES_NOT_FIT");
  });

  it("moves the sequence headed by the card that fits", () => {
    const s = act(stateWith([board({ columns: [{ up: ["JS"] }, { up: ["KS", "QH", "JC", "10D", "9S"] }] })]), move("t2", "t1"));
    expect(seen(s).columns[0]!.up).toEqual(["JS", "10D", "9S"]);
    expect(seen(s).columns[1]!.up).toEqual(["KS", "QH", "JC"]);
    expect(seen(s).score).toBe(0);
  });

  it("turns a face-down card left on top at once, +5", () => {
    const s = act(stateWith([board({ columns: [{ up: ["9H"] }, { down: ["3C", "4D"], up: ["8S"] }] })]), move("t2", "t1"));
    expect(seen(s).columns[1]).toEqual({ down: 1, up: ["4D"] });
    expect(seen(s).score).toBe(5);
  });

  it("refuses moves to the waste, onto the same pile, from an empty pile or an empty waste", () => {
    const s = stateWith([board({ columns: [{ up: ["9H"] }], waste: ["5C"] })]);
    expectRefused(solitaire, s, 0, move("t1", "waste"), "NOT_A_TARGET");
    expectRefused(solitaire, s, 0, move("t1", "t1"), "NOT_A_TARGET");
    expectRefused(solitaire, s, 0, move("t3", "t1"), "EMPTY_PILE");
    expectRefused(solitaire, s, 0, move("fH", "t1"), "EMPTY_PILE");
    expectRefused(solitaire, stateWith([board({ columns: [{ up: ["9H"] }] })]), 0, move("waste", "t1"), "WASTE_EMPTY");
    expectRefused(solitaire, s, 0, move("t9", "t1"), "MALFORMED_ACTION");
    expectRefused(solitaire, s, 0, { type: "move", from: "t1" } as never, "MALFORMED_ACTION");
    expectRefused(solitaire, s, 0, { type: "shuffle" } as never, "UNKNOWN_ACTION");
  });

  it("lists exactly the legal card moves", () => {
    const s = stateWith([board({ columns: [{ up: ["9H"] }, { up: ["8S"] }, {}], waste: ["AD"], stock: ["2C"] })]);
    const moves = solitaire.legalActions(s, 0).filter((a) => a.type === "move");
    expect(moves).toEqual([move("waste", "fD"), move("t2", "t1")]);
    for (const a of solitaire.legalActions(s, 0)) expect(() => solitaire.apply(s, 0, a)).not.toThrow();
  });
});

describe("the listed moves", () => {
  it("are exactly the moves apply accepts, on boards of real games", () => {
    // Every pair of piles, checked against the engine's own refusals, along rules-bot games.
    for (let run = 0; run < 6; run++) {
      const states: SolitaireState[] = [];
      const { result } = playMatch(solitaire, {
        players: 1,
        seed: `listed-${run}`,
        options: { winnableDeals: false },
        bots: ["rules"],
        afterAction: (match) => void (match.actionCount % 3 === 0 && states.push(match.state as SolitaireState)),
      });
      expect(result).not.toBeNull();
      for (const state of states.slice(0, 15)) {
        const listed = new Set(solitaire.legalActions(state, 0).filter((a) => a.type === "move").map((a) => JSON.stringify(a)));
        for (const from of PILES) {
          for (const to of PILES) {
            const action = move(from, to);
            let ok = true;
            try {
              solitaire.apply(state, 0, action);
            } catch {
              ok = false;
            }
            expect(listed.has(JSON.stringify(action)), `${from}→${to}`).toBe(ok);
          }
        }
      }
    }
  });
});
