/**
 * The room protocol, once, for the server and its clients (`@gg/server/protocol`):
 * the shapes of every message and HTTP answer, and a few constants. Types and
 * constants only — no zod, no Colyseus, no Node — so the web client imports it
 * into the lobby's bundle at no cost. The server validates what clients send
 * with the zod schemas in `messages.ts`, which are checked against these types.
 */
import type { GameEvent, GameResult, LocalizedText, MatchRecord, OptionBounds, OptionText, Seat } from "@gg/core";
import type { ChatLine } from "./chat-protocol.ts";
export * from "./chat-protocol.ts";

/** Decision time limits a host may pick, in seconds; `null` (no limit) only in private rooms. */
export const TIME_LIMITS = [15, 30, 60, 120, null] as const;
export type TimeLimit = (typeof TIME_LIMITS)[number];

export type Visibility = "public" | "private";

/** Largest accepted client message, as JSON; GG Battle's 32-card arrangement is well under. */
export const MAX_MESSAGE_BYTES = 4096;

/** Close code for a connection dropped for flooding. */
export const CLOSE_ABUSE = 4429;
/** Close code for a connection whose seat was taken over by the same player elsewhere. */
export const CLOSE_REPLACED = 4409;
/** Close code for a running match's room that lost it to another server process: join the same code again with your token. */
export const CLOSE_MOVED = 4410;
/** Close code for a reconnected socket that did not show the guest token holding its seat (`resume`): rejoin with your token. */
export const CLOSE_UNPROVEN = 4401;
/** Close code for a connection the host removed from the table (`kick`): it may not come back. */
export const CLOSE_KICKED = 4403;
/**
 * Close code for a table the stopping server will not restore (its match had not started, or is
 * over): it is gone. A running match's players get Colyseus' 4001 instead, and rejoin after the restart.
 */
export const CLOSE_SERVER_STOPPED = 4503;

// ---- joining ----------------------------------------------------------------

/** `client.create("game", options)`. */
export interface CreateOptions {
  readonly game: string;
  /** The game's options, validated by the game's own schema. */
  readonly options?: Record<string, unknown>;
  readonly seats?: number;
  readonly timeLimit?: TimeLimit;
  readonly visibility?: Visibility;
  readonly name?: string;
  /** The durable guest token; a new identity is issued without one. */
  readonly token?: string;
  readonly clientSeed?: string;
}

/** `client.joinById(roomId, options)`. */
export interface JoinOptions {
  readonly name?: string;
  readonly token?: string;
  /** Watch: the spectator view, no seat. */
  readonly spectate?: boolean;
  /** Mixed into the deal's seed when the server plays provably fair (GG_FAIR_SEEDS). */
  readonly clientSeed?: string;
}

/**
 * Why a create or join was refused. The SDK's promise rejects with an error whose
 * message starts with the code (`ROOM_FULL: every seat is taken`).
 */
export type JoinRefusalCode =
  | "UNKNOWN_GAME"
  | "INVALID_OPTIONS"
  | "INVALID_SEATS"
  | "INVALID_TIME_LIMIT"
  | "MALFORMED_OPTIONS"
  | "ROOM_FULL"
  | "MATCH_STARTED"
  | "ROOM_NOT_FOUND"
  /** The host removed this guest (or someone from its network) from the table. */
  | "KICKED"
  /** A public table seats one player per network: someone from this one already sits there. */
  | "ONE_SEAT_PER_CLIENT"
  /** The table's match was stopped: its stored record was damaged and could not be restored (HTTP 410). */
  | "MATCH_FAILED"
  /** The table has as many joins waiting (reserved, socket not open yet) as it takes from you or in all (HTTP 429). */
  | "TOO_MANY_JOINS"
  /** The token names a player that has an account now: only its session (signed in) joins as it (HTTP 401). */
  | "SIGN_IN_REQUIRED";

// ---- client → server --------------------------------------------------------

/** A game action: JSON with a `type`. */
export interface Action {
  readonly type: string;
  readonly [field: string]: unknown;
}

/** The payload of a message that carries none. */
export type NoPayload = Readonly<Record<string, never>> | undefined;

/** Client → server messages, by type (`room.send(type, payload)`). */
export interface ClientMessageMap {
  /** A game action; `seq` (optional) is the view it answers, to catch stale clicks. */
  readonly act: { readonly action: Action; readonly seq?: number };
  /** "Back to the game": the bot stops playing this seat from its next decision. */
  readonly back: NoPayload;
  readonly addBot: { readonly seat?: number; readonly level?: string };
  readonly removeBot: { readonly seat: number };
  readonly start: NoPayload;
  /** The host ends the game; the unfinished round does not count. */
  readonly end: NoPayload;
  readonly transferHost: { readonly seat: number };
  /** The host removes a seated player or a spectator (by player id); they may not come back. */
  readonly kick: { readonly playerId: string };
  /** The host exchanges two seats before the start (players, bots or an empty seat), so friends can be partners. */
  readonly swapSeats: { readonly a: number; readonly b: number };
  /**
   * The first message after a Colyseus reconnection (`room.onReconnect`): the guest token
   * holding the seat. Until it is shown the socket is sent nothing and may do nothing.
   */
  readonly resume: { readonly token: string };
  /** A quick phrase ("Truco!") by its id in the game's list (`GameDefinition.phrases`), relayed to everyone at the table. */
  readonly phrase: { readonly phrase: string };
  /** A chat line to the sender's channel (seated: players'; watching: spectators'): typed `text`, or a quick `phrase` / emote id. */
  readonly chat: { readonly text: string } | { readonly phrase: string };
  /** The host turns the table's chat off (and on again): every line and phrase is refused with CHAT_OFF. */
  readonly chatToggle: { readonly on: boolean };
  /** "Play again" after the match (a seated human): the next match starts when every human at the table has said so. */
  readonly rematch: NoPayload;
}
export type ClientMessageType = keyof ClientMessageMap;

// ---- server → client --------------------------------------------------------

export type ErrorCode =
  | "UNKNOWN_MESSAGE"
  | "MALFORMED_MESSAGE"
  | "MESSAGE_TOO_LARGE"
  | "RATE_LIMITED"
  | "NOT_HOST"
  | "NOT_SEATED"
  | "NOT_STARTED"
  | "ALREADY_STARTED"
  | "NOT_ENOUGH_PLAYERS"
  | "SEAT_TAKEN"
  | "NOT_A_BOT"
  | "UNKNOWN_BOT"
  | "AWAY"
  | "STALE_VIEW"
  | "NOT_AWAY"
  | "GAME_OVER"
  | "CANNOT_KICK"
  | "RESUME_FIRST"
  | "NOT_YOUR_SEAT"
  | "NOT_AT_TABLE"
  | "NO_SUCH_SEAT"
  | "MALFORMED_ACTION"
  | "UNKNOWN_PHRASE"
  | "CHAT_OFF"
  | "TOO_LONG"
  | "EMPTY_MESSAGE"
  | "NOT_OVER"
  | "INTERNAL"
  | (string & {}); // the engine's own codes (NOT_YOUR_TURN, MUST_FOLLOW_SUIT, …)

/** `error`: to the sender only; the state is unchanged. */
export interface ErrorMessage {
  readonly code: ErrorCode;
  readonly message: string;
  /** The message type that was refused. */
  readonly to?: string;
}

export interface SeatInfo {
  readonly name: string;
  /** Bot level of a bot seat; null for a human seat or an empty one. */
  readonly bot: string | null;
  readonly human: boolean;
  readonly playerId: string | null;
  readonly connected: boolean;
  /** A human seat currently played by the bot (timed out, dropped or left). */
  readonly away: boolean;
  /** A human seat whose connection dropped moments ago: it may come back before the bot takes over. */
  readonly reconnecting: boolean;
  /**
   * The seat's rating in this game (the ordinal, docs/ratings.md): a human's current one
   * (null until rated, or while it is read), a bot's its level's fixed, published one.
   */
  readonly rating?: number | null;
}

/** Someone watching the table (the host may remove them). */
export interface SpectatorInfo {
  readonly playerId: string;
  readonly name: string;
}

export type RoomStatus = "waiting" | "playing" | "finished";

export interface Standings extends GameResult {
  readonly names: readonly string[];
}

/**
 * One rated player's change after a match (`RoomInfo.ratingChanges`, sent once the
 * match's ratings are stored): the rating shown (the ordinal) before and after.
 */
export interface RatingChange {
  readonly seat: number;
  readonly playerId: string;
  readonly before: number;
  readonly after: number;
}

/** `room`: public room information, broadcast on every seat or status change. */
export interface RoomInfo {
  readonly roomId: string;
  readonly game: string;
  readonly options: unknown;
  readonly visibility: Visibility;
  readonly timeLimit: TimeLimit;
  readonly status: RoomStatus;
  readonly host: Seat | null;
  readonly seats: readonly SeatInfo[];
  /** Who watches, one entry per guest. */
  readonly spectators: readonly SpectatorInfo[];
  readonly minPlayers: number;
  readonly botLevels: readonly string[];
  readonly invite: string;
  readonly standings: Standings | null;
  /** SHA-256 commitment to the match's seed, published at the start, before the first deal. */
  readonly seedCommitment: string | null;
  /** When the match started (epoch ms); null before. */
  readonly startedAt: number | null;
  /** Rounds scored so far (public `roundScored` events); 0 in a game without rounds. */
  readonly roundsPlayed: number;
  /** Partners at this table's seat count (`GameDefinition.teams`), or null when each plays alone. */
  readonly teams?: readonly (readonly Seat[])[] | null;
  /** False when the host has turned the table's chat off. */
  readonly chat?: boolean;
  /** The room's current (or last) match: the room id for its first, `<room id>-2`… after "Play again" (its replay's address). */
  readonly matchId?: string;
  /** After a match: the human seats that pressed "Play again" (bots always accept); null otherwise. */
  readonly rematch?: readonly Seat[] | null;
  /** After a rated match, once its ratings are stored: each rated player's change, by seat; null otherwise. */
  readonly ratingChanges?: readonly RatingChange[] | null;
}

/** `view`: sent to each client after every action: its own view, never anyone else's. */
export interface ViewMessage {
  /** Number of actions applied so far. */
  readonly seq: number;
  readonly seat: Seat | "spectator";
  readonly view: unknown;
  readonly events: readonly GameEvent[];
  readonly active: readonly Seat[];
  /** Epoch ms per active seat with a running clock. */
  readonly deadlines: Readonly<Record<string, number>>;
  /** This seat's legal actions while it may act. */
  readonly legal: readonly unknown[];
  readonly result: GameResult | null;
}

/** `phrase`: a seated player's quick phrase, to everyone at the table (spectators too). */
export interface PhraseMessage {
  readonly seat: Seat;
  /** An id from the game's `phrases`; the client shows its own words for it. */
  readonly phrase: string;
}

/** `welcome`: to the joining client. */
export interface WelcomeMessage {
  readonly roomId: string;
  readonly seat: Seat | null;
  readonly playerId: string;
  /**
   * The durable guest token: keep it to rejoin from another tab or after a
   * restart. Null when it has not changed (a reconnection, seats renumbered at the start).
   */
  readonly token: string | null;
}

// ---- the lobby --------------------------------------------------------------

/**
 * One public room in the lobby: waiting with a free seat (join or watch), or
 * in play (watch).
 */
export interface Listing {
  readonly roomId: string;
  readonly game: string;
  readonly options: unknown;
  readonly timeLimit: TimeLimit;
  readonly status: "waiting" | "playing";
  readonly seats: number;
  readonly freeSeats: number;
  /** Names of the taken seats, bots included, in seat order. */
  readonly players: readonly string[];
  readonly host: string | null;
  readonly startedAt: number | null;
  readonly roundsPlayed: number;
}

/**
 * The `lobby` room's messages: `rooms` (the whole list) on joining, then `+`
 * (a room to add or replace) and `-` (a room id to drop).
 */
export interface LobbyMessageMap {
  readonly rooms: readonly Listing[];
  readonly "+": Listing;
  readonly "-": string;
}

// ---- HTTP -------------------------------------------------------------------
// Every JSON answer of `src/http.ts`, which builds each one with `satisfies` against
// these types. `GET /api/rooms` answers `Listing[]`; `GET /api/rooms/:id`, `RoomInfo`.

/** `GET /healthz`: 200 while the database answers, else 503. */
export type Health =
  | { readonly ok: true; readonly rooms: number; readonly uptimeSeconds: number }
  | { readonly ok: false; readonly error: string };

export type ApiErrorCode = "NOT_FOUND" | "FORBIDDEN" | "MATCH_RUNNING" | "MATCH_FAILED" | "RATE_LIMITED" | "INTERNAL";

/** The body of every refused `/api/…` (and `/metrics`) request (403, 404, 409, 429, 500). */
export interface ApiError {
  readonly code: ApiErrorCode;
  readonly message: string;
}

/** `POST /api/guests` (201): a new guest identity; the token proves the player id. */
export interface GuestIdentity {
  readonly playerId: string;
  readonly token: string;
}

/**
 * `GET /api/account` (200), `POST /api/account/signup` (201), `POST /api/account/signin`,
 * `/name` and `/password` (200):
 * the signed-in player (the session is an HTTP-only cookie). `token` proves `playerId` to tables
 * and history as a guest's token does; a claimed player's token alone no longer joins a table.
 */
export interface AccountInfo {
  readonly playerId: string;
  readonly name: string;
  readonly token: string;
}

/** Why an account route refused (accounts/errors.ts); a wrong name and a wrong password are both `BAD_CREDENTIALS`. */
export type AccountErrorCode =
  | "NAME_LENGTH"
  | "NAME_CHARACTERS"
  | "NAME_RESERVED"
  | "NAME_TAKEN"
  | "PASSWORD_LENGTH"
  | "BAD_CREDENTIALS"
  /** Changing the password: the current one given is not the account's. */
  | "WRONG_PASSWORD"
  | "ALREADY_CLAIMED"
  | "SIGNED_OUT"
  | "MALFORMED_REQUEST"
  | "CSRF_REFUSED"
  | "RATE_LIMITED"
  /** A passkey's answer did not verify: an unknown passkey, a wrong, used or expired challenge, a bad signature — one refusal for all. */
  | "PASSKEY_REFUSED"
  /** Removing a passkey the account does not have. */
  | "PASSKEY_NOT_FOUND"
  /** Removing the last passkey of an account with no password: nothing would sign in to it. */
  | "LAST_PASSKEY";

/** One of the signed-in account's passkeys (`GET /api/account/passkeys`). */
export interface PasskeyInfo {
  readonly id: string;
  /** The authenticator's maker when its AAGUID is a known one ("Google Password Manager"), else null. */
  readonly authenticator: string | null;
  /** Milliseconds since the epoch. */
  readonly createdAt: number;
}

/** The body of every refused `/api/account…` request. */
export interface AccountRefusal {
  readonly code: AccountErrorCode;
  readonly message: string;
}

/** A match's status as stored: `ended` is a match the host ended early. */
/** `failed`: its stored record was damaged and could not be restored; it was stopped there. */
export type MatchStatus = "running" | "finished" | "ended" | "failed";

/** A seat of a stored match: `playerId` null for a bot. */
export interface MatchSeat {
  readonly playerId: string | null;
  readonly name: string;
  readonly bot: string | null;
}

/** What `GET /api/matches/:id` tells of any match, running or not. */
export interface MatchSummary {
  readonly id: string;
  readonly status: MatchStatus;
  readonly game: string;
  /** SHA-256 commitment to the match's seed. */
  readonly seedCommitment: string;
  readonly seats: readonly MatchSeat[];
  readonly createdAt: number;
}

/** `GET /api/matches/:id` (200): a finished or ended match, with its full record (seed included). */
export interface PublishedMatch extends MatchSummary {
  readonly status: "finished" | "ended";
  readonly finishedAt: number | null;
  readonly result: GameResult | null;
  readonly record: MatchRecord;
  /** The match's chat, both channels, for the replay (apart from the record: `gg verify` never sees it). */
  readonly chat?: readonly ChatLine[];
}

/**
 * `GET /api/matches/:id` (409) while the match runs: its record would reveal the
 * seed, so only the summary and the number of actions so far.
 */
export interface MatchRunning extends ApiError, MatchSummary {
  readonly code: "MATCH_RUNNING";
  readonly status: "running";
  readonly actions: number;
}

/** One entry of `GET /api/players/:id/matches`: the player's latest matches (50), newest first. */
export interface HistoryEntry {
  readonly matchId: string;
  readonly game: string;
  readonly status: MatchStatus;
  readonly seat: Seat;
  /** Score, rank and winner are null/null/false until the match ends. */
  readonly score: number | null;
  readonly rank: number | null;
  readonly winner: boolean;
  readonly createdAt: number;
  readonly finishedAt: number | null;
}

/** One entry of `GET /api/games`. */
export interface GameInfo {
  readonly id: string;
  readonly names: LocalizedText;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Every player count the game takes (Truco: 2 and 4). */
  readonly playerCounts: readonly number[];
  readonly botLevels: readonly string[];
  readonly optionText: Readonly<Record<string, OptionText>>;
  readonly defaults: Readonly<Record<string, unknown>>;
  /** Per number option, its bounds and step or its few allowed values, from the game's schema (`optionBounds`). */
  readonly bounds: Readonly<Record<string, OptionBounds>>;
  /** The game's own quick phrases (`GameDefinition.phrases`), offered beside the platform's in the chat. */
  readonly phrases?: readonly string[];
}
