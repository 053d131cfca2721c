/**
 * The directory of this process's rooms (their public info, as each room
 * publishes it) and what the lobby lists of them: public rooms waiting with a
 * free seat, and public rooms in play. `SharedDirectory` (cluster.ts) mirrors
 * it to every process and carries its changes on the lobby channel, which the
 * lobby rooms (lobby.ts) stream to their clients.
 */
import { EventEmitter } from "node:events";
import type { Listing, RoomInfo } from "./protocol.ts";

/** Lobby channel in the presence: `{ op: "+", listing }` or `{ op: "-", roomId }`. */
export const LOBBY_CHANNEL = "gg:lobby";

export type LobbyEvent = { readonly op: "+"; readonly listing: Listing } | { readonly op: "-"; readonly roomId: string };

export class RoomDirectory extends EventEmitter {
  private readonly rooms = new Map<string, RoomInfo>();

  update(info: RoomInfo): void {
    const before = this.rooms.get(info.roomId);
    this.rooms.set(info.roomId, info);
    this.emit("info", info);
    const was = before === undefined ? null : listing(before);
    const now = listing(info);
    // A seat dropping or coming back mid-match changes nothing the lobby shows: no update.
    if (now && JSON.stringify(now) !== JSON.stringify(was)) this.emit("listed", now);
    else if (!now && was) this.emit("unlisted", info.roomId);
  }

  remove(roomId: string): void {
    const before = this.rooms.get(roomId);
    this.rooms.delete(roomId);
    if (before && listing(before)) this.emit("unlisted", roomId);
    if (before) this.emit("removed", roomId);
  }

  get(roomId: string): RoomInfo | undefined {
    return this.rooms.get(roomId);
  }

  all(): IterableIterator<RoomInfo> {
    return this.rooms.values();
  }

  /** Public rooms waiting with a free seat, and public rooms in play. */
  listings(): Listing[] {
    const out: Listing[] = [];
    for (const info of this.rooms.values()) {
      const l = listing(info);
      if (l) out.push(l);
    }
    return out;
  }
}

/**
 * A room's lobby entry, or null when the lobby does not show it: private
 * rooms, full rooms not started yet (nobody can join; they come back once in
 * play, to watch) and finished matches.
 */
export function listing(info: RoomInfo): Listing | null {
  if (info.visibility !== "public" || info.status === "finished") return null;
  const free = info.seats.filter((s) => !s.human && !s.bot).length;
  if (info.status === "waiting" && free === 0) return null;
  return {
    roomId: info.roomId,
    game: info.game,
    options: info.options,
    timeLimit: info.timeLimit,
    status: info.status,
    seats: info.seats.length,
    freeSeats: free,
    players: info.seats.filter((s) => s.human || s.bot).map((s) => s.name),
    host: info.host === null ? null : (info.seats[info.host]?.name ?? null),
    startedAt: info.startedAt,
    roundsPlayed: info.roundsPlayed,
  };
}
