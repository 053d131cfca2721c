/** What each seat sees, and the log descriptions. */
import { describe, expect, it } from "vitest";
import { ggBattle } from "./index.ts";
import type { GGBattleAction } from "./state.ts";
import { Table } from "./testkit.ts";

describe("views", () => {
  it("own piles in order with face-up flags and Shields; rivals' sizes, face-up tops, hand counts; public table facts", () => {
    const t = new Table({ players: 3, hands: [["Shield", "Reverse"], ["Sink", "Sink"], ["Swap", "Swap"]], piles: [[["R9", "R1"]], [["S1", "GG"]]] });
    t.challenge(0, 0, 1, 0); // R9 beats S1
    t.act(0, { type: "strategy", card: "Shield", pile: 1 }); // the turn passes to seat 1
    const mine = ggBattle.view(t.state, 0);
    expect(mine.ownPiles![0]).toEqual({ cards: t.pile(0, 0), topFaceUp: true, shields: 0 });
    expect(mine.ownPiles![1]!.shields).toBe(1);
    expect(mine.hand).toEqual(["Reverse"]);
    const theirs = ggBattle.view(t.state, 1);
    expect(theirs.ownPiles![0]!.cards[0]).toBe("GG");
    expect(theirs.hand).toEqual(["Sink", "Sink"]);
    expect(theirs.seats[0]).toMatchObject({ pileSizes: [8, 8, 8, 8], faceUp: ["R9", null, null, null], shields: [0, 1, 0, 0], strategyCards: 1, pileCards: 32 });
    expect(theirs.seats[1]).toMatchObject({ pileSizes: [7, 8, 8, 8], discards: 1 });
    expect(theirs).toMatchObject({ phase: "play", turn: 1, direction: 1, deckSize: 18, eliminated: [], secondChance: 0 });
    const spectator = ggBattle.view(t.state, "spectator");
    expect(spectator.ownPiles).toBeNull();
    expect(spectator.hand).toBeNull();
    expect(JSON.stringify(spectator)).not.toContain("chance");
  });

  it("describes actions for logs without revealing an arrangement", () => {
    const actions: GGBattleAction[] = [
      { type: "arrange", piles: [["GG"]] },
      { type: "throw", sign: "rock" },
      { type: "challenge", pile: 0, rival: 2, rivalPile: 3 },
      { type: "strategy", card: "Scout", rival: 1, rivalPile: 0 },
      { type: "strategy", card: "Swap", pile: 0, otherPile: 1 },
      { type: "strategy", card: "Skip" },
      { type: "endTurn" },
      { type: "pass" },
    ];
    const lines = actions.map((a) => ggBattle.describeAction!(a));
    expect(lines).toEqual([
      "arranges their piles",
      "throws rock",
      "challenges seat 2's pile 4 with pile 1",
      "plays Scout on seat 1's pile 1",
      "plays Swap on piles 1 and 2",
      "plays Skip",
      "ends the turn",
      "passes",
    ]);
  });
});
