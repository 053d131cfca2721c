/**
 * What the search bot needs from Buraco: a determinization of a seat's view (the unseen cards —
 * the other hands, the stock, the mortos on the table and set aside — dealt at random from the
 * 108 cards less everything the seat can see), the value of a state for the seat's team, and
 * the `search` level itself: it lays down as the `rules` bot does, and searches the choices
 * that decide a Buraco hand — draw or take the pile, and which card to discard — by playouts of a
 * few turns scored with `evaluate`.
 */
import { initialChance, searchBot, shuffle, type AnyGame, type Bot, type CardCode, type RandomSource, type Seat } from "@gg/core";
import { buracoRulesBot, rankDiscards } from "./bots.ts";
import { BURACO_DECK, countCards, valueOfCards } from "./cards.ts";
import { isCanastra, type Sequence } from "./sequence.ts";
import { MORTO_SIZE, NO_MORTO_PENALTY, teamOfSeat, type BuracoAction, type BuracoState } from "./state.ts";
import type { BuracoView } from "./view.ts";

export function determinize(view: BuracoView, seat: Seat, random: RandomSource): BuracoState {
  const known = countCards([...view.hand, ...view.discards, ...view.melds[0].flatMap((m) => m.cards), ...view.melds[1].flatMap((m) => m.cards)]);
  const pool: CardCode[] = [];
  for (const card of BURACO_DECK) {
    const n = known.get(card) ?? 0;
    if (n > 0) known.set(card, n - 1);
    else pool.push(card);
  }
  const deck = shuffle(random, pool);
  let next = 0;
  const take = (n: number) => deck.slice(next, (next += n));
  const hands = view.handCounts.map((count, s) => (s === seat ? view.hand.slice() : take(count)));
  const setAside = view.mortoSetAside.map((aside) => (aside ? take(MORTO_SIZE) : null));
  const mortos = Array.from({ length: view.mortosLeft }, () => take(MORTO_SIZE));
  const stock = take(view.stockCount);
  const plain = (melds: readonly Sequence[]): Sequence[] => melds.map((m) => ({ suit: m.suit, start: m.start, cards: m.cards, wild: m.wild }));
  return {
    options: view.options,
    players: view.players,
    chance: initialChance(`determinized-${random.uint32()}`),
    round: view.round,
    starter: view.starter,
    phase: view.phase,
    turn: view.turn ?? seat,
    hands,
    stock,
    discards: view.discards.slice(),
    mortos,
    setAside,
    morto: view.morto,
    melds: [plain(view.melds[0]), plain(view.melds[1])],
    takenCard: view.takenCard,
    scores: view.scores,
    sheet: view.sheet,
    endedByHost: false,
  };
}

/**
 * Cards still in hand count for part of their cost: while a morto is on the table the hand is
 * young and most of them will yet be laid down; later they are a debt.
 */
const IN_HAND_WEIGHT_EARLY = 0.2;
const IN_HAND_WEIGHT_LATE = 0.6;
/** A sequence's promise of a canastra, per card beyond 4, while it has none. */
const GROWTH = 12;

/** The team's standing in the hand so far: laid-down cards, canastras, cards held, the morto. */
function handStanding(state: BuracoState, team: 0 | 1): number {
  let total = 0;
  for (const m of state.melds[team]) {
    total += valueOfCards(m.cards);
    if (isCanastra(m)) total += m.wild < 0 ? 200 : 100;
    else if (m.cards.length > 4) total += GROWTH * (m.cards.length - 4) * (m.wild < 0 ? 2 : 1);
  }
  const weight = state.mortos.length > 0 ? IN_HAND_WEIGHT_EARLY : IN_HAND_WEIGHT_LATE;
  for (let seat = team; seat < state.players; seat += 2) total -= weight * valueOfCards(state.hands[seat]!);
  if (state.morto[team] === "none") total -= NO_MORTO_PENALTY;
  return total;
}

/** The team's lead: match totals plus the hand under way. */
export function evaluate(state: BuracoState, seat: Seat): number {
  const team = teamOfSeat(seat);
  const other = (1 - team) as 0 | 1;
  return state.scores[team] - state.scores[other] + handStanding(state, team) - handStanding(state, other);
}

/** Playouts per searched decision, and how many actions each plays before it is scored. */
export const SEARCH_PLAYOUTS = 24;
export const PLAYOUT_ACTIONS = 8;
/** The discards searched: the rules bot's few best (the others are rarely right and would thin the samples). */
const DISCARD_CHOICES = 3;

export function buracoSearchBot(game: AnyGame): Bot<BuracoView, BuracoAction> {
  const rules = buracoRulesBot();
  const search = searchBot(game, { playouts: SEARCH_PLAYOUTS, maxPlayoutActions: PLAYOUT_ACTIONS }) as Bot<BuracoView, BuracoAction>;
  return {
    act(input) {
      const planned = rules.act(input);
      if (planned.type === "meld" || planned.type === "extend") return planned;
      // A pile of one card is weighed only when the rules bot would take it (it lays the card down at
      // once), so no two bots pass one card back and forth for ever; a bigger pile always is (after it
      // is taken the pile holds one card, so the stock still shortens at least every other turn).
      if (planned.type === "draw" && input.view.discards.length < 2) return planned;
      const choices = input.view.phase === "draw" ? input.legal : rankDiscards(input.view, input.seat, input.legal).slice(0, DISCARD_CHOICES);
      if (choices.length <= 1) return planned;
      return search.act({ seat: input.seat, view: input.view, legal: choices, random: input.random });
    },
  };
}
