/**
 * The board's tools: the log (on a phone; a wide screen shows it beside the
 * board), the shared table settings and the mute switch, each in the shared sheet.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { LoggedEvent } from "../../session.ts";
import { LogLines } from "../../table/LogLines.tsx";
import { SettingsPanel } from "../../table/SettingsPanel.tsx";
import { Sheet } from "../../table/Sheet.tsx";
import { ToolButtons } from "../../table/ToolButtons.tsx";

export function Tools({ log, names }: { log: readonly LoggedEvent[]; names: readonly string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<"log" | "settings" | null>(null);
  return (
    <>
      <div className="sol-tools" role="toolbar" aria-label={t("felt.tools")}>
        <ToolButtons open={setOpen} />
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
