/** Checks of a partnership game's table shared by its whole-match tests (Sueca, Italian Sueca). */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { LONG_NAME } from "./playthrough.ts";

/** At the first decision: our partner (seat 2) sits opposite us, at the top of the felt; one line per team, ours named first. */
export async function partnersOpposite(page: Page): Promise<void> {
  const top = await page.locator('.seat[data-seat="2"]').evaluate((el) => el.getBoundingClientRect().top);
  const left = await page.locator('.seat[data-seat="1"]').evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeLessThan(left);
  expect(await page.locator(".team-scores li").count()).toBe(2);
  expect(await page.locator(".team-scores li.ours .team-names").textContent()).toMatch(new RegExp(`^${LONG_NAME} & `));
}

/** The end names the winning team by its partners; one line per team. */
export async function teamsAtTheEnd(page: Page): Promise<void> {
  expect(await page.locator(".summary .winner").textContent()).toMatch(/^Winning team: .+ & .+/);
  expect(await page.locator(".summary tbody tr").count()).toBe(2);
}
