/**
 * What the generic search bot needs from GG Battle: a determinization of a
 * seat's view and the value of a (possibly unfinished) state.
 *
 * The determinization keeps everything the seat knows exactly — its own
 * piles, face-up flags, Shields and hand, every public count and list of the
 * view (shown discards, played strategy cards, pile sizes, face-up cards,
 * Shields, hand counts, deck size), and its Scout looks while still good —
 * and samples only what it does not know: the order and identity of each
 * rival's face-down cards (from that rival's cards not yet seen), which of
 * those are among its face-down discards, the rivals' strategy hands and the
 * deck order (from the strategy cards not yet seen). The GG card of a rival
 * is placed at the bottom of a pile more often than not (where players hide
 * it), anywhere else among the hidden pile cards otherwise.
 */
import { initialChance, randomInt, shuffle, type RandomSource, type Seat } from "@gg/core";
import { knownStack } from "./bots.ts";
import { BATTLE_DECK, BOMB, GG, SIGNS, STRATEGY_DECK, type Card, type Sign, type StrategyCard } from "./cards.ts";
import type { GGBattleState, Peek } from "./state.ts";
import type { GGBattleView } from "./view.ts";

/** Chance that a rival's hidden GG card is sampled at the bottom of one of its piles (when a bottom is hidden). */
export const GG_AT_BOTTOM = 0.75;

/** Removes one `card` from `pool`; false when it is not there. */
function take<T>(pool: T[], card: T): boolean {
  const i = pool.indexOf(card);
  if (i < 0) return false;
  pool.splice(i, 1);
  return true;
}

export function determinize(view: GGBattleView, seat: Seat, random: RandomSource): GGBattleState {
  const players = view.players;
  const started = view.phase === "play" || view.phase === "over";
  const piles: (Card[][] | null)[] = [];
  const up: boolean[][] = [];
  for (let r = 0; r < players; r++) {
    const sv = view.seats[r]!;
    if (r === seat && view.ownPiles) {
      piles.push(view.ownPiles.map((p) => p.cards.slice()));
      up.push(view.ownPiles.map((p) => p.topFaceUp));
    } else if (sv.out) {
      piles.push([[], [], [], []]);
      up.push([false, false, false, false]);
    } else if (started) {
      piles.push(rivalPiles(view, r, random));
      up.push(sv.faceUp.map((c) => c !== null));
    } else if (view.arranged[r]) {
      // Arranged, not yet revealed: any arrangement.
      const cards = shuffle(random, BATTLE_DECK);
      piles.push([0, 1, 2, 3].map((p) => cards.slice(p * 8, p * 8 + 8)));
      up.push([false, false, false, false]);
    } else {
      piles.push(null);
      up.push([false, false, false, false]);
    }
  }

  // Strategy cards: the seat's hand exactly; the unseen ones dealt to rival hands, the deck, and what left with eliminated players.
  const hands: StrategyCard[][] = view.seats.map(() => []);
  let deck: StrategyCard[] = [];
  let strategyGone = 0;
  if (view.strategyDeck) {
    const unseen: StrategyCard[] = STRATEGY_DECK.slice();
    for (const c of view.played) take(unseen, c);
    for (const c of view.hand ?? []) take(unseen, c);
    const pool = shuffle(random, unseen);
    hands[seat] = (view.hand ?? []).slice();
    for (let r = 0; r < players; r++) if (r !== seat) hands[r] = pool.splice(0, view.seats[r]!.strategyCards);
    deck = pool.splice(0, view.deckSize);
    let shields = 0;
    for (const sv of view.seats) for (const n of sv.shields) shields += n;
    strategyGone = STRATEGY_DECK.length - view.deckSize - view.strategyDiscards - shields - view.seats.reduce((n, sv) => n + sv.strategyCards, 0);
  }

  let rps: GGBattleState["rps"] = null;
  if (view.rps) {
    const throws: (Sign | null)[] = view.rps.thrown.map((thrown, r) => (thrown ? SIGNS[randomInt(random, 3)]! : null));
    rps = { in: view.rps.in.slice(), throws, history: view.rps.history.map((round) => round.slice()) };
  }

  return {
    players,
    strategyDeck: view.strategyDeck,
    phase: view.phase,
    chance: initialChance(`gg-battle/determinized/${random.uint32()}`),
    piles,
    up,
    shields: view.seats.map((sv) => sv.shields.slice()),
    hands,
    deck,
    strategyDiscards: view.strategyDiscards,
    strategyGone,
    discards: view.seats.map((sv) => sv.discards),
    gone: view.seats.map((sv) => (sv.out ? 32 - sv.discards : 0)),
    shown: view.seats.map((sv) => sv.shown.slice()),
    blankNotBomb: view.seats.map((sv) => sv.blankNotBomb),
    reorders: view.seats.map((sv) => sv.reorders.slice()),
    played: view.played.slice(),
    out: view.seats.map((sv) => sv.out),
    eliminated: view.eliminated.slice(),
    rps,
    turn: view.turn ?? seat,
    direction: view.direction,
    acted: view.acted,
    secondChance: view.secondChance,
    passes: view.passes,
    peeks: view.seats.map((_, r): Peek[] => (r === seat ? view.peeks.map((p) => ({ ...p, cards: p.cards.slice() })) : [])),
    endedByHost: view.endedByHost,
    ending: view.ending,
  };
}

/**
 * A rival's piles: known tops (face up, or from good Scout looks) kept; the
 * rest filled from its unseen cards, the face-down discards taking their
 * share (never the GG card, no Bomb where a Bomb would have shown).
 */
function rivalPiles(view: GGBattleView, r: Seat, random: RandomSource): Card[][] {
  const sv = view.seats[r]!;
  const pool: Card[] = BATTLE_DECK.slice();
  for (const c of sv.shown) take(pool, c);
  const known = [0, 1, 2, 3].map((p) => knownStack(view, r, p));
  // Cards a good look saw that have left the pile since, face down: known blank discards.
  let blanks = sv.discards - sv.shown.length;
  let notBomb = sv.blankNotBomb;
  const spareShown = sv.shown.slice();
  for (const peek of view.peeks) {
    // A look at a pile not reordered since: the cards gone from it left from the top.
    if (peek.rival !== r || peek.reorders !== sv.reorders[peek.pile] || peek.size < sv.pileSizes[peek.pile]!) continue;
    for (const c of peek.cards.slice(0, peek.size - sv.pileSizes[peek.pile]!)) {
      if (take(spareShown, c)) continue; // it was shown when it left
      if (take(pool, c)) {
        blanks--;
        if (c !== BOMB && notBomb > 0) notBomb--;
      }
    }
  }
  for (const stack of known) for (const c of stack) take(pool, c);
  const hidden = sv.pileSizes.map((n, p) => n - known[p]!.length);
  let slots = 0;
  for (const h of hidden) slots += h;
  const ggHidden = take(pool, GG);
  if (pool.length + (ggHidden ? 1 : 0) !== slots + blanks || blanks < 0) {
    // Should not happen; stay valid whatever the view says: fill the pile slots plainly.
    return fillPlain(sv.pileSizes, known, pool, ggHidden, random);
  }
  const order = shuffle(random, pool);
  // Face-down discards: the Bomb-free ones first, then the others.
  for (let i = 0; i < notBomb && order.length > 0; i++) {
    const at = order.findIndex((c) => c !== BOMB);
    order.splice(at < 0 ? 0 : at, 1);
  }
  order.splice(0, Math.max(0, blanks - notBomb));
  // The hidden pile cards, the GG card among them (at the bottom of a pile more often than not).
  let ggPile = -1;
  let ggAt = 0;
  if (ggHidden) {
    if (randomInt(random, 100) < GG_AT_BOTTOM * 100) {
      const withHidden = [0, 1, 2, 3].filter((p) => hidden[p]! > 0);
      ggPile = withHidden[randomInt(random, withHidden.length)]!;
      ggAt = hidden[ggPile]! - 1;
    } else {
      let k = randomInt(random, slots);
      ggPile = 0;
      while (k >= hidden[ggPile]!) k -= hidden[ggPile++]!;
      ggAt = k;
    }
  }
  return known.map((stack, p) => {
    const fill = order.splice(0, hidden[p]! - (p === ggPile ? 1 : 0));
    if (p === ggPile) fill.splice(ggAt, 0, GG);
    return [...stack, ...fill];
  });
}

function fillPlain(sizes: readonly number[], known: Card[][], pool: Card[], ggHidden: boolean, random: RandomSource): Card[][] {
  const order = shuffle(random, pool);
  const piles = known.map((stack, p) => [...stack.slice(0, sizes[p]!)]);
  if (ggHidden) {
    const p = piles.findIndex((pile, i) => pile.length < sizes[i]!);
    if (p >= 0) piles[p]!.push(GG);
  }
  for (let p = 0; p < 4; p++) while (piles[p]!.length < sizes[p]! && order.length > 0) piles[p]!.push(order.pop()!);
  return piles;
}

// ---- evaluation ----------------------------------------------------------------

/** How hard a seat's GG card is to reach, by the cards above it (diminishing), plus its pile's Shields. */
const COVER = [0, 1, 1.7, 2.2, 2.6, 2.9, 3.1, 3.3];

function safety(s: GGBattleState, seat: Seat): number {
  const piles = s.piles[seat];
  if (!piles) return COVER[7]!;
  for (let p = 0; p < 4; p++) {
    const d = piles[p]!.indexOf(GG);
    if (d >= 0) return COVER[Math.min(d, 7)]! + 0.6 * s.shields[seat]![p]!;
  }
  return 0;
}

function cards(s: GGBattleState, seat: Seat): number {
  let n = 0;
  for (const p of s.piles[seat] ?? []) n += p.length;
  return n;
}

/**
 * 1 for a win (shared wins split), 0 for a loss; an unfinished playout is
 * worth between 0.1 and 0.9 by the safety of the GG cards (the seat's against
 * its rivals' mean) and the pile cards left.
 */
export function evaluate(s: GGBattleState, seat: Seat): number {
  if (s.phase === "over") {
    if (s.out[seat]) return 0;
    let best = 0;
    let tied = 0;
    for (let r = 0; r < s.players; r++) {
      if (s.out[r]) continue;
      const n = cards(s, r);
      if (n > best) [best, tied] = [n, 1];
      else if (n === best) tied++;
    }
    return cards(s, seat) === best ? 1 / tied : 0;
  }
  if (s.out[seat]) return 0;
  let rivals = 0;
  let rivalSafety = 0;
  let rivalCards = 0;
  for (let r = 0; r < s.players; r++) {
    if (r === seat || s.out[r]) continue;
    rivals++;
    rivalSafety += safety(s, r);
    rivalCards += cards(s, r);
  }
  const h = 0.45 * (safety(s, seat) - rivalSafety / rivals) + 0.04 * (cards(s, seat) - rivalCards / rivals) + 0.3 * (s.players - 1 - rivals);
  return 0.5 + 0.4 * Math.tanh(h);
}
