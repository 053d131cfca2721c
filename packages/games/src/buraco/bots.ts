/**
 * The `rules` bot: plays Buraco plainly.
 * - Takes the discard pile when some of its cards can be laid down at once (they continue a
 *   team sequence or make a run with the hand) or it holds a wild card; otherwise draws.
 * - Goes out, or empties its hand for the morto, whenever a listed move allows it.
 * - Lays down: extensions with natural cards first (longest first), then natural runs, then
 *   runs with a wild card; it adds a wild card to a clean sequence only to make a canastra once
 *   the team holds a clean one, or late in the hand.
 * - Discards the card it needs least and the opponents could use least: never a wild card while
 *   another is left, not a card that continues its own sequences or sits next to its cards, not
 *   a card that continues the opponents' sequences; among equals, the one worth most.
 */
import type { Bot, CardCode, Seat } from "@gg/core";
import { PLACE, SUIT_OF, canBeWild, valueOf } from "./cards.ts";
import { endOf, readSequence, type Sequence } from "./sequence.ts";
import { teamOfSeat, type BuracoAction } from "./state.ts";
import type { BuracoView } from "./view.ts";

/** Stock left below which the bot counts the hand as ending. */
const LATE = 12;

type Extend = Extract<BuracoAction, { type: "extend" }>;

export function buracoRulesBot(): Bot<BuracoView, BuracoAction> {
  return {
    act({ seat, view, legal }) {
      if (legal.length === 1) return legal[0]!;
      if (view.phase === "draw") return pilePays(view, seat) ? legal.find((a) => a.type === "takeDiscards") ?? legal[0]! : legal[0]!;
      return layDown(view, seat, legal) ?? chooseDiscard(view, seat, legal);
    },
  };
}

/** Whether a card continues one of `melds`: it is the natural card just below or above, or of the wild card's place. */
export function continues(card: CardCode, melds: readonly Sequence[]): boolean {
  if (canBeWild(card) && PLACE[card] !== 2) return false;
  const suit = SUIT_OF[card];
  const place = PLACE[card]!;
  for (const m of melds) {
    if (m.suit !== suit) continue;
    const end = endOf(m);
    const at = (p: number) => p === place || (place === 1 && p === 14);
    if (at(m.start - 1) || at(end + 1) || (m.wild >= 0 && at(m.start + m.wild))) return true;
  }
  return false;
}

/** Same-suit natural cards of `hand` within `distance` places of `card` (copies of the card itself excluded). */
function neighbours(card: CardCode, hand: readonly CardCode[], distance: number): number {
  if (card === "X") return 0;
  const suit = SUIT_OF[card];
  const place = PLACE[card]!;
  let n = 0;
  for (const other of hand) {
    if (other === card || SUIT_OF[other] !== suit) continue;
    const p = PLACE[other]!;
    const d = Math.min(Math.abs(p - place), place === 1 ? Math.abs(p - 14) : 99, p === 1 ? Math.abs(14 - place) : 99);
    if (d <= distance) n++;
  }
  return n;
}

/** The pile pays when one of its cards can be laid down at once, or it holds a wild card. */
function pilePays(view: BuracoView, seat: Seat): boolean {
  const own = view.melds[teamOfSeat(seat)];
  const cards = [...view.hand, ...view.discards];
  for (const card of view.discards) {
    if (canBeWild(card)) return true;
    if (continues(card, own)) return true;
    if (neighbours(card, cards, 1) >= 2) return true;
  }
  return false;
}

const addedCount = (view: BuracoView, seat: Seat, a: Extend) => a.cards.length - view.melds[teamOfSeat(seat)][a.meld]!.cards.length;

/** Whether the cards, read as a sequence, hold a wild card. */
function holdsWild(cards: readonly CardCode[]): boolean {
  const read = readSequence(cards);
  return typeof read !== "string" && read.wild >= 0;
}

function layDown(view: BuracoView, seat: Seat, legal: readonly BuracoAction[]): BuracoAction | null {
  const team = teamOfSeat(seat);
  const handSize = view.hand.length;
  const uses = (a: BuracoAction) => (a.type === "meld" ? a.cards.length : a.type === "extend" ? addedCount(view, seat, a) : 0);
  // Emptying the hand is listed only when it goes out or wins the morto: both are worth taking.
  const emptying = legal.find((a) => uses(a) === handSize);
  if (emptying) return emptying;
  const hasClean = view.melds[team].some((m) => m.cards.length >= 7 && m.wild < 0);
  const late = view.stockCount < LATE && view.mortosLeft === 0;
  let best: BuracoAction | null = null;
  let bestScore = 0;
  for (const a of legal) {
    let score = 0;
    if (a.type === "extend") {
      const n = addedCount(view, seat, a);
      if (view.melds[team][a.meld]!.wild >= 0 || !holdsWild(a.cards)) score = 100 + n;
      else if (a.cards.length >= 7 && (hasClean || late)) score = 60 + n;
    } else if (a.type === "meld") {
      score = holdsWild(a.cards) ? 40 + a.cards.length : 80 + a.cards.length;
    }
    if (score > bestScore) {
      best = a;
      bestScore = score;
    }
  }
  return best;
}

function chooseDiscard(view: BuracoView, seat: Seat, legal: readonly BuracoAction[]): BuracoAction {
  return rankDiscards(view, seat, legal)[0] ?? legal[legal.length - 1]!;
}

/** The legal discards, the one the bot would rather lose first. */
export function rankDiscards(view: BuracoView, seat: Seat, legal: readonly BuracoAction[]): BuracoAction[] {
  const team = teamOfSeat(seat);
  const own = view.melds[team];
  const theirs = view.melds[1 - team]!;
  const pileWeight = 1 + view.discards.length / 5;
  const costed: { action: BuracoAction; cost: number }[] = [];
  for (const action of legal) {
    if (action.type !== "discard") continue;
    const card = action.card;
    let cost = 0;
    if (canBeWild(card)) cost += 200;
    if (continues(card, own)) cost += 60;
    cost += 20 * neighbours(card, view.hand, 1) + 8 * neighbours(card, view.hand, 2);
    if (continues(card, theirs)) cost += 40 * pileWeight;
    cost -= valueOf(card) / 10;
    costed.push({ action, cost });
  }
  return costed.sort((a, b) => a.cost - b.cost).map((c) => c.action);
}
