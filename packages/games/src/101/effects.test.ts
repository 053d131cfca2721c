/** Card effects: one test per rule, on hand-built positions with hand-checked outcomes. */
import { describe, expect, it } from "vitest";
import { expectRefused } from "@gg/core/testing";
import { game101 } from "./index.ts";
import { DECK_36 } from "./cards101.ts";
import type { State101 } from "./state.ts";
import { act, DRAW, ofType, PASS, play, playJ, run, scenario } from "./testkit.ts";

const legalPlays = (state: Parameters<typeof game101.legalActions>[0], seat: number) =>
  game101.legalActions(state, seat).filter((a) => a.type === "play");

describe("6 (шістка): whoever lays it covers it", () => {
  it("6: its player must cover it; a cover may be 6s again; the covering move's effects apply", () => {
    const s0 = scenario({
      hands: [["KD", "KS", "QD", "QH", "10D"], ["6C", "6H", "7H", "9D", "10S"], ["8S", "8D", "9S", "9H", "AD"]],
      table: ["9C"],
      turn: 1,
      bank: ["AS"],
    });
    let { state } = act(s0, 1, play("6C"));
    expect(state.turn).toBe(1);
    expect(state.cover).toBe(true);
    expect(legalPlays(state, 1)).toEqual([play("6H")]);
    expect(game101.legalActions(state, 1)).toEqual([play("6H")]); // no draw while something fits, no pass
    expectRefused(game101, state, 1, PASS, "MUST_COVER_SIX");
    expectRefused(game101, state, 1, DRAW, "MUST_COVER_SIX");
    expectRefused(game101, state, 2, play("9S"), "NOT_YOUR_TURN");
    ({ state } = act(state, 1, play("6H")));
    expect(state.turn).toBe(1);
    expect(game101.legalActions(state, 1)).toEqual([play("7H")]);
    const out = act(state, 1, play("7H"));
    expect(out.state.turn).toBe(2);
    expect(out.state.cover).toBe(false);
    expect(out.state.hands[2]).toEqual(["8S", "8D", "9S", "9H", "AD", "AS"]); // the 7's penalty
  });

  it("6: with nothing that fits its player draws until something fits, beyond 3 and uncounted", () => {
    const s0 = scenario({
      hands: [["KD", "KS", "QD", "10D", "9S"], ["6C", "KH", "9D", "10S", "AH"], ["8S", "7S", "AS", "AD", "6D"]],
      table: ["9C"],
      turn: 1,
      bank: ["7D", "8D", "9H", "QH", "10C"],
    });
    let { state } = act(s0, 1, play("6C"));
    for (let i = 0; i < 4; i++) {
      expect(game101.legalActions(state, 1)).toEqual([DRAW]);
      ({ state } = act(state, 1, DRAW));
    }
    expect(state.draws).toBe(0);
    expect(state.hands[1]).toEqual(["KH", "9D", "10S", "AH", "7D", "8D", "9H", "QH"]);
    ({ state } = act(state, 1, DRAW));
    expect(game101.legalActions(state, 1)).toEqual([play("10C"), play("10C", "10S")]);
    expectRefused(game101, state, 1, DRAW, "MUST_COVER_SIX");
    ({ state } = act(state, 1, play("10C")));
    expect(state.turn).toBe(2);
  });

  it("6: no finishing on a 6 — an empty hand on a 6 draws to cover it and the round goes on", () => {
    const s0 = scenario({
      hands: [["KD", "KS", "QD", "10D", "9S"], ["6C"], ["8S", "7S", "AS", "AD", "6D"]],
      table: ["9C"],
      turn: 1,
      bank: ["7D", "10C"],
    });
    const { state, events } = run(s0, [
      [1, play("6C")],
      [1, DRAW],
      [1, DRAW],
      [1, play("10C")],
    ]);
    expect(ofType(events, "roundScored")).toEqual([]);
    expect(state.round).toBe(1);
    expect(state.hands[1]).toEqual(["7D"]);
    expect(state.turn).toBe(2);
  });
});

describe("7 (сімка): the next player draws one per 7, then moves", () => {
  const hands = [["KD", "KS", "QD", "10D", "9S"], ["7C", "7H", "7S", "9D", "10S"], ["8S", "8D", "9H", "6H", "6D"]];
  it("7: the next player draws 1, then moves (the draw does not count toward the 3)", () => {
    const { state, events } = act(scenario({ hands, table: ["9C"], turn: 1, bank: ["AS", "AH", "AD"] }), 1, play("7C"));
    expect(state.hands[2]).toEqual([...hands[2]!, "AS"]);
    expect(state.turn).toBe(2);
    expect(state.draws).toBe(0);
    expect(ofType(events, "penalty")).toEqual([{ type: "penalty", to: "all", seat: 2, count: 1, cause: "7" }]);
    expect(ofType(events, "skipped")).toEqual([]);
  });

  it("several 7s: three 7s, three cards", () => {
    const { state } = act(scenario({ hands, table: ["9C"], turn: 1, bank: ["AS", "AH", "AD"] }), 1, play("7C", "7H", "7S"));
    expect(state.hands[2]).toEqual([...hands[2]!, "AS", "AH", "AD"]);
    expect(state.turn).toBe(2);
  });

  it("penalties cannot be passed on: a 7 answered by a 7 costs the next player only 1", () => {
    const s0 = scenario({
      hands: [["KD", "KS", "QD", "10D", "9S"], ["7C", "9D", "10S", "8H", "6S"], ["7H", "8D", "9H", "6H", "6D"]],
      table: ["9C"],
      turn: 1,
      bank: ["AS", "AH", "AD"],
    });
    const { state } = run(s0, [
      [1, play("7C")],
      [2, play("7H")],
    ]);
    expect(state.hands[2]).toEqual(["8D", "9H", "6H", "6D", "AS"]);
    expect(state.hands[0]).toEqual(["KD", "KS", "QD", "10D", "9S", "AH"]);
    expect(state.turn).toBe(0);
  });
});

describe("8 (вісімка) and A (туз): skips round the table", () => {
  it("8: the next player draws 2 and is skipped", () => {
    const s0 = scenario({ hands: [["KD", "KS", "QD", "10D", "9S"], ["8C", "9D", "10S", "8H", "6S"], ["7H", "8D", "9H", "6H", "6D"]], table: ["9C"], turn: 1, bank: ["AS", "AH"] });
    const { state, events } = act(s0, 1, play("8C"));
    expect(state.hands[2]).toEqual(["7H", "8D", "9H", "6H", "6D", "AS", "AH"]);
    expect(ofType(events, "skipped")).toEqual([{ type: "skipped", to: "all", seat: 2 }]);
    expect(state.turn).toBe(0);
  });

  it("A: the next player is skipped (and draws nothing)", () => {
    const s0 = scenario({ hands: [["KD", "KS", "QD", "10D", "9S"], ["AC", "9D", "10S", "8H", "6S"], ["7H", "8D", "9H", "6H", "6D"]], table: ["9C"], turn: 1 });
    const { state } = act(s0, 1, play("AC"));
    expect(state.hands[2]).toHaveLength(5);
    expect(state.turn).toBe(0);
  });

  it("several 8s with 2 players: the opponent draws 2 per 8 and the layer moves again after each skip", () => {
    const s0 = scenario({ hands: [["8C", "8H", "9H", "KS", "QD"], ["6D", "7D", "10S", "JS", "AD"]], table: ["9C"], turn: 0, bank: ["6C", "7C", "10C", "QC"] });
    let { state, events } = act(s0, 0, play("8C", "8H"));
    expect(state.hands[1]).toEqual(["6D", "7D", "10S", "JS", "AD", "6C", "7C", "10C", "QC"]);
    expect(ofType(events, "skipped").map((e) => e.seat)).toEqual([1]);
    expect(state.turn).toBe(0);
    expect(game101.view(state, 1).pendingSkips).toEqual({ layer: 0, count: 1 });
    ({ state, events } = act(state, 0, play("9H")));
    expect(ofType(events, "skipped").map((e) => e.seat)).toEqual([1]);
    expect(state.turn).toBe(0);
    expect(state.skips).toBe(0);
  });

  it("several 8s with 3 players: targets 1, 2, 1; the layer moves when the turn comes back, then the last skip goes on", () => {
    const s0 = scenario({
      hands: [["8C", "8H", "8S", "9S", "KD"], ["6D", "7D", "10D", "QD", "AD"], ["6H", "7H", "10H", "QH", "AH"]],
      table: ["9C"],
      turn: 0,
      bank: ["6C", "7C", "10C", "QC", "KC", "AC"],
    });
    let { state, events } = act(s0, 0, play("8C", "8H", "8S"));
    // One 8 at a time: player 1 draws 2, player 2 draws 2, player 1 draws 2 again.
    expect(ofType(events, "penalty").map((e) => [e.seat, e.count])).toEqual([[1, 2], [2, 2], [1, 2]]);
    expect(state.hands[1]).toEqual(["6D", "7D", "10D", "QD", "AD", "6C", "7C", "KC", "AC"]);
    expect(state.hands[2]).toEqual(["6H", "7H", "10H", "QH", "AH", "10C", "QC"]);
    expect(ofType(events, "skipped").map((e) => e.seat)).toEqual([1, 2]);
    expect(state.turn).toBe(0);
    ({ state, events } = act(state, 0, play("9S")));
    expect(ofType(events, "skipped").map((e) => e.seat)).toEqual([1]);
    expect(state.turn).toBe(2);
  });

  /** The layer (seat 0) holds its 8s and one more card; the other seats hold every card not named. */
  function shortBank(players: number, eights: readonly string[], bank: readonly string[]) {
    const layer = [...eights, "KD"];
    const rest = DECK_36.filter((c) => ![...layer, "9C", ...bank].includes(c));
    const hands = [layer, ...Array.from({ length: players - 1 }, (_, i) => rest.filter((_, j) => j % (players - 1) === i))];
    // The reshuffle brings back the cards under the top 8 in the table's own order.
    const under = ["9C", ...eights.slice(0, -1)];
    return scenario({ hands, table: ["9C"], turn: 0, bank, chance: [{ kind: "reshuffle", value: under }] });
  }
  const drawn = (before: State101, after: State101) => after.hands.map((h, p) => h.slice(before.hands[p]!.length));

  it("several 8s, short bank, 3 players: targets 1, 2, 1 draw in turn, so player 1's second 2 goes without", () => {
    // Bank: 1 card; the table under the top 8 (9C 8C 8H) gives 3 more after a reshuffle: 4 cards for 6 owed.
    const s0 = shortBank(3, ["8C", "8H", "8S"], ["6C"]);
    const { state, events } = act(s0, 0, play("8C", "8H", "8S"));
    expect(ofType(events, "penalty").map((e) => e.seat)).toEqual([1, 2, 1]);
    expect(drawn(s0, state)).toEqual([[], ["6C", "9C"], ["8C", "8H"]]);
    expect(state.multiplier).toBe(2);
    expect(state.turn).toBe(0); // both others skipped; the layer moves again, one skip left
  });

  it("four 8s, short bank, 3 players: 1, 2, 1, 2 — player 2's second 2 goes without", () => {
    const s0 = shortBank(3, ["8C", "8H", "8S", "8D"], ["6C", "7C"]);
    const { state, events } = act(s0, 0, play("8C", "8H", "8S", "8D"));
    expect(ofType(events, "penalty").map((e) => e.seat)).toEqual([1, 2, 1, 2]);
    // Bank 6C 7C, then the reshuffled 9C 8C 8H 8S: six cards for eight owed.
    expect(drawn(s0, state)).toEqual([[], ["6C", "7C", "8H", "8S"], ["9C", "8C"]]);
  });

  it("four 8s, short bank, 4 players: 1, 2, 3, 1 — player 1's second 2 goes without", () => {
    const s0 = shortBank(4, ["8C", "8H", "8S", "8D"], ["6C"]);
    const { state, events } = act(s0, 0, play("8C", "8H", "8S", "8D"));
    expect(ofType(events, "penalty").map((e) => e.seat)).toEqual([1, 2, 3, 1]);
    // Bank 6C, then the reshuffled 9C 8C 8H 8S: five cards for eight owed.
    expect(drawn(s0, state)).toEqual([[], ["6C", "9C"], ["8C", "8H"], ["8S"]]);
    expect(state.turn).toBe(0);
  });

  it("several 8s with 5 players: three 8s hit the next three players", () => {
    const s0 = scenario({
      hands: [["8C", "8H", "8S", "9S", "KD"], ["6D", "7D"], ["6H", "7H"], ["6S", "7S"], ["AH", "AD"]],
      table: ["9C"],
      turn: 0,
      bank: ["6C", "7C", "10C", "QC", "KC", "AC"],
    });
    const { state, events } = act(s0, 0, play("8C", "8H", "8S"));
    expect(state.hands.map((h) => h.length)).toEqual([2, 4, 4, 4, 2]);
    expect(ofType(events, "skipped").map((e) => e.seat)).toEqual([1, 2, 3]);
    expect(state.turn).toBe(4);
  });

  it("several aces with 2 players: the layer moves again after each skip", () => {
    const s0 = scenario({ hands: [["AC", "AH", "9H", "KS", "QD"], ["6D", "7D", "10S", "JS", "AD"]], table: ["9C"], turn: 0 });
    let { state, events } = act(s0, 0, play("AC", "AH"));
    expect(ofType(events, "skipped").map((e) => e.seat)).toEqual([1]);
    expect(state.turn).toBe(0);
    ({ state, events } = act(state, 0, play("9H")));
    expect(ofType(events, "skipped").map((e) => e.seat)).toEqual([1]);
    expect(state.turn).toBe(0);
    expect(state.hands[1]).toHaveLength(5);
  });

  it("several aces with 3 players: skip 1, skip 2, the layer moves, then skip 1 again", () => {
    const s0 = scenario({ hands: [["AC", "AH", "AS", "9S", "KD"], ["6D", "7D", "10D", "QD", "AD"], ["6H", "7H", "10H", "QH", "KH"]], table: ["9C"], turn: 0 });
    let { state, events } = act(s0, 0, play("AC", "AH", "AS"));
    expect(ofType(events, "skipped").map((e) => e.seat)).toEqual([1, 2]);
    expect(state.turn).toBe(0);
    ({ state, events } = act(state, 0, play("9S")));
    expect(ofType(events, "skipped").map((e) => e.seat)).toEqual([1]);
    expect(state.turn).toBe(2);
  });

  it("several aces with 5 players: two aces skip the next two", () => {
    const s0 = scenario({ hands: [["AC", "AH", "9S", "KD"], ["6D", "7D"], ["6H", "7H"], ["6S", "7S"], ["KH", "AD"]], table: ["9C"], turn: 0 });
    const { state, events } = act(s0, 0, play("AC", "AH"));
    expect(ofType(events, "skipped").map((e) => e.seat)).toEqual([1, 2]);
    expect(state.turn).toBe(3);
  });

  it("skips left when the layer passes go on after the layer's turn", () => {
    const s0 = scenario({ hands: [["AC", "AH", "9S", "KS", "QD"], ["6H", "7H", "10S", "JS", "AD"]], table: ["9C"], turn: 0, bank: ["6D", "7D", "8D"] });
    const { state, events } = run(s0, [
      [0, play("AC", "AH")],
      [0, DRAW],
      [0, DRAW],
      [0, DRAW],
      [0, PASS],
    ]);
    expect(ofType(events, "skipped").map((e) => e.seat)).toEqual([1, 1]);
    expect(state.turn).toBe(0);
    expect(state.skips).toBe(0);
  });

  it("players out of the game are passed over by skips and penalties", () => {
    const s0 = scenario({
      hands: [["KD", "KS"], ["8C", "7C", "9D"], [], ["6H", "7H"]],
      table: ["9C"],
      turn: 1,
      bank: ["AS", "AH", "AD"],
      patch: { outRound: [null, null, 1, null] },
    });
    const eight = act(s0, 1, play("8C"));
    expect(eight.state.hands[3]).toEqual(["6H", "7H", "AS", "AH"]);
    expect(ofType(eight.events, "skipped").map((e) => e.seat)).toEqual([3]);
    expect(eight.state.turn).toBe(0);
    const seven = act(s0, 1, play("7C"));
    expect(seven.state.hands[3]).toEqual(["6H", "7H", "AS"]);
    expect(seven.state.turn).toBe(3);
  });

  it("a 7 goes to the next player even when that player is about to be skipped", () => {
    const s0 = scenario({ hands: [["AC", "AH", "AS", "7S", "KD"], ["6D", "7D", "10D", "QD", "AD"], ["6H", "7H", "10H", "QH", "KH"]], table: ["9C"], turn: 0, bank: ["6C"] });
    const { state, events } = run(s0, [
      [0, play("AC", "AH", "AS")],
      [0, play("7S")],
    ]);
    expect(state.hands[1]).toEqual(["6D", "7D", "10D", "QD", "AD", "6C"]);
    expect(ofType(events, "skipped").map((e) => e.seat)).toEqual([1, 2, 1]);
    expect(state.turn).toBe(2);
  });
});

describe("QS (дама пік): the next player draws 5 — only from the top of the move", () => {
  const hands = [["KD", "KS", "10D", "9D", "8D"], ["QS", "QH", "9H", "8H", "7C"], ["6H", "7H", "10H", "6D", "7D"]];
  const bank = ["6C", "7S", "8C", "9C", "10C"];
  it("QS on top of a move: the next player draws 5, then moves", () => {
    const { state } = act(scenario({ hands, table: ["9S"], turn: 1, bank }), 1, play("QS"));
    expect(state.hands[2]).toEqual([...hands[2]!, ...bank]);
    expect(state.turn).toBe(2);
  });

  it("QS under another queen: no penalty; QS laid last: penalty", () => {
    const under = act(scenario({ hands, table: ["9S"], turn: 1, bank }), 1, play("QS", "QH"));
    expect(under.state.hands[2]).toEqual(hands[2]);
    expect(ofType(under.events, "penalty")).toEqual([]);
    const last = act(scenario({ hands, table: ["KH"], turn: 1, bank }), 1, play("QH", "QS"));
    expect(last.state.hands[2]).toHaveLength(10);
  });
});

describe("J (валет): goes on anything and calls a suit", () => {
  const hands = [["KD", "KS", "10D", "9D", "8D"], ["JD", "QH", "9S", "8H", "7S"], ["9H", "KH", "JS", "8C", "10C"]];
  it("J: goes on anything; until covered only the called suit or a jack may follow", () => {
    const s0 = scenario({ hands, table: ["9C"], turn: 1 });
    expect(legalPlays(s0, 1).filter((a) => a.cards[0] === "JD").map((a) => a.suit)).toEqual(["C", "D", "H", "S"]);
    const { state, events } = act(s0, 1, playJ("H", "JD"));
    expect(state.calledSuit).toBe("H");
    expect(ofType(events, "suitCalled")).toEqual([{ type: "suitCalled", to: "all", seat: 1, suit: "H" }]);
    const firsts = new Set(legalPlays(state, 2).map((a) => a.cards[0]));
    expect(firsts).toEqual(new Set(["9H", "KH", "JS"]));
    expectRefused(game101, state, 2, play("8C"), "CARD_DOES_NOT_FIT");
    const afterJack = act(state, 2, playJ("C", "JS")).state; // a jack on a jack, new call
    expect(afterJack.calledSuit).toBe("C");
    const covered = act(state, 2, play("9H")).state;
    expect(covered.calledSuit).toBe(null);
    expect(legalPlays(covered, 0).map((a) => a.cards[0])).toEqual(["9D"]); // normal fitting again: rank 9
  });

  it("J: the jack's own suit does not follow unless called", () => {
    const state = act(scenario({ hands: [["KD", "KS", "10D", "9D", "8D"], ["JD", "QH", "9S", "8H", "7S"], ["QD", "KH", "6S", "8C", "10C"]], table: ["9C"], turn: 1 }), 1, playJ("H", "JD")).state;
    expectRefused(game101, state, 2, play("QD"), "CARD_DOES_NOT_FIT");
  });

  it("J: a move ending in a jack needs a suit call; other moves take none", () => {
    const s0 = scenario({ hands, table: ["9C"], turn: 1 });
    expectRefused(game101, s0, 1, play("JD"), "SUIT_CALL_REQUIRED");
    expectRefused(game101, s0, 1, playJ("H", "9S"), "SUIT_CALL_NOT_ALLOWED");
    expectRefused(game101, s0, 1, { type: "play", cards: ["JD"], suit: "X" }, "MALFORMED_ACTION");
  });
});
