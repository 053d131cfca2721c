/**
 * The room protocol as the client sees it. Mirrors `packages/server/src/messages.ts`
 * (the test `protocol.test.ts` checks the server's types still fit these), kept
 * here so the browser bundle never type-depends on server code.
 */
import type { GameEvent, GameResult, LocalizedText, OptionText, Seat } from "@gg/core";

export type TimeLimit = 15 | 30 | 60 | 120 | null;
export const TIME_LIMITS: readonly TimeLimit[] = [15, 30, 60, 120, null];

export interface SeatInfo {
  readonly name: string;
  readonly bot: string | null;
  readonly human: boolean;
  readonly playerId: string | null;
  readonly connected: boolean;
  readonly away: boolean;
}

export interface Standings extends GameResult {
  readonly names: readonly string[];
}

export interface RoomInfo {
  readonly roomId: string;
  readonly game: string;
  readonly options: unknown;
  readonly visibility: "public" | "private";
  readonly timeLimit: number | null;
  readonly status: "waiting" | "playing" | "finished";
  readonly host: Seat | null;
  readonly seats: readonly SeatInfo[];
  readonly minPlayers: number;
  readonly botLevels: readonly string[];
  readonly invite: string;
  readonly standings: Standings | null;
}

export interface ViewMessage {
  readonly seq: number;
  readonly seat: Seat | "spectator";
  readonly view: unknown;
  readonly events: readonly GameEvent[];
  readonly active: readonly Seat[];
  readonly deadlines: Readonly<Record<string, number>>;
  readonly legal: readonly unknown[];
  readonly result: GameResult | null;
}

export interface WelcomeMessage {
  readonly roomId: string;
  readonly seat: Seat | null;
  readonly playerId: string;
  readonly token: string | null;
}

export interface ErrorMessage {
  readonly code: string;
  readonly message: string;
  readonly to?: string;
}

export interface Listing {
  readonly roomId: string;
  readonly game: string;
  readonly options: unknown;
  readonly timeLimit: number | null;
  readonly seats: number;
  readonly freeSeats: number;
  readonly players: readonly string[];
  readonly host: string | null;
}

/** One entry of `GET /api/games`. */
export interface GameInfo {
  readonly id: string;
  readonly names: LocalizedText;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly botLevels: readonly string[];
  readonly optionText: Readonly<Record<string, OptionText>>;
  readonly defaults: Readonly<Record<string, unknown>>;
}

export interface CreateRequest {
  readonly game: string;
  readonly options: Record<string, unknown>;
  readonly seats: number;
  readonly timeLimit: TimeLimit;
  readonly visibility: "public" | "private";
}

/** A game action: JSON with a `type`. */
export interface Action {
  readonly type: string;
  readonly [field: string]: unknown;
}
