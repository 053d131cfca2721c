/**
 * The `rules` bot: chooses the contract from its hand (choice.ts) and plays
 * each contract as a club player would. Negatives: lead low, play under the
 * winning card, give penalty cards away on others' tricks, discard penalty
 * cards and high cards when void; in *no last two*, shed high cards for the
 * first eleven tricks. Positives: cash masters, win cheaply when last, ruff
 * and overruff, discard low.
 */
import { playAction, type Bot, type CardCode } from "@gg/core";
import { KING, JACK, QUEEN, rank, slotOf, suitIndex, suitIndexOf } from "./cards.ts";
import { chooseContract } from "./choice.ts";
import type { ContractId } from "./contracts.ts";
import type { ChooseAction, KingAction } from "./state.ts";
import type { KingView } from "./view.ts";

/** Whether a card costs points to whoever takes it, in this contract. */
function isPenalty(contract: ContractId, card: CardCode): boolean {
  switch (contract) {
    case "noHearts":
      return suitIndex(card) === 2;
    case "noQueens":
      return rank(card) === QUEEN;
    case "noKingsOrJacks":
      return rank(card) === KING || rank(card) === JACK;
    case "noKingOfHearts":
      return card === "KH";
    default:
      return false;
  }
}

/** Whether `card` beats `best` (the trick's winning card so far); `trump` is a suit index or −1. */
function beats(card: CardCode, best: CardCode, trump: number): boolean {
  const suit = suitIndex(card);
  if (suit === suitIndex(best)) return rank(card) > rank(best);
  return suit === trump;
}

function winningCard(trick: KingView["trick"], trump: number): CardCode {
  let best = trick[0]!.card;
  for (let i = 1; i < trick.length; i++) if (beats(trick[i]!.card, best, trump)) best = trick[i]!.card;
  return best;
}

const highest = (cards: readonly CardCode[]): CardCode => cards.reduce((a, b) => (rank(b) > rank(a) ? b : a));
const lowest = (cards: readonly CardCode[]): CardCode => cards.reduce((a, b) => (rank(b) < rank(a) ? b : a));

/** A negative contract: keep out of tricks (or, early in *no last two*, shed high cards). */
function playNegative(view: KingView, cards: readonly CardCode[], contract: ContractId): CardCode {
  if (contract === "noLastTwo" && view.history.length < 11) return highest(cards);
  const safe = cards.filter((c) => !isPenalty(contract, c));
  if (view.trick.length === 0) return lowest(safe.length > 0 ? safe : cards);
  const best = winningCard(view.trick, -1);
  const led = suitIndex(view.trick[0]!.card);
  if (suitIndex(cards[0]!) !== led) {
    // Void: give away a penalty card, else the most dangerous card.
    const penalties = cards.filter((c) => isPenalty(contract, c));
    return highest(penalties.length > 0 ? penalties : cards);
  }
  const under = cards.filter((c) => !beats(c, best, -1));
  if (under.length > 0) {
    const penalty = under.filter((c) => isPenalty(contract, c));
    return highest(penalty.length > 0 ? penalty : under);
  }
  // Every card wins for now: last to play takes it with the highest; otherwise play low and hope.
  const pool = safe.length > 0 ? safe : cards;
  return view.trick.length === view.players - 1 ? highest(pool) : lowest(pool);
}

/** Cards no longer in play outside the viewer's hand: everything played this hand, by slot. */
function playedSlots(view: KingView): boolean[] {
  const gone = new Array<boolean>(52).fill(false);
  for (const trick of view.history) for (const p of trick) gone[slotOf(p.card)] = true;
  for (const p of view.trick) gone[slotOf(p.card)] = true;
  for (const card of view.hand) gone[slotOf(card)] = true;
  return gone;
}

/** Whether no higher card of its suit is still out against the viewer. */
function isMaster(card: CardCode, gone: readonly boolean[]): boolean {
  const base = suitIndex(card) * 13;
  for (let r = rank(card) + 1; r < 13; r++) if (!gone[base + r]) return false;
  return true;
}

/** A positive: take tricks, cheaply. */
function playPositive(view: KingView, cards: readonly CardCode[]): CardCode {
  const trump = view.trump === null ? -1 : suitIndexOf(view.trump);
  if (view.trick.length === 0) {
    const gone = playedSlots(view);
    const masters = cards.filter((c) => isMaster(c, gone));
    if (masters.length > 0) return highest(masters);
    const side = cards.filter((c) => suitIndex(c) !== trump);
    return lowest(side.length > 0 ? side : cards);
  }
  const best = winningCard(view.trick, trump);
  const last = view.trick.length === view.players - 1;
  const winners = cards.filter((c) => beats(c, best, trump));
  const led = suitIndex(view.trick[0]!.card);
  if (winners.length === 0) {
    const side = cards.filter((c) => suitIndex(c) !== trump);
    return lowest(side.length > 0 ? side : cards);
  }
  if (suitIndex(cards[0]!) !== led) return lowest(winners); // ruff or overruff as cheaply as it wins
  return last ? lowest(winners) : highest(winners);
}

export function choosePlay(view: KingView, cards: readonly CardCode[]): CardCode {
  if (cards.length === 1) return cards[0]!;
  const contract = view.contract!;
  return contract === "positive" ? playPositive(view, cards) : playNegative(view, cards, contract);
}

export function kingRulesBot(): Bot<KingView, KingAction> {
  return {
    act({ view, legal }) {
      if (view.phase === "choose") return chooseContract(view.hand, legal as readonly ChooseAction[]);
      const cards: CardCode[] = [];
      for (const action of legal) if (action.type === "play") cards.push(action.card);
      return playAction(choosePlay(view, cards));
    },
  };
}
