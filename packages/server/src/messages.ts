/**
 * The wire protocol. Clients send intentions; every one is validated here
 * (zod) before the room looks at it, and the engine validates the action
 * itself. Server → client messages are described by the types below.
 */
import { z } from "zod";
import type { GameEvent, GameResult, Seat } from "@gg/core";

/** Decision time limits a host may pick; `null` (no limit) only in private rooms. */
export const TIME_LIMITS = [15, 30, 60, 120] as const;

export const CreateOptions = z.strictObject({
  game: z.string().min(1).max(40),
  options: z.record(z.string(), z.unknown()).optional(),
  seats: z.number().int().min(1).max(16).optional(),
  timeLimit: z.union([z.literal(15), z.literal(30), z.literal(60), z.literal(120), z.null()]).optional(),
  visibility: z.enum(["public", "private"]).optional(),
  name: z.string().max(100).optional(),
  token: z.string().max(200).optional(),
  clientSeed: z.string().max(64).optional(),
});
export type CreateOptions = z.infer<typeof CreateOptions>;

export const JoinOptions = z.object({
  name: z.string().max(100).optional(),
  token: z.string().max(200).optional(),
  spectate: z.boolean().optional(),
  /** Mixed into the deal's seed when the server plays provably fair (GG_FAIR_SEEDS). */
  clientSeed: z.string().max(64).optional(),
});
export type JoinOptions = z.infer<typeof JoinOptions>;

const Empty = z.strictObject({}).optional();
const SeatIndex = z.number().int().min(0).max(15);

/** Client → server messages, by type. */
export const ClientMessages = {
  /** A game action; `seq` (optional) is the view it answers, to catch stale clicks. */
  act: z.strictObject({
    action: z.looseObject({ type: z.string().min(1).max(40) }),
    seq: z.number().int().min(0).optional(),
  }),
  /** "Back to the game": the bot stops playing this seat from its next decision. */
  back: Empty,
  addBot: z.strictObject({ seat: SeatIndex.optional(), level: z.string().max(40).optional() }),
  removeBot: z.strictObject({ seat: SeatIndex }),
  start: Empty,
  /** The host ends the game; the unfinished round does not count. */
  end: Empty,
  transferHost: z.strictObject({ seat: SeatIndex }),
} as const;
export type ClientMessageType = keyof typeof ClientMessages;

/** Largest accepted message, as JSON; GG Battle's 32-card arrangement is well under. */
export const MAX_MESSAGE_BYTES = 4096;

export type ParsedMessage = { readonly type: ClientMessageType; readonly payload: any } | { readonly type: string; readonly code: ErrorCode; readonly message: string };

/**
 * Validates one incoming message: a known type, at most MAX_MESSAGE_BYTES as
 * JSON, plain JSON data, and the type's schema. Anything else is a typed refusal.
 */
export function parseClientMessage(rawType: string | number, message: unknown): ParsedMessage {
  const type = String(rawType).slice(0, 40);
  const schema = Object.hasOwn(ClientMessages, type) ? ClientMessages[type as ClientMessageType] : undefined;
  if (!schema) return { type, code: "UNKNOWN_MESSAGE", message: `no message type '${type}'` };
  let plain: unknown;
  try {
    const json = JSON.stringify(message ?? null);
    if (json.length > MAX_MESSAGE_BYTES) return { type, code: "MESSAGE_TOO_LARGE", message: `messages are at most ${MAX_MESSAGE_BYTES} bytes` };
    // A JSON round trip leaves plain data only (no prototypes, no msgpack extensions).
    plain = json === "null" ? undefined : JSON.parse(json);
  } catch {
    return { type, code: "MALFORMED_MESSAGE", message: "the message is not JSON data" };
  }
  const parsed = schema.safeParse(plain);
  if (parsed.success) return { type: type as ClientMessageType, payload: parsed.data };
  const issue = parsed.error.issues[0];
  return { type, code: "MALFORMED_MESSAGE", message: `${type}: ${issue ? `${issue.path.join(".") || "message"}: ${issue.message}` : "invalid"}` };
}

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
  | "INTERNAL"
  | (string & {}); // the engine's own codes (NOT_YOUR_TURN, MUST_FOLLOW_SUIT, …)

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
}

/** Public room information, broadcast on every seat or status change. */
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
  /** SHA-256 commitment to the match's seed, published at the start, before the first deal. */
  readonly seedCommitment: string | null;
}

export interface Standings extends GameResult {
  readonly names: readonly string[];
}

/** Sent to each client after every action: its own view, never anyone else's. */
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
