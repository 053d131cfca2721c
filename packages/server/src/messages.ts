/**
 * Validation of everything clients send: every message and every create or
 * join request goes through a zod schema here before the room looks at it
 * (the engine then validates the action itself). The shapes themselves are
 * declared once, in `protocol.ts`; each schema is checked against its type.
 */
import { z } from "zod";
import { MAX_MESSAGE_BYTES, TIME_LIMITS, type ClientMessageMap, type ClientMessageType, type CreateOptions as CreateShape, type ErrorCode, type JoinOptions as JoinShape } from "./protocol.ts";

export const CreateOptions = z.strictObject({
  game: z.string().min(1).max(40),
  options: z.record(z.string(), z.unknown()).optional(),
  seats: z.number().int().min(1).max(16).optional(),
  timeLimit: z.literal(TIME_LIMITS).optional(),
  visibility: z.enum(["public", "private"]).optional(),
  name: z.string().max(100).optional(),
  token: z.string().max(200).optional(),
  clientSeed: z.string().max(64).optional(),
}) satisfies z.ZodType<CreateShape>;

export const JoinOptions = z.object({
  name: z.string().max(100).optional(),
  token: z.string().max(200).optional(),
  spectate: z.boolean().optional(),
  clientSeed: z.string().max(64).optional(),
}) satisfies z.ZodType<JoinShape>;

const Empty = z.strictObject({}).optional();
const SeatIndex = z.number().int().min(0).max(15);

/** Client → server messages, by type: what each payload must look like. */
export const ClientMessages = {
  act: z.strictObject({
    action: z.looseObject({ type: z.string().min(1).max(40) }),
    seq: z.number().int().min(0).optional(),
  }),
  back: Empty,
  addBot: z.strictObject({ seat: SeatIndex.optional(), level: z.string().max(40).optional() }),
  removeBot: z.strictObject({ seat: SeatIndex }),
  start: Empty,
  end: Empty,
  transferHost: z.strictObject({ seat: SeatIndex }),
  kick: z.strictObject({ playerId: z.string().min(1).max(64) }),
  swapSeats: z.strictObject({ a: SeatIndex, b: SeatIndex }),
  resume: z.strictObject({ token: z.string().min(1).max(200) }),
  phrase: z.strictObject({ phrase: z.string().min(1).max(40) }),
  // Longer than a line may be, so the table names the limit (TOO_LONG); the 4 KB cap still holds.
  chat: z.union([z.strictObject({ text: z.string().max(1000) }), z.strictObject({ phrase: z.string().min(1).max(40) })]),
  chatToggle: z.strictObject({ on: z.boolean() }),
  rematch: Empty,
} satisfies { [T in ClientMessageType]: z.ZodType<ClientMessageMap[T]> };

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
