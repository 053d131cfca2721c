/**
 * Riding out a database connection that goes away: PostgreSQL restarting, a
 * backend terminated (`pg_terminate_backend`, a failover), a network blip.
 * Such a failure says nothing about the query itself, so the query is tried
 * again on a fresh connection, backing off, for a few seconds; any other error
 * (a constraint, bad SQL, SQLite's disk full) is the query's own and is thrown
 * at once.
 */

/** PostgreSQL's and Node's ways of saying "the connection, not the query, failed". */
const TRANSIENT_CODES = new Set([
  "57P01", // admin_shutdown: pg_terminate_backend, a fast shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now: starting up or shutting down
  "53300", // too_many_connections
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

const TRANSIENT_MESSAGE = /connection terminated|timeout exceeded when trying to connect|client has encountered a connection error|connection is not open|terminating connection/i;

export function isConnectionFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && (TRANSIENT_CODES.has(code) || code.startsWith("08"))) return true; // 08xxx: connection_exception
  return error instanceof Error && TRANSIENT_MESSAGE.test(error.message);
}

/** The waits between attempts: about 3 s in all, enough for a PostgreSQL restart. */
export const RETRY_DELAYS_MS: readonly number[] = [50, 100, 200, 400, 800, 1600];

export interface RetryOptions {
  readonly delaysMs?: readonly number[];
  /** Told about each connection failure that will be retried. */
  readonly onRetry?: (error: unknown, attempt: number) => void;
}

/**
 * Runs `attempt` (given whether an earlier attempt failed with its outcome
 * unknown: a write may have committed before its connection died), again after
 * each connection failure, until it succeeds or the delays run out.
 */
export async function retryOnConnectionFailure<T>(attempt: (ambiguous: boolean) => Promise<T>, { delaysMs = RETRY_DELAYS_MS, onRetry }: RetryOptions = {}): Promise<T> {
  let ambiguous = false;
  for (let n = 0; ; n++) {
    try {
      return await attempt(ambiguous);
    } catch (error) {
      if (!isConnectionFailure(error) || n >= delaysMs.length) throw error;
      ambiguous = true;
      onRetry?.(error, n + 1);
      await new Promise((resolve) => setTimeout(resolve, delaysMs[n]));
    }
  }
}
