/**
 * The table chat's part of the wire protocol (re-exported by `protocol.ts`; types
 * and constants only, the web client imports them). Two channels per room: the
 * seated players' and the spectators'. Players read only their own, so nobody
 * watching can coach a player; spectators read both and write their own.
 */
import type { Seat } from "@gg/core";

export type ChatChannel = "players" | "spectators";

/** A typed line is at most this many characters (code points), after control characters are stripped. */
export const CHAT_MAX_LENGTH = 200;

/**
 * Quick phrases every game offers, by id (each client words them in its language),
 * beside the game's own (`GameDefinition.phrases`, Truco's calls).
 */
export const CHAT_PHRASES = ["hello", "good-luck", "well-played", "thanks", "oops", "sorry", "one-more", "bye"] as const;

/** Emotes, by id: each client draws its own picture for them; nothing to type or translate. */
export const CHAT_EMOTES = ["emote:smile", "emote:laugh", "emote:thumbs-up", "emote:clap", "emote:think", "emote:sad", "emote:wow", "emote:heart"] as const;

/** One line of a room's chat, as sent to those who may read its channel and as stored with the match. */
export interface ChatLine {
  /** Its number in the room, from 1: the order lines were said in. */
  readonly n: number;
  readonly channel: ChatChannel;
  /** The sender's seat (null: a spectator). */
  readonly seat: Seat | null;
  readonly playerId: string;
  readonly name: string;
  /** A typed line (plain text: clients render it as text, never as markup), or… */
  readonly text?: string;
  /** …a quick phrase or emote id (platform's or the game's). */
  readonly phrase?: string;
  /** Actions applied when it was said: the replay shows it after that many moves. */
  readonly afterAction: number;
  /** Epoch ms. */
  readonly at: number;
}

/** `chatLog`: on joining (and coming back), the recent lines this connection may read. */
export interface ChatLogMessage {
  readonly lines: readonly ChatLine[];
}
