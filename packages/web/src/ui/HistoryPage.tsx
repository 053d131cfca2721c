/** This browser's player's recent matches, each with a link to its replay. */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ensureGuest, fetchHistory } from "../api.ts";
import type { HistoryEntry } from "../protocol.ts";
import { MatchList } from "./MatchList.tsx";

export default function HistoryPage() {
  const { t } = useTranslation();
  const [rows, setRows] = useState<HistoryEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    ensureGuest()
      .then(fetchHistory)
      .then(setRows, (e: unknown) => setError(String(e)));
  }, []);
  return (
    <section className="panel">
      <h1>{t("history.title")}</h1>
      {error && <p role="alert">{t("app.serverError", { message: error })}</p>}
      {rows === null && !error && <p className="muted">{t("app.loading")}</p>}
      {rows?.length === 0 && <p>{t("history.none")}</p>}
      {rows && rows.length > 0 && <MatchList rows={rows} />}
    </section>
  );
}
