import { describe, expect, it } from "vitest";
import { Match, type GameEvent } from "@gg/core";
import { describeContract, expectRefused } from "@gg/core/testing";
import { valueOfCards } from "./cards.ts";
import { buraco } from "./index.ts";
import { readSequence, type Sequence } from "./sequence.ts";
import { firstDealer, stackedDeal, type DealParts } from "./stacking.ts";
import type { BuracoAction, BuracoState } from "./state.ts";
import type { BuracoView } from "./view.ts";

type M = Match<typeof buraco>;

function start(players: number, parts: DealParts, options: object = {}): M {
  return new Match(buraco, { players, seed: "stacked", chance: [firstDealer(players), stackedDeal(players, parts)], options });
}
const state = (m: M) => m.state as BuracoState;
const act = (m: M, action: BuracoAction) => m.act(state(m).turn, action);
const seq = (cards: string[]): Sequence => readSequence(cards) as Sequence;
const types = (events: readonly GameEvent[]) => events.map((e) => e.type);

const HEARTS_3_TO_K = ["3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH"];
const SPADES_3_TO_K = ["3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS"];
const CLEAN_CANASTRA = seq(["3D", "4D", "5D", "6D", "7D", "8D", "9D"]);
const DIRTY_CANASTRA = seq(["3C", "4C", "5C", "X", "7C", "8C", "9C"]);

/** A position built on a stacked deal: seat 0 on turn, after its draw unless told otherwise. */
function position(players: number, patch: Partial<BuracoState>): BuracoState {
  const base = start(players, {}).state as BuracoState;
  return { ...base, phase: "play", ...patch };
}

describeContract(buraco, { players: [2, 4], options: [{ target: 1500 }], runs: 1 });

describe("Buraco: the deal", () => {
  it("deals 11 cards each, two mortos of 11, turns one card and leaves the rest as the stock", () => {
    for (const players of [2, 4]) {
      const s = state(start(players, {}));
      expect(s.hands.map((h) => h.length)).toEqual(new Array(players).fill(11));
      expect(s.mortos.map((m) => m.length)).toEqual([11, 11]);
      expect(s.discards).toHaveLength(1);
      expect(s.stock).toHaveLength(108 - 11 * players - 22 - 1);
    }
  });

  it("shows the seat its own hand, the others' as counts, the pile in full", () => {
    const m = start(2, { hands: [["5H"], ["9S"]], discard: "QC" });
    const v = m.view(0) as BuracoView;
    expect(v.hand).toContain("5H");
    expect(v.hand).not.toContain("9S");
    expect(v.handCounts).toEqual([11, 11]);
    expect(v.discards).toEqual(["QC"]);
    expect(v.stockCount).toBe(63);
    expect(v.mortosLeft).toBe(2);
    expect((m.view("spectator") as BuracoView).hand).toEqual([]);
  });
});

describe("Buraco: a turn", () => {
  it("draws or takes the pile first, once", () => {
    const m = start(2, { hands: [["3H", "4H", "5H"]], stock: ["9C"] });
    expectRefused(buraco, state(m), 0, { type: "meld", cards: ["3H", "4H", "5H"] }, "MUST_DRAW_FIRST");
    expectRefused(buraco, state(m), 0, { type: "discard", card: "3H" }, "MUST_DRAW_FIRST");
    const { events } = act(m, { type: "draw" });
    expect(state(m).hands[0]).toContain("9C");
    expect(events.find((e) => e.type === "drew" && Array.isArray(e.to))).toMatchObject({ to: [0], card: "9C" });
    expect(events.find((e) => e.type === "drew" && !Array.isArray(e.to))).not.toHaveProperty("card");
    expectRefused(buraco, state(m), 0, { type: "draw" }, "ALREADY_DREW");
    expectRefused(buraco, state(m), 0, { type: "takeDiscards" }, "ALREADY_DREW");
  });

  it("lets the first player take the single turned card, but not discard it that turn", () => {
    const m = start(2, { discard: "7S" });
    expect(buraco.legalActions(state(m), 0)).toContainEqual({ type: "takeDiscards" });
    act(m, { type: "takeDiscards" });
    expect(state(m).hands[0]).toContain("7S");
    expect(state(m).discards).toEqual([]);
    expectRefused(buraco, state(m), 0, { type: "discard", card: "7S" }, "CANNOT_DISCARD_TAKEN_CARD");
    expect(buraco.legalActions(state(m), 0)).not.toContainEqual({ type: "discard", card: "7S" });
    const other = state(m).hands[0]!.find((c) => c !== "7S")!;
    act(m, { type: "discard", card: other });
    expect(state(m).discards).toEqual([other]);
    expect(state(m).turn).toBe(1);
  });

  it("takes the whole pile, and any of its cards may then be discarded", () => {
    const m = start(2, { discard: "7S", stock: ["8C", "9D"] });
    act(m, { type: "draw" });
    act(m, { type: "discard", card: "8C" });
    act(m, { type: "takeDiscards" });
    expect(state(m).hands[1]!.filter((c) => c === "7S" || c === "8C").sort()).toEqual(["7S", "8C"]);
    act(m, { type: "discard", card: "7S" });
    expect(state(m).discards).toEqual(["7S"]);
  });

  it("refuses to take a one-card pile when the hand holds only copies of it (nothing could be discarded)", () => {
    const s = position(2, { phase: "draw", hands: [["7S"], state(start(2, {})).hands[1]!], discards: ["7S"] });
    expect(buraco.legalActions(s, 0)).toEqual([{ type: "draw" }]);
    expectRefused(buraco, s, 0, { type: "takeDiscards" }, "NO_DISCARD_LEFT");
  });

  it("lists natural runs and runs with one wild card among the legal melds", () => {
    const s = position(2, { hands: [["3H", "4H", "5H", "6H", "8S", "9S", "X", "KC", "KD"], []] });
    const melds = buraco.legalActions(s, 0).filter((a) => a.type === "meld").map((a) => (a as { readonly cards: readonly string[] }).cards);
    expect(melds).toContainEqual(["3H", "4H", "5H", "6H"]);
    expect(melds).toContainEqual(["8S", "9S", "X"]);
    expect(melds).toContainEqual(["3H", "4H", "5H", "6H", "X"]);
    for (const cards of melds) expect(() => buraco.apply(s, 0, { type: "meld", cards })).not.toThrow();
  });

  it("lays down any valid sequence, not only the listed ones, and refuses a bad one with its reason", () => {
    const s = position(2, { hands: [["3H", "4H", "5H", "6H", "X", "2C", "KC", "KD"], []] });
    const { state: after } = buraco.apply(s, 0, { type: "meld", cards: ["4H", "5H", "X"] });
    expect(after.melds[0]).toEqual([seq(["4H", "5H", "X"])]);
    expectRefused(buraco, s, 0, { type: "meld", cards: ["4H", "5H", "X", "2C"] }, "TWO_WILD_CARDS");
    expectRefused(buraco, s, 0, { type: "meld", cards: ["3H", "5H", "6H"] }, "NOT_A_SEQUENCE");
    expectRefused(buraco, s, 0, { type: "meld", cards: ["3H", "4H", "KC"] }, "MIXED_SUITS");
    expectRefused(buraco, s, 0, { type: "meld", cards: ["7H", "8H", "9H"] }, "CARD_NOT_IN_HAND");
    expectRefused(buraco, s, 0, { type: "meld", cards: "3H" }, "MALFORMED_ACTION");
  });

  it("extends the team's sequence: the wild card moves to an end when a natural takes its place", () => {
    const s = position(2, { hands: [["6H", "9H", "KC", "KD"], []], melds: [[seq(["5H", "X", "7H"])], []] });
    const { state: after, events } = buraco.apply(s, 0, { type: "extend", meld: 0, cards: ["5H", "6H", "7H", "X"] });
    expect(after.melds[0][0]).toMatchObject({ cards: ["5H", "6H", "7H", "X"], wild: 3 });
    expect(events[0]).toMatchObject({ type: "extended", added: ["6H"] });
    expectRefused(buraco, s, 0, { type: "extend", meld: 1, cards: ["5H", "X", "7H", "8H"] }, "NO_SUCH_MELD");
    expectRefused(buraco, s, 0, { type: "extend", meld: 0, cards: ["5H", "X", "7H", "8H"] }, "CARD_NOT_IN_HAND");
    expectRefused(buraco, s, 0, { type: "extend", meld: 0, cards: ["5H", "X", "7H"] }, "NOTHING_ADDED");
  });

  it("marks canastras clean or dirty in the view", () => {
    const s = position(2, { melds: [[CLEAN_CANASTRA, DIRTY_CANASTRA, seq(["JH", "QH", "KH"])], []] });
    expect((buraco.view(s, 1) as BuracoView).melds[0].map((m) => m.canastra)).toEqual(["clean", "dirty", null]);
  });

  it("lets a team hold several sequences of one suit", () => {
    const s = position(2, { hands: [["3H", "4H", "5H", "9H", "10H", "JH", "KC"], []] });
    const once = buraco.apply(s, 0, { type: "meld", cards: ["3H", "4H", "5H"] }).state;
    const twice = buraco.apply(once, 0, { type: "meld", cards: ["9H", "10H", "JH"] }).state;
    expect(twice.melds[0]).toHaveLength(2);
  });
});

describe("Buraco: the mortos", () => {
  it("gives the morto at once to a player who empties the hand by laying down; the turn goes on without a draw", () => {
    const m = start(2, { hands: [HEARTS_3_TO_K], stock: ["AH"], mortos: [SPADES_3_TO_K, ["2D"]] });
    act(m, { type: "draw" });
    const { events } = act(m, { type: "meld", cards: [...HEARTS_3_TO_K, "AH"] });
    expect(types(events)).toEqual(["melded", "mortoTaken", "hand"]);
    const s = state(m);
    expect(s.hands[0]).toEqual(SPADES_3_TO_K);
    expect(s.morto).toEqual(["taken", "none"]);
    expect(s.mortos).toHaveLength(1);
    expect(s.mortos[0]).toContain("2D"); // the other team gets the next morto
    expect(s.phase).toBe("play");
    expect(s.turn).toBe(0);
    expectRefused(buraco, s, 0, { type: "draw" }, "ALREADY_DREW");
    act(m, { type: "discard", card: "3S" });
    expect(state(m).turn).toBe(1);
  });

  it("sets the morto aside for a player who empties the hand by discarding, and makes it the hand at the start of the next turn", () => {
    const m = start(2, { hands: [HEARTS_3_TO_K], stock: ["5C", "6C", "7C"], mortos: [SPADES_3_TO_K] });
    act(m, { type: "draw" });
    act(m, { type: "meld", cards: HEARTS_3_TO_K });
    const { events } = act(m, { type: "discard", card: "5C" });
    expect(types(events)).toEqual(["discarded", "mortoSetAside"]);
    expect(state(m).hands[0]).toEqual([]);
    expect(state(m).morto).toEqual(["setAside", "none"]);
    expect((m.view(1) as BuracoView).mortoSetAside).toEqual([true, false]);
    act(m, { type: "draw" });
    const next = act(m, { type: "discard", card: "6C" });
    expect(types(next.events)).toEqual(["discarded", "mortoTaken", "hand"]);
    expect(next.events.find((e) => e.type === "hand")!.to).toEqual([0]);
    expect(state(m)).toMatchObject({ turn: 0, phase: "draw", morto: ["taken", "none"] });
    expect((m.view(0) as BuracoView).hand).toEqual(SPADES_3_TO_K);
    expect((m.view(1) as BuracoView).handCounts[0]).toBe(11);
  });

  it("scores −100 for a morto set aside when the hand ends before it is picked up", () => {
    const s = position(2, {
      turn: 1,
      hands: [[], ["9C"]],
      setAside: [SPADES_3_TO_K, null],
      morto: ["setAside", "taken"],
      melds: [[], [CLEAN_CANASTRA]],
    });
    const { state: after } = buraco.apply(s, 1, { type: "discard", card: "9C" });
    expect(after.sheet[0]!.teams[0]!.morto).toBe(-100);
    expect(after.sheet[0]!.teams[1]).toMatchObject({ wentOut: 100, morto: 0 });
  });

  it("with 4 players, only the first partner to empty a hand takes the team's morto", () => {
    const hands = [[], [], ["3D", "4D", "5D"], []];
    const taken = position(4, { turn: 2, hands, morto: ["taken", "none"] });
    expectRefused(buraco, taken, 2, { type: "meld", cards: ["3D", "4D", "5D"] }, "CANNOT_GO_OUT_WITHOUT_CLEAN_CANASTRA");
    const aside = position(4, { turn: 2, hands, morto: ["setAside", "none"] });
    expectRefused(buraco, aside, 2, { type: "meld", cards: ["3D", "4D", "5D"] }, "CANNOT_GO_OUT_WITHOUT_MORTO");
  });
});

describe("Buraco: going out", () => {
  it("refuses to empty a hand when no morto is left for the team", () => {
    const s = position(2, { hands: [["3D", "4D", "5D"], []], mortos: [] });
    expectRefused(buraco, s, 0, { type: "meld", cards: ["3D", "4D", "5D"] }, "CANNOT_GO_OUT_WITHOUT_MORTO");
    expectRefused(buraco, { ...s, hands: [["9C"], []] }, 0, { type: "discard", card: "9C" }, "CANNOT_GO_OUT_WITHOUT_MORTO");
  });

  it("refuses a meld that leaves one card the player could not discard", () => {
    const s = position(2, { hands: [["3D", "4D", "5D", "9C"], []], mortos: [] });
    expectRefused(buraco, s, 0, { type: "meld", cards: ["3D", "4D", "5D"] }, "NO_DISCARD_LEFT");
    expect(buraco.legalActions(s, 0).filter((a) => a.type === "meld")).toEqual([]);
    const taken = position(2, { hands: [["3D", "4D", "5D", "7S"], []], takenCard: "7S" });
    expectRefused(buraco, taken, 0, { type: "meld", cards: ["3D", "4D", "5D"] }, "NO_DISCARD_LEFT");
  });

  it("needs a clean canastra once the morto is taken", () => {
    const s = position(2, { hands: [["9C"], []], morto: ["taken", "none"], melds: [[DIRTY_CANASTRA], []] });
    expectRefused(buraco, s, 0, { type: "discard", card: "9C" }, "CANNOT_GO_OUT_WITHOUT_CLEAN_CANASTRA");
    expect(buraco.legalActions(s, 0)).toEqual([]);
  });

  it("goes out by discarding the last card with the morto taken and a clean canastra: +100 and the hand ends", () => {
    const s = position(2, { hands: [["9C"], ["KC", "KD"]], morto: ["taken", "none"], melds: [[CLEAN_CANASTRA, DIRTY_CANASTRA], []] });
    const { state: after, events } = buraco.apply(s, 0, { type: "discard", card: "9C" });
    expect(types(events).slice(0, 3)).toEqual(["discarded", "wentOut", "roundScored"]);
    const line = after.sheet[0]!;
    expect(line.wentOut).toBe(0);
    expect(line.teams[0]).toEqual({
      melded: valueOfCards(CLEAN_CANASTRA.cards) + valueOfCards(DIRTY_CANASTRA.cards),
      canastras: 300,
      wentOut: 100,
      inHand: 0,
      morto: 0,
      total: valueOfCards(CLEAN_CANASTRA.cards) + valueOfCards(DIRTY_CANASTRA.cards) + 400,
    });
    expect(line.teams[1]).toEqual({ melded: 0, canastras: 0, wentOut: 0, inHand: -20, morto: -100, total: -120 });
    expect(after).toMatchObject({ round: 2, starter: 1, turn: 1, phase: "draw" });
  });

  it("goes out by laying down every card", () => {
    const m = start(2, { hands: [HEARTS_3_TO_K], stock: ["AH"], mortos: [SPADES_3_TO_K] });
    act(m, { type: "draw" });
    act(m, { type: "meld", cards: [...HEARTS_3_TO_K, "AH"] });
    const { events } = act(m, { type: "meld", cards: SPADES_3_TO_K });
    expect(types(events).slice(0, 3)).toEqual(["melded", "wentOut", "roundScored"]);
    const scored = events.find((e) => e.type === "roundScored")!;
    expect((scored.points as number[])[0]).toBe(valueOfCards([...HEARTS_3_TO_K, "AH", ...SPADES_3_TO_K]) + 200 + 200 + 100);
  });
});

describe("Buraco: the end of the stock", () => {
  /** Plays turns of draw-and-discard-it until `until` holds after a turn. */
  function drawAndDiscard(m: M, until: (events: readonly GameEvent[]) => boolean): readonly GameEvent[] {
    for (let turn = 0; turn < 200; turn++) {
      act(m, { type: "draw" });
      const seat = state(m).turn;
      const drawn = state(m).hands[seat]!.at(-1)!;
      const { events } = act(m, { type: "discard", card: drawn });
      if (until(events)) return events;
    }
    throw new Error("never happened");
  }

  it("turns the next morto on the table into the stock, and ends the hand when none is left", () => {
    const m = start(2, {});
    const first = drawAndDiscard(m, (events) => types(events).includes("mortoToStock"));
    expect(first.find((e) => e.type === "mortoToStock")).toMatchObject({ stock: 11 });
    expect(state(m).stock).toHaveLength(11);
    expect(state(m).mortos).toHaveLength(1);
    const second = drawAndDiscard(m, (events) => types(events).includes("mortoToStock"));
    expect(second).toBeDefined();
    expect(state(m).mortos).toHaveLength(0);
    const end = drawAndDiscard(m, (events) => types(events).includes("roundScored"));
    const line = state(m).sheet[0]!;
    expect(line.wentOut).toBeNull();
    expect(line.teams.map((t) => t.morto)).toEqual([-100, -100]);
    expect(end.find((e) => e.type === "roundScored")).toMatchObject({ round: 1 });
    expect(state(m)).toMatchObject({ round: 2, starter: 1 });
  });
});

describe("Buraco: the match", () => {
  const goingOut = (scores: [number, number]) =>
    position(2, { hands: [["9C"], ["KC"]], morto: ["taken", "taken"], melds: [[CLEAN_CANASTRA], []], scores, options: { target: 3000 } });

  it("ends after a hand in which a team reaches the target; the higher total wins", () => {
    const { state: after } = buraco.apply(goingOut([2900, 2950]), 0, { type: "discard", card: "9C" });
    expect(after.phase).toBe("over");
    expect(buraco.result(after)).toMatchObject({ winners: [0] });
  });

  it("plays another hand when the totals are equal", () => {
    const probe = buraco.apply(goingOut([0, 0]), 0, { type: "discard", card: "9C" }).state.sheet[0]!;
    const { state: after } = buraco.apply(goingOut([3000 - probe.teams[0].total, 3000 - probe.teams[1].total]), 0, { type: "discard", card: "9C" });
    expect(after.scores).toEqual([3000, 3000]);
    expect(after.phase).toBe("draw");
    expect(after.round).toBe(2);
  });

  it("gives partners one score and one result", () => {
    const s = position(4, { hands: [["9C"], [], [], []], morto: ["taken", "none"], melds: [[CLEAN_CANASTRA], []], scores: [2900, 0], options: { target: 3000 } });
    const { state: after } = buraco.apply(s, 0, { type: "discard", card: "9C" });
    const result = buraco.result(after)!;
    expect(result.winners).toEqual([0, 2]);
    expect(result.scores[0]).toBe(result.scores[2]);
  });
});
