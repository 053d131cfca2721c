/** The dice for the first dealer, and each round's deal with its opening card (the dealer's fifth). */
import { randomInt, shuffle, type CardCode, type Seat } from "@gg/core";
import { DECK_36, isJack, rankOf } from "./cards101.ts";
import { acceptDeal, acceptDice } from "./chanceKinds.ts";
import type { Ctx } from "./draft.ts";
import { afterMove } from "./moves.ts";
import { othersAfter } from "./seats.ts";

export const HAND_SIZE = 5;

export function roll(ctx: Ctx, seat: Seat): void {
  const s = ctx.s;
  const dice = ctx.chance.draw("dice", (rng) => [1 + randomInt(rng, 6), 1 + randomInt(rng, 6)] as [number, number], acceptDice);
  const total = dice[0] + dice[1];
  ctx.events.push({ type: "dice", to: "all", seat, dice, total });
  const totals = s.dice.totals.slice();
  totals[seat] = total;
  const rollers = s.dice.rollers.slice(1);
  s.dice = { rollers, totals, history: [...s.dice.history, { seat, dice }] };
  if (rollers.length > 0) {
    s.turn = rollers[0]!;
    return;
  }
  let best = -1;
  for (const t of totals) if (t !== null && t > best) best = t;
  const tied = [...totals.keys()].filter((i) => totals[i] === best);
  if (tied.length > 1) {
    // Ties roll again, among the tied players only.
    ctx.events.push({ type: "diceTie", to: "all", seats: tied, total: best });
    s.dice = { rollers: tied, totals: totals.map(() => null), history: s.dice.history };
    s.turn = tied[0]!;
    return;
  }
  ctx.events.push({ type: "dealer", to: "all", seat: tied[0]!, by: "dice" });
  startRound(ctx, tied[0]!);
}

/** Deals a round: one card at a time from the dealer's left, 5 each; the dealer's fifth opens. */
export function startRound(ctx: Ctx, dealer: Seat): void {
  const s = ctx.s;
  const seats = [...othersAfter(s, dealer), dealer];
  const deck = ctx.chance.draw("deal", (rng) => shuffle(rng, DECK_36), acceptDeal);
  const hands: CardCode[][] = s.hands.map(() => []);
  const dealt = HAND_SIZE * seats.length;
  for (let i = 0; i < dealt - 1; i++) hands[seats[i % seats.length]!]!.push(deck[i]!);
  const opening = deck[dealt - 1]!;
  s.hands = hands;
  s.bank = deck.slice(dealt);
  s.table = [opening];
  s.round += 1;
  s.dealer = dealer;
  s.calledSuit = null;
  s.multiplier = 1;
  s.turn = dealer;
  s.draws = 0;
  s.cover = false;
  s.skips = 0;
  s.skipLayer = -1;
  s.move = null;
  s.voidMask = s.voidMask.map(() => 0);
  s.voidDrawn = s.voidDrawn.map(() => 0);
  ctx.events.push({ type: "dealt", to: "all", round: s.round, dealer, handCounts: hands.map((h) => h.length), bankSize: s.bank.length });
  for (const seat of seats) ctx.events.push({ type: "hand", to: [seat], seat, cards: hands[seat]! });
  ctx.events.push({ type: "played", to: "all", seat: dealer, cards: [opening], opening: true });
  const rank = rankOf(opening);
  if (isJack(opening) || hands[dealer]!.some((c) => rankOf(c) === rank)) {
    s.phase = "opening"; // the dealer has a choice: add cards of the rank, call a suit
    return;
  }
  s.phase = "play";
  afterMove(ctx, dealer, [opening]); // no choice: the opening completes by itself (the dealer keeps 4 cards: never going out)
}
