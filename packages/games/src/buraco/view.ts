import type { CardCode, GameResult, Seat, Teams, Viewer } from "@gg/core";
import { sortHand } from "./cards.ts";
import { result } from "./engine.ts";
import { isCanastra, type Sequence } from "./sequence.ts";
import { teamsOf, type BuracoOptions, type BuracoState, type MortoStatus, type SheetLine } from "./state.ts";

/** A team's sequence as everyone sees it, with its canastra marked. */
export interface SeenSequence extends Sequence {
  /** `clean` or `dirty` for a canastra (7 cards or more), else null. */
  readonly canastra: "clean" | "dirty" | null;
}

export interface BuracoView {
  readonly game: "buraco";
  readonly viewer: Viewer;
  readonly players: number;
  readonly teams: Teams;
  readonly options: BuracoOptions;
  readonly round: number;
  readonly starter: Seat;
  readonly phase: BuracoState["phase"];
  /** Whose turn it is; null once the game is over. */
  readonly turn: Seat | null;
  /** The viewer's own hand, sorted by suit and place (jokers last); empty for spectators. */
  readonly hand: readonly CardCode[];
  readonly handCounts: readonly number[];
  readonly stockCount: number;
  /** The whole discard pile, its top card last: it is public. */
  readonly discards: readonly CardCode[];
  /** Mortos still face down on the table. */
  readonly mortosLeft: number;
  /** Per seat: whether a morto is set aside for it (it picks it up at its next turn). */
  readonly mortoSetAside: readonly boolean[];
  readonly morto: readonly [MortoStatus, MortoStatus];
  readonly melds: readonly [readonly SeenSequence[], readonly SeenSequence[]];
  /** The card just taken from a one-card pile (it may not be discarded this turn), or null. */
  readonly takenCard: CardCode | null;
  readonly scores: readonly [number, number];
  readonly sheet: readonly SheetLine[];
  readonly result: GameResult | null;
}

const seen = (melds: readonly Sequence[]): SeenSequence[] =>
  melds.map((m) => ({ suit: m.suit, start: m.start, cards: m.cards, wild: m.wild, canastra: isCanastra(m) ? (m.wild < 0 ? "clean" : "dirty") : null }));

export function view(state: BuracoState, viewer: Viewer): BuracoView {
  const own = viewer === "spectator" || state.phase === "over" ? [] : state.hands[viewer] ?? [];
  return {
    game: "buraco",
    viewer,
    players: state.players,
    teams: teamsOf(state.players),
    options: state.options,
    round: state.round,
    starter: state.starter,
    phase: state.phase,
    turn: state.phase === "over" ? null : state.turn,
    hand: sortHand(own),
    handCounts: state.hands.map((h) => h.length),
    stockCount: state.stock.length,
    discards: state.discards,
    mortosLeft: state.mortos.length,
    mortoSetAside: state.setAside.map((m) => m !== null),
    morto: state.morto,
    melds: [seen(state.melds[0]), seen(state.melds[1])],
    takenCard: state.takenCard,
    scores: state.scores,
    sheet: state.sheet,
    result: result(state),
  };
}
