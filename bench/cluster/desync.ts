/**
 * The soak's desync check (run through tsx by bench/cluster/soak.mjs): every
 * client's last view against the view recomputed from the stored record.
 *
 *   node --import tsx bench/cluster/desync.ts <views.json> <database URL>
 *
 * views.json holds `{ matchId, seat, seq, view, legal, active, result }` per
 * seat, as the load processes last received it; `seq` is the server's action
 * count then. Each match's record is read from the database the way the server
 * reads it (its Store), replayed to `seq` with @gg/core's `replay`, and the
 * seat's view, legal actions, active seats and result recomputed. Anything
 * that differs — or a match or action the database does not have — is a
 * desync. Prints one JSON line: counts and the first few desyncs in detail.
 */
import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { replay, type Match, type MatchRecord, type Seat } from "@gg/core";
import { getGame } from "@gg/games";
import { openDatabase } from "../../packages/server/src/storage/db.ts";
import { Store } from "../../packages/server/src/storage/store.ts";

interface SeenView {
  readonly matchId: string;
  readonly seat: Seat;
  readonly seq: number;
  readonly view: unknown;
  readonly legal: unknown;
  readonly active: unknown;
  readonly result: unknown;
}

interface Desync {
  readonly matchId: string;
  readonly seat: Seat;
  readonly seq: number;
  readonly problem: string;
  readonly path?: string;
  readonly seen?: unknown;
  readonly expected?: unknown;
}

const SHOWN = 5;

/** What crossed the wire (msgpack) and what JSON would carry are compared on the same footing. */
const plain = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/** The first path at which two plain values differ, with both sides there. */
function firstDifference(seen: unknown, expected: unknown, path = ""): { path: string; seen: unknown; expected: unknown } | null {
  if (isDeepStrictEqual(seen, expected)) return null;
  if (seen && expected && typeof seen === "object" && typeof expected === "object" && Array.isArray(seen) === Array.isArray(expected)) {
    const a = seen as Record<string, unknown>;
    const b = expected as Record<string, unknown>;
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const found = firstDifference(a[key], b[key], `${path}/${key}`);
      if (found) return found;
    }
  }
  return { path: path || "/", seen, expected };
}

/** Everything wrong with one seat's last view of `record`. */
function check(record: MatchRecord, seen: SeenView): Desync | null {
  const at = { matchId: seen.matchId, seat: seen.seat, seq: seen.seq };
  if (seen.seq > record.actions.length) return { ...at, problem: `the client saw action ${seen.seq} but the record has ${record.actions.length}` };
  let match: Match;
  try {
    match = replay(getGame(record.game), record, { until: seen.seq });
  } catch (error) {
    return { ...at, problem: `the record does not replay: ${String(error)}` };
  }
  const active = match.activeSeats();
  const expected = {
    view: plain(match.view(seen.seat)),
    legal: plain(active.includes(seen.seat) ? match.legalActions(seen.seat) : []),
    active: plain(active),
    result: plain(match.result()),
  };
  const got = { view: plain(seen.view), legal: plain(seen.legal), active: plain(seen.active), result: plain(seen.result) };
  const diff = firstDifference(got, expected);
  return diff ? { ...at, problem: "the view differs from the record's", ...diff } : null;
}

async function main(): Promise<void> {
  const [viewsFile, databaseUrl] = process.argv.slice(2);
  if (!viewsFile || !databaseUrl) throw new Error("usage: desync.ts <views.json> <database URL>");
  const views = JSON.parse(readFileSync(viewsFile, "utf8")) as SeenView[];
  const store = new Store(await openDatabase(databaseUrl));
  const byMatch = new Map<string, SeenView[]>();
  for (const v of views) byMatch.set(v.matchId, [...(byMatch.get(v.matchId) ?? []), v]);
  const desyncs: Desync[] = [];
  let finished = 0;
  try {
    for (const [matchId, seats] of byMatch) {
      const stored = await store.loadMatch(matchId);
      if (stored && stored.status !== "running") finished++;
      for (const seen of seats) {
        const found = stored ? check(stored.record, seen) : { matchId, seat: seen.seat, seq: seen.seq, problem: "no such match in the database" };
        if (found) desyncs.push(found);
      }
    }
  } finally {
    await store.close();
  }
  console.log(JSON.stringify({ views: views.length, matches: byMatch.size, finishedMatches: finished, desyncs: desyncs.length, first: desyncs.slice(0, SHOWN) }));
}

await main();
