/**
 * Dropped seats in their grace (`dropGraceSeconds`): each has a timer that, if the
 * player is not back first, hands the seat to the bot. The lapse runs through the
 * table's queue, and is ignored there if the grace ended while it waited.
 */
import type { Seat } from "@gg/core";
import type { Clock, TimerHandle } from "./ports.ts";

export class DropGraces {
  private readonly handles = new Map<Seat, TimerHandle>();

  constructor(
    private readonly clock: Clock,
    private readonly graceMs: number,
    /** Runs a task in the table's serial queue. */
    private readonly run: (task: () => void) => void,
    private readonly lapsed: (seat: Seat) => void,
  ) {}

  start(seat: Seat): void {
    this.end(seat);
    const handle = this.clock.setTimeout(() => this.run(() => this.lapse(seat, handle)), this.graceMs);
    this.handles.set(seat, handle);
  }

  /** The player came back, left, or timed out. */
  end(seat: Seat): void {
    const handle = this.handles.get(seat);
    if (handle !== undefined) this.clock.clearTimeout(handle);
    this.handles.delete(seat);
  }

  /** The seats in their grace now. */
  seats(): Seat[] {
    return [...this.handles.keys()];
  }

  private lapse(seat: Seat, handle: TimerHandle): void {
    if (this.handles.get(seat) !== handle) return;
    this.handles.delete(seat);
    this.lapsed(seat);
  }
}
