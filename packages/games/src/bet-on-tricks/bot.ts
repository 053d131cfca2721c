/**
 * The `rules` bot: it sees only its view and legal actions. It bets the
 * number of its cards likely to win (in the blind round: whether its unseen
 * card probably beats the cards it can see) and then plays to hit that bet:
 * cheapest winner when it needs tricks, highest loser when it does not.
 */
import type { Bot, BotFactory, BotInput } from "@gg/core";
import type { BetOnTricksAction } from "./state.ts";
import type { BetOnTricksView } from "./view.ts";
import { STANDARD_DECK, cardStrengths, playStrength, trickWinner, type Play } from "./strength.ts";

type Input = BotInput<BetOnTricksView, BetOnTricksAction>;

function closestBid(legal: readonly BetOnTricksAction[], target: number): BetOnTricksAction {
  let best = legal[0]!;
  let bestGap = Infinity;
  for (const a of legal) {
    if (a.type !== "bid") continue;
    const gap = Math.abs(a.bid - target);
    if (gap < bestGap) {
      best = a;
      bestGap = gap;
    }
  }
  return best;
}

/** Seats still in, clockwise from `from`. */
function livingFrom(view: BetOnTricksView, from: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < view.players; k++) {
    const s = (from + k) % view.players;
    if (!view.out[s]) out.push(s);
  }
  return out;
}

function blindBid({ seat, view, legal }: Input): BetOnTricksAction {
  const { manilha, cut } = view.options;
  const seen = view.blindCards ?? [];
  const known = new Set(seen.filter((c): c is string => c !== null));
  const order = livingFrom(view, view.starter ?? seat);
  let wins = 0;
  let total = 0;
  for (const mine of STANDARD_DECK) {
    if (known.has(mine)) continue;
    total++;
    const plays: Play[] = order.map((s) => ({ seat: s, card: s === seat ? mine : seen[s]! }));
    const w = trickWinner(plays, manilha, cut);
    if (w >= 0 && plays[w]!.seat === seat) wins++;
  }
  return closestBid(legal, wins * 2 > total ? 1 : 0);
}

function handBid({ view, legal }: Input): BetOnTricksAction {
  const strength = cardStrengths(view.options.manilha);
  const hand = view.hand ?? [];
  const others = view.out.filter((o) => !o).length - 1;
  const mine = new Set(hand);
  const unseen = STANDARD_DECK.filter((c) => !mine.has(c)).map((c) => strength[c]!);
  let expected = 0;
  for (const card of hand) {
    const s = card === "X" ? 12 : strength[card]!;
    const below = unseen.filter((u) => u < s).length / unseen.length;
    expected += below ** others;
  }
  return closestBid(legal, Math.round(expected));
}

function play({ seat, view, legal }: Input): BetOnTricksAction {
  const { manilha, cut } = view.options;
  const need = (view.bets[seat] ?? 0) - (view.tricks[seat] ?? 0);
  const last = view.trick.length === view.out.filter((o) => !o).length - 1;
  const scored = legal.map((action) => {
    const p: Play = action.type === "play" ? { seat, card: action.card, ...(action.as ? { as: action.as as Play["as"] } : {}) } : { seat, card: "2C" };
    const plays = [...view.trick, p];
    const w = trickWinner(plays, manilha, cut);
    return { action, strength: playStrength(p, manilha), winsNow: w === plays.length - 1 };
  });
  const byStrength = scored.sort((a, b) => a.strength - b.strength);
  const winners = byStrength.filter((x) => x.winsNow);
  const losers = byStrength.filter((x) => !x.winsNow);
  if (need > 0) {
    if (winners.length > 0) return (last ? winners[0]! : winners[winners.length - 1]!).action;
    return byStrength[0]!.action;
  }
  if (losers.length > 0) return losers[losers.length - 1]!.action;
  return byStrength[0]!.action;
}

export const rulesBot: BotFactory<BetOnTricksView, BetOnTricksAction> = (): Bot<BetOnTricksView, BetOnTricksAction> => ({
  act(input) {
    const first = input.legal[0]!;
    if (first.type === "draw") return first;
    if (first.type === "bid") return input.view.blind ? blindBid(input) : handBid(input);
    return play(input);
  },
});
