/** The dice for the first dealer (at setup), and each round's deal with its opening card (the dealer's fifth). */
import { randomInt, shuffle, type CardCode, type Seat } from "@gg/core";
import { DECK_36, isJack, rankOf } from "./cards101.ts";
import { acceptDeal, acceptDice } from "./chanceKinds.ts";
import type { Ctx } from "./draft.ts";
import { afterMove } from "./moves.ts";
import { othersAfter } from "./seats.ts";

export const HAND_SIZE = 5;

/**
 * The first dealer, by chance at setup (nobody chooses anything): every player
 * rolls two dice in seat order, the highest total deals; players tied for the
 * highest roll again, among themselves, until one is highest. Each roll is a
 * public `dice` event, each tie a `diceTie`, then `dealer`.
 */
export function rollForDealer(ctx: Ctx): Seat {
  const s = ctx.s;
  let rollers = [...Array(s.players).keys()];
  const history: { seat: Seat; dice: [number, number] }[] = [];
  for (;;) {
    const totals = new Map<Seat, number>();
    for (const seat of rollers) {
      const dice = ctx.chance.draw("dice", (rng) => [1 + randomInt(rng, 6), 1 + randomInt(rng, 6)] as [number, number], acceptDice);
      const total = dice[0] + dice[1];
      ctx.events.push({ type: "dice", to: "all", seat, dice, total });
      history.push({ seat, dice });
      totals.set(seat, total);
    }
    const best = Math.max(...totals.values());
    const tied = rollers.filter((seat) => totals.get(seat) === best);
    if (tied.length === 1) {
      s.dice = { history };
      ctx.events.push({ type: "dealer", to: "all", seat: tied[0]!, by: "dice" });
      return tied[0]!;
    }
    ctx.events.push({ type: "diceTie", to: "all", seats: tied, total: best });
    rollers = tied;
  }
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
