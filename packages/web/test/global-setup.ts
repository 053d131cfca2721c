/**
 * Vitest global setup of the browser tests (vitest.config.ts, project "browser"): builds the
 * web client once before any file starts, instead of inside the first file's hook while the
 * others wait, and launches one Chromium that every file connects to (a launch per file cost
 * a second or more of a loaded machine each).
 */
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { ensureBuilt } from "./build.ts";
import { chromiumAvailable, LAUNCH } from "./chromium.ts";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!chromiumAvailable()) {
    project.provide("chromiumEndpoint", null);
    return async () => {};
  }
  await ensureBuilt();
  const server = await chromium.launchServer(LAUNCH);
  project.provide("chromiumEndpoint", server.wsEndpoint());
  return () => server.close();
}
