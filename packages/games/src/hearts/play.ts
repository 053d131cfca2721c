/**
 * The play of a hand: the lowest club leads, follow suit, no points on the
 * first trick unless the hand holds nothing else, hearts led only once broken
 * (or from a hand of hearts alone); the hand's points once its cards are out.
 */
import {
  addAt,
  Chance,
  closeTrick,
  IllegalActionError,
  indexInHand,
  playedEvent,
  playedEvents,
  playIntoTrick,
  suitOf,
  trickCards,
  type ApplyResult,
  type CardCode,
  type GameEvent,
  type Seat,
} from "@gg/core";
import { isHeart, isPenalty, JACK_OF_DIAMONDS, penaltyOf, playOf, trickWinner } from "./cards.ts";
import { firstLead, startHand } from "./hand.ts";
import { scoreHand } from "./score.ts";
import { copyState, leftOf, passDirection, type HeartsState, type PlayAction } from "./state.ts";

/** The suit letter's char code (the last character of a card code). */
const suitCode = (card: CardCode): number => card.charCodeAt(card.length - 1);
const HEART_CODE = 72; // "H"

/** Whether every card of `hand` is a heart (then hearts may be led before they are broken). */
function onlyHearts(hand: readonly CardCode[]): boolean {
  for (let i = 0; i < hand.length; i++) if (suitCode(hand[i]!) !== HEART_CODE) return false;
  return true;
}

/** Whether every card of `hand` is a penalty card (then it may give points on the first trick). */
function onlyPenalties(hand: readonly CardCode[]): boolean {
  for (let i = 0; i < hand.length; i++) if (!isPenalty(hand[i]!)) return false;
  return true;
}

/** Whether `hand` holds a card of the suit whose letter's code is `suit`. */
function holdsSuit(hand: readonly CardCode[], suit: number): boolean {
  for (let i = 0; i < hand.length; i++) if (suitCode(hand[i]!) === suit) return true;
  return false;
}

/** Every card the seat in turn may play now, as shared action objects (loops, no closures: it runs before every card). */
export function playActions(state: HeartsState, seat: Seat): PlayAction[] {
  const hand = state.hands[seat]!;
  const out: PlayAction[] = [];
  const first = state.history.length === 0;
  if (state.trick.length === 0) {
    if (first) return [playOf(firstLead(state.players))];
    const leadHearts = state.heartsBroken || onlyHearts(hand);
    for (let i = 0; i < hand.length; i++) {
      const card = hand[i]!;
      if (leadHearts || suitCode(card) !== HEART_CODE) out.push(playOf(card));
    }
    return out;
  }
  const led = suitCode(state.trick[0]!.card);
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i]!;
    if (suitCode(card) === led) out.push(playOf(card));
  }
  if (out.length > 0) return out;
  const clean = first && !onlyPenalties(hand); // first trick: points only from a hand of nothing else
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i]!;
    if (!clean || !isPenalty(card)) out.push(playOf(card));
  }
  return out;
}

/** Refuses a card the rules forbid now, with the rule's code. */
function checkPlay(state: HeartsState, hand: readonly CardCode[], card: CardCode): void {
  const first = state.history.length === 0;
  if (state.trick.length === 0) {
    const lead = firstLead(state.players);
    if (first && card !== lead) throw new IllegalActionError("MUST_LEAD_LOWEST_CLUB", `the first trick is led with ${lead}`);
    if (isHeart(card) && !state.heartsBroken && !onlyHearts(hand)) {
      throw new IllegalActionError("HEARTS_NOT_BROKEN", "hearts may not be led until a heart or QS has been played");
    }
    return;
  }
  const led = suitCode(state.trick[0]!.card);
  if (suitCode(card) !== led && holdsSuit(hand, led)) {
    throw new IllegalActionError("MUST_FOLLOW_SUIT", `you must follow suit: you hold a card of ${suitOf(state.trick[0]!.card)}`);
  }
  if (first && isPenalty(card) && !onlyPenalties(hand)) {
    throw new IllegalActionError("NO_POINTS_ON_FIRST_TRICK", "no heart or QS on the first trick while you hold another card");
  }
}

export function playCard(state: HeartsState, seat: Seat, card: unknown): ApplyResult<HeartsState> {
  const hand = state.hands[seat]!;
  const at = indexInHand(hand, card);
  const played = hand[at]!;
  checkPlay(state, hand, played);
  const next = copyState(state);
  if (!state.heartsBroken && isPenalty(played)) next.heartsBroken = true;
  const trick = playIntoTrick(next, seat, at, state.players);
  if (trick.length < state.players) return { state: next, events: playedEvents(seat, played) };
  const winner = trickWinner(trick);
  let points = 0;
  for (let i = 0; i < trick.length; i++) {
    const card = trick[i]!.card;
    points += penaltyOf(card);
    if (card === JACK_OF_DIAMONDS) next.jackTaker = winner;
  }
  if (points > 0) next.taken = addAt(state.taken, winner, points);
  const events: GameEvent[] = [playedEvent(seat, played), { type: "trickWon", to: "all", seat: winner, cards: trickCards(trick), points }];
  closeTrick(next, trick, winner);
  // Everyone holds as many cards as the last player now: an empty hand ends the hand.
  return { state: hand.length === 1 ? endHand(next, events) : next, events };
}

/** Scores the hand; ends the match when a total reached the target, else deals the next hand. */
function endHand(state: HeartsState, events: GameEvent[]): HeartsState {
  const { points, moon } = scoreHand(state.taken, state.jackTaker, state.options);
  const scores = state.scores.map((total, seat) => total + points[seat]!);
  events.push({ type: "roundScored", to: "all", round: state.round, taken: state.taken, points, scores, moon });
  const next = copyState(state);
  next.scores = scores;
  next.sheet = [...state.sheet, { direction: passDirection(state.players, state.round), taken: state.taken, points, moon }];
  if (scores.some((total) => total >= state.options.target)) {
    events.push({ type: "gameOver", to: "all", scores });
    next.phase = "over";
    return next;
  }
  next.round = state.round + 1;
  return startHand(next, new Chance(state.chance), events);
}
