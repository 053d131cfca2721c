/**
 * A round of Donkey from its deal to its donkey: the deal and the lead, the
 * turn going round a trick (skipping safe players, passing by itself for a
 * player who can neither fit nor draw), the trick's winner, and the end the
 * moment one player alone holds cards.
 */
import { Chance, type CardCode, type GameEvent, type Seat } from "@gg/core";
import { drawDeal } from "../oh-hell/deal.ts";
import { canFit, lackBits, playedBy, sortCards, trickWinner } from "./cards.ts";
import { copyState, leftOf, type DonkeyState, type DraftState } from "./state.ts";

/** Deals round `state.round`; the seat after `state.dealer` leads its first trick. */
export function startRound(state: DonkeyState, chance: Chance, events: GameEvent[]): DonkeyState {
  const { players, round, dealer } = state;
  const size = state.options.handSize;
  const deal = drawDeal(chance, players, size, dealer);
  const leader = leftOf(dealer, players);
  const hands = deal.hands.map(sortCards);
  events.push({ type: "dealt", to: "all", round, dealer, leader, size, stock: deal.rest.length });
  for (let seat = 0; seat < players; seat++) events.push({ type: "hand", to: [seat], cards: hands[seat] });
  const next = copyState(state);
  next.chance = chance.save();
  next.phase = "play";
  next.turn = leader;
  next.leader = leader;
  next.hands = hands;
  next.stock = deal.rest;
  next.drawn = 0;
  next.trick = [];
  next.history = [];
  next.lacks = new Array<number>(players).fill(0);
  return next;
}

/**
 * After `seat` put `card` on the trick (from its hand or straight from the stock): the round
 * ends if one player alone holds cards; otherwise the turn moves on.
 */
export function afterPlay(next: DraftState, seat: Seat, card: CardCode, events: GameEvent[]): DonkeyState {
  next.trick = append(next.trick, playedBy(seat, card));
  if (next.hands[seat]!.length === 0) events.push({ type: "safe", to: "all", seat });
  const donkey = lastHolder(next.hands);
  if (donkey !== null) return endRound(next, donkey, events);
  passTurn(next, seat, events);
  return next;
}

/** The only seat still holding cards, or null while two or more do. */
function lastHolder(hands: readonly (readonly CardCode[])[]): Seat | null {
  let holder: Seat | null = null;
  for (let seat = 0; seat < hands.length; seat++) {
    if (hands[seat]!.length === 0) continue;
    if (holder !== null) return null;
    holder = seat;
  }
  return holder;
}

/**
 * Moves the turn clockwise from `from` to the next player who must act on this trick: safe
 * players are skipped, and one who holds nothing that fits while the stock is empty passes.
 * Back at the leader, the trick is over.
 */
export function passTurn(next: DraftState, from: Seat, events: GameEvent[]): void {
  const led = next.trick[0]!.card;
  const stockLeft = next.stock.length > next.drawn;
  const players = next.players;
  // The next seat written out (not `leftOf`): this loop runs after every card.
  for (let seat = from + 1 === players ? 0 : from + 1; seat !== next.leader; seat = seat + 1 === players ? 0 : seat + 1) {
    const hand = next.hands[seat]!;
    if (hand.length === 0) continue;
    if (stockLeft || canFit(hand, led)) {
      next.turn = seat;
      return;
    }
    passes(next, seat, led, events);
  }
  finishTrick(next, events);
}

/** `seat` holds nothing that fits `led` and cannot draw: it plays no card, and everyone learns what it lacks. */
export function passes(next: DraftState, seat: Seat, led: CardCode, events: GameEvent[]): void {
  const lacks = next.lacks.slice();
  lacks[seat] = lacks[seat]! | lackBits(led);
  next.lacks = lacks;
  events.push({ type: "passed", to: "all", seat });
}

/** The highest card of the led suit takes the trick; its winner leads, or the next player with cards. */
function finishTrick(next: DraftState, events: GameEvent[]): void {
  const trick = next.trick;
  const winner = trickWinner(trick);
  const cards = new Array<CardCode>(trick.length);
  for (let i = 0; i < trick.length; i++) cards[i] = trick[i]!.card;
  events.push({ type: "trickWon", to: "all", seat: winner, cards });
  next.history = append(next.history, trick);
  next.trick = [];
  let leader = winner;
  while (next.hands[leader]!.length === 0) leader = leftOf(leader, next.players);
  next.leader = leader;
  next.turn = leader;
}

/** Scores the round to its donkey; ends the match at the donkey limit, else deals the next round. */
function endRound(next: DraftState, donkey: Seat, events: GameEvent[]): DonkeyState {
  const donkeys = next.donkeys.slice();
  donkeys[donkey] = donkeys[donkey]! + 1;
  const points = new Array<number>(next.players).fill(0);
  points[donkey] = 1;
  events.push({ type: "roundScored", to: "all", round: next.round, donkey, points, scores: donkeys });
  next.donkeys = donkeys;
  next.sheet = append(next.sheet, donkey);
  next.trick = [];
  if (donkeys[donkey]! >= next.options.donkeyLimit) {
    events.push({ type: "gameOver", to: "all", scores: donkeys });
    next.phase = "over";
    return next;
  }
  next.round = next.round + 1;
  next.dealer = leftOf(next.dealer, next.players);
  return startRound(next, new Chance(next.chance), events);
}

/** A copy of `items` with `item` appended. */
export function append<T>(items: readonly T[], item: T): T[] {
  const out = new Array<T>(items.length + 1);
  for (let i = 0; i < items.length; i++) out[i] = items[i]!;
  out[items.length] = item;
  return out;
}
