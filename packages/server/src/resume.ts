/**
 * A Colyseus reconnection proves nothing by itself. Its token travels in the
 * WebSocket URL's query string (`?reconnectionToken=…`), which proxies log, so
 * anyone who reads it could take a dropped seat over. A reconnected socket
 * therefore shows the guest token that holds the seat in its first message
 * (`resume { token }`) before the table sees it again: until then it is sent
 * nothing and may do nothing, and the seat stays dropped. A wrong token, or
 * none within `PROOF_MS`, closes the socket (CLOSE_UNPROVEN) and the drop goes
 * on as before — the reconnection window keeps its first deadline, the table's
 * grace is not restarted — so the seat's owner can still come back, by their
 * token, and a replayed token gains nothing.
 */
import type { Client } from "@colyseus/core";

/** How long a reconnected socket has to send `resume`. */
export const PROOF_MS = 10_000;

export class PendingResumes {
  /** Reconnected sockets that have not shown their guest token yet, by session id. */
  private readonly unproven = new Map<string, { client: Client; timer: NodeJS.Timeout }>();
  /** When each dropped seat's reconnection window closes (epoch ms), by session id. */
  private readonly windows = new Map<string, number>();

  constructor(private readonly onTimeout: (client: Client) => void) {}

  /** A seat's socket dropped (its first drop since it was last proven): its window closes in `seconds`. */
  dropped(sessionId: string, seconds: number): void {
    if (!this.windows.has(sessionId)) this.windows.set(sessionId, Date.now() + seconds * 1000);
  }

  /** Seconds left of the seat's reconnection window (0 when it has closed). */
  secondsLeft(sessionId: string): number {
    return Math.max(0, ((this.windows.get(sessionId) ?? 0) - Date.now()) / 1000);
  }

  /** A socket came back through Colyseus: it waits for its proof. */
  reconnected(client: Client): void {
    this.settle(client.sessionId);
    const timer = setTimeout(() => this.onTimeout(client), PROOF_MS);
    timer.unref();
    this.unproven.set(client.sessionId, { client, timer });
  }

  isUnproven(sessionId: string): boolean {
    return this.unproven.has(sessionId);
  }

  /** The socket waiting for its proof, if any. */
  client(sessionId: string): Client | undefined {
    return this.unproven.get(sessionId)?.client;
  }

  /** Proven: the seat is its own again, and a later drop starts a fresh window. */
  proven(sessionId: string): void {
    this.settle(sessionId);
    this.windows.delete(sessionId);
  }

  /** The socket failed its proof or went away: no longer waiting (the window stays). */
  settle(sessionId: string): void {
    const entry = this.unproven.get(sessionId);
    if (entry) clearTimeout(entry.timer);
    this.unproven.delete(sessionId);
  }

  /** The session is over for good. */
  forget(sessionId: string): void {
    this.settle(sessionId);
    this.windows.delete(sessionId);
  }
}
