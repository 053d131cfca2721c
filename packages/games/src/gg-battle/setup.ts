/**
 * Setup and the two simultaneous phases: the secret arrangement of 4 piles
 * of 8, and the rock-paper-scissors throws for the first player. Submissions
 * are stored in the state but shown to nobody else until the phase resolves.
 */
import { badChance, Chance, createRandom, initialChance, shuffle, type ApplyResult, type GameEvent, type Seat, type SetupInput } from "@gg/core";
import { BATTLE_DECK, DECK_COUNT, GG, PILE_SIZE, PILES, isStrategyCard, SIGNS, STRATEGY_CARDS, STRATEGY_DECK, winningSign, type Card, type Sign, type StrategyCard } from "./cards.ts";
import { E, refuse, show } from "./errors.ts";
import type { ArrangeAction, GGBattleOptions, GGBattleState, ThrowAction } from "./state.ts";

/** Strategy cards dealt to each player at setup. */
export const DEALT = 2;

export function setup({ players, options, seed, chance: fixed }: SetupInput<GGBattleOptions>): ApplyResult<GGBattleState> {
  const chance = new Chance(initialChance(seed, fixed));
  let deck: readonly StrategyCard[] = [];
  const hands: StrategyCard[][] = Array.from({ length: players }, () => []);
  const events: GameEvent[] = [];
  if (options.strategyDeck) {
    const order = chance.draw("strategyDeck", (rng) => shuffle(rng, STRATEGY_DECK), acceptDeckOrder);
    // Dealt from the top in seat order: seat 0 gets cards 1–2, seat 1 cards 3–4, …
    for (let seat = 0; seat < players; seat++) {
      hands[seat] = order.slice(DEALT * seat, DEALT * seat + DEALT);
      events.push({ type: "strategyDealt", to: [seat], seat, cards: hands[seat] }, { type: "strategyDealt", to: { except: seat }, seat, count: DEALT });
    }
    deck = order.slice(DEALT * players);
  }
  const fill = <T>(make: () => T): T[] => Array.from({ length: players }, make);
  const state: GGBattleState = {
    players,
    strategyDeck: options.strategyDeck,
    phase: "arrange",
    chance: chance.save(),
    piles: fill(() => null),
    up: fill(() => [false, false, false, false]),
    shields: fill(() => [0, 0, 0, 0]),
    hands,
    deck,
    strategyDiscards: 0,
    strategyGone: 0,
    discards: fill(() => 0),
    gone: fill(() => 0),
    shown: fill(() => []),
    blankNotBomb: fill(() => 0),
    reorders: fill(() => [0, 0, 0, 0]),
    played: [],
    out: fill(() => false),
    eliminated: [],
    rps: null,
    turn: 0,
    direction: 1,
    acted: false,
    secondChance: 0,
    passes: 0,
    peeks: fill(() => []),
    endedByHost: false,
    ending: null,
  };
  return { state, events };
}

/** A fixed `strategyDeck` outcome: the 24 strategy card names in deck order (top first). */
function acceptDeckOrder(value: unknown): StrategyCard[] {
  if (!Array.isArray(value) || value.length !== STRATEGY_DECK.length) badChance("strategyDeck", `expected an array of ${STRATEGY_DECK.length} strategy card names`);
  const counts = new Map<string, number>();
  for (const card of value) {
    if (!isStrategyCard(card)) badChance("strategyDeck", `'${show(card)}' is not a strategy card (${STRATEGY_CARDS.join(", ")})`);
    counts.set(card, (counts.get(card) ?? 0) + 1);
  }
  for (const card of STRATEGY_CARDS) if (counts.get(card) !== 3) badChance("strategyDeck", `expected three '${card}' cards`);
  return value.slice() as StrategyCard[];
}

// ---- arrangement -----------------------------------------------------------

/**
 * The seat's shuffled default arrangement (time-out action and the
 * representative legal action). It is derived from the seat and the state's
 * PRNG words without advancing the chance state, so it is stable during the
 * phase, replays exactly, and no other seat can compute it (views never carry
 * the PRNG state).
 */
export function defaultArrangement(state: GGBattleState, seat: Seat): ArrangeAction {
  const rng = createRandom(`gg-battle/arrangement/${seat}/${JSON.stringify(state.chance.random)}`);
  const cards = shuffle(rng, BATTLE_DECK);
  const piles: Card[][] = [];
  for (let p = 0; p < PILES; p++) piles.push(cards.slice(p * PILE_SIZE, (p + 1) * PILE_SIZE));
  return { type: "arrange", piles };
}

// Card code → its slot in the deck count table (a Map: arrangement checks were hot with a plain object).
const SLOT = new Map(Object.keys(DECK_COUNT).map((card, i) => [card, i] as const));
const LIMIT = Object.values(DECK_COUNT);

/**
 * A second representative arrangement: the default with the GG card moved to
 * the bottom of its pile (null when it already lies there). Bots may pick it.
 */
export function guardedArrangement(base: ArrangeAction): ArrangeAction | null {
  const piles = base.piles.map((p) => p.slice());
  for (const pile of piles) {
    const i = pile.indexOf(GG);
    if (i < 0) continue;
    if (i === pile.length - 1) return null;
    [pile[i], pile[pile.length - 1]] = [pile[pile.length - 1]!, pile[i]!];
  }
  return { type: "arrange", piles };
}

/** Checks that `value` is a permutation of the 32-card deck into 4 piles of 8; returns fresh arrays. */
export function parseArrangement(value: unknown): Card[][] {
  if (!Array.isArray(value) || value.length !== PILES) refuse(E.BAD_ARRANGEMENT, `'piles' must be ${PILES} piles of ${PILE_SIZE} cards`);
  const counts = new Uint8Array(LIMIT.length);
  const piles: Card[][] = [];
  for (const pile of value as unknown[]) {
    if (!Array.isArray(pile) || pile.length !== PILE_SIZE) refuse(E.BAD_ARRANGEMENT, `each pile must hold exactly ${PILE_SIZE} cards`);
    const copy: Card[] = new Array(PILE_SIZE);
    for (let i = 0; i < PILE_SIZE; i++) {
      const card: unknown = pile[i];
      const slot = typeof card === "string" ? SLOT.get(card) : undefined;
      if (slot === undefined) refuse(E.BAD_ARRANGEMENT, `'${show(card)}' is not one of your cards`);
      if (++counts[slot]! > LIMIT[slot]!) refuse(E.BAD_ARRANGEMENT, `'${card as string}' appears more often than you own it`);
      copy[i] = card as Card;
    }
    piles.push(copy);
  }
  return piles; // 32 cards, none over its count: exactly the deck
}

export function applyArrange(state: GGBattleState, seat: Seat, action: ArrangeAction): { state: GGBattleState; events: GameEvent[] } {
  const arranged = parseArrangement((action as { piles?: unknown }).piles);
  const piles = state.piles.slice();
  piles[seat] = arranged;
  const events: GameEvent[] = [{ type: "arranged", to: "all", seat }];
  if (piles.some((p) => p === null)) return { state: { ...state, piles }, events };
  const all = Array.from({ length: state.players }, (_, s) => s);
  events.push({ type: "rpsStarted", to: "all", seats: all });
  return { state: { ...state, piles, phase: "rps", rps: { in: all, throws: all.map(() => null), history: [] } }, events };
}

// ---- rock-paper-scissors for the first player --------------------------------

export function isSign(value: unknown): value is Sign {
  return typeof value === "string" && (SIGNS as readonly string[]).includes(value);
}

export function applyThrow(state: GGBattleState, seat: Seat, action: ThrowAction): { state: GGBattleState; events: GameEvent[] } {
  const sign = (action as { sign?: unknown }).sign;
  if (!isSign(sign)) refuse(E.MALFORMED_ACTION, `'sign' must be one of ${SIGNS.join(", ")}`);
  const rps = state.rps!;
  const throws = rps.throws.slice();
  throws[seat] = sign;
  const events: GameEvent[] = [{ type: "threw", to: "all", seat }];
  if (rps.in.some((s) => throws[s] === null)) return { state: { ...state, rps: { ...rps, throws } }, events };

  // Everyone still in has thrown: reveal and resolve.
  const win = winningSign(rps.in.map((s) => throws[s]!));
  const stay = win ? rps.in.filter((s) => throws[s] === win) : rps.in;
  const history = [...rps.history, throws];
  events.push({ type: "rpsResolved", to: "all", throws, winningSign: win, stay });
  if (stay.length > 1) {
    return { state: { ...state, rps: { in: stay, throws: throws.map(() => null), history } }, events };
  }
  const first = stay[0]!;
  events.push({ type: "firstPlayer", to: "all", seat: first }, { type: "turn", to: "all", seat: first });
  return { state: { ...state, phase: "play", rps: { in: stay, throws: throws.map(() => null), history }, turn: first }, events };
}
