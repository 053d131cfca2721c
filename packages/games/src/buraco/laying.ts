/**
 * Checking a new sequence or an extension completely — cards in hand, the sequence rules, what
 * an emptied hand does, a card left to discard — for `apply` (which throws the problem) and for
 * the list of legal actions (which lists only what passes).
 */
import type { CardCode, Seat } from "@gg/core";
import { holdsAll, withoutCards } from "./cards.ts";
import { emptyingOutcome, leavesADiscard, type EmptyingProblem } from "./emptying.ts";
import { readExtension, readSequence, type ExtensionProblem, type Sequence } from "./sequence.ts";
import { teamOfSeat, type BuracoState } from "./state.ts";

export interface Laying {
  /** The team's sequences afterwards. */
  readonly melds: Sequence[];
  /** The cards taken from the hand. */
  readonly used: readonly CardCode[];
  /** The hand afterwards (empty when it goes out or wins a morto). */
  readonly hand: CardCode[];
  /** `keep`: the hand still holds cards; `goOut`: the player goes out; `morto`: the morto becomes the hand. */
  readonly outcome: "keep" | "goOut" | "morto";
}

export type LayingProblem = ExtensionProblem | EmptyingProblem | "CARD_NOT_IN_HAND" | "NO_DISCARD_LEFT" | "NO_SUCH_MELD";

export function checkMeld(state: BuracoState, seat: Seat, cards: readonly CardCode[]): Laying | LayingProblem {
  if (!holdsAll(state.hands[seat]!, cards)) return "CARD_NOT_IN_HAND";
  const sequence = readSequence(cards);
  if (typeof sequence === "string") return sequence;
  const melds = [...state.melds[teamOfSeat(seat)], { ...sequence, cards: cards.slice() }];
  return settle(state, seat, melds, cards);
}

export function checkExtend(state: BuracoState, seat: Seat, index: number, cards: readonly CardCode[]): Laying | LayingProblem {
  const team = state.melds[teamOfSeat(seat)];
  const old = team[index];
  if (!old) return "NO_SUCH_MELD";
  const read = readExtension(old, cards);
  if (typeof read === "string") return read;
  if (!holdsAll(state.hands[seat]!, read.added)) return "CARD_NOT_IN_HAND";
  const melds = team.slice();
  melds[index] = { ...read.sequence, cards: cards.slice() };
  return settle(state, seat, melds, read.added);
}

function settle(state: BuracoState, seat: Seat, melds: Sequence[], used: readonly CardCode[]): Laying | LayingProblem {
  const hand = withoutCards(state.hands[seat]!, used);
  if (hand.length > 0) {
    return leavesADiscard(state, seat, hand, melds, state.takenCard) ? { melds, used, hand, outcome: "keep" } : "NO_DISCARD_LEFT";
  }
  const outcome = emptyingOutcome(state, seat, melds);
  return outcome === "goOut" || outcome === "morto" ? { melds, used, hand, outcome } : outcome;
}
