import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const BROWSER_TESTS = "packages/web/test/**/*.e2e.test.ts";
/** The engines' tests: pure, deterministic code (no I/O, no clock, no global state) that needs no fresh process per file. */
const ENGINE_TESTS = ["packages/core/{src,test}/**/*.test.ts", "packages/games/{src,test}/**/*.test.ts"];

/**
 * The files that take longest (docs/benchmarks.md, the test suite), longest first.
 * By size alone a short file holding a whole match (King's, 2 KB) would start among the last.
 * Solitaire's two won games (laptop and phone, ~80 s in CI) and Buraco's whole match at two (90–254
 * of our decisions) are the longest; a11y.e2e, once the longest,
 * now audits only what lies outside the matches (each table is audited in its whole-match test).
 */
const LONGEST = ["web/test/solitaire-win.e2e", "web/test/buraco.e2e", "web/test/king.e2e", "web/test/hearts-spades.e2e", "web/test/buraco-partners.e2e", "web/test/bisca.e2e", "web/test/italian-sueca.e2e", "web/test/trick-games.e2e", "web/test/games.e2e", "web/test/oh-hell.e2e", "cli/test/cli.test", "web/test/truco.e2e"];

/** How early a file should start: the known longest, then the browser files, then the server's (real sockets, real timers). */
function rank(file: string): number {
  const known = LONGEST.findIndex((name) => file.includes(`/packages/${name}`));
  if (known >= 0) return known;
  if (file.endsWith(".e2e.test.ts")) return LONGEST.length;
  if (file.includes("/packages/server/test/")) return LONGEST.length + 1;
  return LONGEST.length + 2;
}

/**
 * The longest files first, so that none starts last and leaves the other workers idle at the
 * end. A clean clone has no timings cached (vitest would order by file size): the ranks stand in.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a.moduleId) - rank(b.moduleId));
  }
}

export default defineConfig({
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One worker more than the cores, where vitest's default is one fewer (a single worker on a 2-core
    // CI machine, every file in turn): a browser file keeps about half a core busy and a server file
    // less, the rest of their time is waiting for pages, sockets and timers.
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: "browser",
          include: [BROWSER_TESTS],
          // One build of the client and one Chromium for every browser file.
          globalSetup: ["packages/web/test/global-setup.ts"],
          // A worker runs its files one after another in one process: the server, Playwright and the
          // games are loaded once per worker, not once per file (each file still starts and closes its
          // own server and browser contexts). 12 small browser files: 36 s of the test processes' CPU
          // instead of 58 s, all passing (2026-12-02).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "engines",
          include: ENGINE_TESTS,
          // Files share a worker's modules instead of importing the engines afresh in a new process
          // each: 106 s of CPU for the games' 70 files instead of 137 s (2026-12-02).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          include: ["packages/*/src/**/*.test.ts", "packages/*/test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, BROWSER_TESTS, ...ENGINE_TESTS],
        },
      },
    ],
  },
});
