/**
 * The web client's production build for the browser tests: built once (fresh clones have
 * no dist/), and again only when a source is newer than it.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

export const WEB = new URL("..", import.meta.url).pathname;
export const DIST = join(WEB, "dist");

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/**
 * Runs `vite build` (as production: vitest sets NODE_ENV=test, which would bundle React's dev build) unless dist/ is newer than every source. Test files run in
 * parallel processes, so a lock directory makes the others wait for one build.
 */
export async function ensureBuilt(): Promise<void> {
  const lock = join(WEB, ".build-lock");
  // The bundle holds the client, @gg/core's card names and (for replays and rules) the games.
  const sources = () => Math.max(newest(join(WEB, "src")), statSync(join(WEB, "index.html")).mtimeMs, newest(join(WEB, "../core/src")), newest(join(WEB, "../games/src")));
  const fresh = () => existsSync(join(DIST, "index.html")) && statSync(join(DIST, "index.html")).mtimeMs > sources();
  for (let waited = 0; ; waited += 200) {
    if (fresh()) return;
    try {
      mkdirSync(lock);
    } catch {
      if (waited > 120_000) rmSync(lock, { recursive: true, force: true }); // a crashed build left it
      await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    try {
      if (!fresh()) {
        // Built aside, then swapped in, so a browser test already running keeps its files.
        const tmp = `${DIST}-${process.pid}`;
        execFileSync(process.execPath, [join(WEB, "../../node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn", "--outDir", tmp], { cwd: WEB, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
        rmSync(DIST, { recursive: true, force: true });
        renameSync(tmp, DIST);
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
    return;
  }
}
