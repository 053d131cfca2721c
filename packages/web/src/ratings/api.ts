/** The ratings' HTTP API (`GET /api/leaderboards/:game`, `/api/players/:id/profile`). */
import type { Leaderboard, PlayerProfile } from "@gg/server/ratings-protocol";
import { remembered } from "../storage.ts";

async function getJson<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(path, init);
  if (!res.ok) throw Object.assign(new Error(res.statusText), { status: res.status });
  return (await res.json()) as T;
}

/** The top 100 and, when this browser has a player, their own row. */
export function fetchLeaderboard(game: string): Promise<Leaderboard> {
  const me = remembered.playerId();
  return getJson<Leaderboard>(`/api/leaderboards/${encodeURIComponent(game)}${me ? `?player=${encodeURIComponent(me)}` : ""}`);
}

/** A player's profile; with this browser's own token the latest matches include its private ones. */
export function fetchProfile(playerId: string): Promise<PlayerProfile> {
  const token = remembered.token();
  const own = token !== null && playerId === remembered.playerId();
  return getJson<PlayerProfile>(`/api/players/${encodeURIComponent(playerId)}/profile`, own ? { headers: { authorization: `Bearer ${token}` } } : {});
}

/** A rating as players read it: the conservative ordinal, one decimal (in the reader's locale's digits when given). */
export function shownRating(ordinal: number, locale?: string): string {
  if (locale === undefined) return ordinal.toFixed(1);
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(ordinal);
}

/** A rating's change with its sign, one decimal: "+1.8", "−0.6" ("0.0" when it rounds to nothing). */
export function shownChange(delta: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: "exceptZero" }).format(delta);
}
