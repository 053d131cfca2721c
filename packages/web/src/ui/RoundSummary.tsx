/**
 * End of round: the last `roundScored` event as a small table, open right after
 * the round and folded once play goes on. The game's registry entry reads its
 * event into a `RoundLine` (round from 1, columns per seat); nothing here knows
 * a game's numbering or score shapes.
 */
import type { GameEvent } from "@gg/core";
import { useTranslation } from "react-i18next";
import type { RoundLine } from "../games/types.ts";
import type { LoggedEvent } from "../session.ts";

export function RoundSummary({ log, names, summarize }: { log: readonly LoggedEvent[]; names: readonly string[]; summarize: ((event: GameEvent) => RoundLine) | undefined }) {
  const { t } = useTranslation();
  if (!summarize) return null;
  let at = -1;
  for (let i = log.length - 1; i >= 0; i--) if (log[i]!.event.type === "roundScored") {
    at = i;
    break;
  }
  if (at < 0) return null;
  const line = summarize(log[at]!.event);
  const fresh = log.length - at <= 8;
  return (
    <details className="panel round-summary" open={fresh} key={log[at]!.id}>
      <summary>
        {t("summary.title", { round: line.round })}
        {line.multiplier !== undefined && line.multiplier > 1 && ` · ${t("summary.multiplier", { count: line.multiplier })}`}
      </summary>
      <table className="scoreboard">
        <thead>
          <tr>
            <th scope="col">{t("table.player")}</th>
            {line.columns.map((c) => (
              <th key={c.label} scope="col">
                {t(`summary.${c.label}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {names.map((n, s) => (
            <tr key={s} className={line.missed?.includes(s) ? "missed" : ""}>
              <th scope="row">{n}</th>
              {line.columns.map((c) => (
                <td key={c.label}>{String(c.values[s] ?? "")}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
