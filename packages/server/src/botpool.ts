/**
 * Bot decisions on worker threads, so a slow level (a search bot thinking for
 * 200 ms) never stalls every room's event loop. Games not in the registry
 * (test games) answer UNKNOWN_GAME; on that, a failing bot, a crashed thread
 * or a decision over `timeoutMs`, the room decides on the main thread instead.
 */
import { Worker } from "node:worker_threads";

export interface BotRequest {
  readonly id: number;
  readonly game: string;
  readonly level: string;
  /** Identifies the bot instance (room, seat, level) so it keeps its memory. */
  readonly key: string;
  readonly seat: number;
  readonly view: unknown;
  readonly legal: readonly unknown[];
  readonly seed: string;
}

export type BotReply = { readonly id: number; readonly action: { type: string } } | { readonly id: number; readonly error: string };

interface Pending {
  readonly slot: number;
  readonly timer: NodeJS.Timeout;
  resolve(action: { type: string }): void;
  reject(error: Error): void;
}

export class BotPool {
  private readonly workers: (Worker | undefined)[];
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(
    size: number,
    private readonly timeoutMs = 10_000,
  ) {
    this.workers = Array.from({ length: size });
  }

  choose(request: Omit<BotRequest, "id">): Promise<{ type: string }> {
    const id = this.nextId++;
    // The same bot (key) always goes to the same thread, where its memory is.
    const slot = hash(request.key) % this.workers.length;
    const worker = this.worker(slot);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.settle(id, new Error("bot decision timed out")), this.timeoutMs);
      this.pending.set(id, { slot, timer, resolve, reject });
      worker.postMessage({ ...request, id });
    });
  }

  /** Starts the threads now (each loads the games, about a second), not at the first bot move. */
  warm(): void {
    for (let slot = 0; slot < this.workers.length; slot++) this.worker(slot);
  }

  /** A room is gone: its bots' memories can go too. */
  forget(prefix: string): void {
    for (const worker of this.workers) worker?.postMessage({ forget: prefix });
  }

  async close(): Promise<void> {
    const workers = this.workers.splice(0, this.workers.length, ...Array.from({ length: this.workers.length }, () => undefined));
    for (const id of [...this.pending.keys()]) this.settle(id, new Error("bot pool closed"));
    await Promise.all(workers.map((w) => w?.terminate()));
  }

  private worker(slot: number): Worker {
    const existing = this.workers[slot];
    if (existing) return existing;
    const worker = new Worker(new URL("./bot-worker.js", import.meta.url));
    worker.on("message", (reply: BotReply) => this.settle(reply.id, "action" in reply ? reply.action : new Error(reply.error)));
    const lost = () => {
      if (this.workers[slot] === worker) this.workers[slot] = undefined;
      for (const [id, p] of this.pending) if (p.slot === slot) this.settle(id, new Error("bot thread exited"));
    };
    worker.on("error", lost);
    worker.on("exit", lost);
    worker.unref();
    this.workers[slot] = worker;
    return worker;
  }

  private settle(id: number, outcome: { type: string } | Error): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    clearTimeout(p.timer);
    if (outcome instanceof Error) p.reject(outcome);
    else p.resolve(outcome);
  }
}

function hash(key: string): number {
  let h = 0;
  for (let i = 0; i < key.length; i++) h = (h * 31 + key.charCodeAt(i)) | 0;
  return Math.abs(h);
}
