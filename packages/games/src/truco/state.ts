import { z } from "zod";
import type { CardCode, ChanceState, Seat, Teams } from "@gg/core";

export const trucoOptions = z.strictObject({
  /** Mineiro: no vira; the manilhas are always 7D < AS < 7H < 4C. */
  mineiro: z.boolean().default(false),
  /** Best of three games to 12 (points return to 0–0 after each game); off: one game. */
  bestOfThree: z.boolean().default(false),
});
export type TrucoOptions = z.infer<typeof trucoOptions>;

/**
 * The actions. `play` a card face up, or face down (`faceDown: true`, from the second trick on);
 * `playBlind` the card in slot `slot` of one's unseen hand (mão de ferro only); `truco` calls
 * truco or the next raise on one's turn; `accept` / `run` / `raise` answer a pending call;
 * `accept` / `run` are also the mão de onze decision (play for 3 or give the others 1).
 */
export type TrucoAction =
  | { readonly type: "play"; readonly card: CardCode; readonly faceDown?: boolean }
  | { readonly type: "playBlind"; readonly slot: number }
  | { readonly type: "truco" }
  | { readonly type: "accept" }
  | { readonly type: "run" }
  | { readonly type: "raise" };

export const HAND_SIZE = 3;
export const TARGET = 12;
/** The hand values in order: a hand is worth 1, truco makes it 3, then 6, 9, 12. */
export const VALUES = [1, 3, 6, 9, 12] as const;

/** Partners sit opposite: seats 0 and 2 against 1 and 3. Two players: each seat its own team. */
export const FOUR_TEAMS: Teams = [
  [0, 2],
  [1, 3],
];
export const TWO_TEAMS: Teams = [[0], [1]];

export function teamsOf(players: number): Teams {
  return players === 4 ? FOUR_TEAMS : TWO_TEAMS;
}

/** Team 0 holds the even seats, team 1 the odd ones (at 2 and at 4 players). */
export function teamOfSeat(seat: Seat): 0 | 1 {
  return (seat & 1) as 0 | 1;
}

/** One card on the table; `faceDown` cards count below every card and stay hidden from all but their owner. */
export interface TrucoPlay {
  readonly seat: Seat;
  readonly card: CardCode;
  readonly faceDown: boolean;
}

/** A completed trick: its plays and the team that won it, or -1 for a tie. */
export interface TrickDone {
  readonly plays: readonly TrucoPlay[];
  readonly winner: 0 | 1 | -1;
}

/** A call waiting for its answer: who made it, the value it proposes, who answers. */
export interface PendingCall {
  readonly by: Seat;
  readonly value: number;
  readonly answerer: Seat;
}

/** One line of the score sheet, written when a hand ends. */
export interface SheetLine {
  readonly game: number;
  readonly dealer: Seat;
  /** The team that scored the hand, or null when three tied tricks scored nothing. */
  readonly winner: 0 | 1 | null;
  readonly points: number;
  /** How it ended: tricks played out, a run from a call, or a run in the mão de onze. */
  readonly ending: "tricks" | "run" | "elevenRun";
  /** Team scores after the hand (before a best-of-three reset). */
  readonly scores: readonly [number, number];
}

export interface TrucoState {
  readonly options: TrucoOptions;
  readonly players: number;
  readonly chance: ChanceState;
  /** The hand being played, from 1, counted over the whole match. */
  readonly round: number;
  /** The game being played (best of three: 1, 2 or 3). */
  readonly game: number;
  readonly gamesWon: readonly [number, number];
  readonly dealer: Seat;
  /** `eleven`: the team at 11 decides whether to play; `answer`: a call waits for its answer. */
  readonly phase: "play" | "answer" | "eleven" | "over";
  /** Whose card it is (also during an answer: the player who called and will play on). */
  readonly turn: Seat;
  /** Cards in hand, in the order dealt (slots for mão de ferro). */
  readonly hands: readonly (readonly CardCode[])[];
  /** The turned card; null in mineiro. */
  readonly vira: CardCode | null;
  readonly trick: readonly TrucoPlay[];
  readonly tricks: readonly TrickDone[];
  /** The accepted value of the hand. */
  readonly value: number;
  readonly pending: PendingCall | null;
  /** The team that made the last accepted call (it may not raise again), or null. */
  readonly lastCallTeam: 0 | 1 | null;
  /** Mão de onze: the team at 11, and the seat that decides for it (while phase is `eleven`). */
  readonly eleven: 0 | 1 | null;
  readonly elevenDecider: Seat | null;
  /** Mão de ferro: both teams at 11, every hand hidden from everyone. */
  readonly iron: boolean;
  /** Points of each team in the current game. */
  readonly scores: readonly [number, number];
  readonly sheet: readonly SheetLine[];
  readonly endedByHost: boolean;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A shallow copy to change before returning it from `apply`, field by field for speed. */
export function copyState(s: TrucoState): Mutable<TrucoState> {
  return {
    options: s.options,
    players: s.players,
    chance: s.chance,
    round: s.round,
    game: s.game,
    gamesWon: s.gamesWon,
    dealer: s.dealer,
    phase: s.phase,
    turn: s.turn,
    hands: s.hands,
    vira: s.vira,
    trick: s.trick,
    tricks: s.tricks,
    value: s.value,
    pending: s.pending,
    lastCallTeam: s.lastCallTeam,
    eleven: s.eleven,
    elevenDecider: s.elevenDecider,
    iron: s.iron,
    scores: s.scores,
    sheet: s.sheet,
    endedByHost: s.endedByHost,
  };
}
