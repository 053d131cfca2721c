/**
 * Provably fair shuffles. The server draws a secret server seed (32 bytes
 * from the OS) and publishes SHA-256(server seed) before the first deal;
 * players may add client seeds. Every chance draw d (a deal, a die, a
 * reshuffle) reads the stream
 *   HMAC-SHA256(key = server seed, message = client seeds ‖ d ‖ counter)
 * as big-endian 32-bit words, which feed the unbiased `randomInt` and the
 * Fisher–Yates `shuffle` of `random.ts`. When the match ends the server seed
 * is revealed, and anyone can recompute the commitment and every draw.
 *
 * Plain TypeScript (sha256.ts), so the browser replays fair records too;
 * part of `@gg/core`, so the stream is registered wherever engines run.
 */
import type { AnyGame } from "./contract.ts";
import { replay, ReplayError, type MatchRecord } from "./match.ts";
import { registerRandomAlgorithm, registerSeedScheme, type RandomState, type SavableRandom } from "./random.ts";
import { bytesToHex, hexToBytes, hmacSha256, sha256, utf8 } from "./sha256.ts";

export const FAIR = "hmac-sha256";

interface FairState extends RandomState {
  readonly algorithm: typeof FAIR;
  /** The server seed, hex. Lives only in server-side state, never in a view. */
  readonly key: string;
  /** Client seeds joined by U+001F. */
  readonly clients: string;
  /** Chance draws started so far (the `d` of the message). */
  readonly draw: number;
  /** Words consumed in this draw. */
  readonly used: number;
}

const SEPARATOR = "\u001f";

/** A fresh server seed: 32 random bytes from the OS, hex. */
export function newServerSeed(): string {
  return bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

/** The public commitment to a server seed: SHA-256 of its bytes, hex. */
export function seedCommitment(serverSeed: string): string {
  return bytesToHex(sha256(hexToBytes(serverSeed)));
}

/** The match seed string for a server seed and client seeds. */
export function fairSeed(serverSeed: string, clientSeeds: readonly string[] = []): string {
  if (!/^[0-9a-f]{64}$/.test(serverSeed)) throw new Error("a server seed is 32 bytes of hex");
  return `${FAIR}:${serverSeed}:${clientSeeds.map((s) => s.replaceAll(SEPARATOR, "")).join(SEPARATOR)}`;
}

/** Splits a fair match seed into its parts, or null for another kind of seed. */
export function parseFairSeed(seed: string): { serverSeed: string; clientSeeds: string[] } | null {
  const match = /^hmac-sha256:([0-9a-f]{64}):([\s\S]*)$/.exec(seed);
  if (!match) return null;
  return { serverSeed: match[1]!, clientSeeds: match[2] === "" ? [] : match[2]!.split(SEPARATOR) };
}

class HmacStream implements SavableRandom {
  private readonly key: Uint8Array;
  private draw: number;
  private used: number;
  private block: DataView | null = null;
  private blockIndex = -1;

  constructor(private readonly state: FairState) {
    this.key = hexToBytes(state.key);
    this.draw = state.draw;
    this.used = state.used;
  }

  startDraw(): void {
    this.draw++;
    this.used = 0;
    this.block = null; // the cached block belongs to the previous draw's message
  }

  uint32(): number {
    const counter = this.used >>> 3; // 8 words per 32-byte block
    if (counter !== this.blockIndex || !this.block) {
      const digest = hmacSha256(this.key, utf8(`${this.state.clients}${SEPARATOR}${this.draw}${SEPARATOR}${counter}`));
      this.block = new DataView(digest.buffer);
      this.blockIndex = counter;
    }
    const word = this.block.getUint32((this.used & 7) * 4);
    this.used++;
    return word;
  }

  save(): FairState {
    return { algorithm: FAIR, key: this.state.key, clients: this.state.clients, draw: this.draw, used: this.used };
  }
}

registerRandomAlgorithm(FAIR, (state) => new HmacStream(state as FairState));
registerSeedScheme(FAIR, (rest) => {
  const parsed = parseFairSeed(`${FAIR}:${rest}`);
  if (!parsed) throw new Error("a hmac-sha256 seed is hmac-sha256:<64 hex digits>:<client seeds>");
  return { algorithm: FAIR, key: parsed.serverSeed, clients: parsed.clientSeeds.join(SEPARATOR), draw: 0, used: 0 } satisfies FairState;
});

export type Verdict = { readonly valid: true; readonly actions: number } | { readonly valid: false; readonly reason: string };

/**
 * Checks a finished match's record: the revealed server seed matches the
 * commitment, every draw and action replays, and the replayed result is the
 * one announced.
 */
export function verifyRecord(game: AnyGame, record: MatchRecord): Verdict {
  const fair = parseFairSeed(record.seed);
  if (!fair) return { valid: false, reason: "the seed is not a revealed hmac-sha256 server seed, so the shuffles cannot be verified" };
  if (!record.seedCommitment) return { valid: false, reason: "the record has no seed commitment" };
  if (record.chance && record.chance.length > 0) {
    return { valid: false, reason: `the record fixes ${record.chance.length} chance outcome(s), so its deals do not come from the committed seed` };
  }
  const actual = seedCommitment(fair.serverSeed);
  if (actual !== record.seedCommitment) {
    return { valid: false, reason: `the server seed does not match the commitment: SHA-256 is ${actual}, the record committed to ${record.seedCommitment}` };
  }
  let match;
  try {
    match = replay(game, record);
  } catch (error) {
    if (error instanceof ReplayError) return { valid: false, reason: `action #${error.index} does not replay: ${error.code}: ${error.detail}` };
    return { valid: false, reason: `the record does not replay: ${(error as Error).message}` };
  }
  if (record.result !== undefined && JSON.stringify(match.result()) !== JSON.stringify(record.result)) {
    return { valid: false, reason: `the replayed result ${JSON.stringify(match.result())} differs from the recorded ${JSON.stringify(record.result)}` };
  }
  return { valid: true, actions: record.actions.length };
}
