/**
 * The pass: one simultaneous choice of every seat. Each seat submits 3 cards
 * separately, in any order; the cards leave its hand at once (the passer's
 * own view shows them), the table learns only who has chosen, and when the
 * last choice arrives every seat receives its cards in an event addressed to
 * it alone.
 */
import { IllegalActionError, type ApplyResult, type GameEvent, type Seat } from "@gg/core";
import { isCard, mergeCards, orderOf, sortCards } from "./cards.ts";
import { beginPlay } from "./hand.ts";
import { copyState, passDirection, passOffset, type HeartsState, type PassAction } from "./state.ts";

/** Applies a seat's pass; the last one hands every pass over and the play begins. */
export function submitPass(state: HeartsState, seat: Seat, cards: unknown): ApplyResult<HeartsState> {
  const hand = state.hands[seat]!;
  const chosen = checkPass(hand, cards);
  const hands = state.hands.slice();
  hands[seat] = withoutPass(hand, chosen);
  const passes = state.passes.slice();
  passes[seat] = chosen;
  const events: GameEvent[] = [{ type: "passChosen", to: "all", seat }];
  const next = copyState(state);
  next.hands = hands;
  next.passes = passes;
  if (passes.includes(null)) return { state: next, events };
  return { state: beginPlay(handOver(next, events)), events };
}

/** Three different cards of the hand, in hand order (the listed actions' own frozen list when already so); refuses anything else. */
function checkPass(hand: readonly string[], cards: unknown): readonly string[] {
  if (!Array.isArray(cards)) throw new IllegalActionError("MALFORMED_ACTION", "a pass names its cards: { type: 'pass', cards: [three card codes] }");
  const a: unknown = cards[0];
  const b: unknown = cards[1];
  const c: unknown = cards[2];
  if (cards.length !== 3 || !isCard(a) || !isCard(b) || !isCard(c) || a === b || a === c || b === c) {
    throw new IllegalActionError("BAD_PASS", "a pass is exactly 3 different cards");
  }
  if (!hand.includes(a)) notInHand(a);
  if (!hand.includes(b)) notInHand(b);
  if (!hand.includes(c)) notInHand(c);
  return orderOf(a) < orderOf(b) && orderOf(b) < orderOf(c) ? (cards as string[]) : sortCards([a, b, c]);
}

function notInHand(card: string): never {
  throw new IllegalActionError("CARD_NOT_IN_HAND", `${card} is not in your hand`);
}

/** The hand less the 3 passed cards, in hand order (both are sorted: one merge-like walk). */
function withoutPass(hand: readonly string[], passed: readonly string[]): string[] {
  const out: string[] = [];
  let j = 0;
  for (const card of hand) {
    if (j < passed.length && card === passed[j]) j++;
    else out.push(card);
  }
  return out;
}

/** Every seat receives the cards passed to it, told to it alone. */
function handOver(state: HeartsState, events: GameEvent[]): HeartsState {
  const { players, round } = state;
  const offset = passOffset(players, round);
  const hands: string[][] = [];
  const received: (readonly string[])[] = [];
  for (let seat = 0; seat < players; seat++) {
    const from = (seat - offset + players) % players;
    const cards = state.passes[from]!;
    received.push(cards);
    hands.push(mergeCards(state.hands[seat]!, cards));
    events.push({ type: "received", to: [seat], from, cards });
  }
  events.push({ type: "passDone", to: "all", direction: passDirection(players, round) });
  const next = copyState(state);
  next.hands = hands;
  next.received = received;
  return next;
}
