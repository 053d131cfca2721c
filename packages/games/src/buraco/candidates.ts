/**
 * The legal actions of the lay-down-and-discard part of a turn. Every discard is listed; the
 * sequences and extensions a hand allows are too many to list, so representative ones are:
 * - new sequences: every maximal natural run of 3 or more, and every run of 2 or more naturals
 *   (or two runs either side of a gap) joined or lengthened by one wild card;
 * - extensions of each team sequence: the natural run that continues it below and above, a
 *   natural card taking the wild card's place (the wild moving to an end, home when it is the
 *   suit's 2), a wild card added above (with the naturals beyond it) or below a sequence without one,
 *   a wild card at one end moving to the gap a natural card two places beyond the other end opens,
 *   the suit's own 2 going home while a wild card from the hand takes its place;
 * - and when shapes were found but none applies, one move of that kind found by search (below).
 * Each goes through the same checks as `apply` (`laying.ts`), so every listed action applies.
 */
import { JOKER, SUITS, type CardCode, type Seat, type Suit } from "@gg/core";
import { CODES, PLACE, SUIT_OF, canBeWild, cardAt, countCards } from "./cards.ts";
import { emptyingOutcome } from "./emptying.ts";
import { checkExtend, checkMeld } from "./laying.ts";
import { orderAt } from "./readings.ts";
import { endOf, type Sequence } from "./sequence.ts";
import { teamOfSeat, type BuracoAction, type BuracoState } from "./state.ts";

/** Shared frozen discard actions: nothing is allocated per card. */
export const DISCARD: Readonly<Record<CardCode, BuracoAction>> = Object.freeze(
  Object.fromEntries(CODES.map((c) => [c, Object.freeze({ type: "discard", card: c } as const)])),
);

export function playActions(state: BuracoState, seat: Seat): BuracoAction[] {
  const hand = state.hands[seat]!;
  const melds = state.melds[teamOfSeat(seat)];
  const counts = countCards(hand);
  const has = presence(hand);
  const out: BuracoAction[] = [];
  const sequences = newSequences(counts, has);
  for (const cards of sequences) {
    if (typeof checkMeld(state, seat, cards) !== "string") out.push({ type: "meld", cards });
  }
  // Shapes were found but none applies (a longer run leaving no card to discard, the suit's own 2 as the wild): search.
  if (out.length === 0 && sequences.length > 0) {
    const fallback = threeCardSequence(state, seat, counts);
    if (fallback) out.push(fallback);
  }
  const melded = out.length;
  const shaped: number[] = [];
  for (let index = 0; index < melds.length; index++) {
    for (const cards of extensions(melds[index]!, counts, has[melds[index]!.suit])) {
      shaped.push(index);
      if (typeof checkExtend(state, seat, index, cards) !== "string") out.push({ type: "extend", meld: index, cards });
    }
  }
  for (let i = 0; i < shaped.length && out.length === melded; i++) {
    if (shaped[i] === shaped[i - 1]) continue;
    const fallback = oneCardExtension(state, seat, shaped[i]!, melds[shaped[i]!]!, counts);
    if (fallback) out.push(fallback);
  }
  const last = hand.length === 1 ? emptyingOutcome(state, seat, melds) : "keep";
  if (last === "goOut" || last === "morto" || last === "keep") {
    for (const [card] of counts) if (card !== state.takenCard) out.push(DISCARD[card]!);
  }
  return out;
}

/*
 * The representative shapes can all fail the checks while a smaller move applies (a long run that
 * would leave no card to discard, the suit's own 2 read as both natural and wild). The server takes
 * an action only in a shape its type has in the list, so when shapes were found but none applies,
 * one found by plain search is listed: every kind of move that applies is listed as a kind.
 */

/** A new sequence of three cards from the hand, naturals and at most one wild card, or null. */
function threeCardSequence(state: BuracoState, seat: Seat, counts: Map<CardCode, number>): BuracoAction | null {
  const wilds = [...counts.keys()].filter(canBeWild);
  for (const suit of SUITS) {
    for (let start = 1; start <= 12; start++) {
      const cards: CardCode[] = [];
      let gap = -1;
      for (let i = 0; i < 3; i++) {
        const natural = cardAt(suit, start + i);
        if ((counts.get(natural) ?? 0) === 0) {
          if (gap >= 0) break;
          gap = i;
        }
        cards.push(natural);
      }
      if (cards.length < 3) continue;
      for (const wild of gap < 0 ? [null] : wilds) {
        const tried = cards.slice();
        if (wild) tried[gap] = wild;
        if (typeof checkMeld(state, seat, tried) !== "string") return { type: "meld", cards: tried };
      }
    }
  }
  return null;
}

/** An extension of the team's sequence `index` by one card of the hand, or null. */
function oneCardExtension(state: BuracoState, seat: Seat, index: number, meld: Sequence, counts: Map<CardCode, number>): BuracoAction | null {
  for (const [card] of counts) {
    if (!canBeWild(card) && SUIT_OF[card] !== meld.suit) continue;
    const cards = [...meld.cards, card];
    // The old natural cards keep their places; the wild card may move to the place beyond the new card.
    for (let start = meld.start - 2; start <= meld.start + 1; start++) {
      if (start < 1 || start + cards.length - 1 > 14) continue;
      const order = orderAt(cards, meld.suit, start);
      if (order && typeof checkExtend(state, seat, index, order) !== "string") return { type: "extend", meld: index, cards: order };
    }
  }
  return null;
}

/** Which natural places of each suit the hand holds (an ace holds 1 and 14): `has[suit][place]`. */
function presence(hand: readonly CardCode[]): Record<Suit, boolean[]> {
  const has = { C: new Array<boolean>(16).fill(false), D: new Array<boolean>(16).fill(false), H: new Array<boolean>(16).fill(false), S: new Array<boolean>(16).fill(false) };
  for (const card of hand) {
    const suit = SUIT_OF[card];
    if (!suit) continue;
    const place = PLACE[card]!;
    has[suit][place] = true;
    if (place === 1) has[suit][14] = true;
  }
  return has;
}

/** A wild card to use with `suit`: a 2 of another suit first (the cheapest), else a joker, else the suit's own 2. */
function wildFor(counts: Map<CardCode, number>, suit: Suit): CardCode | null {
  for (const s of SUITS) if (s !== suit && (counts.get("2" + s) ?? 0) > 0) return "2" + s;
  if ((counts.get(JOKER) ?? 0) > 0) return JOKER;
  return (counts.get("2" + suit) ?? 0) > 0 ? "2" + suit : null;
}

function run(suit: Suit, from: number, to: number): CardCode[] {
  const cards: CardCode[] = [];
  for (let place = from; place <= to; place++) cards.push(cardAt(suit, place));
  return cards;
}

function newSequences(counts: Map<CardCode, number>, presence: Record<Suit, boolean[]>): CardCode[][] {
  const out: CardCode[][] = [];
  for (const suit of SUITS) {
    const has = presence[suit];
    const down = new Array<number>(16).fill(0); // naturals ending at each place
    for (let p = 1; p <= 14; p++) down[p] = has[p] ? down[p - 1]! + 1 : 0;
    const up = new Array<number>(16).fill(0); // naturals starting at each place
    for (let p = 14; p >= 1; p--) up[p] = has[p] ? up[p + 1]! + 1 : 0;
    for (let p = 1; p <= 14; p++) {
      if (!has[p] || has[p + 1] || down[p]! < 3) continue;
      const from = p - down[p]! + 1;
      // A run through both aces needs two of them; otherwise offer it from either ace.
      if (from === 1 && p === 14 && (counts.get("A" + suit) ?? 0) < 2) out.push(run(suit, 1, 13), run(suit, 2, 14));
      else out.push(run(suit, from, p));
    }
    const wild = wildFor(counts, suit);
    if (!wild) continue;
    for (let gap = 1; gap <= 14; gap++) {
      if (has[gap]) continue;
      const below = down[gap - 1]!;
      const above = gap < 14 ? up[gap + 1]! : 0;
      if (below + above < 2) continue;
      const cards = run(suit, gap - below, gap + above);
      cards[below] = wild;
      out.push(cards);
    }
  }
  return out;
}

function extensions(meld: Sequence, counts: Map<CardCode, number>, has: boolean[]): CardCode[][] {
  const out: CardCode[][] = [];
  const { suit, start, cards } = meld;
  const end = endOf(meld);
  let low = start;
  while (low > 1 && has[low - 1]) low--;
  if (low < start) out.push([...run(suit, low, start - 1), ...cards]);
  let high = end;
  while (high < 14 && has[high + 1]) high++;
  if (high > end) out.push([...cards, ...run(suit, end + 1, high)]);
  // The wild card at one end moves to the gap that a natural card two places beyond the other end opens.
  if (meld.wild === 0 && end + 2 <= 14 && has[end + 2]) out.push([...cards.slice(1), cards[0]!, cardAt(suit, end + 2)]);
  if (meld.wild === cards.length - 1 && start - 2 >= 1 && has[start - 2]) out.push([cardAt(suit, start - 2), cards[meld.wild]!, ...cards.slice(0, -1)]);
  if (meld.wild >= 0 && start === 3 && cards[meld.wild] === "2" + suit) {
    // The suit's own 2 goes home below the 3, and a wild card from the hand takes its place.
    const wild = wildFor(counts, suit);
    if (wild) out.push(["2" + suit, ...cards.map((card, i) => (i === meld.wild ? wild : card))]);
  }
  if (meld.wild >= 0) {
    const natural = cardAt(suit, start + meld.wild);
    if ((counts.get(natural) ?? 0) > 0) {
      const wildCard = cards[meld.wild]!;
      const replaced = cards.slice();
      replaced[meld.wild] = natural;
      // The suit's own 2 goes home when the sequence starts at the 3; otherwise the wild moves up (or down from the top).
      if ((wildCard === "2" + suit && start === 3) || end === 14) out.push([wildCard, ...replaced]);
      else out.push([...replaced, wildCard]);
    }
  } else {
    const wild = wildFor(counts, suit);
    if (wild) {
      if (end < 14) {
        let top = end + 1;
        while (top < 14 && has[top + 1]) top++;
        out.push([...cards, wild, ...run(suit, end + 2, top)]);
      }
      if (start > 1) out.push([wild, ...cards]);
    }
  }
  return out;
}
