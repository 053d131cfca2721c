/**
 * Guest identities: a random player id plus an HMAC of it under the server
 * secret. Holding the token proves the identity, so a new tab (or a client
 * after a server restart) can take its seat back; no password is needed.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export interface Guest {
  readonly playerId: string;
  readonly token: string;
}

export class GuestAuth {
  constructor(private readonly secret: string) {}

  issue(): Guest {
    const playerId = "g_" + randomBytes(12).toString("base64url");
    return { playerId, token: this.tokenFor(playerId) };
  }

  /** The token proving `playerId` (an account's player gets its own once signed in: accounts/). */
  tokenFor(playerId: string): string {
    return `${playerId}.${this.sign(playerId)}`;
  }

  /** The player id a token proves, or null for anything forged or malformed. */
  verify(token: unknown): string | null {
    if (typeof token !== "string" || token.length > 200) return null;
    const dot = token.lastIndexOf(".");
    if (dot <= 0) return null;
    const playerId = token.slice(0, dot);
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(this.sign(playerId));
    return given.length === expected.length && timingSafeEqual(given, expected) ? playerId : null;
  }

  private sign(playerId: string): string {
    return createHmac("sha256", this.secret).update(`gg-guest:${playerId}`).digest("base64url");
  }
}

/** Unguessable room ids double as private-room codes: 60 random bits. */
export function newRoomId(): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789"; // no 0/o/1/l: read aloud safely
  const bytes = randomBytes(12);
  let id = "";
  for (const byte of bytes) id += alphabet[byte & 31];
  return id;
}
