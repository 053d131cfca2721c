/**
 * The pass: one simultaneous choice of every seat. Each seat submits 3 cards
 * separately, in any order; the cards leave its hand at once (the passer's
 * own view shows them), the table learns only who has chosen, and when the
 * last choice arrives every seat receives its cards in an event addressed to
 * it alone.
 */
import { IllegalActionError, type ApplyResult, type GameEvent, type Seat } from "@gg/core";
import { cardOrder, mergeCards, sortCards } from "./cards.ts";
import { beginPlay } from "./hand.ts";
import { copyState, passDirection, passOffset, type HeartsState, type PassAction } from "./state.ts";

// The table learns only who has chosen: one shared frozen event list per seat.
const PASS_CHOSEN: readonly (readonly GameEvent[])[] = Array.from({ length: 6 }, (_, seat) =>
  Object.freeze([Object.freeze({ type: "passChosen", to: "all", seat } as GameEvent)]),
);

/** Applies a seat's pass; the last one hands every pass over and the play begins. */
export function submitPass(state: HeartsState, seat: Seat, cards: unknown): ApplyResult<HeartsState> {
  const hand = state.hands[seat]!;
  const chosen = checkPass(cards);
  const hands = state.hands.slice();
  hands[seat] = withoutPass(hand, chosen, cards as readonly unknown[]);
  const passes = state.passes.slice();
  passes[seat] = chosen;
  const next = copyState(state);
  next.hands = hands;
  next.passes = passes;
  if (passes.includes(null)) return { state: next, events: PASS_CHOSEN[seat]! };
  const events: GameEvent[] = [PASS_CHOSEN[seat]![0]!];
  return { state: beginPlay(handOver(next, events)), events };
}

/** Three different cards, in hand order (the listed actions' own frozen list when already so); refuses anything else. */
function checkPass(cards: unknown): readonly string[] {
  if (!Array.isArray(cards)) throw new IllegalActionError("MALFORMED_ACTION", "a pass names its cards: { type: 'pass', cards: [three card codes] }");
  const a = cardOrder(cards[0]);
  const b = cardOrder(cards[1]);
  const c = cardOrder(cards[2]);
  if (cards.length !== 3 || a < 0 || b < 0 || c < 0 || a === b || a === c || b === c) {
    throw new IllegalActionError("BAD_PASS", "a pass is exactly 3 different cards");
  }
  return a < b && b < c ? (cards as string[]) : sortCards(cards as string[]);
}

/**
 * The hand less the 3 passed cards, in hand order (both are sorted: one merge-like walk, which
 * also finds a card the hand does not hold — refused, naming the first such card as submitted).
 */
function withoutPass(hand: readonly string[], passed: readonly string[], submitted: readonly unknown[]): string[] {
  const out = new Array<string>(hand.length - 3);
  let j = 0;
  let k = 0;
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i]!;
    if (j < 3 && card === passed[j]) j++;
    else if (k < out.length) out[k++] = card;
    else break;
  }
  if (j < 3) notInHand(submitted.find((card) => !hand.includes(card as string)) as string);
  return out;
}

function notInHand(card: string): never {
  throw new IllegalActionError("CARD_NOT_IN_HAND", `${card} is not in your hand`);
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
