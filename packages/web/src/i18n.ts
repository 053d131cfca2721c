/**
 * i18next with the three product languages bundled (they are small), the
 * choice remembered, and the default taken from the browser.
 */
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { LOCALES, type Locale } from "@gg/core";
import { en } from "./locales/en.ts";
import { ptBR } from "./locales/pt-BR.ts";
import { uk } from "./locales/uk.ts";
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

export async function setupI18n(): Promise<typeof i18next> {
  const lng = initialLocale();
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: "en",
    resources: { en: { translation: en }, "pt-BR": { translation: ptBR }, uk: { translation: uk } },
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  document.documentElement.lang = lng;
  return i18next;
}

export async function changeLanguage(lng: Locale): Promise<void> {
  remembered.setLang(lng);
  await i18next.changeLanguage(lng);
  document.documentElement.lang = lng;
}

export function currentLocale(): Locale {
  return isLocale(i18next.language) ? i18next.language : "en";
}
