/**
 * Tells the player it is their turn and what happens at the table: sounds (your
 * turn, a card played, a trick won), and, while the tab is hidden, "Your turn"
 * in the tab's title and as a notification when the player allowed them.
 */
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { LoggedEvent } from "../session.ts";
import { playCue } from "./sound.ts";

export function useTurnAlerts(canAct: boolean, seq: number, log: readonly LoggedEvent[]): void {
  const { t } = useTranslation();
  const seenLog = useRef(log[log.length - 1]?.id ?? -1);

  useEffect(() => {
    const fresh = log.filter((e) => e.id > seenLog.current);
    seenLog.current = log[log.length - 1]?.id ?? seenLog.current;
    if (fresh.some((e) => e.event.type === "trickWon")) playCue("trick");
    else if (fresh.some((e) => e.event.type === "played")) playCue("card");
  }, [log]);

  useEffect(() => {
    if (!canAct) return;
    playCue("turn");
    if (typeof document === "undefined" || !document.hidden) return;
    const title = document.title;
    const text = t("table.yourTurn");
    document.title = `● ${text} — ${title}`;
    let note: Notification | null = null;
    if (typeof Notification !== "undefined" && Notification.permission === "granted") {
      note = new Notification(text, { tag: "gg-turn" });
      note.onclick = () => window.focus();
    }
    const restore = () => {
      if (document.hidden) return;
      document.title = title;
      note?.close();
    };
    document.addEventListener("visibilitychange", restore);
    return () => {
      document.removeEventListener("visibilitychange", restore);
      document.title = title;
      note?.close();
    };
  }, [canAct, seq]); // eslint-disable-line react-hooks/exhaustive-deps
}
