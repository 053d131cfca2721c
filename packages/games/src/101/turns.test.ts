/** Turns: optional draws and passing, the opening move, dice and dealers. */
import { describe, expect, it } from "vitest";
import { InvalidChanceError, Match, eventsFor } from "@gg/core";
import { expectRefused } from "@gg/core/testing";
import { DECK_36, rankOf, suitOf } from "./cards101.ts";
import { game101 } from "./index.ts";
import { act, dealOf, DRAW, ofType, PASS, play, playJ, run, scenario, startGame } from "./testkit.ts";

describe("draws (банк): up to 3 optional draws, pass only after them", () => {
  it("draws: up to 3 per turn even while holding a playable card; a 4th is refused", () => {
    const s0 = scenario({ hands: [["KD", "KS", "QD", "10D", "9S"], ["9D", "6D", "10H", "QH", "AS"], ["8S", "7S", "AD", "6H", "7H"]], table: ["9C"], turn: 1 });
    const { state } = run(s0, [
      [1, DRAW],
      [1, DRAW],
      [1, DRAW],
    ]);
    expect(state.draws).toBe(3);
    expect(state.hands[1]).toHaveLength(8);
    expectRefused(game101, state, 1, DRAW, "DRAW_LIMIT_REACHED");
    expect(game101.legalActions(state, 1).some((a) => a.type === "draw")).toBe(false);
    expect(act(state, 1, play("9D")).state.turn).toBe(2);
  });

  it("pass: only after drawing 3 with nothing playable; the next turn has 3 draws again", () => {
    const s0 = scenario({ hands: [["KD", "KS", "QD", "10D", "9S"], ["6D", "7D", "10H", "QH", "AS"], ["8S", "7S", "AD", "6H", "7H"]], table: ["9C"], turn: 1, bank: ["KH", "8H", "6S"] });
    expectRefused(game101, s0, 1, PASS, "MUST_PLAY_OR_DRAW");
    const drawn = run(s0, [
      [1, DRAW],
      [1, DRAW],
      [1, DRAW],
    ]).state;
    expect(game101.legalActions(drawn, 1)).toEqual([PASS]);
    const { state, events } = act(drawn, 1, PASS);
    expect(ofType(events, "passed")).toEqual([{ type: "passed", to: "all", seat: 1 }]);
    expect(state.turn).toBe(2);
    expect(state.draws).toBe(0);
  });

  it("pass: refused after 3 draws when a card fits", () => {
    const s0 = scenario({ hands: [["KD", "KS", "QD", "10D", "9S"], ["6D", "7D", "10H", "QH", "AS"], ["8S", "7S", "AD", "6H", "7H"]], table: ["9C"], turn: 1, bank: ["KH", "8H", "10C"] });
    const { state } = run(s0, [
      [1, DRAW],
      [1, DRAW],
      [1, DRAW],
    ]);
    expectRefused(game101, state, 1, PASS, "MUST_PLAY_OR_DRAW");
    expect(game101.legalActions(state, 1)).toEqual([play("10C"), play("10C", "10H")]);
  });

  it("pass: allowed when nothing fits and no card can be drawn at all", () => {
    const stuck = DECK_36.filter((c) => suitOf(c) !== "C" && rankOf(c) !== "9" && rankOf(c) !== "J");
    const other = DECK_36.filter((c) => !stuck.includes(c) && c !== "9C");
    const s0 = scenario({ hands: [stuck, other], table: ["9C"], bank: [], turn: 0 });
    expect(game101.legalActions(s0, 0)).toEqual([PASS]);
    expectRefused(game101, s0, 0, DRAW, "NOTHING_TO_DRAW");
    expect(act(s0, 0, PASS).state.turn).toBe(1);
  });
});

describe("opening move: the dealer's fifth card opens the round", () => {
  const others = { 1: ["6C", "7C", "8C", "10C", "QC"], 2: ["6H", "7H", "8H", "QH", "KH"] };
  it("opening: no choice (not a jack, no card of its rank) — it completes by itself", () => {
    const { state, events } = startGame({ players: 3, dealer: 0, hands: { ...others, 0: ["KD", "QD", "10H", "8S", "9C"] } });
    expect(state.phase).toBe("play");
    expect(state.table).toEqual(["9C"]);
    expect(state.hands[0]).toEqual(["KD", "QD", "10H", "8S"]);
    expect(state.turn).toBe(1);
    expect(ofType(events, "played")).toEqual([{ type: "played", to: "all", seat: 0, cards: ["9C"], opening: true }]);
  });

  it("opening: its effects apply at once (a lone 7: the next player draws 1)", () => {
    const { state } = startGame({ players: 3, dealer: 0, hands: { ...others, 0: ["KD", "QD", "10H", "8S", "7S"] }, bank: ["AS"] });
    expect(state.hands[1]).toEqual([...others[1], "AS"]);
    expect(state.turn).toBe(1);
  });

  it("opening: the dealer may add cards of the same rank, or none", () => {
    const { state } = startGame({ players: 3, dealer: 0, hands: { ...others, 0: ["9H", "QD", "10H", "8S", "9D"] } });
    expect(state.phase).toBe("opening");
    expect(game101.activeSeats(state)).toEqual([0]);
    expect(game101.legalActions(state, 0)).toEqual([play(), play("9H")]);
    expect(game101.view(state, 1).opening).toBe(true);
    const added = act(state, 0, play("9H")).state;
    expect(added.table).toEqual(["9D", "9H"]);
    expect(added.turn).toBe(1);
    const none = act(state, 0, play()).state;
    expect(none.table).toEqual(["9D"]);
    expect(none.hands[0]).toEqual(["9H", "QD", "10H", "8S"]);
    expect(none.turn).toBe(1);
    expectRefused(game101, state, 0, play("10H"), "MIXED_RANKS");
    expectRefused(game101, state, 0, DRAW, "OPENING_MOVE_REQUIRED");
    expectRefused(game101, state, 0, PASS, "OPENING_MOVE_REQUIRED");
  });

  it("opening: a jack needs the dealer's suit call", () => {
    const { state } = startGame({ players: 3, dealer: 0, hands: { ...others, 0: ["KD", "QD", "10H", "8S", "JC"] } });
    expect(state.phase).toBe("opening");
    expect(game101.legalActions(state, 0)).toEqual(["C", "D", "H", "S"].map((s) => playJ(s as "C")));
    expectRefused(game101, state, 0, play(), "SUIT_CALL_REQUIRED");
    const called = act(state, 0, playJ("D")).state;
    expect(called.calledSuit).toBe("D");
    expect(called.turn).toBe(1);
  });

  it("opening: a 6 must be covered by the dealer", () => {
    const { state } = startGame({ players: 3, dealer: 0, hands: { ...others, 0: ["KS", "QD", "10H", "8S", "6S"] } });
    expect(state.phase).toBe("play");
    expect(state.turn).toBe(0);
    expect(state.cover).toBe(true);
    expect(game101.legalActions(state, 0)).toEqual([play("KS"), play("8S")]);
    expect(act(state, 0, play("KS")).state.turn).toBe(1);
  });

  it("opening: an 8 with two players — the opponent draws 2, is skipped, the dealer moves again", () => {
    const { state, events } = startGame({ players: 2, dealer: 0, hands: { 1: ["6D", "7D", "8D", "10D", "QH"], 0: ["KD", "QD", "10H", "9S", "8C"] }, bank: ["AS", "AH"] });
    expect(state.hands[1]).toEqual(["6D", "7D", "8D", "10D", "QH", "AS", "AH"]);
    expect(ofType(events, "skipped").map((e) => e.seat)).toEqual([1]);
    expect(state.turn).toBe(0);
    expect(state.phase).toBe("play");
  });

  it("opening: aces — when everyone is skipped the dealer moves again", () => {
    const { state } = startGame({ players: 3, dealer: 0, hands: { ...others, 0: ["AH", "QD", "10H", "9S", "AC"] } });
    const { state: after, events } = act(state, 0, play("AH"));
    expect(ofType(events, "skipped").map((e) => e.seat)).toEqual([1, 2]);
    expect(after.turn).toBe(0);
  });

  it("opening: QS penalises only when it ends the opening move", () => {
    const { state } = startGame({ players: 3, dealer: 0, hands: { ...others, 0: ["QD", "KD", "10H", "9S", "QS"] }, bank: ["AS", "AH", "AD", "AC", "KC"] });
    expect(act(state, 0, play("QD")).state.hands[1]).toEqual(others[1]);
    expect(act(state, 0, play()).state.hands[1]).toEqual([...others[1], "AS", "AH", "AD", "AC", "KC"]);
  });
});

describe("dealer (роздає): dice first, then the highest total", () => {
  it("dealer by dice at setup, with no player action: each roll is public, ties roll again among the tied", () => {
    const chance = [
      { kind: "dice", value: [3, 4] },
      { kind: "dice", value: [6, 1] },
      { kind: "dice", value: [1, 1] },
      { kind: "dice", value: [2, 2] },
      { kind: "dice", value: [5, 5] },
      dealOf(3, 1, {}),
    ];
    const match = new Match(game101, { players: 3, seed: "dice", chance });
    const { state, setupEvents: events } = match;
    expect(match.actionCount).toBe(0);
    expect(ofType(events, "dice").map((e) => [e.seat, e.total, e.to])).toEqual([
      [0, 7, "all"],
      [1, 7, "all"],
      [2, 2, "all"],
      [0, 4, "all"],
      [1, 10, "all"],
    ]);
    expect(ofType(events, "diceTie")).toEqual([{ type: "diceTie", to: "all", seats: [0, 1], total: 7 }]);
    expect(ofType(events, "dealer")).toEqual([{ type: "dealer", to: "all", seat: 1, by: "dice" }]);
    expect(events.map((e) => e.type).indexOf("dealer")).toBeLessThan(events.map((e) => e.type).indexOf("dealt"));
    expect(state.dealer).toBe(1);
    expect(state.round).toBe(1);
    expect(state.hands[1]).toHaveLength(4); // the dealer's fifth card opened
    expect(game101.view(state, "spectator").dice.history).toHaveLength(5);
    // Round 1's hands went to their seats only.
    for (const seat of [0, 1, 2]) expect(eventsFor(events, seat).filter((e) => e.type === "hand")).toEqual([{ type: "hand", to: [seat], seat, cards: state.hands[seat] }]);
    expect(eventsFor(events, "spectator").some((e) => e.type === "hand")).toBe(false);
    expectRefused(game101, state, state.turn, { type: "roll" }, "UNKNOWN_ACTION");
  });

  it("dealer later: the highest total; ties go to the first of them clockwise after the previous dealer", () => {
    const hands = [["9D"], ["6C", "7C"], ["6H", "7H"], ["6S", "7S"]];
    const after = (dealer: number) => act(scenario({ hands, table: ["9C"], turn: 0, dealer, patch: { totals: [30, 10, 0, 30] } }), 0, play("9D"));
    const a = after(1);
    expect(ofType(a.events, "dealer")).toEqual([{ type: "dealer", to: "all", seat: 3, by: "total" }]);
    expect(a.state.dealer).toBe(3);
    expect(a.state.round).toBe(2);
    expect(after(3).state.dealer).toBe(0);
  });

  it("a fixed dice or deal outcome that does not fit is refused with InvalidChanceError", () => {
    const setup = (chance: { kind: string; value: unknown }[]) => () => game101.setup({ players: 2, options: game101.options.parse({}), seed: "x", chance });
    expect(setup([{ kind: "dice", value: [7, 1] }])).toThrow(InvalidChanceError);
    expect(setup([{ kind: "deal", value: [] }])).toThrow(InvalidChanceError);
    expect(setup([{ kind: "dice", value: [6, 6] }, { kind: "dice", value: [1, 1] }, { kind: "deal", value: DECK_36.slice(1).concat("7C") }])).toThrow(InvalidChanceError);
  });
});
