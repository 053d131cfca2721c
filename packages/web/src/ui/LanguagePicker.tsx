import { LOCALES } from "@gg/core";
import { useTranslation } from "react-i18next";
import { changeLanguage, currentLocale, isLocale, LANGUAGE_NAMES } from "../i18n.ts";

export function LanguagePicker() {
  const { t } = useTranslation();
  return (
    <label className="lang-picker">
      <span className="sr-only">{t("app.language")}</span>
      <select
        aria-label={t("app.language")}
        value={currentLocale()}
        onChange={(e) => {
          if (isLocale(e.target.value)) void changeLanguage(e.target.value);
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
