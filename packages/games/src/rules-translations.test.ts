/**
 * Every game's rules exist in every language, and each translation
 * (`rules.<locale>.md` beside `rules.md`) keeps the English outline — the
 * same headings at the same levels, in order, and the same tables with as
 * many rows — so a rule added to or dropped from one language cannot go
 * unnoticed in the others.
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES, type AnyGame, type Locale } from "@gg/core";
import { GAMES } from "./index.ts";

const TRANSLATIONS = LOCALES.filter((l) => l !== "en");

const translationOf = (game: AnyGame, locale: Locale) => new URL(`rules.${locale}.md`, game.rulesDocument);

/** Heading levels in order (`#` = 1) and the row count of each table in order (header and rule lines included). */
function outline(markdown: string): { headings: number[]; tableRows: number[] } {
  const headings: number[] = [];
  const tableRows: number[] = [];
  let inFence = false;
  let inTable = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (/^\s*```/.test(line)) inFence = !inFence;
    const row = !inFence && /^\s*\|/.test(line);
    if (row && !inTable) tableRows.push(0);
    if (row) tableRows[tableRows.length - 1]!++;
    inTable = row;
    const heading = !inFence && line.match(/^(#{1,6})\s/);
    if (heading) headings.push(heading[1]!.length);
  }
  return { headings, tableRows };
}

describe("the outline of a rules document", () => {
  it("counts heading levels and each table's rows, not text", () => {
    const doc = "# Title\n\n## A\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\ntext | not a row\n### B\n```\n# not a heading\n| not a row |\n```\n| x |\n";
    expect(outline(doc)).toEqual({ headings: [1, 2, 3], tableRows: [3, 1] });
  });
});

describe.each(GAMES.map((game) => [game.id, game] as const))("%s rules in every language", (_id, game) => {
  const english = outline(readFileSync(game.rulesDocument, "utf8"));

  it.each(TRANSLATIONS)("the %s translation exists and has the English headings and tables", (locale) => {
    const path = translationOf(game, locale);
    expect(existsSync(path), `${path.pathname} is missing: every game has its rules in every language`).toBe(true);
    const text = readFileSync(path, "utf8");
    expect(text, "a translation, not a copy of the English").not.toBe(readFileSync(game.rulesDocument, "utf8"));
    const translated = outline(text);
    expect(translated.headings, `heading levels of ${path.pathname} against rules.md`).toEqual(english.headings);
    expect(translated.tableRows, `table rows of ${path.pathname} against rules.md`).toEqual(english.tableRows);
  });
});
