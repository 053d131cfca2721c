/**
 * i18next with the three product languages, each its own chunk: the page downloads only
 * the language it shows (another is fetched when the player picks it). The choice is
 * remembered, and the default taken from the browser. Every dictionary has every key
 * (`test/i18n.test.ts`), so no fallback language is needed.
 */
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { LOCALES, type Locale } from "@gg/core";
import type { Dictionary } from "./locales/en.ts";
import { remembered } from "./storage.ts";

export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", "pt-BR": "Português (Brasil)", uk: "Українська" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The browser's preferred language mapped onto ours: any Portuguese → pt-BR, Ukrainian → uk. */
export function browserLocale(languages: readonly string[]): Locale {
  for (const lang of languages) {
    const l = lang.toLowerCase();
    if (l.startsWith("pt")) return "pt-BR";
    if (l.startsWith("uk")) return "uk";
    if (l.startsWith("en")) return "en";
  }
  return "en";
}

export function initialLocale(): Locale {
  const saved = remembered.lang();
  if (isLocale(saved)) return saved;
  return browserLocale(typeof navigator === "undefined" ? [] : navigator.languages ?? [navigator.language]);
}

/** One language's strings, loaded on demand (a chunk per language). */
const DICTIONARIES: Record<Locale, () => Promise<Dictionary>> = {
  en: () => import("./locales/en.ts").then((m) => m.en),
  "pt-BR": () => import("./locales/pt-BR.ts").then((m) => m.ptBR),
  uk: () => import("./locales/uk.ts").then((m) => m.uk),
};

async function ensureLoaded(lng: Locale): Promise<void> {
  if (!i18next.hasResourceBundle(lng, "translation")) i18next.addResourceBundle(lng, "translation", await DICTIONARIES[lng]());
}

let languageLoaded: () => void = () => {};
/** Resolves once the page's first language is in (`setupI18n`): a text translated before would read as its key. */
export const languageReady: Promise<void> = new Promise((resolve) => (languageLoaded = resolve));

export async function setupI18n(): Promise<typeof i18next> {
  const lng = initialLocale();
  const strings = await DICTIONARIES[lng]();
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources: { [lng]: { translation: strings } },
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  document.documentElement.lang = lng;
  languageLoaded();
  return i18next;
}

export async function changeLanguage(lng: Locale): Promise<void> {
  remembered.setLang(lng);
  await ensureLoaded(lng);
  await i18next.changeLanguage(lng);
  document.documentElement.lang = lng;
}

export function currentLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : "en";
}
