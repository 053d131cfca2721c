/** The table's tool buttons every table has: the log, the settings (each opens a sheet) and the mute switch. */
import { useTranslation } from "react-i18next";
import { changeSettings, useTableSettings } from "./settings.ts";

/** A speaker, struck through when muted (drawn: no emoji font is assumed). */
function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {muted ? <path d="M17 9l5 6M22 9l-5 6" /> : <path d="M17 8.5a5 5 0 0 1 0 7M19.5 6a8.5 8.5 0 0 1 0 12" />}
    </svg>
  );
}

export function ToolButtons({ open }: { readonly open: (sheet: "log" | "settings") => void }) {
  const { t } = useTranslation();
  const settings = useTableSettings();
  return (
    <>
      <button type="button" className="tool log-tool" onClick={() => open("log")} title={t("table.log")}>
        <span aria-hidden="true">☰</span>
        <span className="sr-only">{t("table.log")}</span>
      </button>
      <button type="button" className="tool" onClick={() => open("settings")} title={t("felt.settings")}>
        <span aria-hidden="true">⚙</span>
        <span className="sr-only">{t("felt.settings")}</span>
      </button>
      <button type="button" className="tool" aria-pressed={settings.muted} onClick={() => changeSettings({ muted: !settings.muted })} title={t("felt.mute")}>
        <SpeakerIcon muted={settings.muted} />
        <span className="sr-only">{t("felt.mute")}</span>
      </button>
    </>
  );
}
