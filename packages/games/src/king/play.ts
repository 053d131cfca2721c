/**
 * The play of a hand: the dealer leads, follow suit, no heart led while the
 * leader holds another suit (no hearts, no King of Hearts), `KH` forced on a
 * player void in the led suit (no King of Hearts); the hand ends after the
 * 13th trick, or once its penalty cards are all taken (option `earlyEnd`).
 */
import { IllegalActionError, RANKS, standardDeck, strengthOf, winningPlay, type ApplyResult, type CardCode, type GameEvent, type Seat } from "@gg/core";
import { NEGATIVE_TOTAL, NO_HEART_LEAD, STOPS_EARLY, isHeart, KING_OF_HEARTS, trickPoints, type ContractId } from "./contracts.ts";
import { slotOf } from "./cards.ts";
import { endHand } from "./hand.ts";
import { copyState, leftOf, type KingState, type PlayAction } from "./state.ts";

/** Aces high. */
export const STRENGTH = strengthOf(RANKS);

// Shared frozen play actions, indexed by the card's slot (an array read: no hashing of the code).
const PLAY_BY_SLOT: readonly PlayAction[] = (() => {
  const out = new Array<PlayAction>(52);
  for (const card of standardDeck()) out[slotOf(card)] = Object.freeze({ type: "play", card } as const);
  return out;
})();
export const playOf = (card: CardCode): PlayAction => PLAY_BY_SLOT[slotOf(card)]!;

/** The suit letter's char code (the last character of a card code). */
const suitCode = (card: CardCode): number => card.charCodeAt(card.length - 1);

/** Every card the seat may play now, as shared action objects. */
export function playActions(state: KingState, seat: Seat): PlayAction[] {
  const hand = state.hands[seat]!;
  const out: PlayAction[] = [];
  if (state.trick.length === 0) {
    if (NO_HEART_LEAD[state.contract!]) for (const card of hand) if (!isHeart(card)) out.push(playOf(card));
    if (out.length > 0) return out;
    for (const card of hand) out.push(playOf(card));
    return out;
  }
  const led = suitCode(state.trick[0]!.card);
  for (const card of hand) if (suitCode(card) === led) out.push(playOf(card));
  if (out.length > 0) return out;
  if (state.contract === "noKingOfHearts" && hand.includes(KING_OF_HEARTS)) return [playOf(KING_OF_HEARTS)];
  for (const card of hand) out.push(playOf(card));
  return out;
}

/** Refuses a card the rules forbid now, with the rule's code. */
function checkPlay(state: KingState, hand: readonly CardCode[], card: CardCode): void {
  if (state.trick.length === 0) {
    if (NO_HEART_LEAD[state.contract!] && isHeart(card) && !hand.every(isHeart)) {
      throw new IllegalActionError("NO_HEART_LEAD", "a heart may not be led in this contract while you hold another suit");
    }
    return;
  }
  const led = suitCode(state.trick[0]!.card);
  if (suitCode(card) === led) return;
  if (hand.some((c) => suitCode(c) === led)) {
    throw new IllegalActionError("MUST_FOLLOW_SUIT", `you must follow suit: you hold a card of ${state.trick[0]!.card.slice(-1)}`);
  }
  if (state.contract === "noKingOfHearts" && card !== KING_OF_HEARTS && hand.includes(KING_OF_HEARTS)) {
    throw new IllegalActionError("MUST_PLAY_KING_OF_HEARTS", "you cannot follow suit and hold KH: you must play it");
  }
}

export function playCard(state: KingState, seat: Seat, card: unknown): ApplyResult<KingState> {
  if (typeof card !== "string") throw new IllegalActionError("MALFORMED_ACTION", "a play names a card code such as 'QS'");
  const hand = state.hands[seat]!;
  const at = hand.indexOf(card);
  if (at < 0) throw new IllegalActionError("CARD_NOT_IN_HAND", `${card} is not in your hand`);
  checkPlay(state, hand, card);
  const hands = state.hands.slice();
  const rest = without(hand, at);
  hands[seat] = rest;
  const trick = append(state.trick, { seat, card });
  const events: GameEvent[] = [{ type: "played", to: "all", seat, card }];
  const next = copyState(state);
  next.hands = hands;
  if (trick.length < state.players) {
    next.trick = trick;
    next.turn = leftOf(seat);
    return { state: next, events };
  }
  const contract = state.contract!;
  const winner = winningPlay(trick, state.trump, STRENGTH).seat;
  const cards = new Array<CardCode>(trick.length);
  for (let i = 0; i < trick.length; i++) cards[i] = trick[i]!.card;
  const number = state.history.length + 1;
  const points = trickPoints(contract, cards, number);
  const tricks = state.tricks.slice();
  tricks[winner] = tricks[winner]! + 1;
  next.tricks = tricks;
  if (points !== 0) {
    const taken = state.points.slice();
    taken[winner] = taken[winner]! + points;
    next.points = taken;
  }
  events.push({ type: "trickWon", to: "all", seat: winner, cards, points });
  next.trick = [];
  next.history = append(state.history, trick);
  next.turn = winner;
  const over = rest.length === 0 || (state.options.earlyEnd && allPenaltiesTaken(contract, next.points));
  return { state: over ? endHand(next, events) : next, events };
}

/** Whether a hand that stops early has given out every penalty point (its total is fixed). */
function allPenaltiesTaken(contract: ContractId, points: readonly number[]): boolean {
  if (!STOPS_EARLY[contract]) return false;
  let sum = 0;
  for (const p of points) sum += p;
  return sum === NEGATIVE_TOTAL[contract as keyof typeof NEGATIVE_TOTAL];
}

/** A copy of `items` without the one at `at` (a loop: faster than slice and splice on this hot path). */
function without<T>(items: readonly T[], at: number): T[] {
  const out = new Array<T>(items.length - 1);
  for (let i = 0, j = 0; i < items.length; i++) if (i !== at) out[j++] = items[i]!;
  return out;
}

/** A copy of `items` with `item` appended. */
function append<T>(items: readonly T[], item: T): T[] {
  const out = new Array<T>(items.length + 1);
  for (let i = 0; i < items.length; i++) out[i] = items[i]!;
  out[items.length] = item;
  return out;
}
