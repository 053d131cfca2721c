/** Test helpers: stacked deals, positions built from a deal, and plays by the seat in turn. */
import { Match, parseOptions, type ApplyResult, type CardCode, type ChanceOutcome, type GameEvent, type TrickPlay } from "@gg/core";
import { DECK, sortCards } from "./cards.ts";
import { donkey } from "./index.ts";
import type { DonkeyAction, DonkeyOptions, DonkeyState } from "./state.ts";

export type DonkeyMatch = Match<typeof donkey>;

/**
 * A `deal` outcome: the hands as given, the stock starting with `stockTop` and then every card
 * left, in deck order.
 */
export function dealOf(hands: readonly (readonly CardCode[])[], stockTop: readonly CardCode[] = []): ChanceOutcome {
  const used = new Set([...hands.flat(), ...stockTop]);
  return { kind: "deal", value: { hands, rest: [...stockTop, ...DECK.filter((card) => !used.has(card))] } };
}

export const firstDealer = (seat: number): ChanceOutcome => ({ kind: "firstDealer", value: seat });

/**
 * A match on stacked deals: the last seat deals first, so seat 0 leads. `more` are further
 * outcomes (the next rounds' deals); after them the seeded shuffle takes over.
 */
export function start(hands: readonly (readonly CardCode[])[], stockTop: readonly CardCode[] = [], options: Partial<DonkeyOptions> = {}, more: ChanceOutcome[] = []): DonkeyMatch {
  return new Match(donkey, { players: hands.length, seed: "stacked", chance: [firstDealer(hands.length - 1), dealOf(hands, stockTop), ...more], options });
}

export const stateOf = (match: DonkeyMatch): DonkeyState => match.state as DonkeyState;

/** Plays the given cards, each by the seat in turn; returns the events of the last. */
export function play(match: DonkeyMatch, ...cards: CardCode[]): readonly GameEvent[] {
  let events: readonly GameEvent[] = [];
  for (const card of cards) events = match.act(match.activeSeats()[0]!, { type: "play", card }).events;
  return events;
}

/** The seat in turn draws. */
export function draw(match: DonkeyMatch): readonly GameEvent[] {
  return match.act(match.activeSeats()[0]!, { type: "draw" }).events;
}

/** What the seat in turn may do: card codes, and "draw". */
export function legalNow(match: DonkeyMatch): string[] {
  return match.legalActions(match.activeSeats()[0]!).map((a) => (a.type === "play" ? a.card : a.type));
}

export interface Position {
  readonly hands: readonly (readonly CardCode[])[];
  /** The stock, top first (default: empty). */
  readonly stock?: readonly CardCode[];
  readonly leader?: number;
  /** The trick so far; the turn is the next seat after its last play (default: the leader, no trick). */
  readonly trick?: readonly TrickPlay[];
  readonly turn?: number;
  readonly donkeys?: readonly number[];
  /** What each seat is known to lack (`lackBits`); default nothing. */
  readonly lacks?: readonly number[];
  readonly options?: Partial<DonkeyOptions>;
}

/**
 * A position later in a round than a deal can reach in a few plays (an empty stock, a player
 * about to go safe): a real setup's state with the round's cards replaced. The cards missing
 * from it count as played in earlier tricks.
 */
export function position(p: Position): DonkeyState {
  const players = p.hands.length;
  const options = parseOptions(donkey, p.options ?? {});
  const base = donkey.setup({ players, options, seed: "position", chance: [firstDealer(players - 1)] }).state;
  const leader = p.leader ?? 0;
  return {
    ...base,
    leader,
    turn: p.turn ?? leader,
    hands: p.hands.map(sortCards),
    stock: p.stock ?? [],
    drawn: 0,
    trick: p.trick ?? [],
    lacks: p.lacks ?? new Array<number>(players).fill(0),
    donkeys: p.donkeys ?? base.donkeys,
  };
}

/** Applies `action` by the seat in turn of `state`. */
export function actOn(state: DonkeyState, action: DonkeyAction): ApplyResult<DonkeyState> {
  return donkey.apply(state, state.turn, action);
}

export const playCard = (card: CardCode): DonkeyAction => ({ type: "play", card });
export const DRAW: DonkeyAction = { type: "draw" };
