/**
 * Quick phrases at the table: the platform's own (`CHAT_PHRASES`, `CHAT_EMOTES`:
 * "Good luck", a thumbs-up) and the game's (`GameDefinition.phrases`, Truco's
 * "Truco!"), by id; each client words them in its language. Every line said at
 * the table — a phrase, an emote or typed chat — reaches others' screens, so a
 * player may say a few in a row, then one every two seconds: more would flood the
 * others' tables (the room's per-connection message limit alone allows dozens a second).
 */
import type { AnyGame } from "@gg/core";
import { CHAT_EMOTES, CHAT_PHRASES } from "../chat-protocol.ts";
import { TokenBucket } from "../ratelimit.ts";
import { Refusal } from "./refusal.ts";

export const PHRASE_BURST = 3;
export const PHRASES_PER_SECOND = 0.5;

const PLATFORM: ReadonlySet<string> = new Set<string>([...CHAT_PHRASES, ...CHAT_EMOTES]);

/** Whether `phrase` is the game's own (a call shown in a bubble at the seat) rather than the platform's. */
export function isGamePhrase(game: AnyGame, phrase: string): boolean {
  return game.phrases?.includes(phrase) ?? false;
}

export class PhraseGate {
  /** By player, so a seat renumbered at the start keeps its count. */
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly game: AnyGame,
    private readonly now: () => number,
  ) {}

  /** Refuses (UNKNOWN_PHRASE, RATE_LIMITED) a phrase neither the platform nor the game lists, or one too many. */
  check(playerId: string, phrase: string): void {
    if (!PLATFORM.has(phrase) && !isGamePhrase(this.game, phrase)) throw new Refusal("UNKNOWN_PHRASE", `neither the platform nor ${this.game.id} has a quick phrase '${phrase}'`);
    this.take(playerId);
  }

  /** Counts one line said (RATE_LIMITED when one too many). */
  take(playerId: string): void {
    let bucket = this.buckets.get(playerId);
    if (!bucket) this.buckets.set(playerId, (bucket = new TokenBucket(PHRASES_PER_SECOND, PHRASE_BURST, this.now)));
    if (!bucket.take()) throw new Refusal("RATE_LIMITED", "too many lines in a row; wait a moment");
  }
}
