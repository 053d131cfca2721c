/** Every legal action of a seat, multi-card orders included (at most 4 cards of a rank). */
import type { CardCode, Seat } from "@gg/core";
import { fits, isJack, rankOf, SUIT_LIST } from "./cards101.ts";
import { canDraw } from "./seats.ts";
import type { Action101, State101 } from "./state.ts";

/** Optional draws a player may take per turn. */
export const OPTIONAL_DRAWS = 3;

const DRAW: Action101 = { type: "draw" };
const PASS: Action101 = { type: "pass" };
const BRIDGE: Action101 = { type: "bridge" };
const NO_BRIDGE: Action101 = { type: "noBridge" };

export function legalActions(state: State101, seat: Seat): readonly Action101[] {
  if (state.phase === "over" || seat !== state.turn) return [];
  if (state.phase === "bridge") return [BRIDGE, NO_BRIDGE];
  const hand = state.hands[seat]!;
  const tableTop = state.table[state.table.length - 1]!;
  const out: Action101[] = [];
  if (state.phase === "opening") {
    // The dealer adds cards of the opening rank (possibly none), in any order.
    const rank = rankOf(tableTop);
    const same = hand.filter((c) => rankOf(c) === rank);
    extend(out, [], same, 0, tableTop);
    return out;
  }
  // Each fitting first card, followed by every ordering of every subset of its rank-mates.
  for (const first of hand) {
    if (!fits(first, tableTop, state.calledSuit)) continue;
    const rank = rankOf(first);
    const mates: CardCode[] = [];
    for (const card of hand) if (card !== first && rankOf(card) === rank) mates.push(card);
    extend(out, [first], mates, 0, tableTop);
  }
  const drawable = canDraw(state);
  if (state.cover) {
    // A 6 on top: cover it; draw only while nothing fits; pass only when even that is impossible.
    if (out.length === 0) out.push(drawable ? DRAW : PASS);
    return out;
  }
  const plays = out.length;
  if (state.draws < OPTIONAL_DRAWS && drawable) out.push(DRAW);
  if (plays === 0 && (state.draws >= OPTIONAL_DRAWS || !drawable)) out.push(PASS);
  return out;
}

/**
 * Whether the seat has more than one legal action — a real choice — without listing them
 * (checked on every action by the forced-loop stalemate, so it must be cheap). Agrees with
 * `legalActions(state, seat).length > 1`.
 */
export function hasChoice(state: State101, seat: Seat): boolean {
  if (state.phase === "over" || seat !== state.turn) return false;
  if (state.phase === "bridge") return true;
  const hand = state.hands[seat]!;
  const tableTop = state.table[state.table.length - 1]!;
  if (state.phase === "opening") return isJack(tableTop) || hand.some((c) => rankOf(c) === rankOf(tableTop));
  let fitting: CardCode | null = null;
  for (const card of hand) {
    if (!fits(card, tableTop, state.calledSuit)) continue;
    if (fitting !== null || isJack(card)) return true; // two first cards, or one jack with four suit calls
    fitting = card;
  }
  if (fitting === null) return false; // nothing fits: draw, or pass — never both
  const rank = rankOf(fitting);
  if (hand.some((c) => c !== fitting && rankOf(c) === rank)) return true; // the card alone, or with its rank-mates
  return !state.cover && state.draws < OPTIONAL_DRAWS && canDraw(state); // play it, or draw first
}

/** Emits `seq` as a move, then `seq` extended by each unused card of `mates` (bit set in `used`), recursively. */
function extend(out: Action101[], seq: CardCode[], mates: readonly CardCode[], used: number, tableTop: CardCode): void {
  pushMove(out, seq.slice(), tableTop);
  for (let i = 0; i < mates.length; i++) {
    if (used & (1 << i)) continue;
    seq.push(mates[i]!);
    extend(out, seq, mates, used | (1 << i), tableTop);
    seq.pop();
  }
}

/** A move, with one variant per suit call when its top card is a jack. */
function pushMove(out: Action101[], cards: readonly CardCode[], tableTop: CardCode): void {
  const moveTop = cards.length > 0 ? cards[cards.length - 1]! : tableTop;
  if (isJack(moveTop)) for (const suit of SUIT_LIST) out.push({ type: "play", cards, suit });
  else out.push({ type: "play", cards });
}
