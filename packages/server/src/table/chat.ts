/**
 * A room's chat, with no transport: who may say what in which channel, the
 * cleaning of typed lines, the host's switch, and the recent lines a newcomer
 * is shown. Seated players talk in the players' channel, spectators in theirs;
 * players read only their own (as Board Game Arena keeps them apart: nobody
 * watching can coach a player), spectators read both. The table sends each line
 * to those who may read it and stores it with the match (apart from the record).
 */
import type { AnyGame, Seat } from "@gg/core";
import { CHAT_MAX_LENGTH, type ChatChannel, type ChatLine } from "../chat-protocol.ts";
import { PhraseGate } from "./phrases.ts";
import { Refusal } from "./refusal.ts";

/** The recent lines kept for newcomers (the whole chat is stored with the match). */
const RECENT = 100;

/**
 * C0/C1 control characters (newlines, escapes, NUL) and the bidirectional overrides and
 * isolates, which could make a line read backwards or spill over the next one.
 */
const CONTROLS = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** A typed line as others see it: controls stripped, spaces collapsed; refused when empty or too long. */
export function cleanChatText(raw: string): string {
  const text = raw.replace(CONTROLS, " ").replace(/\s+/gu, " ").trim();
  if (text === "") throw new Refusal("EMPTY_MESSAGE", "say something first");
  const length = [...text].length;
  if (length > CHAT_MAX_LENGTH) throw new Refusal("TOO_LONG", `a line is at most ${CHAT_MAX_LENGTH} characters (this one has ${length})`);
  return text;
}

/** Players read their own channel; spectators read both. */
export function mayRead(seated: boolean, channel: ChatChannel): boolean {
  return !seated || channel === "players";
}

export interface Speaker {
  readonly seat: Seat | null;
  readonly playerId: string;
  readonly name: string;
}

export type Said = { readonly text: string } | { readonly phrase: string };

export class TableChat {
  /** The host's switch. */
  on = true;
  private count = 0;
  private readonly recent: ChatLine[] = [];
  private readonly gate: PhraseGate;

  constructor(game: AnyGame, now: () => number) {
    this.gate = new PhraseGate(game, now);
  }

  /** A new line from `speaker`, or a refusal (CHAT_OFF, UNKNOWN_PHRASE, EMPTY_MESSAGE, TOO_LONG, RATE_LIMITED); nothing changes when refused. */
  say(speaker: Speaker, said: Said, afterAction: number, at: number): ChatLine {
    if (!this.on) throw new Refusal("CHAT_OFF", "the host has turned the chat off at this table");
    let content: Said;
    if ("text" in said) {
      content = { text: cleanChatText(said.text) };
      this.gate.take(speaker.playerId);
    } else {
      content = { phrase: said.phrase };
      this.gate.check(speaker.playerId, said.phrase);
    }
    const line: ChatLine = { n: ++this.count, channel: speaker.seat === null ? "spectators" : "players", seat: speaker.seat, playerId: speaker.playerId, name: speaker.name, ...content, afterAction, at };
    this.remember(line);
    return line;
  }

  /** The recent lines a connection may read. */
  readableBy(seated: boolean): ChatLine[] {
    return this.recent.filter((line) => mayRead(seated, line.channel));
  }

  /** Lines stored with a restored match: newcomers see them, and numbering goes on after them. */
  restore(lines: readonly ChatLine[]): void {
    for (const line of lines) this.remember(line);
    this.count = Math.max(this.count, ...lines.map((l) => l.n));
  }

  private remember(line: ChatLine): void {
    this.recent.push(line);
    if (this.recent.length > RECENT) this.recent.shift();
  }
}
