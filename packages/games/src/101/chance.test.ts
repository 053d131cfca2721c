/** Chance kinds: dice, deal with its bank order and reshuffles are fixable, and so live in a record. */
import { describe, expect, it } from "vitest";
import { Match, replay } from "@gg/core";
import { game101 } from "./index.ts";
import { dealOf, diceFor } from "./testkit.ts";

describe("chance outcomes (dice, deal, reshuffle)", () => {
  it("a fixed deal gives exactly the stacked hands, opening card and bank order, and the record replays it", () => {
    const bank = ["AS", "AH", "AD", "AC", "KS"];
    const hands = { 0: ["6C", "7C", "8C", "10C", "QC"], 1: ["6D", "7D", "8D", "10D", "QD"], 2: ["6H", "7H", "8H", "KH", "9H"] };
    const chance = [...diceFor(3, 2), dealOf(3, 2, hands, bank)];
    const match = new Match(game101, { players: 3, seed: "fixed", chance });
    const state = match.state;
    expect(state.dealer).toBe(2);
    expect(state.hands).toEqual([hands[0], hands[1], ["6H", "7H", "8H", "KH"]]);
    expect(state.table).toEqual(["9H"]); // the dealer's fifth card opened by itself
    expect(state.bank.slice(0, 5)).toEqual(bank);
    expect(state.bank).toHaveLength(21);
    const played = match.record();
    expect(played.chance).toEqual(chance);
    expect(replay(game101, JSON.parse(JSON.stringify(played))).state).toEqual(state);
  });

  it("the opening QS draws from the fixed bank order", () => {
    const bank = ["AS", "AH", "AD", "AC", "KS"];
    const chance = [...diceFor(2, 1), dealOf(2, 1, { 0: ["6C", "7C", "8C", "9C", "10C"], 1: ["6D", "7D", "8D", "9D", "QS"] }, bank)];
    const { state } = game101.setup({ players: 2, options: game101.options.parse({}), seed: "x", chance });
    expect(state.hands[0]).toEqual(["6C", "7C", "8C", "9C", "10C", ...bank]);
    expect(state.turn).toBe(0);
  });
});
