/**
 * "How to play" texts: every game a player can open in the browser has one in each
 * language, the three share one outline and the same pictures, every picture names
 * real cards, and the page and the table's short help render them as cards.
 */
import { existsSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { isCardCode, LOCALES } from "@gg/core";
import { GAMES as ENGINES } from "@gg/games";
import { BATTLE_DECK } from "@gg/games/gg-battle/cards.ts";
import { en } from "../src/locales/en.ts";
import { GAMES } from "../src/games/registry.tsx";
import { HOWTO } from "../src/howto/documents.ts";
import { HowToText } from "../src/howto/HowToText.tsx";
import { LONG_ONLY, outline, pictures, REQUIRED, sections, shortVersion } from "../src/howto/outline.ts";

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

/** Every text, loaded: game → language → text. */
async function texts(): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  for (const [game, byLang] of HOWTO) {
    const loaded = new Map<string, string>();
    for (const [lang, load] of byLang) loaded.set(lang, await load());
    out.set(game, loaded);
  }
  return out;
}

const withTable = Object.entries(GAMES)
  .filter(([, g]) => g.Table !== undefined)
  .map(([id]) => id);

describe("How to play texts", () => {
  it("every registered game with a table has one in English, Portuguese and Ukrainian", () => {
    const missing = withTable.flatMap((id) => LOCALES.filter((lang) => !HOWTO.get(id)?.has(lang)).map((lang) => `${id} (${lang})`));
    expect(missing, `games with a table but no How to play text: ${missing.join(", ")}`).toEqual([]);
    // Games registered without a table yet need no text; say which still lack one, for whoever builds their table.
    const waiting = ENGINES.map((g) => g.id).filter((id) => !withTable.includes(id) && !HOWTO.has(id));
    if (waiting.length) console.info(`How to play still to write (no table yet): ${waiting.join(", ")}`);
  });

  it("names only games that exist (a game's folder with its rules), in the three languages only", () => {
    // A text may come before its game is registered (written from the game's rules.md while its table is built).
    expect([...HOWTO.keys()].filter((id) => !existsSync(new URL(`../../games/src/${id}/rules.md`, import.meta.url)))).toEqual([]);
    for (const byLang of HOWTO.values()) expect([...byLang.keys()].sort()).toEqual([...LOCALES].sort());
  });

  it("the three languages share one outline, with the required sections, and the same pictures", async () => {
    for (const [game, byLang] of await texts()) {
      const english = byLang.get("en")!;
      const ids = outline(english).map((h) => h.split(":")[1]);
      expect([game, REQUIRED.filter((id) => !ids.includes(id))]).toEqual([game, []]);
      expect([game, new Set(ids).size]).toEqual([game, ids.length]);
      for (const [lang, text] of byLang) {
        expect([game, lang, outline(text)]).toEqual([game, lang, outline(english)]);
        expect([game, lang, pictures(text)]).toEqual([game, lang, pictures(english)]);
      }
    }
  });

  it("every picture shows real cards (playing cards, or GG Battle's)", async () => {
    const battle = new Set(BATTLE_DECK);
    for (const [game, byLang] of await texts()) {
      const english = byLang.get("en")!;
      expect([game, pictures(english).length > 0]).toEqual([game, true]);
      const wrong = pictures(english).flatMap((p) => p.codes.filter((c) => c !== "??" && !(p.kind === "tiles" ? battle.has(c) : isCardCode(c))));
      expect([game, wrong]).toEqual([game, []]);
    }
  });

  it("renders as text and pictures: every card drawn and named, no markup left over", async () => {
    for (const [game, byLang] of await texts()) {
      const text = byLang.get("en")!;
      const html = renderToStaticMarkup(createElement(HowToText, { text }));
      const cards = pictures(text).reduce((n, p) => n + p.codes.length, 0);
      expect([game, (html.match(/role="img"/g) ?? []).length]).toEqual([game, cards]);
      expect([game, /\[\[|\{#|\]\]/.test(html)]).toEqual([game, false]);
      expect([game, (html.match(/<h2>/g) ?? []).length]).toEqual([game, outline(text).length]);
    }
  });

  it("the table's short version keeps the card order and leaves out the options and examples", async () => {
    const all = await texts();
    for (const [game, byLang] of all) {
      const short = shortVersion(byLang.get("en")!);
      const ids = sections(short).map((s) => s.id);
      expect([game, ids.includes("order"), ids.includes("goal"), ids.some((id) => LONG_ONLY.includes(id))]).toEqual([game, true, true, false]);
    }
    // The essentials the issue names: 101's card effects and GG Battle's kinds stay in the short help.
    expect(sections(shortVersion(all.get("101")!.get("en")!)).map((s) => s.id)).toContain("effects");
    expect(shortVersion(all.get("gg-battle")!.get("uk")!)).toContain("[[tiles: B W GG]]");
  });
});
