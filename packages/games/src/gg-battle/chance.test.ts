/** The chance kinds: the strategy deck's order (and so the deal) and Steal's pick, fixed or seeded. */
import { InvalidChanceError, Match, eventsFor, replay } from "@gg/core";
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

  it("the setup deal is told as events: each hand to its own seat, a count to everyone else and spectators", () => {
    const order = deckOrder([["Steal", "Scout"], ["Reverse", "Shield"], ["Skip", "Skip"]], ["Sink"]);
    const { events } = ggBattle.setup({ players: 3, options: { strategyDeck: true }, seed: "chance", chance: [{ kind: "strategyDeck", value: order }] });
    expect(eventsFor(events, 1)).toEqual([
      { type: "strategyDealt", to: { except: 0 }, seat: 0, count: 2 },
      { type: "strategyDealt", to: [1], seat: 1, cards: ["Reverse", "Shield"] },
      { type: "strategyDealt", to: { except: 2 }, seat: 2, count: 2 },
    ]);
    expect(eventsFor(events, "spectator")).toEqual([0, 1, 2].map((seat) => ({ type: "strategyDealt", to: { except: seat }, seat, count: 2 })));
    expect(ggBattle.setup({ players: 3, options: { strategyDeck: false }, seed: "chance" }).events).toEqual([]);
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
