/**
 * What `/healthz` reports about the database, within a second whatever the
 * database does. The probe reads and writes (`Store.ping`): a database that
 * answers reads but refuses writes (disk full, read-only file) is not healthy.
 * One probe runs at a time, and every request waits for it at most `limitMs`:
 * a stalled PostgreSQL makes `/healthz` say so, not hang, and a monitor polling
 * it cannot pile queries up behind the stall.
 */
import type { Logger } from "pino";
import type { Store } from "./storage/store.ts";

export type DatabaseState = { readonly ok: true } | { readonly ok: false; readonly error: string };

export class DatabaseHealth {
  private probe: Promise<DatabaseState> | null = null;

  constructor(
    private readonly store: Store,
    private readonly log: Logger,
    private readonly limitMs = 900,
  ) {}

  check(): Promise<DatabaseState> {
    this.probe ??= this.run().finally(() => (this.probe = null));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<DatabaseState>((resolve) => {
      timer = setTimeout(() => resolve({ ok: false, error: `the database did not answer within ${this.limitMs} ms` }), this.limitMs);
    });
    return Promise.race([this.probe, late]).finally(() => clearTimeout(timer));
  }

  private async run(): Promise<DatabaseState> {
    try {
      await this.store.ping();
      return { ok: true };
    } catch (error) {
      // The details stay in the log: the answer names the failure, not the database's words.
      this.log.warn({ err: error }, "health check: the database failed");
      return { ok: false, error: "the database refused a read or a write" };
    }
  }
}
