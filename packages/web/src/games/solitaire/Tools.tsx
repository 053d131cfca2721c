/**
 * The board's tools: the log (on a phone; a wide screen shows it beside the
 * board), the shared table settings and the mute switch, each in the shared sheet.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { LoggedEvent } from "../../session.ts";
import { SpeakerIcon } from "../../table/FeltTable.tsx";
import { LogLines } from "../../table/LogLines.tsx";
import { SettingsPanel } from "../../table/SettingsPanel.tsx";
import { changeSettings, useTableSettings } from "../../table/settings.ts";
import { Sheet } from "../../table/Sheet.tsx";

export function Tools({ log, names }: { log: readonly LoggedEvent[]; names: readonly string[] }) {
  const { t } = useTranslation();
  const settings = useTableSettings();
  const [open, setOpen] = useState<"log" | "settings" | null>(null);
  return (
    <>
      <div className="sol-tools" role="toolbar" aria-label={t("felt.tools")}>
      <button type="button" className="tool log-tool" onClick={() => setOpen("log")} title={t("table.log")}>
        <span aria-hidden="true">☰</span>
        <span className="sr-only">{t("table.log")}</span>
      </button>
      <button type="button" className="tool" onClick={() => setOpen("settings")} title={t("felt.settings")}>
        <span aria-hidden="true">⚙</span>
        <span className="sr-only">{t("felt.settings")}</span>
      </button>
      <button type="button" className="tool" aria-pressed={settings.muted} onClick={() => changeSettings({ muted: !settings.muted })} title={t("felt.mute")}>
        <SpeakerIcon muted={settings.muted} />
        <span className="sr-only">{t("felt.mute")}</span>
      </button>
      </div>
      <Sheet title={t("table.log")} open={open === "log"} onClose={() => setOpen(null)}>
        <LogLines log={log} names={names} />
      </Sheet>
      <Sheet title={t("felt.settings")} open={open === "settings"} onClose={() => setOpen(null)}>
        <SettingsPanel hand={false} />
      </Sheet>
    </>
  );
}
