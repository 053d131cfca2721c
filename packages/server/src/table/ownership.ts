/**
 * A running match is written by one process: the holder of its lease (`ports.ts`'s
 * `MatchLease`). A process that stalled past its lease (GC, SIGSTOP, cut off from
 * Redis) may find another process restored the match meanwhile: from then on its
 * table writes nothing more and closes (`stop`).
 */
import type { MatchLease } from "./ports.ts";

export class MatchOwnership {
  private lost = false;

  constructor(
    private readonly lease: MatchLease,
    private readonly stop: () => void,
  ) {}

  /** Another process owns the match now. */
  get isLost(): boolean {
    return this.lost;
  }

  /** The match's lease is this process's now (started or restored here): hear when it is not. */
  watch(): void {
    this.lease.onLost(() => this.stopOnce());
  }

  /** False once another process may own this match. Tables without a running match hold no lease. */
  stillOwner(): boolean {
    if (this.lost) return false;
    return !this.lease.holds() || this.lease.owns();
  }

  /** Before each write of a running match: the lease is ours, confirmed less than a lease time ago. */
  require(matchId: string): void {
    if (this.lost || !this.lease.owns()) {
      this.lose("the lease is no longer this process's");
      throw new Error(`match ${matchId} is owned by another process now`);
    }
  }

  /** We know we lost it (the check above, or a write the database refused as another owner's). */
  lose(why: string): void {
    this.lease.lost(why);
    this.stopOnce();
  }

  private stopOnce(): void {
    if (this.lost) return;
    this.lost = true;
    this.stop();
  }
}
