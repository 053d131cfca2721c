/**
 * What the platform's search bot needs from Donkey: a determinization of a
 * seat's view and the value of a state. A determinization deals the cards the
 * seat has not seen to the other hands — none to a seat known to lack its suit
 * or rank — and the rest, shuffled, to the stock. A playout ends with the
 * round, whose donkey is the only thing that counts.
 */
import { initialChance, shuffle, type CardCode, type RandomSource, type Seat } from "@gg/core";
import { unseenCards } from "./bots.ts";
import { mayHold, sortCards } from "./cards.ts";
import type { DonkeyState } from "./state.ts";
import type { DonkeyView } from "./view.ts";

export function determinize(view: DonkeyView, seat: Seat, random: RandomSource): DonkeyState {
  const counts = view.handCounts.slice();
  counts[seat] = 0;
  const { piles, rest } = dealUnseen(unseenCards(view), counts, view.lacks, random);
  piles[seat] = view.hand.slice();
  return {
    players: view.players,
    options: view.options,
    chance: initialChance(`determinized-${random.uint32()}`),
    round: view.round,
    dealer: view.dealer,
    phase: view.phase,
    turn: view.turn ?? seat,
    leader: view.leader,
    hands: piles.map(sortCards),
    stock: rest,
    drawn: 0,
    trick: view.trick,
    history: view.history,
    lacks: view.lacks,
    donkeys: view.donkeys,
    sheet: view.sheet,
    endedByHost: false,
  };
}

/**
 * Deals `counts[s]` of the unseen cards to each seat, none it is known to lack; what is left,
 * shuffled, is the stock. A plain greedy deal can corner a seat (the few cards it may hold went to
 * others first), and the true deal proves a fitting one exists: so each hand slot takes the first
 * free card it may hold in a shuffled order, and when none is free, a card is moved along an
 * augmenting path (Kuhn's matching) — the deal stays random and always keeps the lacks.
 */
export function dealUnseen(unseen: readonly CardCode[], counts: readonly number[], lacks: readonly number[], random: RandomSource): { piles: CardCode[][]; rest: CardCode[] } {
  const cards = shuffle(random, unseen);
  const slots: Seat[] = [];
  counts.forEach((count, seat) => {
    for (let k = 0; k < count; k++) slots.push(seat);
  });
  const holder = new Array<number>(cards.length).fill(-1); // card index → slot index
  for (let slot = 0; slot < slots.length; slot++) {
    if (!placeFree(slot, slots, cards, lacks, holder)) augment(slot, slots, cards, lacks, holder, new Uint8Array(cards.length));
  }
  const piles: CardCode[][] = counts.map(() => []);
  const rest: CardCode[] = [];
  cards.forEach((card, i) => (holder[i]! >= 0 ? piles[slots[holder[i]!]!]!.push(card) : rest.push(card)));
  return { piles, rest };
}

function placeFree(slot: number, slots: readonly Seat[], cards: readonly CardCode[], lacks: readonly number[], holder: number[]): boolean {
  for (let c = 0; c < cards.length; c++) {
    if (holder[c] === -1 && mayHold(lacks[slots[slot]!]!, cards[c]!)) {
      holder[c] = slot;
      return true;
    }
  }
  return false;
}

/** Finds `slot` a card, moving cards between slots along an augmenting path; false if none exists. */
function augment(slot: number, slots: readonly Seat[], cards: readonly CardCode[], lacks: readonly number[], holder: number[], seen: Uint8Array): boolean {
  for (let c = 0; c < cards.length; c++) {
    if (seen[c] || !mayHold(lacks[slots[slot]!]!, cards[c]!)) continue;
    seen[c] = 1;
    if (holder[c] === -1 || augment(holder[c]!, slots, cards, lacks, holder, seen)) {
      holder[c] = slot;
      return true;
    }
  }
  return false;
}

/** The seat's donkey rounds, negated: a playout to the round's end says whether it was the donkey. */
export function evaluate(state: DonkeyState, seat: Seat): number {
  return -state.donkeys[seat]!;
}
