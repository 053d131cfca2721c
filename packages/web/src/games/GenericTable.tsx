/** Any game without its own table yet: its legal actions as buttons, so it stays playable. */
import { useTranslation } from "react-i18next";
import type { TableProps } from "./types.ts";

export default function GenericTable({ legal, canAct, act, view }: TableProps) {
  const { t } = useTranslation();
  return (
    <section className="panel">
      <p>{t("table.unknownGame")}</p>
      {canAct && (
        <div className="action-row">
          {legal.slice(0, 60).map((a, i) => (
            <button key={i} type="button" onClick={() => act(a)}>
              {JSON.stringify(a)}
            </button>
          ))}
        </div>
      )}
      <pre className="small">{JSON.stringify(view, null, 1).slice(0, 4000)}</pre>
    </section>
  );
}
