/**
 * The `rules` bot: it sees only its view and legal actions, and is fast
 * enough to be the playout policy of the `search` bot.
 *
 * Bets: each card's chance of taking a trick is estimated from the cards it
 * has not seen (strength order, Manilha, an unseen joker, ties under Cut),
 * and the bot bets the legal number of tricks most likely to come out
 * exactly (the distribution of a sum of independent chances, so the hook
 * pushes it to the next most likely number, not blindly up or down).
 *
 * The blind 1-card round: it counts how often its unseen card would win
 * against the cards it sees, keeping only the cards that agree with the bets
 * already made (a player who saw our card and bet 1 probably saw a low one).
 *
 * Play: while it needs tricks it wins with the cheapest card likely to hold
 * against the players still to play (who are likely to try to beat it only
 * if they need tricks themselves), or sheds its lowest card when it cannot;
 * once its bet is made it ducks with its highest losing card (cancelling
 * an equal card under Cut counts as losing), keeps the joker as a safe card
 * and, when every card wins, takes the trick with its most dangerous card.
 * Once its bet is already broken it spoils: it takes tricks from players who
 * need them and leaves them to players who do not.
 */
import type { Bot, BotFactory, BotInput, Seat } from "@gg/core";
import type { BetOnTricksAction } from "./state.ts";
import type { BetOnTricksView } from "./view.ts";
import { AD_STRENGTH, STANDARD_DECK, STRENGTH_SLOTS, cardStrengths, rankStrengths, roundDeck, type StrengthTable } from "./strength.ts";

type Input = BotInput<BetOnTricksView, BetOnTricksAction>;
type PlayAction = Extract<BetOnTricksAction, { type: "play" }>;

const JOKER = "X";
/** A winner is "fairly safe" when it holds against the players still to play this often. */
const HOLD = 0.7;
/** The strength an unseen joker is feared at: an ordinary ace. */
const ACE = 12;

// ---- small helpers ----------------------------------------------------------

function livingOrder(view: BetOnTricksView, from: Seat): Seat[] {
  const out: Seat[] = [];
  for (let k = 0; k < view.players; k++) {
    const s = (from + k) % view.players;
    if (!view.out[s]) out.push(s);
  }
  return out;
}

function livingCount(view: BetOnTricksView): number {
  let c = 0;
  for (const o of view.out) if (!o) c++;
  return c;
}

/** The winning index among strengths in play order, or -1 when Cut cancels them all. */
export function winnerOf(strengths: readonly number[], cut: boolean): number {
  const n = strengths.length;
  if (!cut) {
    let best = 0;
    for (let i = 1; i < n; i++) if (strengths[i]! > strengths[best]!) best = i;
    return best;
  }
  let best = -1;
  for (let i = 0; i < n; i++) {
    const s = strengths[i]!;
    let twice = false;
    for (let j = 0; j < n && !twice; j++) if (j !== i && strengths[j] === s) twice = true;
    if (!twice && (best < 0 || s > strengths[best]!)) best = i;
  }
  return best;
}

/**
 * Unseen cards by strength (an unseen joker counts as an ace), and how many
 * there are: the round's deck minus the own hand and every card played this round.
 */
function unseenCounts(view: BetOnTricksView, table: StrengthTable): { counts: number[]; total: number } {
  const base = deckCounts(view.options.manilha, view.options.joker && view.roundSize > 1);
  const counts = base.counts.slice();
  let total = base.total;
  // Every card seen this round is a distinct card of the deck: subtract them.
  for (const card of view.hand ?? []) {
    counts[card === JOKER ? ACE : table[card]!]!--;
    total--;
  }
  for (const t of view.history) {
    for (const p of t.plays) {
      counts[p.card === JOKER ? ACE : table[p.card]!]!--;
      total--;
    }
  }
  for (const p of view.trick) {
    counts[p.card === JOKER ? ACE : table[p.card]!]!--;
    total--;
  }
  return { counts, total };
}

const DECK_COUNTS = new Map<string, { readonly counts: readonly number[]; readonly total: number }>();

/** The round deck's cards by strength (an unseen joker counts as an ace), cached. */
function deckCounts(manilha: boolean, joker: boolean): { readonly counts: readonly number[]; readonly total: number } {
  const key = `${manilha}/${joker}`;
  let entry = DECK_COUNTS.get(key);
  if (!entry) {
    const table = cardStrengths(manilha);
    const counts = new Array<number>(STRENGTH_SLOTS).fill(0);
    const deck = roundDeck(joker, 2);
    for (const card of deck) counts[card === JOKER ? ACE : table[card]!]!++;
    entry = { counts, total: deck.length };
    DECK_COUNTS.set(key, entry);
  }
  return entry;
}

/** Fraction of unseen cards a card of strength `s` stays ahead of (ties: half without Cut — first played wins —, none with Cut). */
function belowFraction(counts: readonly number[], total: number, s: number, cut: boolean, tieWeight = 0.5): number {
  if (total === 0) return 1;
  let below = 0;
  for (let k = 0; k < s; k++) below += counts[k]!;
  return (below + (cut ? 0 : tieWeight * counts[s]!)) / total;
}

// ---- bets -------------------------------------------------------------------

/** The legal bet with the highest probability under the distribution `dist` (ties: the closest to the mean). */
function bestBid(legal: readonly BetOnTricksAction[], dist: readonly number[], mean: number): BetOnTricksAction {
  let best: BetOnTricksAction = legal[0]!;
  let bestP = -1;
  for (const a of legal) {
    if (a.type !== "bid") continue;
    const p = dist[a.bid] ?? 0;
    if (p > bestP + 1e-9 || (Math.abs(p - bestP) <= 1e-9 && best.type === "bid" && Math.abs(a.bid - mean) < Math.abs(best.bid - mean))) {
      best = a;
      bestP = p;
    }
  }
  return best;
}

/** Each card's chance of taking a trick, against `others` opponents. */
export function winChances(hand: readonly string[], counts: readonly number[], total: number, others: number, manilha: boolean, cut: boolean): number[] {
  const table = cardStrengths(manilha);
  return hand.map((card) => {
    if (card === JOKER) return belowFraction(counts, total, ACE, cut, 0) ** others; // an ace that can also duck
    const s = table[card]!;
    if (s === AD_STRENGTH) return 1;
    return belowFraction(counts, total, s, cut) ** others;
  });
}

/** The distribution of the number of successes of independent events (Poisson binomial). */
function successDistribution(chances: readonly number[]): number[] {
  const dist = [1];
  for (const p of chances) {
    dist.push(0);
    for (let k = dist.length - 1; k >= 0; k--) dist[k] = dist[k]! * (1 - p) + (k > 0 ? dist[k - 1]! * p : 0);
  }
  return dist;
}

function handBid({ view, legal }: Input): BetOnTricksAction {
  const { manilha, cut } = view.options;
  const hand = view.hand ?? [];
  const { counts, total } = unseenCounts(view, cardStrengths(manilha));
  const chances = winChances(hand, counts, total, livingCount(view) - 1, manilha, cut);
  let mean = 0;
  for (const p of chances) mean += p;
  return bestBid(legal, successDistribution(chances), mean);
}

/**
 * The blind round. `known[s]` is every card this seat sees (own null). For
 * each strength its own card could have, is it consistent with the bets made
 * before it (each earlier bettor modelled as betting 1 exactly when its own
 * unseen card wins for more than half of the cards it could be), and does it win?
 */
function blindBid({ seat, view, legal }: Input): BetOnTricksAction {
  const { manilha, cut } = view.options;
  const table = cardStrengths(manilha);
  const known = view.blindCards ?? [];
  const order = livingOrder(view, view.starter ?? seat);
  const me = order.indexOf(seat);
  const strengths = order.map((s) => (s === seat ? -1 : table[known[s]!]!));
  // Cards nobody at the table can see: the deck minus every visible card (own card among them).
  const pool = new Array<number>(STRENGTH_SLOTS).fill(0);
  const visible = new Set(known.filter((c): c is string => c !== null));
  for (const card of STANDARD_DECK) if (!visible.has(card)) pool[table[card]!]!++;

  /** Whether position `i` (strengths known, its own unknown) would bet 1, drawing its card from `pool` minus what it sees. */
  const wouldBetOne = (i: number, seen: number[]): boolean => {
    let wins = 0;
    let total = 0;
    for (let s = 0; s < STRENGTH_SLOTS; s++) {
      // Its candidates: the pool, plus its real card (which it cannot see), minus the cards it sees that are in the pool (none: they are visible to us).
      const count = pool[s]! + (s === strengths[i] ? 1 : 0) - (s === seen[me] ? 1 : 0);
      if (count <= 0) continue;
      const trial = seen.slice();
      trial[i] = s;
      total += count;
      if (winnerOf(trial, cut) === i) wins += count;
    }
    return wins * 2 > total;
  };

  let wins = 0;
  let total = 0;
  let winsAll = 0;
  let totalAll = 0;
  for (let s = 0; s < STRENGTH_SLOTS; s++) {
    const count = pool[s]!;
    if (count === 0) continue;
    const trial = strengths.slice();
    trial[me] = s;
    const win = winnerOf(trial, cut) === me;
    totalAll += count;
    if (win) winsAll += count;
    let consistent = true;
    for (let i = 0; i < me && consistent; i++) {
      const bet = view.bets[order[i]!];
      if (bet === null || bet === undefined) continue;
      if (wouldBetOne(i, trial) !== (bet === 1)) consistent = false;
    }
    if (!consistent) continue;
    total += count;
    if (win) wins += count;
  }
  if (total === 0) {
    wins = winsAll;
    total = totalAll;
  }
  const p = total === 0 ? 0 : wins / total;
  return bestBid(legal, [1 - p, p], p);
}

// ---- play -------------------------------------------------------------------

interface Option {
  readonly action: PlayAction;
  readonly strength: number;
  readonly joker: boolean;
  /** Wins the trick as it stands now (with this card added). */
  readonly winsNow: boolean;
  /** Chance it still wins after the players yet to play. */
  readonly holds: number;
}

function needOf(view: BetOnTricksView, seat: Seat): number {
  return (view.bets[seat] ?? 0) - (view.tricks[seat] ?? 0);
}
function lowest(xs: readonly Option[]): Option | undefined {
  return xs[0];
}
function highest(xs: readonly Option[]): Option | undefined {
  return xs[xs.length - 1];
}

function play({ seat, view, legal }: Input): BetOnTricksAction {
  const { manilha, cut } = view.options;
  const table = cardStrengths(manilha);
  const ranks = rankStrengths(manilha);
  const { counts, total } = unseenCounts(view, table);
  const living = livingCount(view);
  const order = livingOrder(view, view.leader ?? seat);
  const after = order.slice(view.trick.length + 1); // players still to play in this trick
  const need = needOf(view, seat);
  const cardsLeft = view.hand?.length ?? 1;
  const onTable = view.trick.map((p) => (p.card === JOKER ? ranks[p.as as keyof typeof ranks]! : table[p.card]!));
  const current = onTable.length > 0 ? winnerOf(onTable, cut) : -1;
  const currentSeat = current >= 0 ? view.trick[current]!.seat : -1;

  const options: Option[] = [];
  const seenJokerRank = new Set<number>();
  for (const a of legal) {
    if (a.type !== "play") continue;
    const joker = a.card === JOKER;
    const s = joker ? ranks[a.as as keyof typeof ranks]! : table[a.card]!;
    if (joker) {
      if (seenJokerRank.has(s)) continue;
      seenJokerRank.add(s);
    }
    const strengths = onTable.concat(s);
    const winsNow = winnerOf(strengths, cut) === strengths.length - 1;
    let holds = 0;
    if (winsNow) {
      holds = 1;
      const b = belowFraction(counts, total, s, cut, 1); // a later equal card does not beat it (without Cut)
      for (const r of after) {
        const h = view.handCounts[r] ?? 1;
        // A player who wants tricks beats it when it can; one who does not is beaten only if every card it holds is higher.
        holds *= needOf(view, r) > 0 ? b : 1 - (1 - b) ** h;
      }
    }
    options.push({ action: a, strength: s, joker, winsNow, holds });
  }
  options.sort((x, y) => x.strength - y.strength || Number(x.joker) - Number(y.joker));
  const real = options.filter((o) => !o.joker);
  const jokerLow = options.find((o) => o.joker);

  if (need > 0) {
    const winners = options.filter((o) => o.winsNow);
    if (winners.length > 0) {
      // Must take every remaining trick, or the cheapest fairly safe winner.
      const safe = winners.filter((o) => o.holds >= (need >= cardsLeft ? 0 : HOLD));
      if (safe.length > 0) {
        const realSafe = safe.filter((o) => !o.joker);
        return (lowest(realSafe.length > 0 ? realSafe : safe) ?? safe[0]!).action;
      }
      // Nothing safe: try the strongest winner only if we cannot afford to wait.
      if (need >= cardsLeft - 1) return [...winners].sort((x, y) => x.holds - y.holds).at(-1)!.action;
    }
    // Save the strong cards: shed the weakest real card (the joker stays).
    return (lowest(real) ?? options[0]!).action;
  }

  if (need < 0 && currentSeat >= 0 && needOf(view, currentSeat) > 0) {
    // Already missed: spoil a player who needs this trick, if we can.
    const winners = options.filter((o) => o.winsNow && !o.joker);
    if (winners.length > 0) return highest(winners)!.action;
  }

  // Avoid the trick: the highest card that loses; otherwise the card most likely to be beaten.
  const losers = real.filter((o) => !o.winsNow);
  if (losers.length > 0) return highest(losers)!.action;
  if (jokerLow && !jokerLow.winsNow) return jokerLow.action;
  if (after.length === 0) {
    // The trick is ours whatever we play: spend the most dangerous card.
    return (highest(real) ?? options[0]!).action;
  }
  if (jokerLow && living > 2 && cardsLeft > 1) return jokerLow.action;
  const leastLikely = [...options].sort((x, y) => x.holds - y.holds || x.strength - y.strength)[0]!;
  return leastLikely.action;
}

export const rulesBot: BotFactory<BetOnTricksView, BetOnTricksAction> = (): Bot<BetOnTricksView, BetOnTricksAction> => ({
  act(input) {
    const first = input.legal[0]!;
    if (first.type === "bid") return input.view.blind ? blindBid(input) : handBid(input);
    return play(input);
  },
});
