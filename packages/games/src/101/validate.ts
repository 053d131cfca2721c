/** Checks a `play` action of any JS shape against the rules, before anything changes. */
import { IllegalActionError, type CardCode, type Seat, type Suit } from "@gg/core";
import { fits, isDeckCard, isJack, rankOf, SUIT_LIST } from "./cards101.ts";
import type { State101 } from "./state.ts";

function fail(code: string, message: string): never {
  throw new IllegalActionError(code, message);
}

export function validatePlay(state: State101, seat: Seat, raw: unknown): { cards: readonly CardCode[]; suit: Suit | null } {
  const { cards, suit } = raw as { cards?: unknown; suit?: unknown };
  if (!Array.isArray(cards) || !cards.every(isDeckCard) || hasRepeats(cards)) {
    fail("MALFORMED_ACTION", "'cards' must be a list of distinct cards of the 36-card deck");
  }
  if (suit !== undefined && !SUIT_LIST.includes(suit as Suit)) fail("MALFORMED_ACTION", "'suit' must be one of C, D, H, S");
  const opening = state.phase === "opening";
  const tableTop = state.table[state.table.length - 1]!;
  if (cards.length === 0 && !opening) fail("MALFORMED_ACTION", "a move lays at least one card");
  const hand = state.hands[seat]!;
  for (const card of cards) if (!hand.includes(card)) fail("CARD_NOT_IN_HAND", `${card} is not in your hand`);
  const rank = opening ? rankOf(tableTop) : rankOf(cards[0]!);
  for (const card of cards) {
    if (rankOf(card) !== rank) fail("MIXED_RANKS", opening ? `the opening move adds only cards of rank ${rank}` : "a move lays cards of one rank");
  }
  if (!opening && !fits(cards[0]!, tableTop, state.calledSuit)) {
    fail("CARD_DOES_NOT_FIT", state.calledSuit && isJack(tableTop) ? `on the jack only ${state.calledSuit} or a jack` : `${cards[0]} does not fit ${tableTop}`);
  }
  const moveTop = cards.length > 0 ? cards[cards.length - 1]! : tableTop;
  if (isJack(moveTop) && suit === undefined) fail("SUIT_CALL_REQUIRED", "a move ending in a jack calls a suit");
  if (!isJack(moveTop) && suit !== undefined) fail("SUIT_CALL_NOT_ALLOWED", "only a move ending in a jack calls a suit");
  // A copy: the state must not share an array the caller still holds.
  return { cards: cards.slice(), suit: (suit as Suit | undefined) ?? null };
}

function hasRepeats(cards: readonly string[]): boolean {
  for (let i = 1; i < cards.length; i++) for (let j = 0; j < i; j++) if (cards[i] === cards[j]) return true;
  return false;
}
