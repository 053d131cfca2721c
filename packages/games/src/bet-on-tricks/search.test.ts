/** The search bot's pieces: determinizations that keep what the seat knows, a sound evaluation, deterministic decisions. */
import { describe, expect, it } from "vitest";
import { botAction, createRandom, makeBot, playMatch, type Seat } from "@gg/core";
import { betOnTricks } from "./index.ts";
import { determinize, evaluate, makeSearchBot } from "./search.ts";
import type { State } from "./state.ts";
import { STANDARD_DECK, roundDeck } from "./strength.ts";
import { Table, dealOf, fillers, starterIs } from "./testkit.ts";

const OPTION_SETS = [{}, { manilha: true, joker: true }, { cut: true, quick: true }, { joker: true, cut: true, lives: 2 }];

/** Every card played so far this round (public). */
function played(state: State): string[] {
  return [...state.history.flatMap((t) => t.plays.map((p) => p.card)), ...state.trick.map((p) => p.card)];
}

/** Checks one determinization of `seat`'s view of `real`. */
function checkDeterminization(real: State, seat: Seat, seed: string): void {
  const view = betOnTricks.view(real, seat);
  const world = determinize(view, seat, createRandom(seed));
  // Everything the seat knows is unchanged: the world looks exactly the same from its seat…
  expect(betOnTricks.view(world, seat)).toEqual(view);
  // …it can act the same way…
  expect(betOnTricks.legalActions(world, seat)).toEqual(betOnTricks.legalActions(real, seat));
  expect(betOnTricks.activeSeats(world)).toEqual(betOnTricks.activeSeats(real));
  // …and only cards it has not seen moved: same counts, distinct cards, all from the round's deck.
  const blind = real.size === 1 && real.hands.some((h) => h.length > 0);
  const cards = world.hands.flat();
  expect(new Set(cards).size).toBe(cards.length);
  expect(world.hands.map((h) => h.length)).toEqual(real.hands.map((h) => h.length));
  const deck = new Set(roundDeck(real.options.joker, real.size));
  for (const c of cards) expect(deck.has(c)).toBe(true);
  const shown = new Set(played(real));
  for (const c of cards) expect(shown.has(c)).toBe(false);
  for (let s = 0; s < real.players; s++) {
    if (blind ? s !== seat : s === seat) expect(world.hands[s]).toEqual(real.hands[s]); // the cards it sees
    else for (const c of world.hands[s]!) expect(blind ? real.hands.some((h, o) => o !== seat && h.includes(c)) : real.hands[seat]!.includes(c)).toBe(false);
  }
  // The world plays on: a legal action applies.
  const legal = betOnTricks.legalActions(world, seat);
  if (legal.length > 0) expect(() => betOnTricks.apply(world, seat, legal[0]!)).not.toThrow();
}

describe("determinize", () => {
  it.each(OPTION_SETS)("keeps the seat's own and all public information and only deals unseen cards (%o)", (options) => {
    for (let run = 0; run < 4; run++) {
      let step = 0;
      playMatch(betOnTricks, {
        players: 2 + ((run * 3) % 5),
        options,
        seed: `det-${run}`,
        bots: ["rules", "random", "rules", "random", "rules", "random"].slice(0, 2 + ((run * 3) % 5)),
        afterAction(match) {
          if (step++ % 3 !== 0) return;
          for (const seat of match.activeSeats()) checkDeterminization(match.state as State, seat, `w-${run}-${step}`);
        },
      });
    }
  });

  it("samples the hidden cards: different seeds give different worlds, each card of the unseen pool can turn up", () => {
    const t = new Table(4, {}, [starterIs(0, 4), dealOf("AD 2C 3C 4C 5C", "KS KH 6C 7C 8C", "9C 10C QC JC KC", "2D 3D 4D 5D 6D")]);
    const view = t.view(0);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) for (const c of determinize(view, 0, createRandom(`s-${i}`)).hands.slice(1).flat()) seen.add(c);
    expect(seen.size).toBe(52 - 5); // every card but its own hand, over enough samples
    expect(seen.has("AD")).toBe(false);
  });

  it("in the blind round keeps the others' cards and draws the seat's own from the cards it cannot see", () => {
    const t = new Table(3, { quick: true }, [starterIs(0, 3), ...fillers(3, 3, true), dealOf("2C", "2D", "AD")]);
    t.advanceTo(3);
    const view = t.view(0);
    const own = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const world = determinize(view, 0, createRandom(`b-${i}`));
      expect(world.hands[1]).toEqual(["2D"]);
      expect(world.hands[2]).toEqual(["AD"]);
      own.add(world.hands[0]![0]!);
    }
    expect(own.has("2D") || own.has("AD")).toBe(false);
    expect(own.size).toBe(STANDARD_DECK.length - 2);
  });
});

describe("evaluate", () => {
  it("values the seat's lives above everything, and winning the game above that", () => {
    const base = new Table(4, {}, [starterIs(0, 4)]).state;
    const at = (lives: number[]) => evaluate({ ...base, lives }, 0);
    expect(at([3, 3, 3, 3])).toBeGreaterThan(at([2, 3, 3, 3]));
    expect(at([2, 2, 2, 2])).toBeGreaterThan(at([2, 3, 3, 3])); // the others' losses help a little
    expect(at([2, 3, 3, 3])).toBeGreaterThan(at([1, 0, 0, 1]) - 1); // but never more than a life of its own
    expect(at([1, 0, 0, 0])).toBeGreaterThan(at([3, 1, 0, 0]));
    expect(at([0, 1, 1, 1])).toBeLessThan(at([1, 3, 3, 3]));
  });
});

describe("search bot", () => {
  it("is deterministic for a given random seed", () => {
    const bot = makeSearchBot(betOnTricks, 40);
    for (let run = 0; run < 2; run++) {
      let step = 0;
      playMatch(betOnTricks, {
        players: 4,
        seed: `search-det-${run}`,
        bots: ["rules", "rules", "rules", "rules"],
        afterAction(match) {
          if (step++ % 9 !== 0) return;
          const seat = match.activeSeats()[0];
          if (seat === undefined) return;
          const a = botAction(betOnTricks, bot, match.state, seat, createRandom(`r-${step}`));
          const b = botAction(betOnTricks, makeSearchBot(betOnTricks, 40), match.state, seat, createRandom(`r-${step}`));
          expect(b).toEqual(a);
        },
      });
    }
  });

  it("takes a sure trick it needs and ducks one it does not need", () => {
    // 2 players, 3 cards: seat 0 leads 9S; seat 1 holds KD 4D 5D: needing 2 it must take this one, needing 0 it must not.
    const position = (bets: [number, number]) => {
      const t = new Table(2, { quick: true }, [starterIs(0, 2), dealOf("9S AS QS", "KD 4D 5D")]);
      t.bets(...bets);
      t.act(0, { type: "play", card: "9S" });
      return t;
    };
    const act = (t: Table) => makeBot(betOnTricks, "search").act({ seat: 1, view: t.view(1), legal: betOnTricks.legalActions(t.state, 1), random: createRandom("x") });
    expect(act(position([0, 2]))).toEqual({ type: "play", card: "KD" });
    expect(act(position([2, 0]))).not.toEqual({ type: "play", card: "KD" });
  });
});
