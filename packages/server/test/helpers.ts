/**
 * Test harness: a real server on a free port and real SDK clients that keep
 * every message they receive.
 */
import "../src/ws-polyfill.ts";
import { Client, type Room } from "@colyseus/sdk";
import { startServer, type RunningServer, type ServerConfig } from "../src/index.ts";
import type { ErrorMessage, RoomInfo, ViewMessage, WelcomeMessage } from "../src/protocol.ts";
import { testConfig } from "./fixtures/config.ts";

export { TEST_GAMES, testConfig } from "./fixtures/config.ts";

export async function startTestServer(overrides: Partial<ServerConfig> = {}): Promise<RunningServer> {
  return startServer(testConfig(overrides));
}

export interface Received {
  readonly type: string | number;
  readonly payload: unknown;
}

/** One SDK connection and everything it has received. */
export class TestClient {
  readonly received: Received[] = [];
  private waiters: (() => void)[] = [];
  welcome: WelcomeMessage | null = null;
  info: RoomInfo | null = null;
  view: ViewMessage | null = null;
  readonly errors: ErrorMessage[] = [];
  left: number | null = null;
  /** Called after every message (the SDK allows one handler per type, so tests hook here). */
  readonly listeners: ((type: string | number, payload: unknown) => void)[] = [];

  constructor(
    readonly sdk: Client,
    public room: Room,
  ) {
    this.attach(room);
  }

  static async create(url: string, options: Record<string, unknown>, name = "host"): Promise<TestClient> {
    const sdk = new Client(url);
    return new TestClient(sdk, await sdk.create("game", { ...options, name }));
  }

  static async join(url: string, roomId: string, options: Record<string, unknown> = {}): Promise<TestClient> {
    const sdk = new Client(url);
    return new TestClient(sdk, await sdk.joinById(roomId, options));
  }

  /**
   * A client whose requests come from `address`: its X-Forwarded-For, which a server
   * trusting one proxy (`limits.trustProxy: 1`) reads as the client's address.
   */
  static from(url: string, address: string): { create(options: Record<string, unknown>, name: string): Promise<TestClient>; join(roomId: string, options?: Record<string, unknown>): Promise<TestClient> } {
    const sdk = () => new Client(url, { headers: { "x-forwarded-for": address } });
    return {
      create: async (options, name) => {
        const client = sdk();
        return new TestClient(client, await client.create("game", { ...options, name }));
      },
      /** Resolves once welcomed, with the room's info. */
      join: async (roomId, options = {}) => {
        const client = sdk();
        const joined = new TestClient(client, await client.joinById(roomId, options));
        await joined.until(() => joined.welcome !== null && joined.info !== null, "welcome");
        return joined;
      },
    };
  }

  /** Follows `room`; after a reconnection the old room info and view are forgotten. */
  attach(room: Room): void {
    if (room !== this.room) {
      this.info = null;
      this.view = null;
    }
    this.room = room;
    this.left = null;
    room.onMessage("*", (type: string | number, payload: unknown) => {
      this.received.push({ type, payload });
      if (type === "welcome") {
        const w = payload as WelcomeMessage;
        this.welcome = { ...w, token: w.token ?? this.welcome?.token ?? null };
      }
      if (type === "room") this.info = payload as RoomInfo;
      if (type === "view") this.view = payload as ViewMessage;
      if (type === "error") this.errors.push(payload as ErrorMessage);
      for (const listener of this.listeners) listener(type, payload);
      this.wake();
    });
    room.onLeave((code: number) => {
      this.left = code;
      this.wake();
    });
    // Back through the SDK's own reconnection: show the guest token holding the seat first, as the web client does.
    room.onReconnect(() => {
      if (this.welcome?.token) room.send("resume", { token: this.welcome.token });
    });
  }

  /** Back through a Colyseus reconnection token, then `resume` with the guest token (the server lets nothing else in first). */
  async reconnect(reconnectionToken: string): Promise<void> {
    this.attach(await this.sdk.reconnect(reconnectionToken));
    this.send("resume", { token: this.welcome!.token });
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** Waits until `predicate` holds (checked after every message). */
  async until(predicate: () => boolean, what = "condition", timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  send(type: string, payload?: unknown): void {
    this.room.send(type, payload);
  }

  async nextError(): Promise<ErrorMessage> {
    const n = this.errors.length;
    await this.until(() => this.errors.length > n, "an error message");
    return this.errors[n]!;
  }

  get seat(): number | null {
    return this.welcome?.seat ?? null;
  }

  /** Whether this client's seat must act in the latest view. */
  get myTurn(): boolean {
    const v = this.view;
    return !!v && v.result === null && typeof v.seat === "number" && v.active.includes(v.seat) && v.legal.length > 0;
  }

  /** Plays this seat with `choose` (default: the first legal action) whenever it may act. */
  autoplay(choose: (legal: readonly unknown[]) => unknown = (legal) => legal[0]): void {
    this.listeners.push((type) => {
      if (type === "view" && this.myTurn) this.send("act", { action: choose(this.view!.legal), seq: this.view!.seq });
    });
  }

  async leave(): Promise<void> {
    await this.room.leave(true).catch(() => {});
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
