/**
 * The "How to play" texts: `games/<id>/howto.<lang>.md`, one per game and
 * language, each bundled on its own and loaded only when a player opens it.
 */
import { LOCALES, type Locale } from "@gg/core";

type Load = () => Promise<string>;

const TEXTS = import.meta.glob<string>("../games/*/howto.*.md", { query: "?raw", import: "default" });

/** game id → language → loader. */
export const HOWTO: ReadonlyMap<string, ReadonlyMap<Locale, Load>> = (() => {
  const byGame = new Map<string, Map<Locale, Load>>();
  for (const [path, load] of Object.entries(TEXTS)) {
    const m = path.match(/\/games\/([^/]+)\/howto\.([\w-]+)\.md$/);
    if (!m || !(LOCALES as readonly string[]).includes(m[2]!)) continue;
    if (!byGame.has(m[1]!)) byGame.set(m[1]!, new Map());
    byGame.get(m[1]!)!.set(m[2] as Locale, load);
  }
  return byGame;
})();

/** The text for a game in a language (English where a translation is missing), or null. */
export function howToFor(game: string, locale: Locale): { lang: Locale; load: Load } | null {
  const byLang = HOWTO.get(game);
  const lang = byLang?.has(locale) ? locale : "en";
  const load = byLang?.get(lang);
  return load ? { lang, load } : null;
}
