/**
 * Test helpers for 101: stacked deals through fixed chance outcomes, and
 * hand-built mid-round positions (every one holds exactly the 36 cards).
 */
import { initialChance, type ChanceOutcome, type GameEvent, type Seat } from "@gg/core";
import { DECK_36 } from "./cards101.ts";
import { game101 } from "./index.ts";
import type { Action101, State101 } from "./state.ts";

/** Dice that make `dealer` the only 12 and everyone else 2 (rolled in seat order). */
export function diceFor(players: number, dealer: Seat): ChanceOutcome[] {
  return Array.from({ length: players }, (_, seat) => ({ kind: "dice", value: seat === dealer ? [6, 6] : [1, 1] }));
}

/**
 * A `deal` outcome: `hands[seat]` are the 5 cards of each seat still in (for the dealer
 * the fifth is the opening card); the bank starts with `bank`; unnamed cards fill
 * unnamed hands, then the bank. Dealing goes one card at a time from the dealer's left.
 */
export function dealOf(players: number, dealer: Seat, hands: Readonly<Record<number, readonly string[]>>, bank: readonly string[] = [], out: readonly Seat[] = []): ChanceOutcome {
  const named = new Set([...Object.values(hands).flat(), ...bank]);
  const spare = DECK_36.filter((c) => !named.has(c));
  const seats: Seat[] = [];
  for (let i = 1; i <= players; i++) {
    const seat = (dealer + i) % players;
    if (!out.includes(seat)) seats.push(seat);
  }
  const full = new Map<Seat, string[]>();
  for (const seat of seats) full.set(seat, hands[seat] ? [...hands[seat]] : spare.splice(0, 5));
  const deck: string[] = [];
  for (let i = 0; i < 5 * seats.length; i++) deck.push(full.get(seats[i % seats.length]!)![Math.floor(i / seats.length)]!);
  deck.push(...bank, ...spare);
  if (deck.length !== 36 || new Set(deck).size !== 36) throw new Error("dealOf: not the 36 cards");
  return { kind: "deal", value: deck };
}

export interface Started {
  state: State101;
  events: GameEvent[];
}

/** A game whose first dealer is `dealer`, dealt `hands` (the dice and the deal are setup chance); `events` are the setup's. */
export function startGame(input: {
  players: number;
  dealer: Seat;
  hands: Readonly<Record<number, readonly string[]>>;
  bank?: readonly string[];
  options?: Partial<{ scoreLimit: boolean; limit: number }>;
  more?: readonly ChanceOutcome[];
}): Started {
  const chance = [...diceFor(input.players, input.dealer), dealOf(input.players, input.dealer, input.hands, input.bank), ...(input.more ?? [])];
  const { state, events } = game101.setup({ players: input.players, options: game101.options.parse(input.options ?? {}), seed: "stacked", chance });
  return { state, events: [...events] };
}

export interface ScenarioInput {
  hands: readonly (readonly string[])[];
  /** Bottom to top. */
  table: readonly string[];
  /** The bank's order (first drawn first). */
  bank?: readonly string[];
  /** Where the cards named nowhere go: the end of the bank (default) or under the table. */
  rest?: "bank" | "table";
  turn?: Seat;
  dealer?: Seat;
  limit?: number | null;
  chance?: readonly ChanceOutcome[];
  patch?: Partial<State101>;
}

/** A position in the middle of round 1 (phase `play`). */
export function scenario(input: ScenarioInput): State101 {
  const players = input.hands.length;
  const named = new Set([...input.hands.flat(), ...input.table, ...(input.bank ?? [])]);
  const rest = DECK_36.filter((c) => !named.has(c));
  const bank = [...(input.bank ?? [])];
  const table = [...input.table];
  if ((input.rest ?? "bank") === "bank") bank.push(...rest);
  else table.unshift(...rest);
  const all = [...input.hands.flat(), ...table, ...bank];
  if (all.length !== 36 || new Set(all).size !== 36) throw new Error("scenario: not the 36 cards");
  const limit = input.limit === undefined ? 101 : input.limit;
  // Setup deals a round of its own: everything of that round is replaced, and `input.chance` serves play from here.
  const base = game101.setup({ players, options: { scoreLimit: limit !== null, limit: limit ?? 101 }, seed: "scenario" }).state;
  const zeros = base.hands.map(() => 0);
  return {
    ...base,
    chance: initialChance("scenario", input.chance ?? []),
    phase: "play",
    round: 1,
    dice: { history: [] },
    dealer: input.dealer ?? 0,
    hands: input.hands.map((h) => [...h]),
    bank,
    table,
    calledSuit: null,
    multiplier: 1,
    turn: input.turn ?? 0,
    draws: 0,
    cover: false,
    skips: 0,
    skipLayer: -1,
    move: null,
    voidMask: zeros,
    voidDrawn: zeros,
    forcedPositions: [],
    ...input.patch,
  };
}

export function act(state: State101, seat: Seat, action: Action101 | Record<string, unknown>): Started {
  const out = game101.apply(state, seat, action as Action101);
  return { state: out.state, events: [...out.events] };
}

/** Applies several actions; returns the final state and all their events. */
export function run(state: State101, steps: readonly [Seat, Action101][]): Started {
  const events: GameEvent[] = [];
  for (const [seat, action] of steps) {
    const out = act(state, seat, action);
    state = out.state;
    events.push(...out.events);
  }
  return { state, events };
}

export const play = (...cards: string[]): Action101 => ({ type: "play", cards });
export const playJ = (suit: "C" | "D" | "H" | "S", ...cards: string[]): Action101 => ({ type: "play", cards, suit });
export const DRAW: Action101 = { type: "draw" };
export const PASS: Action101 = { type: "pass" };

export function ofType(events: readonly GameEvent[], type: string): GameEvent[] {
  return events.filter((e) => e.type === type);
}

/** Every card in a state: hands + bank + table. */
export function cardCount(state: State101): number {
  return state.hands.reduce((n, h) => n + h.length, 0) + state.bank.length + state.table.length;
}
