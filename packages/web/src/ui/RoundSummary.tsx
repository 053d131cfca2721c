/**
 * End of round: the last `roundScored` event as a small table, whatever the
 * game puts in it (bids, tricks, points, totals, lives), open right after
 * the round and folded once play goes on.
 */
import type { GameEvent } from "@gg/core";
import { useTranslation } from "react-i18next";
import type { LoggedEvent } from "../session.ts";

const COLUMNS = [
  ["bets", "bets"],
  ["bids", "bets"],
  ["tricks", "tricks"],
  ["points", "points"],
  ["scores", "scores"],
  ["totals", "totals"],
  ["lives", "lives"],
] as const;

/** `zeroBased`: the game numbers its rounds from 0 (Oh Hell). */
export function RoundSummary({ log, names, zeroBased }: { log: readonly LoggedEvent[]; names: readonly string[]; zeroBased: boolean }) {
  const { t } = useTranslation();
  let at = -1;
  for (let i = log.length - 1; i >= 0; i--) if (log[i]!.event.type === "roundScored") {
    at = i;
    break;
  }
  if (at < 0) return null;
  const e: GameEvent = log[at]!.event;
  const fresh = log.length - at <= 8;
  // Oh Hell's `scores` are totals; 101's `scores` are the round's and `totals` the sum.
  const cols = COLUMNS.filter(([field]) => Array.isArray(e[field])).map(([field, label]) => ({ field, label: field === "scores" && !Array.isArray(e.totals) ? "totals" : label }));
  return (
    <details className="panel round-summary" open={fresh} key={log[at]!.id}>
      <summary>
        {t("summary.title", { round: typeof e.round === "number" ? e.round + (zeroBased ? 1 : 0) : "" })}
        {typeof e.multiplier === "number" && e.multiplier > 1 && ` · ${t("summary.multiplier", { count: e.multiplier })}`}
      </summary>
      <table className="scoreboard">
        <thead>
          <tr>
            <th scope="col">{t("table.player")}</th>
            {cols.map((c) => (
              <th key={c.field} scope="col">
                {t(`summary.${c.label}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {names.map((n, s) => (
            <tr key={s} className={Array.isArray(e.missed) && (e.missed as number[]).includes(s) ? "missed" : ""}>
              <th scope="row">{n}</th>
              {cols.map((c) => (
                <td key={c.field}>{String((e[c.field] as unknown[])[s] ?? "")}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
