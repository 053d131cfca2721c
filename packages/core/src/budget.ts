/**
 * The time budget of one bot decision, shared by every search level (the
 * platform's `searchBot` and the games' own fast paths). A search runs
 * until its iteration cap (playouts) or its budget, whichever comes first;
 * the caps are sized so decisions end well within the budget, which makes
 * the budget a safety stop and keeps decisions a function of their seed —
 * nearly always: a process's first decisions, while the JIT compiles, and
 * GG Battle's slowest ones reach it (`bench/bots.ts` counts the stops, see
 * docs/bots.md). Where two decisions must match (tests, reproducible runs),
 * build the bots under `withDefaultDecisionBudget(Infinity, …)`.
 *
 * The budget counts CPU time of the process where `process.cpuUsage` exists
 * (Node), wall time elsewhere (a browser). CPU, not wall time: a machine
 * busy with other processes (CI, an arena beside other jobs) slows a
 * decision down but does not cut it short, so the choice does not depend on
 * the load. The stop comes once both the wall clock and the CPU time have
 * passed the budget. The process's CPU time also counts its other threads
 * (the compiler and collector, other bot threads deciding at once), which
 * can make the stop come sooner than this decision's own CPU time would, but
 * never before the wall clock has passed the budget.
 */

/** Default budget of one decision, in ms (of CPU time where it can be read). */
export const DEFAULT_DECISION_BUDGET_MS = 150;

const cpuClock: (() => number) | undefined =
  typeof process !== "undefined" && typeof process.cpuUsage === "function"
    ? () => {
        const usage = process.cpuUsage();
        return (usage.user + usage.system) / 1000;
      }
    : undefined;

let scopedDefault: number | undefined;
let stops = 0;

/**
 * The budget a bot built now gets when its game sets none: the platform
 * default, or the one `withDefaultDecisionBudget` sets while it builds.
 */
export function defaultDecisionBudgetMs(): number {
  return scopedDefault ?? DEFAULT_DECISION_BUDGET_MS;
}

/**
 * Builds bots with another default budget, e.g. `Infinity` where a test
 * compares two decisions and must not depend on the machine's speed. Bots
 * read the default when they are built (inside `build`), not when they act.
 */
export function withDefaultDecisionBudget<T>(ms: number, build: () => T): T {
  const outer = scopedDefault;
  scopedDefault = ms;
  try {
    return build();
  } finally {
    scopedDefault = outer;
  }
}

/** How many decisions a budget has stopped in this thread so far (for benchmarks and tests). */
export function decisionBudgetStops(): number {
  return stops;
}

/**
 * One decision's budget, started when constructed; `Infinity` never runs
 * out. Reading CPU time is a system call (an eighth of a GG Battle decision
 * when read every sample), so `spent()` reads it only once the wall clock
 * has passed the budget: before that it costs one `performance.now()`.
 */
export class DecisionBudget {
  readonly #wallEnd: number;
  readonly #cpuEnd: number;
  #stopped = false;

  constructor(readonly ms: number = defaultDecisionBudgetMs()) {
    this.#wallEnd = performance.now() + ms;
    this.#cpuEnd = cpuClock && Number.isFinite(ms) ? cpuClock() + ms : -Infinity;
  }

  /** True once the budget is used up (and counted once as a stop). */
  spent(): boolean {
    if (this.#stopped) return true;
    if (performance.now() < this.#wallEnd || (cpuClock && cpuClock() < this.#cpuEnd)) return false;
    this.#stopped = true;
    stops++;
    return true;
  }
}
