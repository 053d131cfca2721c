/**
 * The writes made on every move and every join: an action row (stored before
 * anyone is shown the action) and a player's latest name. Two ways to make
 * them, one behaviour:
 *
 * - SQLite (one process, one file): the writes arriving in the same turn of
 *   the event loop are committed together in one transaction (a group
 *   commit), so a busy server pays one WAL commit per turn instead of one per
 *   move. Each write still succeeds or fails on its own: a refused row is
 *   undone by SQLite at statement level and the others commit.
 * - PostgreSQL (or a Kysely transaction): one statement per write, its SQL
 *   text written once rather than rebuilt by the query builder every time.
 *
 * With an `epoch`, an action is inserted only while the match is at that
 * ownership epoch (see `Store.takeOver`); "0 rows" means a newer owner took over.
 */
import { CompiledQuery, type Kysely } from "kysely";
import type BetterSqlite3 from "better-sqlite3";
import type { Database, MatchActionsTable } from "./schema.ts";

/** A `match_actions` row as written (read back, PostgreSQL gives `at`, a bigint, as a string). */
export type ActionRow = Readonly<Omit<MatchActionsTable, "at"> & { at: number }>;

/** Stored, or refused because a newer owner took the match over. */
export type AppendOutcome = "stored" | "fenced";

export interface HotWrites {
  appendAction(row: ActionRow, epoch: number | undefined): Promise<AppendOutcome>;
  upsertPlayer(id: string, name: string, at: number): Promise<void>;
}

const ACTION_COLUMNS = "match_id, idx, seat, action, at";

/** The statements, in either dialect's placeholders (`?` or `$n`). */
function statements(postgres: boolean) {
  const p = postgres ? (n: number) => `$${n}` : () => "?";
  return {
    action: `insert into match_actions (${ACTION_COLUMNS}) values (${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)})`,
    // The match row is locked FOR SHARE in PostgreSQL, so a takeover waits for
    // this insert or the insert sees the new epoch; SQLite writes one at a time.
    fencedAction:
      `insert into match_actions (${ACTION_COLUMNS}) ` +
      `select cast(${p(1)} as text), cast(${p(2)} as integer), cast(${p(3)} as integer), cast(${p(4)} as text), cast(${p(5)} as bigint) ` +
      `from matches where id = ${p(6)} and epoch = ${p(7)}${postgres ? " for share" : ""}`,
    player: `insert into players (id, name, created_at) values (${p(1)}, ${p(2)}, ${p(3)}) on conflict (id) do update set name = excluded.name`,
  };
}

const actionValues = (row: ActionRow, epoch: number | undefined) => {
  const values: unknown[] = [row.match_id, row.idx, row.seat, row.action, row.at];
  if (epoch !== undefined) values.push(row.match_id, epoch);
  return values;
};

/** One statement per write through the Kysely executor (PostgreSQL, or any Kysely transaction). */
export class StatementWrites implements HotWrites {
  readonly #sql: ReturnType<typeof statements>;

  constructor(
    private readonly db: Kysely<Database>,
    postgres: boolean,
  ) {
    this.#sql = statements(postgres);
  }

  async appendAction(row: ActionRow, epoch: number | undefined): Promise<AppendOutcome> {
    const text = epoch === undefined ? this.#sql.action : this.#sql.fencedAction;
    const result = await this.db.executeQuery(CompiledQuery.raw(text, actionValues(row, epoch)));
    return Number(result.numAffectedRows ?? 0n) === 0 ? "fenced" : "stored";
  }

  async upsertPlayer(id: string, name: string, at: number): Promise<void> {
    await this.db.executeQuery(CompiledQuery.raw(this.#sql.player, [id, name, at]));
  }
}

interface Pending {
  readonly write: () => unknown;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/** Group commit on the better-sqlite3 handle behind `db` (see the module comment). */
export class SqliteGroupWrites implements HotWrites {
  readonly #action: BetterSqlite3.Statement;
  readonly #fencedAction: BetterSqlite3.Statement;
  readonly #player: BetterSqlite3.Statement;
  readonly #commit: (batch: readonly Pending[]) => ({ ok: unknown } | { error: unknown })[];
  #pending: Pending[] = [];

  constructor(
    private readonly db: Kysely<Database>,
    sqlite: BetterSqlite3.Database,
  ) {
    const sql = statements(false);
    this.#action = sqlite.prepare(sql.action);
    this.#fencedAction = sqlite.prepare(sql.fencedAction);
    this.#player = sqlite.prepare(sql.player);
    this.#commit = sqlite.transaction((batch: readonly Pending[]) => batch.map(attempt));
  }

  async appendAction(row: ActionRow, epoch: number | undefined): Promise<AppendOutcome> {
    const statement = epoch === undefined ? this.#action : this.#fencedAction;
    const { changes } = await this.#queue(() => statement.run(...actionValues(row, epoch)));
    return changes === 0 ? "fenced" : "stored";
  }

  async upsertPlayer(id: string, name: string, at: number): Promise<void> {
    await this.#queue(() => this.#player.run(id, name, at));
  }

  /** Runs `write` in the next group transaction, at the end of this turn of the event loop. */
  #queue<T>(write: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.#pending.push({ write, resolve: resolve as (value: unknown) => void, reject }) === 1) setImmediate(() => void this.#flush());
    });
  }

  async #flush(): Promise<void> {
    const batch = this.#pending;
    this.#pending = [];
    let outcomes: ({ ok: unknown } | { error: unknown })[];
    try {
      // Through Kysely's connection, so no Kysely transaction is open meanwhile.
      outcomes = await this.db.connection().execute(async () => this.#commit(batch));
    } catch (error) {
      for (const p of batch) p.reject(error); // the commit itself failed: nothing of the batch is stored
      return;
    }
    batch.forEach((p, i) => {
      const outcome = outcomes[i]!;
      if ("ok" in outcome) p.resolve(outcome.ok);
      else p.reject(outcome.error);
    });
  }
}

function attempt({ write }: Pending): { ok: unknown } | { error: unknown } {
  try {
    return { ok: write() };
  } catch (error) {
    return { error };
  }
}
