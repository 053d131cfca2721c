/** The search level's parts: determinization, evaluation, determinism; and the rules bot against random play. */
import { describe, expect, it } from "vitest";
import { botAction, createRandom, makeBot, Match, randomInt, type Seat } from "@gg/core";
import { propertyRuns } from "@gg/core/testing";
import { knownStack } from "./bots.ts";
import { BATTLE_DECK, GG, STRATEGY_DECK } from "./cards.ts";
import { ggBattle, ggBattleSearchBot } from "./index.ts";
import { determinize, evaluate } from "./search.ts";
import type { GGBattleState } from "./state.ts";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Plays a match of rules and random bots, calling `visit` before each action. */
function playMatch(seed: string, players: number, strategyDeck: boolean, visit: (state: GGBattleState) => void): GGBattleState {
  const match = new Match(ggBattle, { players, seed, options: { strategyDeck } });
  const bots = Array.from({ length: players }, (_, seat) => makeBot(ggBattle, (seat + seed.length) % 2 === 0 ? "rules" : "random"));
  const random = createRandom(`${seed}/bots`);
  while (!match.result()) {
    visit(match.state);
    const seat = match.activeSeats()[0]!;
    match.act(seat, botAction(ggBattle, bots[seat]!, match.state, seat, random));
  }
  visit(match.state);
  return match.state;
}

describe("determinize", () => {
  it("keeps the seat's own information and all public information exactly, and samples only what is hidden", () => {
    const runs = propertyRuns(12);
    let samples = 0;
    let varied = 0;
    const errors: string[] = [];
    const check = (ok: boolean, what: string) => {
      if (!ok && errors.length < 20) errors.push(`sample ${samples}: ${what}`);
    };
    for (let run = 0; run < runs; run++) {
      const players = 2 + (run % 3);
      const strategyDeck = run % 4 !== 3;
      const probe = createRandom(`determinize-${run}/probe`);
      playMatch(`determinize-${run}`, players, strategyDeck, (state) => {
        if (randomInt(probe, 3) !== 0) return;
        for (let seat = 0; seat < players; seat++) {
          const view = ggBattle.view(state, seat);
          const json = JSON.stringify(view);
          const world = determinize(JSON.parse(json), seat, createRandom(`w-${run}-${samples}`));
          samples++;
          // Everything the seat sees is the same in the sampled world.
          check(JSON.stringify(ggBattle.view(world, seat)) === json, "the seat's view");
          // The seat's own piles and hand exactly.
          check(same(world.piles[seat], state.piles[seat]), "own piles");
          check(same(world.hands[seat], state.hands[seat]), "own hand");
          if (state.phase !== "play") continue;
          // The same legal actions (the arrangement's representatives come from the secret PRNG, so only in play).
          check(same(ggBattle.legalActions(world, seat), ggBattle.legalActions(state, seat)), "legal actions");
          for (let r = 0; r < players; r++) {
            if (r === seat || state.out[r]) continue;
            const real = state.piles[r]!;
            const sampled = world.piles[r]!;
            // Rivals' cards come from their own deck: piles plus shown discards never exceed it, and the GG card is in a pile.
            const deck = BATTLE_DECK.slice();
            for (const c of [...sampled.flat(), ...state.shown[r]!]) check(deck.indexOf(c) >= 0 && deck.splice(deck.indexOf(c), 1).length === 1, `seat ${r} has no spare ${c}`);
            check(sampled.flat().includes(GG), "GG card in a pile");
            for (let p = 0; p < 4; p++) {
              check(sampled[p]!.length === real[p]!.length, "pile size");
              // Face-up cards and still-good Scout looks are where the seat knows them.
              const known = knownStack(view, r, p);
              check(same(sampled[p]!.slice(0, known.length), known) && same(real[p]!.slice(0, known.length), known), "known top cards");
            }
            if (!same(sampled, real)) varied++;
          }
          // Strategy cards are conserved: the sampled hands and deck hold only unseen cards.
          if (strategyDeck) {
            const unseen: string[] = STRATEGY_DECK.slice();
            for (const c of [...world.played, ...world.hands[seat]!]) unseen.splice(unseen.indexOf(c), 1);
            for (const c of [...world.deck, ...world.hands.filter((_, r) => r !== seat).flat()]) check(unseen.indexOf(c) >= 0 && unseen.splice(unseen.indexOf(c), 1).length === 1, `no unseen ${c}`);
            const shields = world.shields.flat().reduce((a, b) => a + b, 0);
            check(world.deck.length + world.hands.flat().length + world.strategyDiscards + world.strategyGone + shields === STRATEGY_DECK.length, "strategy cards conserved");
            check(world.deck.length === state.deck.length && same(world.hands.map((h) => h.length), state.hands.map((h) => h.length)), "hand and deck sizes");
          }
        }
      });
    }
    expect(errors.slice(0, 5)).toEqual([]);
    expect(samples).toBeGreaterThan(100);
    expect(varied).toBeGreaterThan(samples / 4); // the hidden cards really are sampled
  });

  it("keeps a Scout look: the peeked cards stay on top while the pile is not reordered", () => {
    const match = new Match(ggBattle, { players: 2, seed: "scout", options: {} });
    const random = createRandom("scout/bots");
    const rules = makeBot(ggBattle, "rules");
    let checked = 0;
    while (!match.result() && checked < 20) {
      const seat = match.activeSeats()[0]!;
      const view = match.view(seat);
      for (const peek of view.peeks) {
        const known = knownStack(view, peek.rival, peek.pile);
        for (let k = 0; k < 5; k++) {
          const world = determinize(view, seat, createRandom(`scout-${checked}-${k}`));
          expect(world.piles[peek.rival]![peek.pile]!.slice(0, known.length)).toEqual(known);
        }
        checked++;
      }
      match.act(seat, botAction(ggBattle, rules, match.state, seat, random));
    }
  });
});

describe("evaluate", () => {
  it("is 1 for a win, 0 for a loss, and between them while the game runs", () => {
    const end = playMatch("evaluate", 2, true, (state) => {
      if (state.phase !== "play") return;
      for (const seat of [0, 1]) {
        const v = evaluate(state, seat);
        expect(v).toBeGreaterThan(0);
        expect(v).toBeLessThan(1);
      }
    });
    const winner: Seat = ggBattle.result(end)!.winners[0]!;
    expect(evaluate(end, winner)).toBe(1);
    expect(evaluate(end, 1 - winner)).toBe(0);
  });
});

describe("the search level", () => {
  it("decides the same way for the same random seed, from the view alone", () => {
    const match = new Match(ggBattle, { players: 2, seed: "search-determinism", options: {} });
    const rules = makeBot(ggBattle, "rules");
    const random = createRandom("search-determinism/bots");
    let decisions = 0;
    while (!match.result() && decisions < 6) {
      const seat = match.activeSeats()[0]!;
      const legal = match.legalActions(seat);
      if (match.state.phase === "play" && legal.length > 2 && match.actionCount % 3 === 0) {
        const view = match.view(seat);
        const a = ggBattleSearchBot(48, 12).act({ seat, view, legal, random: createRandom("same") });
        const b = ggBattleSearchBot(48, 12).act({ seat, view: JSON.parse(JSON.stringify(view)), legal: JSON.parse(JSON.stringify(legal)), random: createRandom("same") });
        expect(b).toEqual(a);
        expect(() => match.legalActions(seat) && ggBattle.apply(match.state, seat, a)).not.toThrow();
        decisions++;
      }
      match.act(seat, botAction(ggBattle, rules, match.state, seat, random));
    }
    expect(decisions).toBeGreaterThan(0);
  });
});

describe("the rules bot against random play (arena style, seats alternated)", () => {
  it("wins clearly more than half its matches", () => {
    const n = propertyRuns(120);
    let wins = 0;
    for (let i = 0; i < n; i++) {
      const match = new Match(ggBattle, { players: 2, seed: `arena-${i}`, options: {} });
      const me = i % 2;
      const bots = [0, 1].map((seat) => makeBot(ggBattle, seat === me ? "rules" : "random"));
      const random = createRandom(`arena-${i}/bots`);
      while (!match.result()) {
        const seat = match.activeSeats()[0]!;
        match.act(seat, botAction(ggBattle, bots[seat]!, match.state, seat, random));
      }
      const winners = match.result()!.winners;
      if (winners.includes(me)) wins += 1 / winners.length;
    }
    const rate = wins / n;
    // Wilson 95% lower bound.
    const z = 1.96;
    const low = (rate + (z * z) / (2 * n) - z * Math.sqrt((rate * (1 - rate)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
    expect(rate).toBeGreaterThanOrEqual(0.65);
    expect(low).toBeGreaterThan(0.5);
  });
});
