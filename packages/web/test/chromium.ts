/**
 * Debian's Chromium for the browser tests. Under vitest the browser project's global setup
 * (global-setup.ts) launches one for the whole run and each test file connects to it and
 * opens its own contexts; outside it (measure.ts, another config) a caller launches its own.
 */
import { existsSync } from "node:fs";
import { chromium, type Browser, type LaunchOptions } from "playwright-core";

export const CHROMIUM = process.env.GG_CHROMIUM ?? "/usr/bin/chromium";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's shared Chromium (its Playwright endpoint), or null when the setup launched none. */
    chromiumEndpoint: string | null;
  }
}

export const LAUNCH: LaunchOptions = {
  executablePath: CHROMIUM,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  // Playwright gives every launch a fresh temporary profile (its own --user-data-dir).
  headless: true,
};

/** Missing Chromium: skip loudly on a developer machine, fail under CI. */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM)) return true;
  const text = `\n\n*** Chromium not found at ${CHROMIUM}: the web client's browser tests are SKIPPED. Install it with: apt-get install -y chromium ***\n\n`;
  if (process.env.CI === "true") throw new Error(text);
  console.warn(text);
  return false;
}

/** The run's shared Chromium when the global setup launched one, else one of our own. */
export async function openBrowser(): Promise<Browser> {
  const endpoint = await sharedEndpoint();
  return endpoint ? chromium.connect(endpoint) : chromium.launch(LAUNCH);
}

async function sharedEndpoint(): Promise<string | null> {
  if (!process.env.VITEST_POOL_ID) return null; // not in a vitest worker: no setup ran
  const { inject } = await import("vitest");
  return inject("chromiumEndpoint") ?? null;
}
