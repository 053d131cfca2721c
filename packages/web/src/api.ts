/** The server's HTTP API (same origin: the server serves this client). */
import type { GameInfo } from "./protocol.ts";
import { remembered } from "./storage.ts";

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(path);
  const body = (await res.json()) as T & { code?: string; message?: string };
  if (!res.ok) throw Object.assign(new Error(body.message ?? res.statusText), { code: body.code, status: res.status, body });
  return body;
}

let games: Promise<GameInfo[]> | null = null;
export function fetchGames(): Promise<GameInfo[]> {
  games ??= getJson<GameInfo[]>("/api/games").catch((e: unknown) => {
    games = null; // retry on the next call
    throw e;
  });
  return games;
}

/** A guest identity, created once and remembered, so seats and history follow the player. */
export async function ensureGuest(): Promise<{ token: string; playerId: string }> {
  const token = remembered.token();
  const playerId = remembered.playerId();
  if (token && playerId) return { token, playerId };
  const res = await fetch("/api/guests", { method: "POST" });
  const guest = (await res.json()) as { token: string; playerId: string };
  remembered.setGuest(guest.token, guest.playerId);
  return guest;
}

export interface HistoryEntry {
  readonly matchId: string;
  readonly game: string;
  readonly seat: number;
  readonly status?: string;
  readonly createdAt?: number;
  readonly finishedAt?: number | null;
  readonly score?: number | null;
  readonly rank?: number | null;
  readonly winner?: boolean;
}

export const fetchHistory = (playerId: string) => getJson<HistoryEntry[]>(`/api/players/${encodeURIComponent(playerId)}/matches`);

export interface StoredMatch {
  readonly id: string;
  readonly status: string;
  readonly game: string;
  readonly seats: readonly { name: string; bot: string | null; playerId: string | null }[];
  readonly result: { scores: number[]; winners: number[]; ranks: number[]; endedByHost?: boolean } | null;
  readonly record: {
    readonly game: string;
    readonly options: unknown;
    readonly players: number;
    readonly seed: string;
    readonly actions: readonly { seat: number | "host"; action: { type: string }; at?: number }[];
    readonly [field: string]: unknown;
  };
}

export const fetchMatch = (id: string) => getJson<StoredMatch>(`/api/matches/${encodeURIComponent(id)}`);
