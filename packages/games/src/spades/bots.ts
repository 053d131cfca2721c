/**
 * The `rules` bot: how a decent club player plays Spades.
 * - Bidding: nil with a hand whose every card can be ducked (not when the partner is nil
 *   already), else its sure and likely tricks; blind nil only when far behind.
 * - A nil bidder ducks: the highest card that loses, shedding its dangerous high cards on
 *   other suits' tricks.
 * - Covering a partner's nil: win the trick high before the partner must play, overtake the
 *   partner when it is winning.
 * - Otherwise: while the team is short of its contract, win tricks cheaply (cash the highest
 *   cards left, trump when void); once it is made, avoid bags by ducking.
 */
import { suitOf, type Bot, type CardCode, type Seat, type TrickPlay } from "@gg/core";
import { SPADES, strength } from "./cards.ts";
import { BLIND_NIL, SEE_CARDS } from "./engine.ts";
import { rulesBid } from "./hand.ts";
import type { SpadesAction } from "./state.ts";
import type { SpadesView } from "./view.ts";

const SUIT_INDEX: Readonly<Record<string, number>> = { C: 0, D: 1, H: 2, S: 3 };
const ALL_RANKS = (1 << 13) - 1;

/** Whether `card` beats the trick's best card `best` (spades trump). */
export function beats(card: CardCode, best: CardCode): boolean {
  const suit = suitOf(card);
  if (suit === suitOf(best)) return strength(card) > strength(best);
  return suit === SPADES;
}

/** Per suit, a mask of the ranks gone (played) or in the bot's own hand. */
class Knowledge {
  private readonly gone = [0, 0, 0, 0];
  constructor(view: SpadesView) {
    for (const trick of view.history) for (const p of trick) this.mark(p.card);
    for (const p of view.trick) this.mark(p.card);
    for (const card of view.hand) this.mark(card);
  }
  private mark(card: CardCode): void {
    this.gone[SUIT_INDEX[suitOf(card)]!]! |= 1 << strength(card);
  }
  /** No card still out can beat `card` within its suit. */
  isMaster(card: CardCode): boolean {
    const higher = ALL_RANKS & ~((2 << strength(card)) - 1);
    return (higher & ~this.gone[SUIT_INDEX[suitOf(card)]!]!) === 0;
  }
}

const byStrength = (a: CardCode, b: CardCode) => (suitOf(a) === SPADES ? 13 : 0) + strength(a) - ((suitOf(b) === SPADES ? 13 : 0) + strength(b));

function lowest(cards: readonly CardCode[]): CardCode {
  let best = cards[0]!;
  for (const c of cards) if (byStrength(c, best) < 0) best = c;
  return best;
}

function highest(cards: readonly CardCode[]): CardCode {
  let best = cards[0]!;
  for (const c of cards) if (byStrength(c, best) > 0) best = c;
  return best;
}

function bestPlay(trick: readonly TrickPlay[]): TrickPlay {
  let best = trick[0]!;
  for (const p of trick) if (beats(p.card, best.card)) best = p;
  return best;
}

/** Whether a nil bid of `seat` is still alive (it bid nil and has taken nothing). */
const nilAlive = (view: SpadesView, seat: Seat): boolean => view.bids[seat] === 0 && view.tricks[seat] === 0;

/** The highest card that loses to the trick's best, else the lowest card (a nil bidder, or a team avoiding bags). */
function duck(cards: readonly CardCode[], trick: readonly TrickPlay[]): CardCode {
  if (trick.length === 0) return lowest(cards);
  const best = bestPlay(trick).card;
  const losers = cards.filter((c) => !beats(c, best));
  return losers.length > 0 ? highest(losers) : trick.length === 3 ? highest(cards) : lowest(cards);
}

/** Win the trick for a nil partner still to play: the highest card that wins, else the highest. */
function cover(cards: readonly CardCode[], trick: readonly TrickPlay[]): CardCode {
  if (trick.length === 0) {
    const side = cards.filter((c) => suitOf(c) !== SPADES);
    return highest(side.length > 0 ? side : cards);
  }
  return highest(cards);
}

/** Take tricks toward the contract: cash masters, win cheaply, trump when void, else throw the lowest. */
function takeTricks(cards: readonly CardCode[], trick: readonly TrickPlay[], partner: Seat, known: Knowledge): CardCode {
  if (trick.length === 0) {
    const masters = cards.filter((c) => known.isMaster(c) && suitOf(c) !== SPADES);
    if (masters.length > 0) return masters[0]!;
    const spadeMasters = cards.filter((c) => known.isMaster(c));
    if (spadeMasters.length > 0) return spadeMasters[0]!;
    const side = cards.filter((c) => suitOf(c) !== SPADES);
    return lowest(side.length > 0 ? side : cards);
  }
  const best = bestPlay(trick);
  const last = trick.length === 3;
  if (best.seat === partner && (last || known.isMaster(best.card))) return lowest(cards);
  const winners = cards.filter((c) => beats(c, best.card));
  if (winners.length === 0) return lowest(cards);
  if (last) return lowest(winners);
  const sure = winners.filter((c) => known.isMaster(c) || suitOf(c) !== suitOf(trick[0]!.card));
  return sure.length > 0 ? lowest(sure) : lowest(winners);
}

/** Blind nil when the team is far behind: 200 or more, or 100 or more with the others near the target. */
function wantsBlindNil(view: SpadesView, seat: Seat): boolean {
  const team = seat & 1;
  const behind = view.scores[1 - team]! - view.scores[team]!;
  const partnerBid = view.bids[(seat + 2) % 4];
  return partnerBid !== 0 && (behind >= 200 || (behind >= 100 && view.scores[1 - team]! >= view.options.target - 100));
}

export function chooseCard(view: SpadesView, cards: readonly CardCode[]): CardCode {
  const seat = view.viewer as Seat;
  const partner = (seat + 2) % 4;
  const trick = view.trick;
  if (view.bids[seat] === 0) return duck(cards, trick);
  if (nilAlive(view, partner)) {
    const partnerPlayed = trick.some((p) => p.seat === partner);
    if (!partnerPlayed) return cover(cards, trick);
    const best = bestPlay(trick);
    if (best.seat === partner) {
      const winners = cards.filter((c) => beats(c, best.card));
      if (winners.length > 0) return highest(winners);
    }
  }
  const team = (seat & 1) as 0 | 1;
  const contract = (view.bids[team] || 0) + (view.bids[team + 2] || 0);
  const taken = (view.bids[team] ? view.tricks[team]! : 0) + (view.bids[team + 2] ? view.tricks[team + 2]! : 0);
  if (taken >= contract) return duck(cards, trick);
  return takeTricks(cards, trick, partner, new Knowledge(view));
}

export function spadesRulesBot(): Bot<SpadesView, SpadesAction> {
  return {
    act({ view, legal }) {
      if (legal.length === 1) return legal[0]!;
      const seat = view.viewer as Seat;
      if (view.phase === "bid") {
        if (view.unseen[seat]) return wantsBlindNil(view, seat) ? BLIND_NIL : SEE_CARDS;
        const bid = rulesBid(view.hand, view.bids[(seat + 2) % 4] ?? null);
        return legal.find((a) => a.type === "bid" && a.bid === bid)!;
      }
      const cards = legal.map((a) => (a as { card: CardCode }).card);
      const card = chooseCard(view, cards);
      return legal.find((a) => (a as { card: CardCode }).card === card)!;
    },
  };
}
