import { RANKS, SUITS, type CardCode, type GameResult, type Seat, type Viewer } from "@gg/core";
import { forbiddenBid, result } from "./engine.ts";
import { handSize, isFinalRound, type OhHellOptions, type OhHellState, type SheetLine, type TrickPlay } from "./state.ts";

export interface OhHellView {
  readonly game: "oh-hell";
  readonly viewer: Viewer;
  readonly players: number;
  readonly options: OhHellOptions;
  /** The round being played, 1 = the first (of `rounds`). */
  readonly round: number;
  readonly rounds: number;
  readonly handSize: number;
  readonly finalRound: boolean;
  readonly dealer: Seat;
  readonly phase: OhHellState["phase"];
  /** Whose decision it is; null once the game is over. */
  readonly turn: Seat | null;
  readonly trumpCard: CardCode;
  /** The viewer's own hand, sorted by suit then rank; empty for spectators. */
  readonly hand: readonly CardCode[];
  readonly handCounts: readonly number[];
  readonly bids: readonly (number | null)[];
  readonly tricks: readonly number[];
  readonly trick: readonly TrickPlay[];
  /** The completed tricks of this hand, in order. */
  readonly history: readonly (readonly TrickPlay[])[];
  /** The bid the dealer may not make now (the hook), when it is the dealer's turn to bid. */
  readonly forbiddenBid: number | null;
  readonly scores: readonly number[];
  readonly sheet: readonly SheetLine[];
  readonly result: GameResult | null;
}

const ORDER: Readonly<Record<string, number>> = Object.fromEntries(
  SUITS.flatMap((suit, s) => RANKS.map((rank, r) => [rank + suit, s * 16 + r])),
);

export function sortHand(cards: readonly CardCode[]): CardCode[] {
  return cards.slice().sort((a, b) => ORDER[a]! - ORDER[b]!);
}

export function view(state: OhHellState, viewer: Viewer): OhHellView {
  const own = viewer === "spectator" ? [] : state.hands[viewer] ?? [];
  return {
    game: "oh-hell",
    viewer,
    players: state.players,
    options: state.options,
    round: state.round,
    rounds: state.sizes.length,
    handSize: handSize(state),
    finalRound: isFinalRound(state),
    dealer: state.dealer,
    phase: state.phase,
    turn: state.phase === "over" ? null : state.turn,
    trumpCard: state.trumpCard,
    hand: sortHand(own),
    handCounts: state.hands.map((h) => h.length),
    bids: state.bids,
    tricks: state.tricks,
    trick: state.trick,
    history: state.history,
    forbiddenBid: forbiddenBid(state),
    scores: state.scores,
    sheet: state.sheet,
    result: result(state),
  };
}

