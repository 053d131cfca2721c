/**
 * Random legal play over all 32 option combinations (random and rules bots
 * mixed), checking the invariants after every action. `GG_PROPERTY_RUNS=5000`
 * runs thousands of matches per combination.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { JOKER, Match, type Bot, botAction, createRandom, isCardCode, makeBot, randomInt, replay, type GameEvent, type Seat } from "@gg/core";
import { propertyRuns } from "@gg/core/testing";
import { forbiddenBet, livingCount } from "./engine.ts";
import { betOnTricks, type BetOnTricksAction, type BetOnTricksView } from "./index.ts";
import type { State } from "./state.ts";

const FLAGS = ["manilha", "joker", "cut", "quick", "suddenDeath"] as const;
const COMBOS = Array.from({ length: 32 }, (_, mask) => Object.fromEntries(FLAGS.map((flag, i) => [flag, ((mask >> i) & 1) === 1])) as Record<(typeof FLAGS)[number], boolean>);
/** A plain assertion: `expect` is too slow for checks run thousands of times per match. */
function check(ok: boolean, message: () => string): void {
  if (!ok) throw new Error(message());
}
const FORBIDDEN_KEYS = new Set(["chance", "random", "words", "fixed", "deck"]);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const label = (combo: Record<string, boolean>) => FLAGS.filter((f) => combo[f]).join("+") || "no options";

/** Card codes anywhere in a view, except the public history of earlier deals (the starter draw, the previous round). */
function cardsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    if (isCardCode(value)) out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) cardsIn(v, out);
  } else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      check(!FORBIDDEN_KEYS.has(key), () => `view has a '${key}' field`);
      if (key !== "starterDraw" && key !== "previousRound") cardsIn(v, out);
    }
  }
  return out;
}

function checkViews(state: State): void {
  const blind = state.size === 1 && state.hands.some((h) => h.length > 0);
  const viewers: (Seat | "spectator")[] = [...Array(state.players).keys(), "spectator"];
  for (const viewer of viewers) {
    const view = betOnTricks.view(state, viewer);
    const hidden = new Set<string>();
    state.hands.forEach((hand, s) => {
      if (blind ? s === viewer : s !== viewer) for (const c of hand) hidden.add(c);
    });
    for (const c of cardsIn(view)) check(!hidden.has(c), () => `view of ${viewer} shows hidden ${c}`);
    if (typeof viewer === "number" && !blind) check(same(view.hand, state.hands[viewer]), () => `seat ${viewer} does not see its hand`);
  }
}

function checkEvents(events: readonly GameEvent[], state: State): void {
  for (const e of events) {
    if (!Array.isArray(e.to)) {
      if (e.type === "dealt") check(same(Object.keys(e).sort(), ["counts", "to", "type"]), () => "public deal shows more than counts");
      continue;
    }
    const to = e.to as readonly number[];
    check(to.length === 1, () => `private event ${e.type} to several seats`); // private facts go to their own seat only
    const seat = to[0]!;
    if (e.hand) check(same(e.hand, state.hands[seat]), () => "private deal is not the seat's hand");
    if (e.visible) check(same(e.visible, state.hands.map((h, s) => (s === seat ? null : (h[0] ?? null)))), () => "blind deal shows the own card or wrong cards");
  }
}

/** Cards of the current round: hands plus the cards already played are exactly the deal. */
function checkCards(state: State, played: readonly string[]): void {
  if (state.phase !== "bid" && state.phase !== "play") return;
  const all = [...state.hands.flat(), ...played];
  check(new Set(all).size === all.length, () => `a card twice: ${all}`);
  check(all.length === livingCount(state.lives) * state.size, () => `cards lost or added: ${all}`);
  state.hands.forEach((hand, s) => check(state.lives[s]! > 0 || hand.length === 0, () => `seat ${s} is out but holds cards`));
  if (state.size === 1 || !state.options.joker) check(!all.includes(JOKER), () => "a joker where none may be");
  if (state.phase === "bid") for (let s = 0; s < state.players; s++) check(state.lives[s] === 0 || state.hands[s]!.length === state.size, () => `seat ${s} was dealt a wrong hand`);
}

function playOne(combo: Record<string, boolean>, players: number, lives: number, seed: string, rulesSeats: readonly boolean[]): void {
  const options = { ...combo, lives };
  const match = new Match(betOnTricks, { players, options, seed });
  const bots = Array.from({ length: players }, (_, s) => makeBot(betOnTricks, rulesSeats[s] ? "rules" : "random") as Bot<BetOnTricksView, BetOnTricksAction>);
  const policy = createRandom(`${seed}/policy`);
  let played: string[] = [];
  for (let n = 0; !match.result(); n++) {
    check(n < 200_000, () => "no end");
    const before = match.state;
    const active = match.activeSeats();
    const seat = active[randomInt(policy, active.length)]!;
    const action = botAction(betOnTricks, bots[seat]!, before, seat, policy);
    if (action.type === "bid") check(action.bid >= 0 && action.bid <= before.size && action.bid !== forbiddenBet(before), () => `illegal bet ${action.bid}`);
    const { events } = match.act(seat, action);
    const after = match.state;
    if (after.round !== before.round) played = [];
    else if (action.type === "play") played = [...played, action.card];
    for (let s = 0; s < players; s++) {
      const lost = before.lives[s]! - after.lives[s]!;
      check(lost === 0 || lost === 1, () => `seat ${s} lost ${lost} lives at once`);
    }
    checkCards(after, played);
    checkViews(after);
    checkEvents(events, after);
  }
  const result = match.result()!;
  expect(result.winners).toHaveLength(1);
  const winner = result.winners[0]!;
  expect(match.state.lives.filter((l) => l > 0)).toEqual([match.state.lives[winner]]);
  expect(result.ranks[winner]).toBe(1);
  expect(result.ranks.filter((r) => r === 1)).toHaveLength(1);
  const again = replay(betOnTricks, JSON.parse(JSON.stringify(match.record())));
  expect(again.state).toEqual(match.state);
  expect(again.result()).toEqual(result);
}

describe("random legal play keeps every invariant", () => {
  it.each(COMBOS.map((combo) => ({ combo, name: label(combo) })))("$name", ({ combo }) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 1, max: 7 }),
        fc.string({ maxLength: 12 }),
        fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        (players, lives, seed, rulesSeats) => playOne(combo, players, lives, seed, rulesSeats),
      ),
      { numRuns: propertyRuns(4) },
    );
  });
});
