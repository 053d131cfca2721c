/**
 * The play of a hand: the lowest club leads, follow suit, no points on the
 * first trick unless the hand holds nothing else, hearts led only once broken
 * (or from a hand of hearts alone); the hand's points once its cards are out.
 */
import { Chance, IllegalActionError, suitOf, type ApplyResult, type CardCode, type GameEvent, type Seat, type TrickPlay } from "@gg/core";
import { isHeart, isPenalty, JACK_OF_DIAMONDS, penaltyOf, playedBy, playedEvents, playOf, trickWinner } from "./cards.ts";
import { firstLead, startHand } from "./hand.ts";
import { scoreHand } from "./score.ts";
import { copyState, leftOf, passDirection, type HeartsState, type PlayAction } from "./state.ts";

/** The suit letter's char code (the last character of a card code). */
const suitCode = (card: CardCode): number => card.charCodeAt(card.length - 1);

/** Every card the seat in turn may play now, as shared action objects. */
export function playActions(state: HeartsState, seat: Seat): PlayAction[] {
  const hand = state.hands[seat]!;
  const out: PlayAction[] = [];
  const first = state.history.length === 0;
  if (state.trick.length === 0) {
    if (first) return [playOf(firstLead(state.players))];
    const leadHearts = state.heartsBroken || hand.every(isHeart);
    for (const card of hand) if (leadHearts || !isHeart(card)) out.push(playOf(card));
    return out;
  }
  const led = suitCode(state.trick[0]!.card);
  for (const card of hand) if (suitCode(card) === led) out.push(playOf(card));
  if (out.length > 0) return out;
  const clean = first && !hand.every(isPenalty); // first trick: points only from a hand of nothing else
  for (const card of hand) if (!clean || !isPenalty(card)) out.push(playOf(card));
  return out;
}

/** Refuses a card the rules forbid now, with the rule's code. */
function checkPlay(state: HeartsState, hand: readonly CardCode[], card: CardCode): void {
  const first = state.history.length === 0;
  if (state.trick.length === 0) {
    const lead = firstLead(state.players);
    if (first && card !== lead) throw new IllegalActionError("MUST_LEAD_LOWEST_CLUB", `the first trick is led with ${lead}`);
    if (isHeart(card) && !state.heartsBroken && !hand.every(isHeart)) {
      throw new IllegalActionError("HEARTS_NOT_BROKEN", "hearts may not be led until a heart or QS has been played");
    }
    return;
  }
  const led = suitCode(state.trick[0]!.card);
  if (suitCode(card) !== led && hand.some((c) => suitCode(c) === led)) {
    throw new IllegalActionError("MUST_FOLLOW_SUIT", `you must follow suit: you hold a card of ${suitOf(state.trick[0]!.card)}`);
  }
  if (first && isPenalty(card) && !hand.every(isPenalty)) {
    throw new IllegalActionError("NO_POINTS_ON_FIRST_TRICK", "no heart or QS on the first trick while you hold another card");
  }
}

export function playCard(state: HeartsState, seat: Seat, card: unknown): ApplyResult<HeartsState> {
  if (typeof card !== "string") throw new IllegalActionError("MALFORMED_ACTION", "a play names a card code such as 'QS'");
  const hand = state.hands[seat]!;
  const at = hand.indexOf(card);
  if (at < 0) throw new IllegalActionError("CARD_NOT_IN_HAND", `${card} is not in your hand`);
  checkPlay(state, hand, card);
  const hands = state.hands.slice();
  const rest = without(hand, at);
  hands[seat] = rest;
  const trick = append(state.trick, playedBy(seat, card));
  const next = copyState(state);
  next.hands = hands;
  if (!state.heartsBroken && isPenalty(card)) next.heartsBroken = true;
  if (trick.length < state.players) {
    next.trick = trick;
    next.turn = leftOf(seat, state.players);
    return { state: next, events: playedEvents(seat, card) };
  }
  const events: GameEvent[] = [playedEvents(seat, card)[0]!];
  const winner = trickWinner(trick);
  const cards = new Array<CardCode>(trick.length);
  let points = 0;
  for (let i = 0; i < trick.length; i++) {
    const played = trick[i]!.card;
    cards[i] = played;
    points += penaltyOf(played);
    if (played === JACK_OF_DIAMONDS) next.jackTaker = winner;
  }
  if (points > 0) {
    const taken = state.taken.slice();
    taken[winner] = taken[winner]! + points;
    next.taken = taken;
  }
  events.push({ type: "trickWon", to: "all", seat: winner, cards, points });
  next.trick = [];
  next.history = append(state.history, trick);
  next.turn = winner;
  // Everyone holds as many cards as the last player now: an empty hand ends the hand.
  return { state: rest.length === 0 ? endHand(next, events) : next, events };
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
