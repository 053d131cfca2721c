/**
 * Per-connection token bucket. A message over the rate is refused (the client
 * gets RATE_LIMITED) and counts as a strike; too many strikes in a row of
 * flooding closes the connection. Malformed or illegal messages alone never
 * disconnect: a buggy client should see its errors, not lose its seat.
 */
export class RateLimiter {
  private tokens: number;
  private last: number;
  strikes = 0;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly maxStrikes: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** "ok", "limited" (refuse this message) or "abuse" (disconnect). */
  take(): "ok" | "limited" | "abuse" {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      // Strikes fade once the client is back under the rate.
      if (this.strikes > 0 && this.tokens >= this.burst / 2) this.strikes = 0;
      return "ok";
    }
    this.strikes++;
    return this.strikes > this.maxStrikes ? "abuse" : "limited";
  }
}
