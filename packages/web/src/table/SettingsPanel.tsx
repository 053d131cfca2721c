/** The table settings a player can change (remembered in this browser). */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { changeSettings, useTableSettings } from "./settings.ts";

/** `hand`: the hand's settings (sorting, auto-play of a forced card) — a board game such as Solitaire has no hand. */
export function SettingsPanel({ hand = true }: { readonly hand?: boolean }) {
  const { t } = useTranslation();
  const s = useTableSettings();
  const canNotify = typeof Notification !== "undefined";
  const [permission, setPermission] = useState(canNotify ? Notification.permission : "denied");
  return (
    <form className="table-settings" onSubmit={(e) => e.preventDefault()}>
      <label className="check">
        <input type="checkbox" checked={s.fourColour} onChange={(e) => changeSettings({ fourColour: e.target.checked })} /> {t("felt.fourColour")}
      </label>
      <label className="field inline">
        {t("felt.cardSize")}
        <select value={s.cardSize} onChange={(e) => changeSettings({ cardSize: e.target.value as "small" | "medium" | "large" })}>
          <option value="small">{t("felt.sizeSmall")}</option>
          <option value="medium">{t("felt.sizeMedium")}</option>
          <option value="large">{t("felt.sizeLarge")}</option>
        </select>
      </label>
      {hand && (
        <label className="field inline">
          {t("felt.sort")}
          <select value={s.sort} onChange={(e) => changeSettings({ sort: e.target.value as "suit" | "rank" })}>
            <option value="suit">{t("felt.bySuit")}</option>
            <option value="rank">{t("felt.byRank")}</option>
          </select>
        </label>
      )}
      {hand && (
        <label className="check">
          <input type="checkbox" checked={s.autoPlay} onChange={(e) => changeSettings({ autoPlay: e.target.checked })} /> {t("felt.autoPlay")}
        </label>
      )}
      <label className="field inline">
        {t("felt.animation")}
        <select value={s.animation} onChange={(e) => changeSettings({ animation: e.target.value as "normal" | "fast" })}>
          <option value="normal">{t("felt.animationNormal")}</option>
          <option value="fast">{t("felt.animationFast")}</option>
        </select>
      </label>
      <label className="check">
        <input type="checkbox" checked={s.muted} onChange={(e) => changeSettings({ muted: e.target.checked })} /> {t("felt.mute")}
      </label>
      {canNotify && permission === "default" && (
        <button type="button" className="secondary" onClick={() => void Notification.requestPermission().then(setPermission)}>
          {t("felt.allowNotify")}
        </button>
      )}
    </form>
  );
}
