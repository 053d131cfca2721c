/**
 * The hottest write of the server: one row per action, stored before anyone
 * is shown the action. Two ways to write it, one behaviour:
 *
 * - SQLite (one process, one file): rows arriving in the same turn of the
 *   event loop are committed together in one transaction (a group commit), so
 *   a busy server pays one WAL commit per turn instead of one per action. Each
 *   row still succeeds or fails on its own: a refused row is undone by SQLite
 *   at statement level and the others commit.
 * - PostgreSQL (or a Kysely transaction): one statement per action, its SQL
 *   text written once rather than rebuilt by the query builder every move.
 *
 * With an `epoch`, a row is inserted only while the match is at that ownership
 * epoch (see `Store.takeOver`); "0 rows" means a newer owner took over.
 */
import { CompiledQuery, type Kysely } from "kysely";
import type BetterSqlite3 from "better-sqlite3";
import type { Database } from "./schema.ts";

export interface ActionRow {
  readonly match_id: string;
  readonly idx: number;
  readonly seat: number;
  readonly action: string;
  readonly at: number;
}

/** Stored, refused as fenced off (`"fenced"`), or failed with the database's error. */
export type AppendOutcome = "stored" | "fenced";

export interface ActionWriter {
  append(row: ActionRow, epoch: number | undefined): Promise<AppendOutcome>;
}

const COLUMNS = "match_id, idx, seat, action, at";

/** One statement per action through the Kysely executor (PostgreSQL, or any Kysely transaction). */
export class StatementActionWriter implements ActionWriter {
  readonly #plain: string;
  readonly #fenced: string;

  constructor(
    private readonly db: Kysely<Database>,
    postgres: boolean,
  ) {
    const p = postgres ? (n: number) => `$${n}` : () => "?";
    this.#plain = `insert into match_actions (${COLUMNS}) values (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)})`;
    // The match row is locked FOR SHARE in PostgreSQL, so a takeover waits for
    // this insert or the insert sees the new epoch; SQLite writes one at a time.
    this.#fenced =
      `insert into match_actions (${COLUMNS}) ` +
      `select cast(${p(1)} as text), cast(${p(2)} as integer), cast(${p(3)} as integer), cast(${p(4)} as text), cast(${p(5)} as bigint) ` +
      `from matches where id = ${p(6)} and epoch = ${p(7)}${postgres ? " for share" : ""}`;
  }

  async append(row: ActionRow, epoch: number | undefined): Promise<AppendOutcome> {
    const values = [row.match_id, row.idx, row.seat, row.action, row.at];
    const query = epoch === undefined ? CompiledQuery.raw(this.#plain, values) : CompiledQuery.raw(this.#fenced, [...values, row.match_id, epoch]);
    const result = await this.db.executeQuery(query);
    return Number(result.numAffectedRows ?? 0n) === 0 ? "fenced" : "stored";
  }
}

interface Pending {
  readonly row: ActionRow;
  readonly epoch: number | undefined;
  readonly resolve: (outcome: AppendOutcome) => void;
  readonly reject: (error: unknown) => void;
}

/** Group commit on the better-sqlite3 handle behind `db` (see the module comment). */
export class SqliteGroupWriter implements ActionWriter {
  readonly #plain: BetterSqlite3.Statement;
  readonly #fenced: BetterSqlite3.Statement;
  readonly #commit: (batch: readonly Pending[]) => (AppendOutcome | { error: unknown })[];
  #pending: Pending[] = [];

  constructor(
    private readonly db: Kysely<Database>,
    sqlite: BetterSqlite3.Database,
  ) {
    this.#plain = sqlite.prepare(`insert into match_actions (${COLUMNS}) values (?, ?, ?, ?, ?)`);
    this.#fenced = sqlite.prepare(`insert into match_actions (${COLUMNS}) select ?, ?, ?, ?, ? from matches where id = ? and epoch = ?`);
    this.#commit = sqlite.transaction((batch: readonly Pending[]) => batch.map((p) => this.#insert(p)));
  }

  append(row: ActionRow, epoch: number | undefined): Promise<AppendOutcome> {
    return new Promise((resolve, reject) => {
      if (this.#pending.push({ row, epoch, resolve, reject }) === 1) setImmediate(() => void this.#flush());
    });
  }

  #insert({ row, epoch }: Pending): AppendOutcome | { error: unknown } {
    const values = [row.match_id, row.idx, row.seat, row.action, row.at];
    try {
      const { changes } = epoch === undefined ? this.#plain.run(...values) : this.#fenced.run(...values, row.match_id, epoch);
      return changes === 0 ? "fenced" : "stored";
    } catch (error) {
      return { error };
    }
  }

  async #flush(): Promise<void> {
    const batch = this.#pending;
    this.#pending = [];
    let outcomes: (AppendOutcome | { error: unknown })[];
    try {
      // Through Kysely's connection, so no Kysely transaction is open meanwhile.
      outcomes = await this.db.connection().execute(async () => this.#commit(batch));
    } catch (error) {
      for (const p of batch) p.reject(error);
      return;
    }
    batch.forEach((p, i) => {
      const outcome = outcomes[i]!;
      if (typeof outcome === "string") p.resolve(outcome);
      else p.reject(outcome.error);
    });
  }
}
