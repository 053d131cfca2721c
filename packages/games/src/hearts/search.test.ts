/** The search level's determinization keeps what the seat knows; its evaluation; its pass. */
import { describe, expect, it } from "vitest";
import { createRandom, Match, makeBot, withDefaultDecisionBudget } from "@gg/core";
import { choosePass } from "./bots.ts";
import { deckFor } from "./cards.ts";
import { hearts } from "./index.ts";
import { determinize, evaluate } from "./search.ts";
import type { HeartsState } from "./state.ts";
import { finishHand, stateOf, type HeartsMatch } from "./testkit.ts";

/** A 4-player match some way into the play of its first hand (a left pass), by rules bots. */
function midHand(seed: string, plays: number): HeartsMatch {
  const match = new Match(hearts, { players: 4, seed });
  const rules = makeBot(hearts, "rules");
  for (let i = 0; i < 4 + plays; i++) {
    const seat = match.activeSeats()[0]!;
    match.act(seat, rules.act({ seat, view: match.view(seat), legal: match.legalActions(seat), random: createRandom(`${seed}-${i}`) }));
  }
  return match;
}

describe("determinize", () => {
  it("keeps the seat's hand and the public cards, deals the deck exactly, and keeps every seat's hand size", () => {
    for (let run = 0; run < 20; run++) {
      const match = midHand(`det-${run}`, run % 13);
      const seat = run % 4;
      const view = match.view(seat);
      const world = determinize(view, seat, createRandom(`w-${run}`));
      expect(world.hands[seat]).toEqual(view.hand);
      expect(world.hands.map((h) => h.length)).toEqual(view.handCounts);
      expect(world.trick).toEqual(view.trick);
      const played = [...world.trick, ...world.history.flat()].map((p) => p.card);
      expect([...world.hands.flat(), ...played].sort()).toEqual([...deckFor(4)].sort());
      expect(() => hearts.legalActions(world, world.turn)).not.toThrow();
    }
  });

  it("puts the seat's passed cards not yet played in the receiver's hand", () => {
    for (let run = 0; run < 20; run++) {
      const match = midHand(`pass-${run}`, run % 9);
      const seat = run % 4;
      const view = match.view(seat);
      const receiver = (seat + 1) % 4; // the first hand passes left
      const played = new Set([...view.trick, ...view.history.flat()].map((p) => p.card));
      const waiting = view.passed!.filter((card) => !played.has(card));
      for (let sample = 0; sample < 5; sample++) {
        const world = determinize(view, seat, createRandom(`p-${run}-${sample}`));
        for (const card of waiting) expect(world.hands[receiver]).toContain(card);
        // The truth agrees: the receiver really holds them.
        for (const card of waiting) expect(stateOf(match).hands[receiver]).toContain(card);
      }
    }
  });

  it("never deals a seat a suit it showed it lacks", () => {
    let checked = 0;
    for (let run = 0; run < 60; run++) {
      const match = midHand(`void-${run}`, 20 + (run % 20));
      const seat = run % 4;
      const view = match.view(seat);
      const lacking = new Map<number, Set<string>>();
      for (const trick of [...view.history, view.trick]) {
        if (trick.length === 0) continue;
        const led = trick[0]!.card.slice(-1);
        for (const p of trick) if (p.card.slice(-1) !== led) lacking.set(p.seat, (lacking.get(p.seat) ?? new Set()).add(led));
      }
      const world = determinize(view, seat, createRandom(`v-${run}`));
      for (const [other, suits] of lacking) {
        if (other === seat) continue;
        for (const card of world.hands[other]!) expect(suits.has(card.slice(-1)), `${card} dealt to seat ${other}, void in ${[...suits]}`).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("depends on the view alone: states that look the same to the seat give the same sample", () => {
    const match = midHand("alone", 6);
    const view = match.view(2);
    const twin = JSON.parse(JSON.stringify(view));
    expect(determinize(twin, 2, createRandom("s"))).toEqual(determinize(view, 2, createRandom("s")));
  });
});

describe("evaluate and the search level", () => {
  it("scores a state as the others' mean total minus the seat's own", () => {
    const state = { ...(new Match(hearts, { players: 4, seed: "e" }).state as HeartsState), scores: [10, 20, 30, 40] };
    expect(evaluate(state, 0)).toBe(30 - 10);
    expect(evaluate(state, 3)).toBeCloseTo(20 - 40);
  });

  it("passes as the rules bot does, and plays legal cards", () => {
    const search = withDefaultDecisionBudget(Infinity, () => makeBot(hearts, "search"));
    const match = new Match(hearts, { players: 4, seed: "search" });
    const view = match.view(1);
    const pass = search.act({ seat: 1, view, legal: match.legalActions(1), random: createRandom("x") });
    expect(pass).toEqual({ type: "pass", cards: choosePass(view.hand) });
    finishHand(match);
    for (let i = 0; i < 12 && !match.result(); i++) {
      const seat = match.activeSeats()[0]!;
      const action = search.act({ seat, view: match.view(seat), legal: match.legalActions(seat), random: createRandom(`a-${i}`) });
      expect(() => match.act(seat, action)).not.toThrow();
    }
  });
});

describe("the rules bot's pass", () => {
  it("passes an unguarded QS and high spades, keeps them behind five spades", () => {
    expect(choosePass(["2C", "3C", "4C", "5D", "6D", "7D", "2H", "3H", "4H", "5H", "QS", "KS", "AS"]).sort()).toEqual(["AS", "KS", "QS"]);
    const guarded = ["2C", "3C", "4C", "5D", "6D", "7D", "2H", "3S", "4S", "5S", "QS", "KS", "AS"];
    expect(choosePass(guarded)).not.toContain("QS");
  });
});
