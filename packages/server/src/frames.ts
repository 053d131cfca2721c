/**
 * Every WebSocket frame a client sends counts, not only the room messages the
 * rooms' rate limiters see. A protocol-level PING is answered by the transport
 * without reaching any room: one client sent 3 million in 15 s, was never
 * disconnected, and every honest player's p99 went from 10 to 643 ms. Here each
 * connection has a token bucket for its frames (messages, pings, pongs); a
 * client over it is closed (4429) once, logged once, and whatever it sends
 * after the verdict — or after the server began closing the connection for any
 * reason — goes nowhere, so a flooder cannot make the server log per frame.
 */
import { WebSocket } from "ws";
import { CLOSE_ABUSE } from "./protocol.ts";
import { TokenBucket } from "./ratelimit.ts";

export interface FrameLimit {
  /** Frames per second a connection may keep sending. */
  readonly perSecond: number;
  /** Frames it may send at once above that. */
  readonly burst: number;
}

/** Told once per connection cut off for flooding. */
export type FloodListener = (socket: WebSocket) => void;

/** A connection whose peer neither closes nor reads is dropped this long after its verdict. */
const TERMINATE_AFTER_MS = 1000;

const FRAMES = new Set<string | symbol>(["message", "ping", "pong"]);
const noop = () => {};

/**
 * The `WebSocket` class for the transport's server (`ws`'s `WebSocket` option).
 * The server must run with `autoPong: false`: pings are answered here, within
 * the budget, instead of before anything can count them.
 */
export function frameGuardedSocket(limit: FrameLimit, onFlood: FloodListener): typeof WebSocket {
  return class FrameGuardedSocket extends WebSocket {
    readonly #frames = new TokenBucket(limit.perSecond, limit.burst);
    #flooded = false;

    override emit(event: string | symbol, ...args: any[]): boolean {
      if (FRAMES.has(event)) {
        if (this.#flooded || this.readyState !== WebSocket.OPEN) return false;
        if (!this.#frames.take()) {
          this.#cutOff();
          return false;
        }
        if (event === "ping") this.pong(args[0], false, noop);
      }
      return super.emit(event, ...args);
    }

    #cutOff(): void {
      this.#flooded = true;
      onFlood(this);
      this.close(CLOSE_ABUSE, "too many frames");
      setTimeout(() => this.terminate(), TERMINATE_AFTER_MS).unref();
    }
  };
}
