/**
 * Rate limits. `TokenBucket`: `burst` at once, then `perSecond` sustained.
 * `RateLimiter` (per connection, for room messages): a message over the rate
 * is refused (the client gets RATE_LIMITED) and counts as a strike; too many
 * strikes in a row of flooding closes the connection. Malformed or illegal
 * messages alone never disconnect: a buggy client should see its errors, not
 * lose its seat.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    readonly burst: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Takes a token if there is one. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Whether the bucket is full again: nothing taken for a while. */
  refilled(): boolean {
    return this.tokens + ((this.now() - this.last) / 1000) * this.perSecond >= this.burst;
  }

  /** Tokens left (as of the last `take`). */
  get level(): number {
    return this.tokens;
  }
}

export class RateLimiter {
  private readonly bucket: TokenBucket;
  strikes = 0;

  constructor(perSecond: number, burst: number, private readonly maxStrikes: number, now: () => number = Date.now) {
    this.bucket = new TokenBucket(perSecond, burst, now);
  }

  /** "ok", "limited" (refuse this message) or "abuse" (disconnect). */
  take(): "ok" | "limited" | "abuse" {
    if (this.bucket.take()) {
      // Strikes fade once the client is back under the rate.
      if (this.strikes > 0 && this.bucket.level >= this.bucket.burst / 2) this.strikes = 0;
      return "ok";
    }
    this.strikes++;
    return this.strikes > this.maxStrikes ? "abuse" : "limited";
  }
}
