/**
 * Seat reservations a table accepts. A join goes in two steps: the HTTP request
 * (`POST /matchmake/joinById/<code>`) reserves a seat in the room, then the
 * client opens its WebSocket within Colyseus' 15 s. Colyseus counts reservations
 * as clients, so a few dozen requests that never open a socket used to fill the
 * room's 64 places and lock it: its own seated player could not get back in (the
 * bot played on) and nobody could watch.
 *
 * So a table judges each reservation itself: a seat's own player (their guest
 * token holds a seat there) is always admitted; anyone else waits in bounded
 * lines — per network, per guest identity, per table — and within the table's
 * connections. A refused reservation answers `TOO_MANY_JOINS` (429).
 */
export const RESERVATION_LIMITS = {
  /** Joins one network (`network.ts`) may have reserved and not yet opened at one table. */
  perNetwork: 3,
  /** The same for one guest identity (a token). */
  perGuest: 2,
  /** Joins waiting at one table, everyone but seat owners together. */
  perTable: 16,
  /** Connections a table holds, waiting joins included; seat owners always get in beyond it. */
  connections: 64,
} as const;

export type ReservationLimits = { readonly [K in keyof typeof RESERVATION_LIMITS]: number };

/** One join reserved and not opened yet, as the table sees it. */
export interface PendingJoin {
  readonly network: string | null;
  readonly playerId: string | null;
  /** The guest already holds a seat at this table: always admitted, and never counted against others. */
  readonly owner: boolean;
}

/** Why `join` may not reserve a seat now, or null when it may. */
export function reservationRefusal(join: PendingJoin, pending: readonly PendingJoin[], connected: number, limits: ReservationLimits = RESERVATION_LIMITS): string | null {
  if (join.owner) return null;
  const waiting = pending.filter((p) => !p.owner);
  if (connected + waiting.length >= limits.connections) return "this table holds as many connections as it can";
  if (waiting.length >= limits.perTable) return "too many joins are waiting at this table";
  if (join.network !== null && waiting.filter((p) => p.network === join.network).length >= limits.perNetwork) return "too many joins from your network are waiting at this table";
  if (join.playerId !== null && waiting.filter((p) => p.playerId === join.playerId).length >= limits.perGuest) return "too many joins of yours are waiting at this table";
  return null;
}
