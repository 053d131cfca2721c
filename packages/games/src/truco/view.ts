import type { CardCode, GameResult, Seat, Teams, Viewer } from "@gg/core";
import { manilhasFor, powersFor } from "./cards.ts";
import { result } from "./engine.ts";
import { teamOfSeat, teamsOf, type PendingCall, type SheetLine, type TrucoOptions, type TrucoState } from "./state.ts";

/** A card on the table as a viewer sees it: a face-down card shows `null` to everyone but its owner. */
export interface SeenPlay {
  readonly seat: Seat;
  readonly card: CardCode | null;
  readonly faceDown: boolean;
}

export interface TrucoView {
  readonly game: "truco";
  readonly viewer: Viewer;
  readonly players: number;
  readonly teams: Teams;
  readonly options: TrucoOptions;
  readonly round: number;
  readonly gameNumber: number;
  readonly gamesWon: readonly [number, number];
  readonly dealer: Seat;
  readonly phase: TrucoState["phase"];
  /** Whose card it is; null once the game is over. */
  readonly turn: Seat | null;
  readonly vira: CardCode | null;
  /** This hand's manilhas, low to high. */
  readonly manilhas: readonly CardCode[];
  /** The viewer's own hand, strongest last; empty for spectators and in the mão de ferro. */
  readonly hand: readonly CardCode[];
  readonly handCounts: readonly number[];
  /** Mão de onze with 4 players, for the team at 11 only: its partner's cards. */
  readonly partnerHand: readonly CardCode[] | null;
  readonly trick: readonly SeenPlay[];
  readonly tricks: readonly { readonly plays: readonly SeenPlay[]; readonly winner: 0 | 1 | -1 }[];
  /** The accepted value of the hand and a call waiting for its answer. */
  readonly value: number;
  readonly pending: PendingCall | null;
  readonly lastCallTeam: 0 | 1 | null;
  readonly eleven: 0 | 1 | null;
  readonly elevenDecider: Seat | null;
  readonly iron: boolean;
  readonly scores: readonly [number, number];
  readonly sheet: readonly SheetLine[];
  readonly result: GameResult | null;
}

function seen(plays: readonly TrucoState["trick"][number][], viewer: Viewer): SeenPlay[] {
  return plays.map((p) => (p.faceDown && p.seat !== viewer ? { seat: p.seat, card: null, faceDown: true } : p));
}

export function view(state: TrucoState, viewer: Viewer): TrucoView {
  const seat = viewer === "spectator" ? null : viewer;
  const powers = powersFor(state.vira);
  const own = seat === null || state.iron || state.phase === "over" ? [] : state.hands[seat] ?? [];
  const partner = seat === null ? null : (seat + 2) % 4;
  const seesPartner = state.players === 4 && seat !== null && state.eleven === teamOfSeat(seat) && state.phase !== "over";
  return {
    game: "truco",
    viewer,
    players: state.players,
    teams: teamsOf(state.players),
    options: state.options,
    round: state.round,
    gameNumber: state.game,
    gamesWon: state.gamesWon,
    dealer: state.dealer,
    phase: state.phase,
    turn: state.phase === "over" ? null : state.turn,
    vira: state.vira,
    manilhas: manilhasFor(state.vira),
    hand: own.slice().sort((a, b) => powers[a]! - powers[b]!),
    handCounts: state.hands.map((h) => h.length),
    partnerHand: seesPartner ? state.hands[partner!]!.slice() : null,
    trick: seen(state.trick, viewer),
    tricks: state.tricks.map((t) => ({ plays: seen(t.plays, viewer), winner: t.winner })),
    value: state.value,
    pending: state.pending,
    lastCallTeam: state.lastCallTeam,
    eleven: state.eleven,
    elevenDecider: state.elevenDecider,
    iron: state.iron,
    scores: state.scores,
    sheet: state.sheet,
    result: result(state),
  };
}
