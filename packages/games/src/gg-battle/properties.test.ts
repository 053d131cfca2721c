/**
 * Property tests over random seeds, 2–4 players and both option sets, with
 * random legal play (and random hand-made arrangements): card conservation,
 * termination, exact replay, and no leak of another seat's hidden cards.
 * `GG_PROPERTY_RUNS=5000` runs thousands of matches.
 */
import { createRandom, Match, randomInt, replay, shuffle, type GameEvent, type RandomSource, type Viewer } from "@gg/core";
import { propertyRuns } from "@gg/core/testing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BATTLE_DECK, DECK_COUNT, GG, SIGNS, STRATEGY_CARDS, STRATEGY_DECK } from "./cards.ts";
import { ggBattle } from "./index.ts";
import type { GGBattleAction, GGBattleState } from "./state.ts";

const MAX_ACTIONS = 20_000;

/** A random valid arrangement, unlike the engine's offered default. */
function randomArrangement(rng: RandomSource): GGBattleAction {
  const cards = shuffle(rng, BATTLE_DECK);
  return { type: "arrange", piles: [0, 1, 2, 3].map((p) => cards.slice(p * 8, p * 8 + 8)) };
}

/** Plays a random match, calling `check` after every action. */
function randomMatch(seed: string, players: number, strategyDeck: boolean, check: (state: GGBattleState, events: readonly GameEvent[]) => void) {
  const match = new Match(ggBattle, { players, options: { strategyDeck }, seed });
  const rng = createRandom(`${seed}/policy`);
  while (!match.result()) {
    if (match.actionCount >= MAX_ACTIONS) throw new Error(`no end after ${MAX_ACTIONS} actions`);
    const active = match.activeSeats();
    const seat = active[randomInt(rng, active.length)]!;
    const legal = match.legalActions(seat);
    const action = legal[0]!.type === "arrange" && randomInt(rng, 2) === 0 ? randomArrangement(rng) : legal[randomInt(rng, legal.length)]!;
    const { events } = match.act(seat, action);
    check(match.state as GGBattleState, events);
  }
  return match;
}

/** Plain checks (expect() per card would dominate the run time). */
function assert(ok: boolean, message: string): void {
  if (!ok) throw new Error(message);
}

function conservation(s: GGBattleState): void {
  for (let seat = 0; seat < s.players; seat++) {
    const piles = s.piles[seat];
    if (!piles) continue;
    let inPiles = 0;
    const seen: Record<string, number> = {};
    for (let p = 0; p < 4; p++) {
      inPiles += piles[p]!.length;
      for (const c of piles[p]!) seen[c] = (seen[c] ?? 0) + 1;
      assert(!s.up[seat]![p] || piles[p]!.length > 0, `seat ${seat}: an empty pile marked face up`);
    }
    assert(inPiles + s.discards[seat]! + s.gone[seat]! === 32, `seat ${seat}: ${inPiles} + ${s.discards[seat]} + ${s.gone[seat]} cards`);
    for (const card in seen) assert(seen[card]! <= (DECK_COUNT[card] ?? 0), `seat ${seat}: too many ${card}`);
    // A player still in always holds its GG card.
    if (s.phase !== "arrange") assert((seen[GG] === 1) === !s.out[seat], `seat ${seat}: GG and elimination disagree`);
  }
  let strategy = s.deck.length + s.strategyDiscards + s.strategyGone;
  for (let seat = 0; seat < s.players; seat++) strategy += s.hands[seat]!.length + s.shields[seat]!.reduce((a, b) => a + b, 0);
  assert(strategy === (s.strategyDeck ? STRATEGY_DECK.length : 0), `strategy cards: ${strategy}`);
}

/**
 * The same state with everything `other` keeps hidden changed: the order of
 * its face-down pile cards, its strategy hand, its secret throw, its peeks;
 * plus the deck order and the PRNG. A viewer's view must not change.
 */
function twin(s: GGBattleState, other: number): GGBattleState {
  const piles = s.piles.slice();
  const own = s.piles[other];
  if (own) {
    const hidden: [number, number][] = [];
    own.forEach((pile, p) => pile.forEach((_, i) => (i > 0 || !s.up[other]![p] || s.phase === "arrange") && hidden.push([p, i])));
    const cards = hidden.map(([p, i]) => own[p]![i]!);
    const rotated = own.map((pile) => pile.slice());
    hidden.forEach(([p, i], k) => (rotated[p]![i] = cards[(k + 1) % cards.length]!));
    piles[other] = rotated;
  }
  const hands = s.hands.slice();
  hands[other] = s.hands[other]!.map((c) => STRATEGY_CARDS[(STRATEGY_CARDS.indexOf(c) + 1) % STRATEGY_CARDS.length]!);
  const peeks = s.peeks.slice();
  peeks[other] = [];
  let rps = s.rps;
  if (rps && rps.throws[other]) {
    const throws = rps.throws.slice();
    throws[other] = SIGNS[(SIGNS.indexOf(rps.throws[other]!) + 1) % 3]!;
    rps = { ...rps, throws };
  }
  const chance = { ...s.chance, random: { algorithm: s.chance.random.algorithm, words: [1, 2, 3, 4] } };
  return { ...s, piles, hands, peeks, rps, deck: s.deck.slice().reverse(), chance };
}

const SECRET_FIELD = /"(piles|sign|hand|cards)"/;

function noLeak(s: GGBattleState, events: readonly GameEvent[]): void {
  const viewers: Viewer[] = ["spectator", ...Array.from({ length: s.players }, (_, seat) => seat)];
  for (const viewer of viewers) {
    const seen = JSON.stringify(ggBattle.view(s, viewer));
    assert(!seen.includes("chance"), "a view shows the chance state");
    // Every other seat's secrets changed at once: one extra view per viewer.
    let changed = s;
    for (let other = 0; other < s.players; other++) if (other !== viewer) changed = twin(changed, other);
    const after = JSON.stringify(ggBattle.view(changed, viewer));
    if (after !== seen) expect(after, `other seats' secrets change the view of ${viewer}`).toBe(seen);
  }
  for (const e of events) {
    const text = JSON.stringify(e);
    if (!Array.isArray(e.to)) assert(!SECRET_FIELD.test(text), `public event shows a secret: ${text}`);
    if ((e.type === "strategyDrawn" || e.type === "stolen") && "card" in e) {
      assert(Array.isArray(e.to) && (e.to as readonly number[]).every((seat) => seat === e.seat || seat === e.rival), `card shown beyond its players: ${text}`);
    }
    if (e.type === "scouted") assert(Array.isArray(e.to) && e.to.length === 1 && e.to[0] === e.seat, `peek shown to others: ${text}`);
  }
}

const matchArb = fc.record({ seed: fc.string({ maxLength: 12 }), players: fc.integer({ min: 2, max: 4 }), strategyDeck: fc.boolean() });

describe("random legal play", () => {
  it("conserves every card, terminates, and replays exactly", () => {
    fc.assert(
      fc.property(matchArb, ({ seed, players, strategyDeck }) => {
        const match = randomMatch(seed, players, strategyDeck, (state) => conservation(state));
        const result = match.result()!;
        expect(result.winners.length).toBeGreaterThan(0);
        const again = replay(ggBattle, JSON.parse(JSON.stringify(match.record())));
        expect(again.state).toEqual(match.state);
        expect(again.result()).toEqual(result);
      }),
      { numRuns: propertyRuns(60) },
    );
  });

  it("never leaks another seat's pile order, arrangement, throw or strategy hand", () => {
    fc.assert(
      fc.property(matchArb, ({ seed, players, strategyDeck }) => {
        randomMatch(seed, players, strategyDeck, noLeak);
      }),
      { numRuns: propertyRuns(25) },
    );
  });

  it("the rules bot plays complete matches and beats random play", () => {
    let wins = 0;
    const n = propertyRuns(40);
    for (let i = 0; i < n; i++) {
      const match = new Match(ggBattle, { players: 2, seed: `bot-${i}` });
      const bot = ggBattle.bots!.rules!();
      const rng = createRandom(`bot-${i}/policy`);
      const botSeat = i % 2;
      while (!match.result()) {
        const active = match.activeSeats();
        const seat = active[randomInt(rng, active.length)]!;
        const legal = match.legalActions(seat);
        const action = seat === botSeat ? bot.act({ seat, view: match.view(seat), legal, random: rng }) : legal[randomInt(rng, legal.length)]!;
        match.act(seat, action);
        if (match.actionCount > MAX_ACTIONS) throw new Error("no end");
      }
      if (match.result()!.winners.includes(botSeat)) wins++;
    }
    expect(wins / n).toBeGreaterThan(0.6);
  });
});
