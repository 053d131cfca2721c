/**
 * The play of a hand: the dealer leads, follow suit, no heart led while the
 * leader holds another suit (no hearts, no King of Hearts), `KH` forced on a
 * player void in the led suit (no King of Hearts); the hand ends after the
 * 13th trick, or once its penalty cards are all taken (option `earlyEnd`).
 */
import {
  addAt,
  closeTrick,
  IllegalActionError,
  indexInHand,
  playedEvent,
  playedEvents,
  playAction,
  playIntoTrick,
  RANKS,
  strengthOf,
  trickCards,
  winningPlay,
  type ApplyResult,
  type CardCode,
  type GameEvent,
  type Seat,
} from "@gg/core";
import { NEGATIVE_TOTAL, NO_HEART_LEAD, STOPS_EARLY, isHeart, KING_OF_HEARTS, trickPoints, type ContractId } from "./contracts.ts";
import { endHand } from "./hand.ts";
import { copyState, type KingState, type PlayAction } from "./state.ts";

/** Aces high. */
export const STRENGTH = strengthOf(RANKS);

/** The suit letter's char code (the last character of a card code). */
const suitCode = (card: CardCode): number => card.charCodeAt(card.length - 1);

/** Every card the seat may play now, as shared action objects. */
export function playActions(state: KingState, seat: Seat): PlayAction[] {
  const hand = state.hands[seat]!;
  const out: PlayAction[] = [];
  if (state.trick.length === 0) {
    if (NO_HEART_LEAD[state.contract!]) for (const card of hand) if (!isHeart(card)) out.push(playAction(card));
    if (out.length > 0) return out;
    for (const card of hand) out.push(playAction(card));
    return out;
  }
  const led = suitCode(state.trick[0]!.card);
  for (const card of hand) if (suitCode(card) === led) out.push(playAction(card));
  if (out.length > 0) return out;
  if (state.contract === "noKingOfHearts" && hand.includes(KING_OF_HEARTS)) return [playAction(KING_OF_HEARTS)];
  for (const card of hand) out.push(playAction(card));
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
  const hand = state.hands[seat]!;
  const at = indexInHand(hand, card);
  const played = hand[at]!;
  checkPlay(state, hand, played);
  const next = copyState(state);
  const trick = playIntoTrick(next, seat, at, state.players);
  if (trick.length < state.players) return { state: next, events: playedEvents(seat, played) };
  const contract = state.contract!;
  const winner = winningPlay(trick, state.trump, STRENGTH).seat;
  const cards = trickCards(trick);
  const points = trickPoints(contract, cards, state.history.length + 1);
  next.tricks = addAt(state.tricks, winner, 1);
  if (points !== 0) next.points = addAt(state.points, winner, points);
  const events: GameEvent[] = [playedEvent(seat, played), { type: "trickWon", to: "all", seat: winner, cards, points }];
  closeTrick(next, trick, winner);
  const over = hand.length === 1 || (state.options.earlyEnd && allPenaltiesTaken(contract, next.points));
  return { state: over ? endHand(next, events) : next, events };
}

/** Whether a hand that stops early has given out every penalty point (its total is fixed). */
function allPenaltiesTaken(contract: ContractId, points: readonly number[]): boolean {
  if (!STOPS_EARLY[contract]) return false;
  let sum = 0;
  for (const p of points) sum += p;
  return sum === NEGATIVE_TOTAL[contract as keyof typeof NEGATIVE_TOTAL];
}
