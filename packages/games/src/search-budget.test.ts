/**
 * Every game's registered `search` bot stops at the platform's time budget
 * (`DEFAULT_DECISION_BUDGET_MS`, 150 ms of CPU; core `budget.ts`) as well as
 * at its playout cap: the bot takes the default when built and sets no
 * budget of its own. Checked cheaply: built under a default of 0 ms, each
 * searched decision runs its first sample and then the budget stops it.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_DECISION_BUDGET_MS, Match, botAction, createRandom, decisionBudgetStops, makeBot, withDefaultDecisionBudget } from "@gg/core";
import { GAMES } from "./index.ts";

const searching = GAMES.filter((game) => game.bots?.search);

describe("the search level's time budget", () => {
  it("every game has a search level", () => {
    expect(searching.map((g) => g.id).sort()).toEqual(GAMES.map((g) => g.id).sort());
    expect(DEFAULT_DECISION_BUDGET_MS).toBe(150);
  });

  it.each(searching.map((g) => [g.id, g] as const))("%s: the registered search bot stops at the platform's default budget", (_id, game) => {
    const cut = withDefaultDecisionBudget(0, () => makeBot(game, "search"));
    const rules = makeBot(game, "rules");
    const random = createRandom("budget");
    const match = new Match(game, { players: game.minPlayers, seed: "search-budget" });
    let stopped = 0;
    for (let actions = 0; !match.result() && stopped < 3 && actions < 2000; actions++) {
      const seat = match.activeSeats()[0]!;
      const before = decisionBudgetStops();
      const action = botAction(game, cut, match.state, seat, createRandom(`d-${actions}`));
      expect(() => game.apply(match.state, seat, action)).not.toThrow(); // legal (GG Battle's arrangements are not all listed)
      stopped += decisionBudgetStops() - before;
      match.act(seat, botAction(game, rules, match.state, seat, random));
    }
    expect(stopped).toBe(3);
  });
});
