/** The chance kinds: the strategy deck's order (and so the deal) and Steal's pick, fixed or seeded. */
import { InvalidChanceError, Match, replay } from "@gg/core";
import { describe, expect, it } from "vitest";
import { STRATEGY_DECK } from "./cards.ts";
import { ggBattle } from "./index.ts";
import type { GGBattleState } from "./state.ts";
import { arrangement, deckOrder } from "./testkit.ts";

const setup = (chance: { kind: string; value: unknown }[], players = 2) => ggBattle.setup({ players, options: { strategyDeck: true }, seed: "chance", chance }).state;

describe("chance outcomes", () => {
  it("a fixed strategyDeck outcome sets the deck order and the deal (two each from the top, in seat order)", () => {
    const order = deckOrder([["Steal", "Scout"], ["Reverse", "Shield"], ["Skip", "Skip"]], ["Sink"]);
    const state = setup([{ kind: "strategyDeck", value: order }], 3);
    expect(state.hands).toEqual([["Steal", "Scout"], ["Reverse", "Shield"], ["Skip", "Skip"]]);
    expect(state.deck[0]).toBe("Sink");
    expect(state.deck).toEqual(order.slice(6));
  });

  it("fixed outcomes that do not fit throw InvalidChanceError", () => {
    const bad: unknown[] = [
      "Scout",
      STRATEGY_DECK.slice(1),
      [...STRATEGY_DECK.slice(1), "Joker"],
      [...STRATEGY_DECK.slice(1), "Swap"], // two Scouts, four Swaps
    ];
    for (const value of bad) expect(() => setup([{ kind: "strategyDeck", value }])).toThrow(InvalidChanceError);
    expect(() => setup([{ kind: "steal", value: "Scout" }])).toThrow(InvalidChanceError); // not the kind drawn at setup
  });

  it("without fixed outcomes the seed decides, reproducibly", () => {
    const a = ggBattle.setup({ players: 4, options: { strategyDeck: true }, seed: "same" }).state;
    const b = ggBattle.setup({ players: 4, options: { strategyDeck: true }, seed: "same" }).state;
    const c = ggBattle.setup({ players: 4, options: { strategyDeck: true }, seed: "other" }).state;
    expect(a).toEqual(b);
    expect([...a.hands.flat(), ...a.deck].sort()).toEqual([...STRATEGY_DECK].sort());
    expect(a.deck).not.toEqual(c.deck);
  });

  it("a record with fixed outcomes replays exactly", () => {
    const chance = [
      { kind: "strategyDeck", value: deckOrder([["Steal", "Scout"], ["Reverse", "Shield"]]) },
      { kind: "steal", value: "Shield" },
    ];
    const match = new Match(ggBattle, { players: 2, seed: "rec", chance });
    for (const seat of [1, 0]) match.act(seat, { type: "arrange", piles: arrangement() });
    match.act(0, { type: "throw", sign: "paper" });
    match.act(1, { type: "throw", sign: "rock" });
    match.act(0, { type: "strategy", card: "Steal", rival: 1 });
    expect((match.state as GGBattleState).hands).toEqual([["Scout", "Shield"], ["Reverse"]]);
    const again = replay(ggBattle, JSON.parse(JSON.stringify(match.record())));
    expect(again.state).toEqual(match.state);
  });
});
