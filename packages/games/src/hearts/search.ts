/**
 * What the platform's search bot needs from Hearts: a determinization of a
 * seat's view and the value of a state. A determinization deals the unseen
 * cards to the other seats, keeping what the seat knows: the 3 cards it
 * passed are in its receiver's hand until played, and a seat that did not
 * follow a suit holds none of it. The `search` level searches the play; its
 * pass is the `rules` bot's (286 passes are too many to play out each).
 */
import {
  dealUnseen,
  initialChance,
  mostVoidsFirst,
  outsideVoids,
  searchBot,
  shownVoids,
  type Bot,
  type CardCode,
  type GameDefinition,
  type RandomSource,
  type Seat,
} from "@gg/core";
import { choosePass } from "./bots.ts";
import { deckFor, orderOf } from "./cards.ts";
import { passOffset, type HeartsAction, type HeartsOptions, type HeartsState } from "./state.ts";
import type { HeartsView } from "./view.ts";

export function determinize(view: HeartsView, seat: Seat, random: RandomSource): HeartsState {
  const { players } = view;
  const played = new Set<CardCode>([...view.trick, ...view.history.flat()].map((p) => p.card));
  const hands: CardCode[][] = Array.from({ length: players }, (_, s) => (s === seat ? view.hand.slice() : []));
  const need = view.handCounts.slice();
  need[seat] = 0;
  // Our pass, once handed over: the receiver holds every card of it not played yet.
  const offset = passOffset(players, view.round);
  if (view.phase === "play" && view.passed && offset !== 0) {
    const receiver = (seat + offset) % players;
    for (const card of view.passed) {
      if (played.has(card)) continue;
      hands[receiver]!.push(card);
      need[receiver]!--;
    }
  }
  // Passes the others chose but did not hand over yet (pass phase): 3 unseen cards each.
  const pending = view.phase === "pass" ? view.passChosen.map((chosen, s) => (chosen && s !== seat ? 3 : 0)) : new Array<number>(players).fill(0);
  const known = new Set<CardCode>([...played, ...view.hand, ...(view.passed ?? []), ...hands.flat()]);
  const unseen = deckFor(players).filter((c) => !known.has(c));
  const lacking = shownVoids(players, [...view.history, view.trick]);
  const counts = need.map((n, s) => n + pending[s]!);
  // The seats with the most voids pick first, and more shuffles are tried: Hearts' voids come early and often.
  const piles = dealUnseen(unseen, { counts, fits: outsideVoids(lacking), order: mostVoidsFirst(lacking), attempts: 50 }, random).hands;
  for (let s = 0; s < players; s++) hands[s]!.push(...piles[s]!.slice(pending[s]!));
  const passes = view.passChosen.map((chosen, s) => {
    if (s === seat) return view.passed;
    return view.phase === "pass" && chosen ? piles[s]!.slice(0, 3) : null;
  });
  return {
    players,
    options: view.options,
    chance: initialChance(`determinized-${random.uint32()}`),
    round: view.round,
    phase: view.phase,
    turn: view.turn ?? seat,
    hands: hands.map((hand) => hand.sort(byHandOrder)),
    passes,
    received: Array.from({ length: players }, (_, s) => (s === seat ? view.received ?? [] : [])),
    trick: view.trick,
    history: view.history,
    heartsBroken: view.heartsBroken,
    taken: view.taken,
    jackTaker: view.jackTaker,
    scores: view.scores,
    sheet: view.sheet,
    endedByHost: false,
  };
}

const byHandOrder = (a: CardCode, b: CardCode) => orderOf(a) - orderOf(b);

/** The seat's standing after the hand: the others' mean total minus its own (penalties are bad). */
export function evaluate(state: HeartsState, seat: Seat): number {
  let others = 0;
  for (let s = 0; s < state.players; s++) if (s !== seat) others += state.scores[s]!;
  return others / (state.players - 1) - state.scores[seat]!;
}

/** The `search` level: the platform's search over the play; the pass is the rules bot's. */
export function heartsSearchBot(game: GameDefinition<HeartsState, HeartsAction, HeartsView, HeartsOptions>, playouts: number): Bot<HeartsView, HeartsAction> {
  const search = searchBot(game, { playouts });
  return {
    act(input) {
      if (input.view.phase === "pass") return { type: "pass", cards: choosePass(input.view.hand) };
      return search.act(input);
    },
  };
}
