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
  const chosen = checkPass(state.hands[seat]!, cards);
  const hands = state.hands.slice();
  hands[seat] = state.hands[seat]!.filter((card) => !chosen.includes(card));
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
  const [a, b, c] = cards as unknown[];
  if (cards.length !== 3 || !isCard(a) || !isCard(b) || !isCard(c) || a === b || a === c || b === c) {
    throw new IllegalActionError("BAD_PASS", "a pass is exactly 3 different cards");
  }
  for (const card of [a, b, c]) if (!hand.includes(card)) throw new IllegalActionError("CARD_NOT_IN_HAND", `${card} is not in your hand`);
  return orderOf(a) < orderOf(b) && orderOf(b) < orderOf(c) ? (cards as string[]) : sortCards(cards as string[]);
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
