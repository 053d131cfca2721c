/**
 * What the generic search bot needs from 101: a determinization of a seat's
 * view (the cards it cannot see, dealt at random to the other hands and the
 * bank, keeping the suits a player showed it lacked) and the value of a state
 * for a seat (its chances in the game, read from the totals after a playout;
 * an unfinished round adds each hand's expected score).
 */
import { initialChance, shuffle, type Bot, type CardCode, type RandomSource, type Seat } from "@gg/core";
import { DECK_36, handPoints, isJack, suitOf } from "./cards101.ts";
import type { Action101, State101 } from "./state.ts";
import { rankActions } from "./bots.ts";
import type { View101 } from "./view.ts";

const SUIT_BIT: Record<string, number> = { C: 1, D: 2, H: 4, S: 8 };
/** Shuffles tried with the voids honoured before they are dropped. */
const TRIES = 8;
/**
 * Win chance against the total, fitted on 14,700 round starts of 3-player `rules` matches: a seat's
 * odds fall by about e^(−total / 80) (at 0 it went on to win 36%, at 80–89 16%: resets and long
 * games keep them flat). The earlier (room under the limit)² weighting was far too steep: as a
 * forecast of the real winner it scored worse than a coin toss.
 */
const WIN_SCALE = 80;
/**
 * The running round's expected score, fitted on 726,000 seat-positions of 3-player `rules` rounds:
 * a seat's odds of going out first fall by e^(−1.3) a card and rise by e^0.7 on its turn; a point in
 * hand adds only 0.15 to the expected score (hands turn over: 42% of rounds run to ×2 or more);
 * going out on a jack scores −20.
 */
const ROUND_FIT = { perCard: 1.3, onTurn: 0.7, points: 0.15, jackOut: 20 };

/**
 * A full state consistent with `view`: the seat's own hand, the table, counts,
 * turn, multiplier, totals and the other public facts exactly as shown; the
 * unseen cards (36 − own hand − table) shuffled into the other hands (their
 * counts kept, shown voids honoured for the cards held since) and the bank.
 */
export function determinize(view: View101, seat: Seat, random: RandomSource): State101 {
  const own = view.hand ?? [];
  const seen = new Set<CardCode>([...own, ...view.pile]);
  const unseen = DECK_36.filter((c) => !seen.has(c));
  const hands = dealUnseen(unseen, view, seat, own, random);
  const voidMask = view.voids.map((v) => v.suits.reduce((m, s) => m | SUIT_BIT[s]!, 0));
  const voidDrawn = view.voids.map((v) => v.drawnSince);
  return {
    players: view.players,
    limit: view.limit,
    chance: initialChance(`determinized-${random.uint32()}`),
    phase: view.phase,
    round: view.round,
    dice: view.dice,
    dealer: view.dealer,
    hands: hands.hands,
    bank: hands.bank,
    table: view.pile.slice(),
    calledSuit: view.calledSuit,
    multiplier: view.multiplier,
    totals: view.totals.slice(),
    // The round a seat went out is not shown; it only orders ranks among seats already out.
    outRound: view.out.map((out) => (out ? 0 : null)),
    turn: view.turn ?? seat,
    draws: view.drawsUsed,
    cover: view.mustCover,
    skips: view.pendingSkips?.count ?? 0,
    skipLayer: view.pendingSkips?.layer ?? -1,
    move: view.lastMove ? { seat: view.lastMove.seat, cards: view.lastMove.cards.slice() } : null,
    winners: view.winners,
    endedByHost: view.endedByHost,
    voidMask,
    voidDrawn,
    forcedPositions: [], // play from a determinized world starts free
  };
}

/**
 * Deals the unseen cards: each other seat first gets the cards it has held since its
 * shown voids (of suits it does not lack), then the rest of its count from anything;
 * what remains is the bank in random order. Voids that cannot be honoured (rare) are dropped.
 */
function dealUnseen(unseen: readonly CardCode[], view: View101, seat: Seat, own: readonly CardCode[], random: RandomSource): { hands: CardCode[][]; bank: CardCode[] } {
  // Seats with the most suits lacking deal first; a few tries, then the voids are dropped.
  const order = [...view.handCounts.keys()].filter((s) => s !== seat).sort((a, b) => (view.voids[b]?.suits.length ?? 0) - (view.voids[a]?.suits.length ?? 0));
  for (let attempt = 0; attempt <= TRIES; attempt++) {
    const pool = shuffle(random, unseen);
    const hands: CardCode[][] = view.handCounts.map((_, s) => (s === seat ? own.slice() : []));
    let ok = true;
    for (const s of order) {
      if (!ok) break;
      const count = view.handCounts[s]!;
      const v = view.voids[s];
      const constrained = attempt < TRIES && v && v.suits.length > 0 ? Math.max(0, count - v.drawnSince) : 0;
      for (let k = 0; k < constrained; k++) {
        const at = pool.findIndex((c) => !v!.suits.includes(suitOf(c)));
        if (at < 0) {
          ok = false;
          break;
        }
        hands[s]!.push(pool.splice(at, 1)[0]!);
      }
      for (let k = constrained; k < count && ok; k++) hands[s]!.push(pool.pop()!);
    }
    if (ok) return { hands, bank: pool };
  }
  throw new Error("unreachable: an unconstrained deal always fits");
}

/**
 * How good `state` is for `seat`, higher is better: its share of a rough win chance, each seat
 * still in weighing e^(−total / WIN_SCALE), a total past the limit counted at the limit; a
 * seat out weighs nothing, a finished game counts its winners. Without a score limit: the others'
 * mean total minus the seat's. A round still running (a playout cut short) first adds each seat's
 * expected score to its total (`roundEstimate`).
 */
export function evaluate(state: State101, seat: Seat): number {
  if (state.phase === "over") {
    const winners = state.winners ?? [];
    return winners.includes(seat) ? 1 / winners.length : 0;
  }
  const projected = freshDeal(state) ? state.totals.slice() : roundEstimate(state);
  if (state.limit === null) {
    let others = 0;
    for (let p = 0; p < state.players; p++) if (p !== seat) others += projected[p]!;
    return others / Math.max(1, state.players - 1) - projected[seat]!;
  }
  let mine = 0;
  let sum = 0;
  for (let p = 0; p < state.players; p++) {
    if (state.outRound[p] !== null) continue;
    // Past the limit the projection is rough (resets, the round's end): it counts as at the limit.
    const weight = Math.exp(-Math.min(projected[p]!, state.limit) / WIN_SCALE);
    sum += weight;
    if (p === seat) mine = weight;
  }
  return sum > 0 ? mine / sum : 0;
}

/**
 * Totals plus the expected score of the running round (`ROUND_FIT`): the fewer cards a seat holds,
 * and on its turn, the likelier it goes out first (then it scores −20 a jack in hand, which it
 * would go out on); otherwise a share of its hand's points. All × the multiplier.
 */
export function roundEstimate(state: State101): number[] {
  const projected = state.totals.slice();
  const odds: number[] = [];
  let sum = 0;
  for (let p = 0; p < state.players; p++) {
    const w = state.outRound[p] === null ? Math.exp(-ROUND_FIT.perCard * state.hands[p]!.length + (p === state.turn ? ROUND_FIT.onTurn : 0)) : 0;
    odds.push(w);
    sum += w;
  }
  for (let p = 0; p < state.players; p++) {
    if (state.outRound[p] !== null) continue;
    const hand = state.hands[p]!;
    const out = odds[p]! / sum;
    let jacks = 0;
    for (const card of hand) if (isJack(card)) jacks++;
    projected[p]! += ((1 - out) * ROUND_FIT.points * handPoints(hand) - out * ROUND_FIT.jackOut * jacks) * state.multiplier;
  }
  return projected;
}

/** A round just dealt (nothing laid but the opening card, whose 7, 8 or QS may have bitten already): its hands are not yet a score. */
function freshDeal(state: State101): boolean {
  // Within a round the table only grows, and a reshuffle raises the multiplier: one card at ×1 is a new round.
  return state.multiplier === 1 && state.table.length === 1;
}

/**
 * One action per distinct outcome: moves with the same cards, the same top card and the same
 * call do the same (the cards under the top only need the first to fit), so the search spends
 * its playouts on real choices. Keeps the first of each kind, in the legal order.
 */
export function distinctActions(legal: readonly Action101[]): Action101[] {
  const seen = new Set<string>();
  const out: Action101[] = [];
  for (const action of legal) {
    let key: string = action.type;
    if (action.type === "play" && action.cards.length > 1) {
      const top = action.cards[action.cards.length - 1]!;
      key = `play ${[...action.cards].sort().join(" ")} ${top} ${action.suit ?? ""}`;
    } else if (action.type === "play") key = `play ${action.cards.join(" ")} ${action.suit ?? ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(action);
  }
  return out;
}

/**
 * The search bot on the distinct actions (see `distinctActions`), and only on the `width` the
 * rules bot likes best (all of them when `width` is 0): fewer candidates get more playouts each,
 * and a move no good player would make cannot win on sampling noise.
 */
export function search101(inner: Bot<View101, Action101>, width = 0): Bot<View101, Action101> {
  return {
    act(input) {
      const distinct = distinctActions(input.legal);
      const legal = width > 0 && distinct.length > width ? rankActions(input.view, input.seat, distinct).slice(0, width) : distinct;
      // The view is built lazily by the platform: read it only if the search needs it.
      return inner.act({ seat: input.seat, random: input.random, legal, get view() { return input.view; } });
    },
  };
}
