/**
 * The `rules` bot, as a good 101 player plays: it sheds high points early
 * (QS 50, J 20, A 15 …), keeps jacks for the end (going out on jacks scores
 * −20 each), hits the next player with 7s, 8s, aces and QS when it hurts most
 * (the fewer cards they hold, the harder), leaves a top suit and calls suits
 * the next player lacks (shown by its passes and cover draws, or scarce among
 * the unseen cards), avoids a 6 it cannot cover, draws only when nothing
 * fits (tuning showed optional draws lose), and declares a
 * bridge when its hand is cheap against the others'. It sees only its view
 * and its legal actions, and it never stalls: in a long round (the multiplier
 * grows with each reshuffle) it stops keeping jacks and sheds what it can.
 */
import type { Bot, BotInput, CardCode, Seat, Suit } from "@gg/core";
import { cardPoints, fits, handPoints, isJack, rankOf, suitOf, SUIT_LIST } from "./cards101.ts";
import type { Action101 } from "./state.ts";
import type { View101 } from "./view.ts";

type Play = Extract<Action101, { type: "play" }>;

/** Points in the 36-card deck: 10s 40, jacks 80, queens 30 + QS 50, kings 40, aces 60. */
const DECK_POINTS = 300;
/** From this multiplier on (two reshuffles) the round is long: shed anything, forget the jacks. */
const LONG_ROUND = 3;

/**
 * The bot's weights, in penalty points, tuned with the arena (3 players, 900 matches against two
 * of the previous bot): keeping jacks and optional draws cost more than they save against good
 * shedders, and a hit is worth most on a player close to going out.
 */
export const RULES_WEIGHTS = {
  /** Per card shed, on top of its points. */
  shed: 5,
  /** Keeping a jack when the hand left is small (≤ 4) / bigger. */
  jackSmall: 20,
  jackBig: 10,
  /** Pressure on a player: base + scale / its cards. */
  pressBase: 0,
  pressScale: 6,
  /** An optional draw instead of the best play, with a small (≤ 3) / bigger hand. */
  drawSmall: -60,
  drawBig: -60,
  /** A 6 on top I cannot cover. */
  badSix: 30,
  /** The next player must follow a suit it lacks: weight when it holds ≤ 2 cards / more. */
  blockNear: 12,
  blockFar: 5,
  /** Per card of the called suit I still hold. */
  call: 4,
};
const W = RULES_WEIGHTS;

export function rulesBot(): Bot<View101, Action101> {
  return { act: decide };
}

/** What the bot reads from the view once per decision. */
interface Ctx {
  readonly view: View101;
  readonly hand: readonly CardCode[];
  readonly me: Seat;
  readonly next: Seat;
  /** Seats still in, clockwise after me (me left out). */
  readonly others: readonly Seat[];
  /** Unseen cards per suit (not in my hand, not on the table), jacks left out. */
  readonly unseen: readonly number[];
  readonly long: boolean;
}

function decide({ view, legal, random, seat }: BotInput<View101, Action101>): Action101 {
  const first = legal[0]!;
  if (legal.length === 1) return first;
  if (first.type === "bridge" || first.type === "noBridge") return bridgeAnswer(view, seat, legal);
  const ctx = context(view, seat);
  let best: Play | undefined;
  let bestScore = -Infinity;
  let draw: Action101 | undefined;
  for (const action of legal) {
    if (action.type === "draw") draw = action;
    if (action.type !== "play") continue;
    // A hair of noise breaks exact ties (a table of bots then cannot cycle in lockstep).
    const score = scorePlay(action, ctx) + (random.uint32() % 1000) / 100_000;
    if (score > bestScore) {
      bestScore = score;
      best = action;
    }
  }
  if (!best) return draw ?? legal.find((a) => a.type === "pass") ?? first;
  if (draw && !view.opening && bestScore < drawScore(ctx)) return draw;
  return best;
}

/**
 * The bot's opinion of every legal action, best first (plays by their score, an optional draw
 * at its score, a pass last; bridge answers: the bot's answer first). For the search bot, which
 * only weighs the few moves a good player would consider.
 */
export function rankActions(view: View101, seat: Seat, legal: readonly Action101[]): Action101[] {
  const first = legal[0];
  if (!first || legal.length === 1) return legal.slice();
  if (first.type === "bridge" || first.type === "noBridge") {
    const pick = bridgeAnswer(view, seat, legal);
    return [pick, ...legal.filter((a) => a !== pick)];
  }
  const ctx = context(view, seat);
  const scored = legal.map((action) => ({
    action,
    score: action.type === "play" ? scorePlay(action, ctx) : action.type === "draw" ? (view.opening ? -Infinity : drawScore(ctx)) : -Infinity,
  }));
  scored.sort((a, b) => b.score - a.score);
  return scored.map((s) => s.action);
}

function context(view: View101, me: Seat): Ctx {
  const hand = view.hand ?? [];
  const others: Seat[] = [];
  for (let i = 1; i < view.players; i++) {
    const p = (me + i) % view.players;
    if (!view.out[p]) others.push(p);
  }
  // Jacks fit anything: count only the 8 other cards of each suit.
  const unseen = [8, 8, 8, 8];
  for (const card of hand) if (!isJack(card)) unseen[SUIT_LIST.indexOf(suitOf(card))]!--;
  for (const card of view.pile) if (!isJack(card)) unseen[SUIT_LIST.indexOf(suitOf(card))]!--;
  return { view, hand, me, next: others[0] ?? me, others, unseen, long: view.multiplier >= LONG_ROUND };
}

/** How much it is worth to make `seat` draw one card: far more when it is about to go out. */
function pressure(view: View101, seat: Seat): number {
  const n = view.handCounts[seat]!;
  return W.pressBase + W.pressScale / Math.max(1, n);
}

/** Whether `seat` is known to hold nothing of `suit` (most of its hand predates its last draws). */
function knownVoid(view: View101, seat: Seat, suit: Suit): number {
  const v = view.voids[seat];
  if (!v || !v.suits.includes(suit)) return 0;
  const count = view.handCounts[seat]!;
  return count === 0 ? 0 : Math.max(0, (count - v.drawnSince) / count);
}

/**
 * Expected pain for the next player of a top card of `suit`: known void, or few unseen cards of
 * the suit; worth more when the next player is close to going out.
 */
function suitBlock(ctx: Ctx, suit: Suit): number {
  const v = knownVoid(ctx.view, ctx.next, suit);
  const scarce = (5 - Math.min(5, ctx.unseen[SUIT_LIST.indexOf(suit)]!)) / 5;
  const weight = ctx.view.handCounts[ctx.next]! <= 2 ? W.blockNear : W.blockFar;
  return weight * Math.max(v, scarce * 0.6);
}

function scorePlay(play: Play, ctx: Ctx): number {
  const { view, hand } = ctx;
  const opening = view.opening;
  const moveCards = opening ? [view.top!, ...play.cards] : play.cards;
  const moveTop = moveCards[moveCards.length - 1]!;
  const topRank = rankOf(moveTop);
  const left = hand.filter((c) => !play.cards.includes(c));
  let jacks = 0;
  for (const c of play.cards) if (isJack(c)) jacks++;

  // Going out ends the round: nothing better (with jacks even better: −20 each).
  if (left.length === 0 && topRank !== "6") return 10_000 + 100 * jacks;

  let score = 0;
  // Shedding: points out of the hand, and one card nearer to going out.
  for (const c of play.cards) score += cardPoints(c) + W.shed;
  // Jacks are kept for the end, unless the round drags on or the hand is big.
  if (jacks > 0 && !ctx.long) score -= jacks * (left.length <= 4 ? W.jackSmall : W.jackBig);

  // A 6 on top: its player covers it (a free extra move) or draws until something fits.
  if (topRank === "6") {
    const cover = left.find((c) => !isJack(c) && (suitOf(c) === suitOf(moveTop) || rankOf(c) === "6"));
    if (cover) score += 2;
    else if (left.some(isJack)) score -= W.badSix - 5;
    else score -= W.badSix;
  } else {
    score += effects(ctx, moveCards);
    // The next player must follow this top: a suit it lacks holds it up.
    score += suitBlock(ctx, play.suit ?? suitOf(moveTop));
  }
  if (play.suit) score += suitCall(left, play.suit);
  else if (topRank !== "6" && !isJack(moveTop)) score += followUp(left, moveTop);
  return score;
}

/** The move's bite: 7s and QS hit the next player, 8s and aces skip players in turn. */
function effects(ctx: Ctx, moveCards: readonly CardCode[]): number {
  const { view, others } = ctx;
  const rank = rankOf(moveCards[0]!);
  const n = moveCards.length;
  if (rank === "7") return pressure(view, ctx.next) * n;
  if (moveCards[n - 1] === "QS") return pressure(view, ctx.next) * 5;
  if (rank !== "8" && rank !== "A") return 0;
  let score = 0;
  const queued = view.pendingSkips && view.pendingSkips.layer === ctx.me ? view.pendingSkips.count : 0;
  for (let j = 0; j < n; j++) {
    const target = others[(queued + j) % Math.max(1, others.length)] ?? ctx.next;
    // A skip: with two players I move again at once; otherwise one opponent loses a turn.
    score += others.length === 1 ? 9 : 4 + (view.handCounts[target]! <= 2 ? 6 : 0);
    if (rank === "8") score += pressure(view, target) * 2;
  }
  return score;
}

/** Call a suit I can follow with (held most, after the move). */
function suitCall(left: readonly CardCode[], suit: Suit): number {
  let n = 0;
  let any = false;
  for (const c of left) {
    if (isJack(c)) continue;
    any = true;
    if (suitOf(c) === suit) n++;
  }
  return any ? W.call * n : 0;
}

/** A top I can play on again when it comes back: same suit or rank still in hand. */
function followUp(left: readonly CardCode[], moveTop: CardCode): number {
  let n = 0;
  for (const c of left) if (!isJack(c) && fits(c, moveTop, null)) n++;
  return Math.min(n, 2) * 1.5;
}

/** An optional draw instead of the best play: a card costs about its points plus a turn. */
function drawScore(ctx: Ctx): number {
  if (ctx.long) return -Infinity; // long rounds: always shed
  // Fresh cards are worth more when the hand is small (a good card can finish the round).
  return ctx.hand.length <= 3 ? W.drawSmall : W.drawBig;
}

/**
 * Bridge: the round ends now and everyone, me included, scores the hand (my jacks of the
 * move −20 each). Declare when my score is small against the others' expected hands,
 * or when it lands my total on a reset; never when it would put me out.
 */
function bridgeAnswer(view: View101, seat: Seat, legal: readonly Action101[]): Action101 {
  const hand = view.hand ?? [];
  const jacks = view.lastMove && view.lastMove.seat === seat ? view.lastMove.cards.filter(isJack).length : 0;
  const mine = (handPoints(hand) - 20 * jacks) * view.multiplier;
  const seenPoints = handPoints(hand) + handPoints(view.pile);
  const unseenCards = 36 - hand.length - view.pile.length;
  const perCard = unseenCards > 0 ? (DECK_POINTS - seenPoints) / unseenCards : 8;
  let others = 0;
  let count = 0;
  for (let p = 0; p < view.players; p++) {
    if (p === seat || view.out[p]) continue;
    others += view.handCounts[p]! * perCard * view.multiplier;
    count++;
  }
  const avgOthers = count > 0 ? others / count : 0;
  const total = view.totals[seat]! + mine;
  let declare = mine <= 0 || (mine <= 25 && mine < avgOthers - 5) || (hand.length >= 4 && mine < avgOthers - 15);
  if (view.limit !== null) {
    if (view.resetAt.includes(total) && total !== 0) declare = true;
    if (total > view.limit) declare = false;
  }
  return legal.find((a) => a.type === (declare ? "bridge" : "noBridge"))!;
}
