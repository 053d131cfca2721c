/**
 * What the generic search bot needs from Bet on Tricks: a determinization of
 * a seat's view and the value of a state for a seat.
 *
 * Determinization: everything public is copied from the view (bets, tricks,
 * the cards on the table and every completed trick of the round, lives, the
 * previous round); the seat's own hand is kept exactly; the cards nobody has
 * shown it (the round's deck minus its hand and the cards played) are dealt
 * at random to the other seats, as many as each holds. In the blind round it
 * is the other way round: the others' cards are known and the seat's own card
 * is drawn from the cards it cannot see. Card play carries no information
 * here (no suits to follow: any card may be played at any time), so a plain
 * uniform deal of the unseen cards is consistent with everything seen.
 */
import { initialChance, randomInt, searchBot, type Bot, type RandomSource, type Seat } from "@gg/core";
import { rulesBot } from "./bot.ts";
import type { BetOnTricksAction, State } from "./state.ts";
import { STANDARD_DECK, roundDeck } from "./strength.ts";
import type { BetOnTricksView } from "./view.ts";
import type { GameDefinition } from "@gg/core";
import type { Options } from "./options.ts";

/** Cards the seat has not seen this round (own hand and played cards excluded; in the blind round, every visible card). */
export function unseenCards(view: BetOnTricksView): string[] {
  if (view.blind) {
    const visible = new Set<string>();
    for (const c of view.blindCards ?? []) if (c !== null) visible.add(c);
    return STANDARD_DECK.filter((c) => !visible.has(c));
  }
  const seen = new Set<string>(view.hand ?? []);
  for (const t of view.history) for (const p of t.plays) seen.add(p.card);
  for (const p of view.trick) seen.add(p.card);
  return roundDeck(view.options.joker, view.roundSize).filter((c) => !seen.has(c));
}

/** `k` distinct cards from `pool`, uniformly (partial Fisher–Yates on `pool`, which it reorders). */
function take(pool: string[], from: number, k: number, random: RandomSource): string[] {
  for (let i = from; i < from + k; i++) {
    const j = i + randomInt(random, pool.length - i);
    const t = pool[i]!;
    pool[i] = pool[j]!;
    pool[j] = t;
  }
  return pool.slice(from, from + k);
}

export function determinize(view: BetOnTricksView, seat: Seat, random: RandomSource): State {
  const n = view.players;
  let hands: string[][];
  if (view.phase !== "bid" && view.phase !== "play") {
    hands = Array.from({ length: n }, () => []);
  } else if (view.blind) {
    const pool = unseenCards(view);
    hands = Array.from({ length: n }, (_, s) => {
      if (view.handCounts[s] === 0) return [];
      return s === seat ? take(pool, 0, 1, random) : [view.blindCards![s]!];
    });
  } else {
    const pool = unseenCards(view);
    let next = 0;
    hands = Array.from({ length: n }, (_, s) => {
      if (s === seat) return (view.hand ?? []).slice();
      const k = view.handCounts[s]!;
      const hand = take(pool, next, k, random);
      next += k;
      return hand;
    });
  }
  return {
    players: n,
    options: view.options,
    chance: initialChance(`bet-on-tricks-determinized-${random.uint32()}`),
    phase: view.phase,
    draws: view.starterDraw.rounds,
    lives: view.lives,
    outRound: view.outRound,
    round: view.round,
    size: view.roundSize,
    starter: view.starter ?? -1,
    hands,
    bets: view.bets,
    tricks: view.tricks,
    turn: view.turn ?? -1,
    // While betting the starter will lead (the engine keeps leader = starter then).
    leader: view.leader ?? view.starter ?? -1,
    trick: view.trick,
    lastTrick: view.lastTrick,
    history: view.history,
    previous: view.previousRound,
    endedByHost: view.result?.endedByHost === true,
  };
}

/** Bonus for being the last player with lives (the game won). */
const WIN_BONUS = 4;
/** How much every other player's lives count against the seat, on average. */
const OTHERS_WEIGHT = 0.25;

/**
 * The seat's lives after the round a playout ended, a bonus for having won
 * the game, and a little for the others' losses (a life they lose brings the
 * seat closer to being the last one in).
 */
export function evaluate(state: State, seat: Seat): number {
  const lives = state.lives;
  const mine = lives[seat]!;
  let others = 0;
  let living = 0;
  for (let s = 0; s < lives.length; s++) {
    if (s === seat) continue;
    others += lives[s]!;
    if (lives[s]! > 0) living++;
  }
  const n = lives.length - 1;
  return mine + (mine > 0 && living === 0 ? WIN_BONUS : 0) - (OTHERS_WEIGHT * others) / Math.max(1, n);
}

/** Playouts per decision: a 4-player decision costs about 10 ms CPU at the median and 35 ms at p95 on one core. */
export const SEARCH_PLAYOUTS = 400;

/**
 * The `search` level: perfect-information Monte Carlo over determinizations
 * (core `searchBot`), except in the blind round, where nobody plays a card:
 * a playout would only count how often the unseen card wins, which the rules
 * bot already does exactly — and it also reads the earlier bets.
 */
export function makeSearchBot(game: GameDefinition<State, BetOnTricksAction, BetOnTricksView, Options>, playouts = SEARCH_PLAYOUTS): Bot<BetOnTricksView, BetOnTricksAction> {
  const search = searchBot(game, { playouts });
  const rules = rulesBot();
  return {
    act(input) {
      return input.view.blind ? rules.act(input) : search.act(input);
    },
  };
}
