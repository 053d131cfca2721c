import { SUITS, type CardCode, type GameResult, type Seat, type Teams, type TrickPlay, type Viewer } from "@gg/core";
import { PORTUGUESE_RANKS_52 } from "./cards.ts";
import { result } from "./engine.ts";
import { TEAMS, type SheetLine, type SuecaOptions, type SuecaState, type SuecaVariant } from "./state.ts";

export interface SuecaView {
  readonly game: SuecaVariant;
  readonly viewer: Viewer;
  readonly players: number;
  /** Partners: seats 0 and 2 against 1 and 3. */
  readonly teams: Teams;
  readonly options: SuecaOptions;
  readonly round: number;
  readonly dealer: Seat;
  readonly phase: SuecaState["phase"];
  /** Whose card it is; null once the game is over. */
  readonly turn: Seat | null;
  readonly trumpCard: CardCode;
  /** Who holds the shown trump card, or null while it is in the stock or once played. */
  readonly trumpHolder: Seat | null;
  /** Cards left in the stock (Italian Sueca; 0 in Sueca). */
  readonly stockCount: number;
  /** The viewer's own hand, sorted by suit then strength; empty for spectators. */
  readonly hand: readonly CardCode[];
  readonly handCounts: readonly number[];
  readonly trick: readonly TrickPlay[];
  /** The completed tricks of this hand, in order. */
  readonly history: readonly (readonly TrickPlay[])[];
  /** Card points each team has taken in this hand. */
  readonly points: readonly [number, number];
  /** Game points waiting for the next hand's winner. */
  readonly carry: number;
  /** Game points of each team. */
  readonly scores: readonly [number, number];
  readonly sheet: readonly SheetLine[];
  readonly result: GameResult | null;
}

const ORDER: Readonly<Record<string, number>> = Object.fromEntries(
  SUITS.flatMap((suit, s) => PORTUGUESE_RANKS_52.map((rank, r) => [rank + suit, s * 16 + r])),
);

/** By suit, then by strength low to high (the 7 just under the ace). */
export function sortHand(cards: readonly CardCode[]): CardCode[] {
  return cards.slice().sort((a, b) => ORDER[a]! - ORDER[b]!);
}

export function view(state: SuecaState, viewer: Viewer): SuecaView {
  const own = viewer === "spectator" ? [] : state.hands[viewer] ?? [];
  return {
    game: state.variant,
    viewer,
    players: state.hands.length,
    teams: TEAMS,
    options: state.options,
    round: state.round,
    dealer: state.dealer,
    phase: state.phase,
    turn: state.phase === "over" ? null : state.turn,
    trumpCard: state.trumpCard,
    trumpHolder: state.trumpHolder,
    stockCount: state.stock.length,
    hand: sortHand(own),
    handCounts: state.hands.map((h) => h.length),
    trick: state.trick,
    history: state.history,
    points: state.points,
    carry: state.carry,
    scores: state.scores,
    sheet: state.sheet,
    result: result(state),
  };
}
