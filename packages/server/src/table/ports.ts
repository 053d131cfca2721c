/**
 * Everything a `Table` needs from the outside, as small interfaces: where its
 * messages go, the clock, the database, its match's lease and the bots. The
 * Colyseus room (`room.ts`) implements them over its clients and the server's
 * services; the table's unit tests implement them without a socket.
 */
import type { AnyGame, Seat } from "@gg/core";
import type { Logger } from "pino";
import type { Leases } from "../cluster.ts";
import type { ServerConfig } from "../config.ts";
import type { ChatLine, ChatLogMessage, ErrorMessage, PhraseMessage, RoomInfo, ViewMessage, WelcomeMessage } from "../protocol.ts";
import type { Store } from "../storage/store.ts";

/** One client connection to the table (the Colyseus session id); it outlives a dropped socket that reconnects. */
export type ConnectionId = string;

/** What the table sends to one connection, by message type. */
export interface TableMessages {
  readonly welcome: WelcomeMessage;
  readonly view: ViewMessage;
  readonly error: ErrorMessage;
  readonly phrase: PhraseMessage;
  readonly chat: ChatLine;
  readonly chatLog: ChatLogMessage;
}

export interface TableOutput {
  send<T extends keyof TableMessages>(connection: ConnectionId, type: T, message: TableMessages[T]): void;
  /** Seats, host or status changed: every connection and the lobby learn it. */
  publish(info: RoomInfo): void;
  /** Closes a connection (its seat was opened elsewhere). */
  close(connection: ConnectionId, code: number, reason: string): void;
  /** A match runs (the table lives on with nobody connected) or not (it may go when empty). */
  keepAlive(on: boolean): void;
  /** The match is over and stored: the table may go once nobody watches. */
  matchOver(): Promise<void>;
  /** Another process owns this match now: close every connection so clients rejoin there. */
  moved(): void;
}

export type TimerHandle = unknown;

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  /** Runs `fire` after `ms`; never keeps the process alive by itself. */
  setTimeout(fire: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fire, ms) => setTimeout(fire, Math.max(0, ms)).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** The writes and reads of one table's match. */
export type TableStore = Pick<Store, "upsertPlayer" | "createMatch" | "appendAction" | "updateMatchConfig" | "finishMatch" | "takeOver" | "loadMatch" | "appendChat" | "matchChat" | "ratingsOf">;

/** This table's match lease (see cluster.ts's `Leases`): only its holder writes the match. */
export interface MatchLease {
  claim(): Promise<boolean>;
  /** May write now: held, and confirmed less than a lease time ago. */
  owns(): boolean;
  holds(): boolean;
  release(): Promise<void>;
  lost(why: string): void;
  onLost(listener: () => void): void;
}

/** The server's leases, bound to one match: the table's current one (a rematch is a new match in the same room). */
export function matchLease(leases: Leases, current: string | (() => string)): MatchLease {
  const id = typeof current === "string" ? () => current : current;
  return {
    claim: () => leases.claim(id()),
    owns: () => leases.owns(id()),
    holds: () => leases.holds(id()),
    release: () => leases.release(id()),
    lost: (why) => leases.lost(id(), why),
    onLost: (listener) => leases.onLost(id(), listener),
  };
}

export interface BotRequest {
  readonly game: AnyGame;
  readonly state: unknown;
  readonly seat: Seat;
  readonly level: string;
}

/** Bot decisions, from the seat's view and legal actions only. */
export interface BotRunner {
  decide(request: BotRequest): Promise<{ type: string }>;
  /** The table is gone: its bots' memory may go. */
  forget(): void;
}

export type TableConfig = Pick<ServerConfig, "timeScale" | "botDelayMs" | "botJitter" | "abandonSeconds" | "fairSeeds" | "dropGraceSeconds">;

export interface TablePorts {
  readonly out: TableOutput;
  readonly clock: Clock;
  readonly store: TableStore;
  readonly lease: MatchLease;
  readonly bots: BotRunner;
  readonly log: Logger;
  readonly config: TableConfig;
}
