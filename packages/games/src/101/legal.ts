/** Every legal action of a seat, multi-card orders included (at most 4 cards of a rank). */
import type { CardCode, Seat } from "@gg/core";
import { fits, isJack, rankOf, SUIT_LIST } from "./cards101.ts";
import { anyFits, canDraw, OPTIONAL_DRAWS } from "./engine.ts";
import type { Action101, State101 } from "./state.ts";

const ROLL: Action101 = { type: "roll" };
const DRAW: Action101 = { type: "draw" };
const PASS: Action101 = { type: "pass" };
const BRIDGE_ANSWERS: readonly Action101[] = [{ type: "bridge" }, { type: "noBridge" }];

export function legalActions(state: State101, seat: Seat): readonly Action101[] {
  if (state.phase === "over" || seat !== state.turn) return [];
  if (state.phase === "dice") return [ROLL];
  if (state.phase === "bridge") return BRIDGE_ANSWERS;
  const hand = state.hands[seat]!;
  const tableTop = state.table[state.table.length - 1]!;
  const out: Action101[] = [];
  if (state.phase === "opening") {
    // The dealer adds cards of the opening rank (possibly none).
    const rank = rankOf(tableTop);
    const same = hand.filter((c) => rankOf(c) === rank);
    pushMove(out, [], tableTop);
    sequences(same, () => true, [], (seq) => pushMove(out, seq, tableTop));
    return out;
  }
  const byRank = new Map<string, CardCode[]>();
  for (const card of hand) {
    const rank = rankOf(card);
    const group = byRank.get(rank);
    if (group) group.push(card);
    else byRank.set(rank, [card]);
  }
  const firstFits = (c: CardCode) => fits(c, tableTop, state.calledSuit);
  for (const group of byRank.values()) sequences(group, firstFits, [], (seq) => pushMove(out, seq, tableTop));
  const drawable = canDraw(state);
  if (state.cover) {
    // A 6 on top: cover it; draw only while nothing fits; pass only when even that is impossible.
    if (out.length === 0) out.push(drawable ? DRAW : PASS);
    return out;
  }
  if (state.draws < OPTIONAL_DRAWS && drawable) out.push(DRAW);
  if (!anyFits(state, seat) && (state.draws >= OPTIONAL_DRAWS || !drawable)) out.push(PASS);
  return out;
}

/** A move, with one variant per suit call when its top card is a jack. */
function pushMove(out: Action101[], cards: readonly CardCode[], tableTop: CardCode): void {
  const moveTop = cards.length > 0 ? cards[cards.length - 1]! : tableTop;
  if (isJack(moveTop)) for (const suit of SUIT_LIST) out.push({ type: "play", cards, suit });
  else out.push({ type: "play", cards });
}

/** Calls `emit` for every non-empty ordering of distinct cards of `group` whose first card passes `firstOk`. */
function sequences(group: readonly CardCode[], firstOk: (c: CardCode) => boolean, prefix: CardCode[], emit: (seq: CardCode[]) => void): void {
  for (const card of group) {
    if (prefix.includes(card)) continue;
    if (prefix.length === 0 && !firstOk(card)) continue;
    const seq = [...prefix, card];
    emit(seq);
    sequences(group, firstOk, seq, emit);
  }
}
