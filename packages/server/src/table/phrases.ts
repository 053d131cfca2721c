/**
 * Quick phrases at the table ("Truco!"): a seated player's phrase must be one of
 * the game's own (`GameDefinition.phrases`), which the table relays to every
 * connection. Each phrase reaches everyone at the table, so a player may send a
 * few in a row, then one every two seconds: more would flood the others' tables
 * (the room's per-connection message limit alone allows dozens a second).
 */
import type { AnyGame } from "@gg/core";
import { TokenBucket } from "../ratelimit.ts";
import { Refusal } from "./refusal.ts";

export const PHRASE_BURST = 3;
export const PHRASES_PER_SECOND = 0.5;

export class PhraseGate {
  /** By player, so a seat renumbered at the start keeps its count. */
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly game: AnyGame,
    private readonly now: () => number,
  ) {}

  /** Refuses (UNKNOWN_PHRASE, RATE_LIMITED) a phrase the game does not list or one too many. */
  check(playerId: string, phrase: string): void {
    if (!this.game.phrases?.includes(phrase)) throw new Refusal("UNKNOWN_PHRASE", `${this.game.id} has no quick phrase '${phrase}'`);
    let bucket = this.buckets.get(playerId);
    if (!bucket) this.buckets.set(playerId, (bucket = new TokenBucket(PHRASES_PER_SECOND, PHRASE_BURST, this.now)));
    if (!bucket.take()) throw new Refusal("RATE_LIMITED", "too many phrases; wait a moment");
  }
}
