/**
 * The one gate for hidden information. A seat sees its own piles in order,
 * its strategy hand and its Scout peeks; of everyone else only pile sizes,
 * face-up top cards, Shields and hand counts. Submissions of a simultaneous
 * phase show as who has submitted, never what. `chance` is never shown.
 */
import type { Seat, Viewer } from "@gg/core";
import type { Card, Sign, StrategyCard } from "./cards.ts";
import { pileCards, type GGBattleState, type Peek, type Phase } from "./state.ts";

export interface SeatView {
  readonly seat: Seat;
  readonly out: boolean;
  /** Cards per pile (0s before the arrangement phase resolves). */
  readonly pileSizes: readonly number[];
  /** Per pile: its top card when face up, else null. */
  readonly faceUp: readonly (Card | null)[];
  readonly shields: readonly number[];
  readonly strategyCards: number;
  readonly pileCards: number;
  readonly discards: number;
  /** Its discarded cards that were shown (turned up by a challenge or a Bomb), in order. */
  readonly shown: readonly Card[];
  /** Of its discards never shown, how many are known not to be Bombs (face-down cards of a Bomb chain). */
  readonly blankNotBomb: number;
  /** Per pile: Swaps and Sinks played on it (a Scout look taken before one is stale). */
  readonly reorders: readonly number[];
}

export interface OwnPileView {
  readonly cards: readonly Card[]; // top first
  readonly topFaceUp: boolean;
  readonly shields: number;
}

export interface GGBattleView {
  readonly game: "gg-battle";
  readonly viewer: Viewer;
  readonly players: number;
  readonly phase: Phase;
  readonly strategyDeck: boolean;
  /** Who has submitted an arrangement (never what). */
  readonly arranged: readonly boolean[];
  /** Rock-paper-scissors: who is still in, who has thrown this round, resolved rounds. */
  readonly rps: { readonly in: readonly Seat[]; readonly thrown: readonly boolean[]; readonly history: readonly (readonly (Sign | null)[])[] } | null;
  readonly turn: Seat | null;
  readonly direction: 1 | -1;
  /** The seat in turn has acted this turn (it may end the turn). */
  readonly acted: boolean;
  /** Second Chances in force for the seat in turn. */
  readonly secondChance: number;
  readonly passes: number;
  readonly deckSize: number;
  readonly strategyDiscards: number;
  /** Strategy cards played so far, in order (each is shown when played). */
  readonly played: readonly StrategyCard[];
  readonly eliminated: readonly Seat[];
  readonly seats: readonly SeatView[];
  /** The viewer's own piles (null for spectators and before it has arranged). */
  readonly ownPiles: readonly OwnPileView[] | null;
  readonly hand: readonly StrategyCard[] | null;
  readonly peeks: readonly Peek[];
  readonly ending: GGBattleState["ending"];
  readonly endedByHost: boolean;
}

export function view(s: GGBattleState, viewer: Viewer): GGBattleView {
  return seatView(s, viewer, true);
}

/**
 * The same view, sharing the state's arrays instead of copying them: only
 * for the search's playouts, whose state is a private working copy nobody
 * else sees, read by a rules bot before the next action changes it.
 */
export function playoutView(s: GGBattleState, viewer: Viewer): GGBattleView {
  return seatView(s, viewer, false);
}

const copied = <T>(items: readonly T[]): readonly T[] => items.slice();
const shared = <T>(items: readonly T[]): readonly T[] => items;

function seatView(s: GGBattleState, viewer: Viewer, fresh: boolean): GGBattleView {
  const copy = fresh ? copied : shared;
  const me = typeof viewer === "number" && viewer >= 0 && viewer < s.players ? viewer : null;
  const revealed = s.phase !== "arrange"; // arrangements stay hidden until every seat has submitted
  const seats: SeatView[] = [];
  for (let seat = 0; seat < s.players; seat++) {
    const piles = s.piles[seat];
    seats.push({
      seat,
      out: s.out[seat]!,
      pileSizes: revealed && piles ? piles.map((p) => p.length) : [0, 0, 0, 0],
      faceUp: revealed && piles ? piles.map((p, i) => (s.up[seat]![i] && p.length > 0 ? p[0]! : null)) : [null, null, null, null],
      shields: copy(s.shields[seat]!),
      strategyCards: s.hands[seat]!.length,
      pileCards: revealed ? pileCards(s, seat) : 32,
      discards: s.discards[seat]!,
      shown: copy(s.shown[seat]!),
      blankNotBomb: s.blankNotBomb[seat]!,
      reorders: copy(s.reorders[seat]!),
    });
  }
  const own = me === null ? null : s.piles[me];
  const rps = s.rps;
  return {
    game: "gg-battle",
    viewer,
    players: s.players,
    phase: s.phase,
    strategyDeck: s.strategyDeck,
    arranged: s.piles.map((p) => p !== null),
    rps: rps && { in: copy(rps.in), thrown: rps.throws.map((t) => t !== null), history: fresh ? rps.history.map((round) => round.slice()) : rps.history },
    turn: s.phase === "play" ? s.turn : null,
    direction: s.direction,
    acted: s.acted,
    secondChance: s.secondChance,
    passes: s.passes,
    deckSize: s.deck.length,
    strategyDiscards: s.strategyDiscards,
    played: copy(s.played),
    eliminated: copy(s.eliminated),
    seats,
    ownPiles: own ? own.map((cards, i) => ({ cards: copy(cards), topFaceUp: s.up[me!]![i]!, shields: s.shields[me!]![i]! })) : null,
    hand: me === null ? null : copy(s.hands[me]!),
    peeks: me === null ? [] : fresh ? s.peeks[me]!.map((p) => ({ ...p, cards: p.cards.slice() })) : s.peeks[me]!,
    ending: s.ending,
    endedByHost: s.endedByHost,
  };
}
