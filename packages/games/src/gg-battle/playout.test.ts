/** The search level's fast path against the public engine: same states, same events, same choices. */
import { describe, expect, it } from "vitest";
import { botAction, createRandom, makeBot, Match, searchBot, type GameEvent } from "@gg/core";
import { propertyRuns } from "@gg/core/testing";
import { candidates, codeIndex } from "./bots.ts";
import { BATTLE_DECK } from "./cards.ts";
import { ggBattle } from "./index.ts";
import { applyInPlace, playOut, playoutCopy, searchMove } from "./playout.ts";
import type { GGBattleAction, GGBattleState, Work } from "./state.ts";
import { playoutView } from "./view.ts";

/** Plays a match of rules and random bots (by seat parity), calling `visit` with each play-phase state and the action about to be applied. */
function playMatch(seed: string, players: number, strategyDeck: boolean, visit: (match: Match<typeof ggBattle>, action: GGBattleAction) => void): void {
  const match = new Match(ggBattle, { players, seed, options: { strategyDeck } });
  const bots = Array.from({ length: players }, (_, seat) => makeBot(ggBattle, seat % 2 === 0 ? "rules" : "random"));
  const random = createRandom(`${seed}/bots`);
  while (!match.result()) {
    const seat = match.activeSeats()[0]!;
    const action = botAction(ggBattle, bots[seat]!, match.state, seat, random);
    if (match.state.phase === "play") visit(match, action);
    match.act(seat, action);
  }
}

describe("the fast playout path", () => {
  it("indexes every card code by its characters", () => {
    // BATTLE_DECK is GG, B, B, W, W, R1…R9, P1…P9, S1…S9: 0, 1, 1, 2, 2, 3…29.
    expect(BATTLE_DECK.map(codeIndex)).toEqual([0, 1, 1, 2, 2, ...Array.from({ length: 27 }, (_, i) => 3 + i)]);
  });

  it("applies every action of random matches exactly as the public apply does: same states, same events", () => {
    const runs = propertyRuns(24);
    let steps = 0;
    for (let run = 0; run < runs; run++) {
      const players = 2 + (run % 3);
      let fast: Work | null = null;
      playMatch(`fast-path-${run}`, players, run % 4 !== 3, (match, action) => {
        const state = match.state;
        // One working copy carried through the whole match, edited in place.
        fast ??= playoutCopy(state);
        expect(JSON.stringify(fast)).toBe(JSON.stringify(state));
        // The playouts' rules bots read views that share the copy's arrays: the same views.
        for (let seat = 0; seat < players; seat++) expect(JSON.stringify(playoutView(fast, seat))).toBe(JSON.stringify(ggBattle.view(state, seat)));
        const before = JSON.stringify(state);
        const events: GameEvent[] = [];
        applyInPlace(fast, state.turn, action, events);
        const out = ggBattle.apply(state, state.turn, action);
        expect(JSON.stringify(fast)).toBe(JSON.stringify(out.state));
        expect(events).toEqual(out.events);
        expect(JSON.stringify(state)).toBe(before); // the source state is never edited
        steps++;
      });
      expect(fast).not.toBeNull();
      expect((fast as Work | null)?.phase).toBe("over");
    }
    expect(steps).toBeGreaterThan(runs * 20);
  });

  it("leaves the state it copied untouched through whole playouts", () => {
    let checked = 0;
    playMatch("playout-source", 3, true, (match) => {
      if (match.actionCount % 5 !== 0) return;
      const state: GGBattleState = match.state;
      const before = JSON.stringify(state);
      playOut(playoutCopy(state), state.turn, createRandom(`po-${checked++}`), 1000);
      expect(JSON.stringify(state)).toBe(before);
    });
    expect(checked).toBeGreaterThan(5);
  });

  it("makes the same choices as the platform's searchBot for the same random seed", () => {
    const platform = searchBot(ggBattle, { playouts: 60, maxPlayoutActions: 12, budgetMs: Infinity });
    const limits = { playouts: 60, maxPlayoutActions: 12, budgetMs: Infinity };
    let decisions = 0;
    for (const players of [2, 4]) {
      playMatch(`same-choice-${players}`, players, true, (match) => {
        const seat = match.state.turn;
        if (match.actionCount % 4 !== 0 || decisions >= 24) return;
        const view = match.view(seat);
        const moves = candidates(view, seat, match.legalActions(seat), createRandom(`c-${decisions}`));
        if (moves.length < 2) return;
        const fast = searchMove(view, seat, moves, createRandom(`s-${decisions}`), limits);
        const slow = platform.act({ seat, view, legal: moves, random: createRandom(`s-${decisions}`) });
        expect(fast).toBe(slow);
        decisions++;
      });
    }
    expect(decisions).toBeGreaterThan(10);
  });
});
