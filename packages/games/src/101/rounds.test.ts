/** Rounds and the game: reshuffles and multipliers, scoring, the bridge, the score limit, the host's end. */
import { describe, expect, it } from "vitest";
import { InvalidChanceError } from "@gg/core";
import { expectRefused } from "@gg/core/testing";
import { DECK_36, suitOf } from "./cards101.ts";
import { game101 } from "./index.ts";
import { act, cardCount, DRAW, ofType, play, playJ, run, scenario } from "./testkit.ts";

describe("reshuffle (перетасування): the table under its top card becomes the bank", () => {
  // Hearts and diamonds (but 6D, 7D) to seat 0, clubs and spades (but 9C) to seat 1; 6D 7D 9C on the table.
  const hands = [
    DECK_36.filter((c) => (suitOf(c) === "H" || suitOf(c) === "D") && c !== "6D" && c !== "7D"),
    DECK_36.filter((c) => (suitOf(c) === "C" || suitOf(c) === "S") && c !== "9C"),
  ];
  const position = (chance: { kind: string; value: unknown }[]) => scenario({ hands, table: ["6D", "7D", "9C"], bank: [], turn: 0, chance });

  it("reshuffle: the multiplier rises ×2, then ×3", () => {
    const s0 = position([
      { kind: "reshuffle", value: ["7D", "6D"] },
      { kind: "reshuffle", value: ["9C"] },
    ]);
    let { state, events } = act(s0, 0, DRAW);
    expect(ofType(events, "reshuffled")).toEqual([{ type: "reshuffled", to: "all", bankSize: 2, multiplier: 2 }]);
    expect(state.multiplier).toBe(2);
    expect(state.table).toEqual(["9C"]);
    expect(state.bank).toEqual(["6D"]);
    expect(state.hands[0]!.at(-1)).toBe("7D");
    ({ state } = run(state, [
      [0, DRAW], // takes 6D: the bank is empty again
      [0, play("9H")],
      [1, DRAW],
    ]));
    expect(state.multiplier).toBe(3);
    expect(state.hands[1]!.at(-1)).toBe("9C");
    expect(state.table).toEqual(["9H"]);
    expect(state.bank).toEqual([]);
    expect(cardCount(state)).toBe(36);
  });

  it("reshuffle: a fixed order that is not the table's cards is refused with InvalidChanceError", () => {
    const s0 = position([{ kind: "reshuffle", value: ["6D", "8D"] }]);
    const before = JSON.stringify(s0);
    expect(() => game101.apply(s0, 0, DRAW)).toThrow(InvalidChanceError);
    expect(JSON.stringify(s0)).toBe(before);
  });

  it("reshuffle: a draw that still cannot be made is skipped", () => {
    const rest = DECK_36.filter((c) => c !== "9S" && c !== "QS");
    const s0 = scenario({ hands: [["QS", ...rest.slice(0, 17)], rest.slice(17)], table: ["9S"], bank: [], turn: 0 });
    const { state } = act(s0, 0, play("QS"));
    expect(state.hands[1]).toEqual([...rest.slice(17), "9S"]);
    expect(state.multiplier).toBe(2);
    expect(state.turn).toBe(1);
    expect(cardCount(state)).toBe(36);
  });
});

describe("end of round: points in hand × multiplier", () => {
  it("round end: the others score their hands × the multiplier; the player who went out scores 0", () => {
    const s0 = scenario({ hands: [["9D"], ["QS", "10H", "6D", "AH"], ["KD", "JH", "7S"]], table: ["9C"], turn: 0, limit: null, patch: { multiplier: 2 } });
    const { state, events } = act(s0, 0, play("9D"));
    expect(ofType(events, "roundScored")).toEqual([
      { type: "roundScored", to: "all", round: 1, reason: "out", seat: 0, multiplier: 2, scores: [0, 150, 60], totals: [0, 150, 60] },
    ]);
    expect(state.totals).toEqual([0, 150, 60]);
    expect(state.round).toBe(2);
  });

  it("round end: finishing with jacks scores −20 each (× multiplier)", () => {
    const s0 = scenario({ hands: [["JD", "JS"], ["QS", "10H"], ["KD", "7S"]], table: ["9C"], turn: 0, limit: null, patch: { multiplier: 2 } });
    const { events } = act(s0, 0, playJ("H", "JD", "JS"));
    expect(ofType(events, "roundScored")[0]!.scores).toEqual([-80, 120, 20]);
  });

  it("round end: the last move's effects still apply before counting (7, QS)", () => {
    const seven = act(scenario({ hands: [["7C"], ["6D"], ["9H"]], table: ["9C"], bank: ["KD"], turn: 0, limit: null }), 0, play("7C"));
    expect(ofType(seven.events, "roundScored")[0]!.scores).toEqual([0, 10, 0]);
    const queen = act(scenario({ hands: [["QS"], ["6D"], ["9H"]], table: ["9S"], bank: ["KD", "KH", "KS", "KC", "AD"], turn: 0, limit: null }), 0, play("QS"));
    expect(ofType(queen.events, "roundScored")[0]!.scores).toEqual([0, 55, 0]);
  });

  it("round end: a reshuffle forced by the last move's penalty raises the multiplier used for scoring", () => {
    const rest = DECK_36.filter((c) => !["7C", "6D", "9C"].includes(c)); // all 300 points of the deck
    const s0 = scenario({ hands: [["7C"], rest], table: ["6D", "9C"], bank: [], turn: 0, limit: null, chance: [{ kind: "reshuffle", value: ["9C", "6D"] }] });
    const { events } = act(s0, 0, play("7C"));
    expect(ofType(events, "roundScored")[0]).toMatchObject({ multiplier: 2, scores: [0, 600] });
  });
});

describe("bridge (міст): four of 10, J, Q, K or A on top", () => {
  const FILL = ["6H", "7H", "8H"];
  const bridgePosition = (rank: string) => {
    const extra = rank === "A" ? "KD" : "AD"; // 10 or 15 points for seat 2
    return scenario({
      hands: [["6D", "7D", "8D", "9D"], [`${rank}H`, ...FILL], ["6S", "7S", "8S", "9S", extra]],
      table: ["9C", `${rank}C`, `${rank}D`, `${rank}S`],
      turn: 1,
      patch: rank === "J" ? { calledSuit: "H" } : {},
    });
  };
  const lay = (rank: string) => (rank === "J" ? playJ("C", "JH") : play(`${rank}H`));

  for (const rank of ["10", "J", "Q", "K", "A"]) {
    it(`bridge of ${rank}s: the layer of the fourth may declare it; everyone scores the hand (jacks of the move −20)`, () => {
      const { state, events } = act(bridgePosition(rank), 1, lay(rank));
      expect(state.phase).toBe("bridge");
      expect(game101.activeSeats(state)).toEqual([1]);
      expect(game101.legalActions(state, 1)).toEqual([{ type: "bridge" }, { type: "noBridge" }]);
      expect(game101.timing!(state, 1)).toEqual({ timeLimitMs: 10000, onTimeout: { type: "noBridge" }, lapseIsAnswer: true });
      expect(game101.view(state, 0).bridgeWindow).toBe(1);
      expect(ofType(events, "skipped")).toEqual([]); // the move's effects wait for the answer
      const declared = act(state, 1, { type: "bridge" });
      const seat2 = rank === "A" ? 10 : 15;
      expect(ofType(declared.events, "roundScored")[0]).toMatchObject({ reason: "bridge", seat: 1, scores: [0, rank === "J" ? -20 : 0, seat2] });
      expect(declared.state.round).toBe(2);
    });

    it(`bridge of ${rank}s not declared: play goes on in the same round with the move's effects`, () => {
      const window = act(bridgePosition(rank), 1, lay(rank)).state;
      const { state, events } = act(window, 1, { type: "noBridge" });
      expect(ofType(events, "roundScored")).toEqual([]);
      expect(state.round).toBe(1);
      expect(state.phase).toBe("play");
      expect(state.turn).toBe(rank === "A" ? 0 : 2); // the ace skips seat 2
      expect(state.calledSuit).toBe(rank === "J" ? "C" : null);
      expectRefused(game101, state, state.turn, { type: "bridge" }, "NO_BRIDGE_WINDOW");
    });
  }

  it("bridge not declared: the window closes and the move's effects apply then", () => {
    const { state } = act(bridgePosition("A"), 1, play("AH"));
    const { state: after, events } = act(state, 1, { type: "noBridge" });
    expect(ofType(events, "bridge")).toEqual([{ type: "bridge", to: "all", seat: 1, declared: false, rank: "A" }]);
    expect(ofType(events, "skipped").map((e) => e.seat)).toEqual([2]);
    expect(after.turn).toBe(0);
    expect(after.phase).toBe("play");
    expectRefused(game101, after, 0, { type: "bridge" }, "NO_BRIDGE_WINDOW");
    expect(game101.timing!(after, 0)).toBeUndefined();
  });

  it("bridge declared: the round ends at once, without the move's effects (QS on top draws nothing)", () => {
    const s0 = scenario({ hands: [["6D", "7D"], ["QS", "6H"], ["6S", "7S"]], table: ["9C", "QC", "QD", "QH"], bank: ["AS", "AH", "AD", "AC", "KC"], turn: 1, limit: null });
    const window = act(s0, 1, play("QS")).state;
    expect(window.hands[2]).toEqual(["6S", "7S"]);
    const declared = act(window, 1, { type: "bridge" });
    expect(ofType(declared.events, "penalty")).toEqual([]);
    expect(ofType(declared.events, "roundScored")[0]!.scores).toEqual([0, 0, 0]);
    const declined = act(window, 1, { type: "noBridge" });
    expect(declined.state.hands[2]).toEqual(["6S", "7S", "AS", "AH", "AD", "AC", "KC"]);
  });

  it("bridge by several players: each lays a king, the fourth's layer gets the window", () => {
    const s0 = scenario({ hands: [["KD", "6D", "7D", "8D", "9D"], ["KH", "KC", "6C", "7C", "8C"], ["KS", "6S", "7S", "8S", "9S"]], table: ["9H"], turn: 1 });
    let { state } = run(s0, [
      [1, play("KH")],
      [2, play("KS")],
      [0, play("KD")],
    ]);
    expect(state.phase).toBe("play");
    ({ state } = act(state, 1, play("KC")));
    expect(state.phase).toBe("bridge");
    expect(game101.activeSeats(state)).toEqual([1]);
    const { events } = act(state, 1, { type: "bridge" });
    expect(ofType(events, "roundScored")[0]!.scores).toEqual([0, 0, 0]);
  });

  it("bridge in one move: four kings at once", () => {
    const s0 = scenario({ hands: [["6D"], ["KH", "KC", "KS", "KD", "6C"], ["6S"]], table: ["9H"], turn: 1 });
    expect(act(s0, 1, play("KH", "KC", "KS", "KD")).state.phase).toBe("bridge");
  });

  it("bridge: going out beats it — the round ends as going out", () => {
    const s0 = scenario({ hands: [["6D", "QD"], ["KH"], ["6S"]], table: ["9C", "KC", "KD", "KS"], turn: 1 });
    const { state, events } = act(s0, 1, play("KH"));
    expect(ofType(events, "bridgeWindow")).toEqual([]);
    expect(ofType(events, "roundScored")[0]).toMatchObject({ reason: "out", seat: 1, scores: [10, 0, 0] });
    expect(state.round).toBe(2);
  });

  it("bridge window: only the answer is accepted, only from its seat", () => {
    const { state } = act(bridgePosition("K"), 1, play("KH"));
    expectRefused(game101, state, 1, play("6H"), "BRIDGE_ANSWER_REQUIRED");
    expectRefused(game101, state, 1, DRAW, "BRIDGE_ANSWER_REQUIRED");
    expectRefused(game101, state, 2, { type: "bridge" }, "NOT_YOUR_TURN");
    expect(game101.timing!(state, 2)).toBeUndefined();
    expectRefused(game101, bridgePosition("K"), 1, { type: "bridge" }, "NO_BRIDGE_WINDOW");
  });
});

describe("score limit (ліміт): 101 by default", () => {
  const ending = (totals: number[], extra: Partial<Parameters<typeof scenario>[0]> = {}) =>
    act(scenario({ hands: [["9D"], ["KD", "6S"], ["QD", "7S"]], table: ["9C"], turn: 0, patch: { totals }, ...extra }), 0, play("9D"));

  it("limit: exactly the limit resets to 0, and so does exactly half of it (50)", () => {
    const { state, events } = ending([0, 91, 40]);
    expect(ofType(events, "reset").map((e) => e.seat)).toEqual([1, 2]);
    expect(state.totals).toEqual([0, 0, 0]);
    expect(ofType(events, "eliminated")).toEqual([]);
  });

  it("limit: above it a player is out; the game goes on without them", () => {
    const { state, events } = ending([0, 95, 60]);
    expect(ofType(events, "eliminated")).toEqual([{ type: "eliminated", to: "all", seat: 1, total: 105 }]);
    expect(state.totals).toEqual([0, 105, 70]);
    expect(state.round).toBe(2);
    expect(state.dealer).toBe(2);
    expect(state.hands[1]).toEqual([]);
    expect(game101.view(state, 0).out).toEqual([false, true, false]);
    expect(game101.result(state)).toBeNull();
    expect(cardCount(state)).toBe(36);
  });

  it("limit: the last player left wins", () => {
    const { state } = act(scenario({ hands: [["9D"], ["KD", "6S"]], table: ["9C"], turn: 0, patch: { totals: [40, 95] } }), 0, play("9D"));
    expect(game101.result(state)).toEqual({ scores: [40, 105], winners: [0], ranks: [1, 2] });
    expect(game101.activeSeats(state)).toEqual([]);
    expectRefused(game101, state, 0, DRAW, "GAME_OVER");
  });

  it("limit: when all remaining players go out together, the lowest total among them wins", () => {
    const s0 = scenario({
      hands: [["AH", "10D"], ["QD", "KD"], []],
      table: ["9C", "AC", "AD", "AS"],
      turn: 0,
      patch: { round: 3, totals: [95, 90, 130], outRound: [null, null, 1] },
    });
    const window = act(s0, 0, play("AH")).state;
    const { state, events } = act(window, 0, { type: "bridge" });
    expect(ofType(events, "eliminated").map((e) => e.seat)).toEqual([0, 1]);
    expect(game101.result(state)).toEqual({ scores: [105, 110, 130], winners: [0], ranks: [1, 2, 3] });
  });

  it("no limit: totals grow past 101 and the game goes on until the host ends it", () => {
    const { state } = ending([500, 300, 0], { limit: null });
    expect(state.totals).toEqual([500, 310, 10]);
    expect(state.round).toBe(2);
    expect(game101.result(state)).toBeNull();
    const ended = game101.endByHost(state).state;
    expect(game101.result(ended)).toEqual({ scores: [500, 310, 10], winners: [2], ranks: [3, 2, 1], endedByHost: true });
  });
});

describe("host ends the game", () => {
  it("host end mid-round: the unfinished round does not count; the lowest total still in wins", () => {
    const s0 = scenario({ hands: [["9D", "QS"], ["KD", "6S"], ["QD", "7S"], []], table: ["9C"], turn: 0, patch: { totals: [30, 10, 20, 140], outRound: [null, null, null, 2] } });
    const { state, events } = game101.endByHost(s0);
    expect(ofType(events, "gameOver")).toHaveLength(1);
    expect(game101.result(state)).toEqual({ scores: [30, 10, 20, 140], winners: [1], ranks: [3, 1, 2, 4], endedByHost: true });
    expect(game101.activeSeats(state)).toEqual([]);
    expectRefused(game101, state, 0, play("9D"), "GAME_OVER");
    expect(() => game101.endByHost(state)).toThrow();
  });

  it("host end: tied lowest totals share the win", () => {
    const s0 = scenario({ hands: [["9D"], ["KD"]], table: ["9C"], turn: 0, patch: { totals: [10, 10] } });
    expect(game101.result(game101.endByHost(s0).state)).toMatchObject({ winners: [0, 1], ranks: [1, 1] });
  });
});
