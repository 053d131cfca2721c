/**
 * Finds dead connections (a laptop closed, a network gone without a FIN) by
 * WebSocket ping, as Colyseus' transport does, but spread over the interval.
 * The transport pings every client in one loop every 3 s: with thousands of
 * players that is thousands of socket writes in one turn of the event loop,
 * and every move that arrives meanwhile waits (the server benchmark saw it in
 * its tail latency). Here each short tick pings the next slice, so every
 * client is still pinged once per interval and one without a pong for
 * `maxMissed` pings in a row is terminated.
 */
import { WebSocketTransport, type TransportOptions } from "@colyseus/ws-transport";
import type { IncomingMessage } from "node:http";
import type { WebSocket, WebSocketServer } from "ws";

/** Colyseus' WebSocket transport with its burst ping off and the spread one available. */
export class SpreadPingTransport extends WebSocketTransport {
  constructor(options: TransportOptions = {}) {
    super({ ...options, pingInterval: 0 });
  }

  /** `listener` is told of every WebSocket opened, with its upgrade request. */
  onSocket(listener: (socket: WebSocket, req: IncomingMessage) => void): void {
    this.wss.on("connection", listener);
  }

  /** Starts the heartbeat; returns its stop. */
  heartbeat(options: HeartbeatOptions): () => void {
    return spreadHeartbeat(this.wss, options);
  }
}

export interface HeartbeatOptions {
  /** Each client is pinged once per interval. */
  readonly intervalMs: number;
  /** Pings a client may leave unanswered before it is terminated. */
  readonly maxMissed: number;
  /** Ticks per interval: each pings about 1/slices of the clients. */
  readonly slices?: number;
}

/** Unanswered pings, on the socket as Colyseus' transport keeps them (its pong listener resets them too). */
type Pinged = WebSocket & { pingCount?: number };

const noop = () => {};

export function spreadHeartbeat(wss: WebSocketServer, { intervalMs, maxMissed, slices = 30 }: HeartbeatOptions): () => void {
  const answered = function (this: Pinged) {
    this.pingCount = 0;
  };
  const watched = new WeakSet<Pinged>();
  let pass: Iterator<Pinged> | null = null;
  let ticks = 0;
  const tick = () => {
    // A pass starts every interval, whatever the last one found: a pass that began
    // with no clients (a server just started) must not hold the next one back, and a
    // few clients must not be pinged faster than once per interval (a slow phone
    // would miss its pongs' window).
    if (ticks++ % slices === 0) pass = (wss.clients as Set<Pinged>).values();
    if (pass === null) return;
    // The pass walks the live set: clients that joined meanwhile are met later in it (the
    // quota follows the live count), closed ones are skipped.
    const quota = Math.ceil(wss.clients.size / slices);
    for (let n = 0; n < quota; n++) {
      const next = pass.next();
      if (next.done) {
        pass = null;
        return;
      }
      const client = next.value;
      if (!watched.has(client)) {
        watched.add(client);
        client.on("pong", answered);
      }
      ping(client, maxMissed);
    }
  };
  const timer = setInterval(tick, intervalMs / slices);
  timer.unref();
  return () => clearInterval(timer);
}

function ping(client: Pinged, maxMissed: number): void {
  if ((client.pingCount ?? 0) >= maxMissed) {
    client.terminate();
    return;
  }
  client.pingCount = (client.pingCount ?? 0) + 1;
  client.ping(noop);
}
