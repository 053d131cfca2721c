/**
 * The lobby: a directory of this process's rooms, and a Colyseus room that
 * streams the public ones with free seats to its clients, live. Listing is
 * our own rather than Colyseus' LobbyRoom because "has a free seat" is GG
 * seat logic, not a Colyseus client count (spectators do not fill seats).
 */
import { EventEmitter } from "node:events";
import { Room, type Client } from "@colyseus/core";
import type { RoomInfo } from "./messages.ts";
import { serverContext } from "./context.ts";

export interface Listing {
  readonly roomId: string;
  readonly game: string;
  readonly options: unknown;
  readonly timeLimit: number | null;
  readonly seats: number;
  readonly freeSeats: number;
  readonly players: readonly string[];
  readonly host: string | null;
}

export class RoomDirectory extends EventEmitter {
  private readonly rooms = new Map<string, RoomInfo>();

  update(info: RoomInfo): void {
    const before = this.rooms.get(info.roomId);
    this.rooms.set(info.roomId, info);
    const wasListed = before !== undefined && listing(before) !== null;
    const now = listing(info);
    if (now) this.emit("listed", now);
    else if (wasListed) this.emit("unlisted", info.roomId);
  }

  remove(roomId: string): void {
    const before = this.rooms.get(roomId);
    this.rooms.delete(roomId);
    if (before && listing(before)) this.emit("unlisted", roomId);
  }

  get(roomId: string): RoomInfo | undefined {
    return this.rooms.get(roomId);
  }

  all(): IterableIterator<RoomInfo> {
    return this.rooms.values();
  }

  /** Public rooms that have not started and have a free seat. */
  listings(): Listing[] {
    const out: Listing[] = [];
    for (const info of this.rooms.values()) {
      const l = listing(info);
      if (l) out.push(l);
    }
    return out;
  }
}

function listing(info: RoomInfo): Listing | null {
  if (info.visibility !== "public" || info.status !== "waiting") return null;
  const free = info.seats.filter((s) => !s.human && !s.bot).length;
  if (free === 0) return null;
  return {
    roomId: info.roomId,
    game: info.game,
    options: info.options,
    timeLimit: info.timeLimit,
    seats: info.seats.length,
    freeSeats: free,
    players: info.seats.filter((s) => s.human || s.bot).map((s) => s.name),
    host: info.host === null ? null : (info.seats[info.host]?.name ?? null),
  };
}

/**
 * Clients of `lobby` get `rooms` (the whole list) on joining, then `+`
 * (a room to add or replace) and `-` (a room id to drop).
 */
export class LobbyRoom extends Room {
  private directory!: RoomDirectory;
  private readonly listeners: [string, (...args: any[]) => void][] = [];
  private static open = false;

  override onCreate(): void {
    // The server creates the one lobby at start; clients only join it.
    if (LobbyRoom.open) throw new Error("the lobby already exists");
    LobbyRoom.open = true;
    this.directory = serverContext().directory;
    this.autoDispose = false;
    this.maxClients = 10_000;
    this.patchRate = null;
    const listed = (l: Listing) => this.broadcast("+", l);
    const unlisted = (roomId: string) => this.broadcast("-", roomId);
    this.directory.on("listed", listed);
    this.directory.on("unlisted", unlisted);
    this.listeners.push(["listed", listed], ["unlisted", unlisted]);
    // Anything a lobby client sends is ignored; it only listens.
    this.onMessage("*", () => {});
  }

  override onJoin(client: Client): void {
    client.send("rooms", this.directory.listings());
  }

  override onDispose(): void {
    LobbyRoom.open = false;
    for (const [event, fn] of this.listeners) this.directory.off(event, fn);
  }
}
