/**
 * Tables, as Kysely sees them. JSON columns are text (portable between
 * SQLite and PostgreSQL); times are epoch milliseconds in bigint columns,
 * which pg returns as strings, so readers convert with `Number`.
 */
import type { Generated } from "kysely";
import type { MatchChatTable } from "./chat.ts";

export interface PlayersTable {
  id: string;
  name: string;
  created_at: number | string;
}

export interface MatchesTable {
  id: string;
  game: string;
  engine_version: string;
  options: string;
  players: number;
  seed: string;
  seed_commitment: string;
  chance: string | null;
  /** Room settings (time limit, visibility, host seat) needed to restore the room. */
  config: string;
  /** `running`, `finished` (natural end) or `ended` (the host ended it). */
  status: string;
  result: string | null;
  created_at: number | string;
  finished_at: number | string | null;
  /** Ownership epoch: raised by every process that takes the running match over; an action insert must name the current one. */
  epoch: Generated<number>;
  /** `public` or `private` (as in `config`): private matches are never in the history others see. */
  visibility: Generated<string>;
}

export interface MatchSeatsTable {
  match_id: string;
  seat: number;
  player_id: string | null;
  name: string;
  bot: string | null;
  score: number | null;
  rank: number | null;
  winner: number | null;
}

export interface MatchActionsTable {
  match_id: string;
  idx: number;
  /** -1 is the host ending the game. */
  seat: number;
  action: string;
  at: number | string;
}

/** One row (id 1) that `/healthz` writes, to learn whether writes still succeed. */
export interface HealthTable {
  id: number;
  at: number | string;
}

export interface Database {
  players: PlayersTable;
  matches: MatchesTable;
  match_seats: MatchSeatsTable;
  match_actions: MatchActionsTable;
  match_chat: MatchChatTable;
  gg_health: HealthTable;
}

export type { Generated };
