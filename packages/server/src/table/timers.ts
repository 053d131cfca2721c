/**
 * One pending timer per active seat: a human's deadline (then the time-out
 * handler runs) or a bot's think delay. Every timer carries a fresh token so a
 * callback that lost a race with an action can tell it is stale.
 */
import type { Seat } from "@gg/core";
import type { Clock, TimerHandle } from "./ports.ts";

export type TimerKind = "human" | "bot";

interface Pending {
  readonly token: number;
  readonly kind: TimerKind;
  /** Epoch ms the clients are shown; null for bots and for untimed decisions. */
  readonly deadline: number | null;
  readonly handle: TimerHandle | null;
}

export class SeatTimers {
  private readonly pending = new Map<Seat, Pending>();
  private nextToken = 1;

  constructor(private readonly clock: Clock) {}

  /** Replaces the seat's timer. `delayMs` null: a decision with no clock. */
  set(seat: Seat, kind: TimerKind, delayMs: number | null, fire: (token: number) => void, showDeadline: boolean): number {
    this.clear(seat);
    const token = this.nextToken++;
    const handle = delayMs === null ? null : this.clock.setTimeout(() => fire(token), Math.max(0, delayMs));
    const deadline = showDeadline && delayMs !== null ? this.clock.now() + delayMs : null;
    this.pending.set(seat, { token, kind, deadline, handle });
    return token;
  }

  kind(seat: Seat): TimerKind | undefined {
    return this.pending.get(seat)?.kind;
  }

  isCurrent(seat: Seat, token: number): boolean {
    return this.pending.get(seat)?.token === token;
  }

  clear(seat: Seat): void {
    const p = this.pending.get(seat);
    if (p?.handle) this.clock.clearTimeout(p.handle);
    this.pending.delete(seat);
  }

  /** Clears every seat not in `keep`. */
  retain(keep: readonly Seat[]): void {
    for (const seat of [...this.pending.keys()]) if (!keep.includes(seat)) this.clear(seat);
  }

  clearAll(): void {
    this.retain([]);
  }

  deadlines(): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [seat, p] of this.pending) if (p.deadline !== null) out[seat] = p.deadline;
    return out;
  }
}
