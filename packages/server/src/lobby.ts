/**
 * The lobby: a directory of this process's rooms (mirrored to every process
 * by `SharedDirectory`), and a Colyseus room that streams the public rooms of
 * all processes with free seats to its clients, live. Listing is
 * our own rather than Colyseus' LobbyRoom because "has a free seat" is GG
 * seat logic, not a Colyseus client count (spectators do not fill seats).
 */
import { EventEmitter } from "node:events";
import { Room, type Client } from "@colyseus/core";
import type { RoomInfo } from "./messages.ts";
import { serverContext } from "./context.ts";
import { LOBBY_CHANNEL, type LobbyEvent } from "./cluster.ts";

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
    this.emit("info", info);
    const wasListed = before !== undefined && listing(before) !== null;
    const now = listing(info);
    if (now) this.emit("listed", now);
    else if (wasListed) this.emit("unlisted", info.roomId);
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

export function listing(info: RoomInfo): Listing | null {
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
  private static open = false;
  private onEvent: ((event: LobbyEvent) => void) | null = null;

  override async onCreate(): Promise<void> {
    // The server creates one lobby per process at start; clients only join it.
    if (LobbyRoom.open) throw new Error("the lobby already exists");
    LobbyRoom.open = true;
    this.autoDispose = false;
    this.maxClients = 10_000;
    this.patchRate = null;
    // Every process publishes its rooms' changes on the lobby channel.
    this.onEvent = (event: LobbyEvent) => {
      if (event.op === "+") this.broadcast("+", event.listing);
      else this.broadcast("-", event.roomId);
    };
    await this.presence.subscribe(LOBBY_CHANNEL, this.onEvent);
    // Anything a lobby client sends is ignored; it only listens.
    this.onMessage("*", () => {});
  }

  override async onJoin(client: Client): Promise<void> {
    client.send("rooms", await serverContext().shared.listings());
  }

  override onDispose(): void {
    LobbyRoom.open = false;
    if (this.onEvent) Promise.resolve(this.presence.unsubscribe(LOBBY_CHANNEL, this.onEvent)).catch(() => {});
  }
}
