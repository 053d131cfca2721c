/**
 * What the generic search bot needs from Bisca: a determinization of a seat's
 * view — every hidden card (the other hands, the partner's included, and the
 * face-down stock's order) sampled from the unseen cards, keeping the cards
 * everyone saw a seat take and the suits a seat showed it lacks once following
 * became a duty — and the value of a state for a seat's side.
 */
import { initialChance, shuffle, suitOf, type CardCode, type RandomSource, type Seat, type TrickPlay } from "@gg/core";
import { deckFor } from "./deal.ts";
import { sortHand } from "./tables.ts";
import { sideOf, type BiscaState } from "./state.ts";
import type { BiscaView } from "./view.ts";

/** Suits each seat showed it lacks: it did not follow a suit led after the stock ran out. */
export function voids(view: BiscaView): Set<string>[] {
  const out = Array.from({ length: view.players }, () => new Set<string>());
  const deck = deckFor(view.players).length;
  const drawingTricks = (deck - view.players * view.options.handSize) / view.players;
  const followed = view.history.slice(drawingTricks);
  if (view.mustFollow && view.trick.length > 0) followed.push(view.trick);
  for (const trick of followed) {
    const led = suitOf(trick[0]!.card);
    for (const p of trick) if (suitOf(p.card) !== led) out[p.seat]!.add(led);
  }
  return out;
}

export function determinize(view: BiscaView, seat: Seat, random: RandomSource): BiscaState {
  const seen = new Set<CardCode>(view.hand);
  for (const p of view.trick) seen.add(p.card);
  for (const trick of view.history) for (const p of trick) seen.add(p.card);
  if (view.turned !== null) seen.add(view.turned);
  for (const cards of view.known) for (const card of cards) seen.add(card);
  const unseen = deckFor(view.players).filter((c) => !seen.has(c));
  const faceDown = view.stockLeft - (view.turned === null ? 0 : 1);
  const { hands, stock } = dealUnseen(unseen, view, seat, faceDown, voids(view), random);
  return {
    players: view.players,
    options: view.options,
    chance: initialChance(`determinized-${random.uint32()}`),
    round: view.round,
    dealer: view.dealer,
    phase: view.phase,
    turn: view.turn ?? seat,
    hands,
    stock,
    drawn: 0,
    turned: view.turned,
    trump: view.trump,
    trick: view.trick,
    history: view.history,
    taken: view.taken,
    known: view.known,
    scores: view.scores,
    sheet: view.sheet,
    endedByHost: false,
  };
}

/** Fills the other hands (known cards first, voids kept when possible), then the stock. */
function dealUnseen(
  unseen: CardCode[],
  view: BiscaView,
  seat: Seat,
  faceDown: number,
  lacking: Set<string>[],
  random: RandomSource,
): { hands: CardCode[][]; stock: CardCode[] } {
  const start = (): CardCode[][] => view.handCounts.map((_, s) => (s === seat ? view.hand.slice() : view.known[s]!.slice()));
  for (let attempt = 0; attempt < 20; attempt++) {
    const pool = shuffle(random, unseen);
    const hands = start();
    let ok = true;
    for (let s = 0; s < view.players && ok; s++) {
      if (s === seat) continue;
      while (hands[s]!.length < view.handCounts[s]!) {
        const at = lacking[s]!.size === 0 ? 0 : pool.findIndex((c) => !lacking[s]!.has(suitOf(c)));
        if (at < 0) {
          ok = false;
          break;
        }
        hands[s]!.push(pool.splice(at, 1)[0]!);
      }
    }
    if (ok && pool.length === faceDown) return { hands: hands.map(sortHand), stock: pool };
  }
  // Voids could not all be honoured (rare): deal plainly.
  const pool = shuffle(random, unseen);
  const hands = start();
  for (let s = 0; s < view.players; s++) if (s !== seat) while (hands[s]!.length < view.handCounts[s]!) hands[s]!.push(pool.pop()!);
  return { hands: hands.map(sortHand), stock: pool };
}

/**
 * The seat's side after a playout to the end of the hand: the game points it
 * won against the best other side's, and a little of the card-point margin to
 * tell close hands apart.
 */
export function evaluate(state: BiscaState, seat: Seat): number {
  const line = state.sheet.at(-1);
  if (!line) return 0;
  const mine = sideOf(seat, state.players);
  let other = -Infinity;
  let otherPoints = -Infinity;
  for (let s = 0; s < state.players; s++) {
    if (sideOf(s, state.players) === mine) continue;
    other = Math.max(other, line.gamePoints[s]!);
    otherPoints = Math.max(otherPoints, line.points[s]!);
  }
  return line.gamePoints[seat]! - other + (line.points[seat]! - otherPoints) / 240;
}
