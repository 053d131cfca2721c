import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const BROWSER_TESTS = "packages/web/test/**/*.e2e.test.ts";

/** How early a file should start: the browser files take longest, then the server's (real sockets, real timers). */
function rank(file: string): number {
  if (file.endsWith(".e2e.test.ts")) return 0;
  if (file.includes("/packages/server/test/")) return 1;
  return 2;
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
        },
      },
      {
        extends: true,
        test: {
          name: "node",
          include: ["packages/*/src/**/*.test.ts", "packages/*/test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, BROWSER_TESTS],
        },
      },
    ],
  },
});
