/**
 * Who may come in. Guests the host removed are refused, and new guests from the
 * networks they were removed from too (a seat's owner always comes back, so the
 * table asks `requireNotRemoved` before and the network checks after its seat
 * lookup). A public table seats one player per network.
 */
import type { Visibility } from "../protocol.ts";
import { Refusal } from "./refusal.ts";
import type { SeatState } from "./seats.ts";

export class Door {
  private readonly removedPlayers = new Set<string>();
  private readonly removedNetworks = new Set<string>();

  /** The removed guests, stored with the room's settings so they outlive a restart (their networks do not). */
  get removed(): readonly string[] {
    return [...this.removedPlayers];
  }

  isRemoved(playerId: string): boolean {
    return this.removedPlayers.has(playerId);
  }

  /** The host removed this guest, seen on these networks. */
  remove(playerId: string, networks: readonly (string | null | undefined)[]): void {
    this.removedPlayers.add(playerId);
    for (const network of networks) if (network) this.removedNetworks.add(network);
  }

  requireNotRemoved(playerId: string): void {
    if (this.removedPlayers.has(playerId)) throw new Refusal("KICKED", "the host removed you from this table");
  }

  /** A new guest (not a seat's owner) from a network someone was removed from. */
  requireNetworkWelcome(network: string | null): void {
    if (network !== null && this.removedNetworks.has(network)) throw new Refusal("KICKED", "the host removed someone from your network from this table");
  }

  /**
   * A public table seats one player per network: several guest identities from one
   * client would hold several hands. Private tables are exempt — their players were
   * invited, may share a home's network, and the host can remove anyone.
   */
  requireOwnNetwork(seats: readonly SeatState[], visibility: Visibility, network: string | null): void {
    if (visibility !== "public" || network === null) return;
    if (seats.some((s) => s.playerId !== null && s.network === network)) {
      throw new Refusal("ONE_SEAT_PER_CLIENT", "someone from your network already sits at this public table; play together at a private table");
    }
  }
}
