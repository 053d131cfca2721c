/**
 * The table chat's rows: one per line said, keyed by (match, n), beside the match's
 * actions but never in its record — `gg verify` and replays of the game see none of
 * it; the replay page shows the lines after the moves they followed (`after_action`).
 */
import type { Kysely, Migration } from "kysely";
import type { ChatChannel, ChatLine } from "../chat-protocol.ts";

export interface MatchChatTable {
  match_id: string;
  n: number;
  channel: string;
  /** Null: a spectator's line. */
  seat: number | null;
  player_id: string;
  name: string;
  text: string | null;
  phrase: string | null;
  after_action: number;
  at: number | string;
}

export const chatMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("match_chat")
      .addColumn("match_id", "text", (c) => c.notNull().references("matches.id"))
      .addColumn("n", "integer", (c) => c.notNull())
      .addColumn("channel", "text", (c) => c.notNull())
      .addColumn("seat", "integer")
      .addColumn("player_id", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("text", "text")
      .addColumn("phrase", "text")
      .addColumn("after_action", "integer", (c) => c.notNull())
      .addColumn("at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("match_chat_pk", ["match_id", "n"])
      .execute();
  },
};

export function chatRow(matchId: string, line: ChatLine): MatchChatTable {
  return {
    match_id: matchId,
    n: line.n,
    channel: line.channel,
    seat: line.seat,
    player_id: line.playerId,
    name: line.name,
    text: line.text ?? null,
    phrase: line.phrase ?? null,
    after_action: line.afterAction,
    at: line.at,
  };
}

export function chatLine(row: MatchChatTable): ChatLine {
  return {
    n: row.n,
    channel: row.channel as ChatChannel, // the column only ever holds these
    seat: row.seat,
    playerId: row.player_id,
    name: row.name,
    ...(row.text !== null ? { text: row.text } : {}),
    ...(row.phrase !== null ? { phrase: row.phrase } : {}),
    afterAction: row.after_action,
    at: Number(row.at),
  };
}
