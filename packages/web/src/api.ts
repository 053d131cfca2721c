/**
 * The server's HTTP API (same origin: the server serves this client). Every
 * answer's shape is the server's own declaration (`@gg/server/protocol`).
 */
import type { ApiError, GameInfo, GuestIdentity, HistoryEntry, PublishedMatch, RoomInfo } from "./protocol.ts";
import { remembered } from "./storage.ts";

async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(path, init);
  const body = (await res.json()) as T | ApiError;
  if (!res.ok) {
    const error = body as Partial<ApiError>;
    throw Object.assign(new Error(error.message ?? res.statusText), { code: error.code, status: res.status, body });
  }
  return body as T;
}

let games: Promise<GameInfo[]> | null = null;
export function fetchGames(): Promise<GameInfo[]> {
  games ??= getJson<GameInfo[]>("/api/games").catch((e: unknown) => {
    games = null; // retry on the next call
    throw e;
  });
  return games;
}

let creatingGuest: Promise<GuestIdentity> | null = null;

/**
 * A guest identity, created once and remembered, so seats and history follow the player. Callers
 * at the same moment (a table's address asks early, then its join) share one request.
 */
export async function ensureGuest(): Promise<GuestIdentity> {
  const token = remembered.token();
  const playerId = remembered.playerId();
  if (token && playerId) return { token, playerId };
  creatingGuest ??= (async () => {
    const res = await fetch("/api/guests", { method: "POST" });
    const guest = (await res.json()) as GuestIdentity;
    remembered.setGuest(guest.token, guest.playerId);
    return guest;
  })().finally(() => (creatingGuest = null));
  return creatingGuest;
}

/** A room's public info by its code (the game it plays, its seats), private rooms included. */
export const fetchRoomInfo = (id: string) => getJson<RoomInfo>(`/api/rooms/${encodeURIComponent(id)}`);

/** With the player's own token the server lists their running and private matches too (others see only finished public ones). */
export const fetchHistory = (guest: GuestIdentity) =>
  getJson<HistoryEntry[]>(`/api/players/${encodeURIComponent(guest.playerId)}/matches`, { headers: { authorization: `Bearer ${guest.token}` } });

/** A finished or ended match with its record; a running one is refused (409, `MatchRunning`). */
export const fetchMatch = (id: string) => getJson<PublishedMatch>(`/api/matches/${encodeURIComponent(id)}`);
