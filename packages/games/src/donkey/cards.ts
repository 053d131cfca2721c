/**
 * Donkey's cards: what fits a led card, which card wins, the hand order, what a
 * seat is known to lack, and the shared frozen action objects (nothing is
 * allocated per card). Hot paths read a card's rank from its first character
 * code (the ten's "1" is unique among ranks) and its suit from its last, instead
 * of cutting the code.
 */
import { RANKS, SUITS, standardDeck, type CardCode, type GameEvent, type Seat, type TrickPlay } from "@gg/core";
import type { DonkeyAction, DrawAction, PlayAction } from "./state.ts";

export const DECK: readonly CardCode[] = Object.freeze(standardDeck());
const IN_DECK = new Set(DECK);

export const isCard = (value: unknown): value is CardCode => typeof value === "string" && IN_DECK.has(value);

const rankCode = (card: CardCode): number => card.charCodeAt(0);
const suitCode = (card: CardCode): number => card.charCodeAt(card.length - 1);

// A rank's strength by its first character: 0 for a two … 12 for an ace.
const STRENGTH_BY_CHAR = new Array<number>(128).fill(-1);
RANKS.forEach((rank, strength) => (STRENGTH_BY_CHAR[rank.charCodeAt(0)] = strength));
// A suit's index by its letter: clubs, diamonds, hearts, spades.
const SUIT_BY_CHAR = new Array<number>(128).fill(-1);
SUITS.forEach((suit, index) => (SUIT_BY_CHAR[suit.charCodeAt(0)] = index));

/** A card's strength within its suit: 0 for a two … 12 for an ace. */
export const strengthOfCard = (card: CardCode): number => STRENGTH_BY_CHAR[rankCode(card)]!;
/** A card's suit index: clubs 0, diamonds 1, hearts 2, spades 3. */
export const suitIndex = (card: CardCode): number => SUIT_BY_CHAR[suitCode(card)]!;

/** Whether `card` fits the led card: the same suit or the same rank. */
export function fits(card: CardCode, led: CardCode): boolean {
  return suitCode(card) === suitCode(led) || rankCode(card) === rankCode(led);
}

export const sameSuit = (a: CardCode, b: CardCode): boolean => suitCode(a) === suitCode(b);

/** Whether the hand holds a card that fits `led`. */
export function canFit(hand: readonly CardCode[], led: CardCode): boolean {
  for (let i = 0; i < hand.length; i++) if (fits(hand[i]!, led)) return true;
  return false;
}

/** The seat that takes a trick: the highest card of the led suit (the leader's card leads it). */
export function trickWinner(trick: readonly TrickPlay[]): Seat {
  const led = suitCode(trick[0]!.card);
  let best = trick[0]!;
  for (let i = 1; i < trick.length; i++) {
    const play = trick[i]!;
    if (suitCode(play.card) === led && strengthOfCard(play.card) > strengthOfCard(best.card)) best = play;
  }
  return best.seat;
}

/** Hand order: clubs, diamonds, hearts, spades; low to high within a suit. */
export const orderOf = (card: CardCode): number => suitIndex(card) * 13 + strengthOfCard(card);

/** A sorted copy, by insertion: hands are short, and it spares `sort` a comparator call per comparison. */
export function sortCards(cards: readonly CardCode[]): CardCode[] {
  const out = cards.slice();
  for (let i = 1; i < out.length; i++) {
    const card = out[i]!;
    const order = orderOf(card);
    let j = i - 1;
    for (; j >= 0 && orderOf(out[j]!) > order; j--) out[j + 1] = out[j]!;
    out[j + 1] = card;
  }
  return out;
}

/** A copy of a sorted hand with `card` put in its place. */
export function withCard(hand: readonly CardCode[], card: CardCode): CardCode[] {
  const order = orderOf(card);
  const out = new Array<CardCode>(hand.length + 1);
  let j = 0;
  let placed = false;
  for (let i = 0; i < hand.length; i++) {
    if (!placed && orderOf(hand[i]!) > order) {
      out[j++] = card;
      placed = true;
    }
    out[j++] = hand[i]!;
  }
  if (!placed) out[j] = card;
  return out;
}

/** A copy of `items` without the one at `at` (a loop: faster than slice and splice on this hot path). */
export function without<T>(items: readonly T[], at: number): T[] {
  const out = new Array<T>(items.length - 1);
  for (let i = 0, j = 0; i < items.length; i++) if (i !== at) out[j++] = items[i]!;
  return out;
}

/**
 * What a seat is known to lack, as bits: one per suit (bits 0–3) and one per rank (bits 4–16).
 * A seat that drew or passed on a trick holds nothing of the led card's suit or rank.
 */
export const lackBits = (led: CardCode): number => (1 << suitIndex(led)) | (1 << (4 + strengthOfCard(led)));

/** Whether a seat known to lack `lacks` may hold `card`. */
export const mayHold = (lacks: number, card: CardCode): boolean => (lacks & lackBits(card)) === 0;

/** The suits (`C` `D` `H` `S`) and ranks a lack mask names, for people and logs. */
export function lacksText(lacks: number): { suits: string[]; ranks: string[] } {
  return {
    suits: SUITS.filter((_, i) => (lacks & (1 << i)) !== 0),
    ranks: RANKS.filter((_, i) => (lacks & (1 << (4 + i))) !== 0),
  };
}

/**
 * Shared frozen objects, looked up by a card's index (0–51, read from its first and last
 * character codes through a dense array): the play actions, and per seat the trick entries and the
 * events of a play or a draw. A play then allocates only the arrays it must replace.
 */
const INDEX_BY_SLOT = new Array<number>(128 * 128).fill(-1);
DECK.forEach((card, i) => (INDEX_BY_SLOT[rankCode(card) * 128 + suitCode(card)] = i));
const indexOf = (card: CardCode): number => INDEX_BY_SLOT[rankCode(card) * 128 + suitCode(card)]!;

const PLAY: readonly PlayAction[] = DECK.map((card) => Object.freeze({ type: "play", card } as const));
const SEATS = 8;
const perSeatCard = <T>(make: (seat: Seat, card: CardCode) => T): readonly T[] =>
  Array.from({ length: SEATS * DECK.length }, (_, i) => Object.freeze(make(Math.floor(i / DECK.length), DECK[i % DECK.length]!)));
const PLAYED_BY = perSeatCard((seat, card): TrickPlay => ({ seat, card }));
const PLAYED = perSeatCard((seat, card): GameEvent => ({ type: "played", to: "all", seat, card }));
const PLAYED_DRAWN = perSeatCard((seat, card): GameEvent => ({ type: "played", to: "all", seat, card, drawn: true }));
const DREW = perSeatCard((seat, card): GameEvent => ({ type: "drew", to: Object.freeze([seat]), seat, card }));
const DREW_SEEN_BY_OTHERS: readonly GameEvent[] = Array.from({ length: SEATS }, (_, seat) => Object.freeze({ type: "drew", to: Object.freeze({ except: seat }), seat }));

/** The trick entry of `seat` playing `card`. */
export const playedBy = (seat: Seat, card: CardCode): TrickPlay => PLAYED_BY[seat * 52 + indexOf(card)]!;
/** The public event of a play; `drawn` for a card played straight from the stock. */
export const playedEvent = (seat: Seat, card: CardCode, drawn: boolean): GameEvent => (drawn ? PLAYED_DRAWN : PLAYED)[seat * 52 + indexOf(card)]!;
/** A draw's events: the card told to its drawer, the draw alone to everyone else. */
export const drewEvent = (seat: Seat, card: CardCode): GameEvent => DREW[seat * 52 + indexOf(card)]!;
export const drewSeenByOthers = (seat: Seat): GameEvent => DREW_SEEN_BY_OTHERS[seat]!;

export const DRAW: DrawAction = Object.freeze({ type: "draw" } as const);
export const DRAW_ONLY: readonly DonkeyAction[] = Object.freeze([DRAW]);

export const playOf = (card: CardCode): PlayAction => PLAY[indexOf(card)]!;

/*
 * The legal actions, built here beside `fits` and `PLAY`: they run before every action, and a
 * call across modules costs a getter under the TypeScript loader (tsx's CommonJS exports).
 */

/** The leader's choices: every card of the hand. */
export function leadActions(hand: readonly CardCode[]): DonkeyAction[] {
  const out = new Array<DonkeyAction>(hand.length);
  for (let i = 0; i < hand.length; i++) out[i] = PLAY[indexOf(hand[i]!)]!;
  return out;
}

/** A follower's choices: the cards that fit the led card, or else the draw. */
export function followActions(hand: readonly CardCode[], led: CardCode): readonly DonkeyAction[] {
  const out: DonkeyAction[] = [];
  for (let i = 0; i < hand.length; i++) if (fits(hand[i]!, led)) out.push(PLAY[indexOf(hand[i]!)]!);
  return out.length > 0 ? out : DRAW_ONLY;
}
