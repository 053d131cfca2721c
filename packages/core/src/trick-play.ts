/**
 * The step every trick game repeats when a card is played: the card leaves the hand and joins
 * the trick, the turn passes on, and a complete trick goes to the history with its winner to
 * lead. The engine keeps what is its own — which cards are legal, who wins, what a trick scores,
 * drawing from a stock, the end of the hand — and calls these on its fresh copy of the state.
 *
 * Hot path (every card of every playout): the trick entries and `played` events are shared
 * frozen objects looked up by seat and card, so a play allocates only the arrays it must
 * replace (the seat's hand, the hands, the trick).
 */
import { RANKS, SUITS, type CardCode } from "./cards.ts";
import type { ApplyResult, GameEvent, Seat } from "./contract.ts";
import { IllegalActionError } from "./errors.ts";
import type { TrickPlay } from "./tricks.ts";

/** The parts of a trick game's state a play replaces, on the engine's fresh copy (`copyState`). */
export interface TrickTable {
  hands: readonly (readonly CardCode[])[];
  trick: readonly TrickPlay[];
  history: readonly (readonly TrickPlay[])[];
  turn: Seat;
}

/**
 * The index of `card` in `hand`; refuses anything but a card code (`MALFORMED_ACTION`) and a
 * card the seat does not hold (`CARD_NOT_IN_HAND`).
 */
export function indexInHand(hand: readonly CardCode[], card: unknown): number {
  if (typeof card !== "string") throw new IllegalActionError("MALFORMED_ACTION", "a play names a card code such as 'QS'");
  const at = hand.indexOf(card);
  if (at < 0) throw new IllegalActionError("CARD_NOT_IN_HAND", `${card} is not in your hand`);
  return at;
}

/**
 * Plays the card at `at` of `seat`'s hand into the trick of `next` (a fresh copy: the arrays it
 * held are replaced, never edited) and passes the turn to the next of `players` seats. Returns
 * the trick as it now stands; a complete one is the engine's to score and `closeTrick`.
 */
export function playIntoTrick(next: TrickTable, seat: Seat, at: number, players: number): readonly TrickPlay[] {
  const hand = next.hands[seat]!;
  const hands = next.hands.slice();
  hands[seat] = without(hand, at);
  next.hands = hands;
  const trick = append(next.trick, playedBy(seat, hand[at]!));
  next.trick = trick;
  next.turn = seat + 1 === players ? 0 : seat + 1;
  return trick;
}

/** A complete trick goes to the history, the table is cleared, and its winner leads next. */
export function closeTrick(next: TrickTable, trick: readonly TrickPlay[], winner: Seat): void {
  next.trick = [];
  next.history = append(next.history, trick);
  next.turn = winner;
}

/** The cards of a trick, in play order (the `cards` of a `trickWon` event). */
export function trickCards(trick: readonly TrickPlay[]): CardCode[] {
  const cards = new Array<CardCode>(trick.length);
  for (let i = 0; i < trick.length; i++) cards[i] = trick[i]!.card;
  return cards;
}

/** A copy of per-seat `counts` with `amount` added to `seat`'s (tricks or points taken). */
export function addAt(counts: readonly number[], seat: Seat, amount: number): number[] {
  const out = counts.slice();
  out[seat] = out[seat]! + amount;
  return out;
}

/** A copy of `items` without the one at `at` (a loop: faster than slice and splice on this hot path). */
export function without<T>(items: readonly T[], at: number): T[] {
  const out = new Array<T>(items.length - 1);
  for (let i = 0, j = 0; i < items.length; i++) if (i !== at) out[j++] = items[i]!;
  return out;
}

/** A copy of `items` with `item` appended. */
export function append<T>(items: readonly T[], item: T): T[] {
  const out = new Array<T>(items.length + 1);
  for (let i = 0; i < items.length; i++) out[i] = items[i]!;
  out[items.length] = item;
  return out;
}

// A card's slot among the 52 (rank × 4 + suit), read from one table by the code's first and last
// character codes (the ten's "1" is unique among ranks): no slicing or hashing of the code.
// -1 for anything that is not one of the 52 (the joker).
const SLOT_BY_CODES = new Int32Array(128 * 128).fill(-1);
RANKS.forEach((rank, r) => SUITS.forEach((suit, s) => (SLOT_BY_CODES[rank.charCodeAt(0) * 128 + suit.charCodeAt(0)] = r * 4 + s)));

function slotOf(card: CardCode): number {
  return card.length > 3 ? -1 : SLOT_BY_CODES[(card.charCodeAt(0) & 127) * 128 + (card.charCodeAt(card.length - 1) & 127)]!;
}

/** The action of playing a card, as every trick game spells it. */
export type PlayCardAction = { readonly type: "play"; readonly card: CardCode };

const PLAY_ACTION: PlayCardAction[] = [];
for (const rank of RANKS) for (const suit of SUITS) PLAY_ACTION[slotOf(rank + suit)] = Object.freeze({ type: "play", card: rank + suit } as const);

/** `{ type: "play", card }`, shared and frozen: a legal list allocates nothing per card. */
export function playAction(card: CardCode): PlayCardAction {
  const slot = slotOf(card);
  return slot < 0 ? { type: "play", card } : PLAY_ACTION[slot]!;
}

/**
 * The play actions of the cards of `hand` that may go on a trick led with `led`: those of the
 * led suit when the hand holds any, else every card (`null`: leading, every card).
 */
export function followingPlays(hand: readonly CardCode[], led: string | null): PlayCardAction[] {
  const out: PlayCardAction[] = [];
  if (led !== null) {
    const suit = led.charCodeAt(0);
    for (const card of hand) if (card.charCodeAt(card.length - 1) === suit) out.push(playAction(card));
    if (out.length > 0) return out;
  }
  for (const card of hand) out.push(playAction(card));
  return out;
}

/** Seats with shared entries (the largest table of any game, with room to spare). */
const SHARED_SEATS = 10;
const PLAYED: TrickPlay[] = [];
const PLAYED_EVENT: GameEvent[] = [];
const PLAYED_EVENTS: (readonly GameEvent[])[] = [];
for (let seat = 0; seat < SHARED_SEATS; seat++) {
  for (const rank of RANKS) {
    for (const suit of SUITS) {
      const card = rank + suit;
      const event: GameEvent = Object.freeze({ type: "played", to: "all", seat, card });
      PLAYED.push(Object.freeze({ seat, card }));
      PLAYED_EVENT.push(event);
      PLAYED_EVENTS.push(Object.freeze([event]));
    }
  }
}
const sharedIndex = (seat: Seat, card: CardCode): number => {
  const slot = slotOf(card);
  return slot < 0 || seat >= SHARED_SEATS ? -1 : seat * 52 + slot;
};

/** `{ seat, card }`: the trick entry of `seat` playing `card` (shared and frozen). */
export function playedBy(seat: Seat, card: CardCode): TrickPlay {
  const i = sharedIndex(seat, card);
  return i < 0 ? { seat, card } : PLAYED[i]!;
}

/** The public `played` event of `seat` playing `card` (shared and frozen). */
export function playedEvent(seat: Seat, card: CardCode): GameEvent {
  const i = sharedIndex(seat, card);
  return i < 0 ? { type: "played", to: "all", seat, card } : PLAYED_EVENT[i]!;
}

/** `[playedEvent(seat, card)]` as one shared frozen list: the events of a play that does not end a trick. */
export function playedEvents(seat: Seat, card: CardCode): readonly GameEvent[] {
  const i = sharedIndex(seat, card);
  return i < 0 ? [playedEvent(seat, card)] : PLAYED_EVENTS[i]!;
}

/**
 * The checks a game with one seat to act makes before any action, in this order: the game is
 * not over (`GAME_OVER`), the action is an object (`MALFORMED_ACTION`), it is the seat's turn
 * (`NOT_YOUR_TURN`).
 */
export function checkTurn(state: { readonly phase: string; readonly turn: Seat }, seat: Seat, action: unknown): void {
  if (state.phase === "over") throw new IllegalActionError("GAME_OVER", "the game is over");
  if (!action || typeof action !== "object") throw new IllegalActionError("MALFORMED_ACTION", "an action must be an object with a type");
  if (seat !== state.turn) throw new IllegalActionError("NOT_YOUR_TURN", `it is seat ${state.turn}'s turn, not seat ${String(seat)}'s`);
}

/** The parts of a trick game's state the host's end changes, on the engine's fresh copy. */
export interface EndableTable {
  phase: string;
  endedByHost: boolean;
  trick: readonly TrickPlay[];
}

/**
 * The host ends the game on `over`, a fresh copy of the state: totals stand as after the last
 * completed hand (`scores`, per seat, told in the `gameOver` event) and the trick in progress is
 * dropped. Refuses a game already over (`GAME_OVER`).
 */
export function endedByHost<S extends EndableTable>(over: S, scores: readonly number[]): ApplyResult<S> {
  const table: EndableTable = over;
  if (table.phase === "over") throw new IllegalActionError("GAME_OVER", "the game is over");
  table.phase = "over";
  table.endedByHost = true;
  table.trick = [];
  return { state: over, events: [{ type: "gameOver", to: "all", scores, endedByHost: true }] };
}
