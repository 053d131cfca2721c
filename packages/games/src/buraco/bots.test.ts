import { describe, expect, it } from "vitest";
import { Match, createRandom, playMatch } from "@gg/core";
import { buraco } from "./index.ts";
import { buracoRulesBot } from "./bots.ts";
import { readSequence, type Sequence } from "./sequence.ts";
import { firstDealer, stackedDeal } from "./stacking.ts";
import type { BuracoAction, BuracoState } from "./state.ts";
import type { BuracoView } from "./view.ts";

const seq = (cards: string[]): Sequence => readSequence(cards) as Sequence;

function decide(patch: Partial<BuracoState>): BuracoAction {
  const base = new Match(buraco, { players: 2, seed: "bots", chance: [firstDealer(2), stackedDeal(2, {})] }).state as BuracoState;
  const state: BuracoState = { ...base, ...patch };
  const view = buraco.view(state, 0) as BuracoView;
  return buracoRulesBot().act({ seat: 0, view, legal: buraco.legalActions(state, 0), random: createRandom("bot") });
}

describe("Buraco bots", () => {
  it("rules takes the pile when it lays one of its cards down at once, and draws otherwise", () => {
    const melds: BuracoState["melds"] = [[seq(["5H", "6H", "7H"])], []];
    expect(decide({ hands: [["9C", "KD", "QS"], []], discards: ["8H"], melds })).toEqual({ type: "takeDiscards" });
    expect(decide({ hands: [["9C", "KD", "QS"], []], discards: ["4S"], melds })).toEqual({ type: "draw" });
    // A card it could use but not lay down now (one card left that it could not discard) is not worth a take.
    expect(decide({ hands: [["9C"], []], discards: ["8H"], melds, mortos: [] })).toEqual({ type: "draw" });
  });

  it("rules lays down before it discards, and keeps its wild cards", () => {
    const action = decide({ phase: "play", hands: [["3S", "4S", "5S", "X", "KD"], []] });
    expect(action).toMatchObject({ type: "meld", cards: ["3S", "4S", "5S"] });
    const discard = decide({ phase: "play", hands: [["X", "KD", "9C"], []] });
    expect(discard.type).toBe("discard");
    expect(discard).not.toEqual({ type: "discard", card: "X" });
  });

  it("rules and search finish their matches (no endless passing of one card)", () => {
    for (const bots of [["rules", "rules"], ["search", "rules"]]) {
      const { result } = playMatch(buraco, { players: 2, seed: "finish", options: { target: 1500 }, bots, maxActions: 20_000 });
      expect(result.winners.length).toBeGreaterThan(0);
    }
  });
});
