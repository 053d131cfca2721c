/** The trick taken before, shown over the felt's middle on demand: each card with who played it. */
import { useTranslation } from "react-i18next";
import { ShownCard, useCardName } from "../ui/Card.tsx";
import { useFelt } from "./FeltContext.ts";
import type { Play, TakenTrick } from "./tricks.ts";

export function LastTrick({ trick, label, cardLabel, onClose }: { trick: TakenTrick; label: string; cardLabel?: ((play: Play) => string) | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const felt = useFelt();
  const name = useCardName();
  return (
    <section className="last-trick" aria-label={label}>
      <p className="small">{label}</p>
      <ol>
        {trick.plays.map((p) => (
          <li key={`${p.seat}-${p.card}`} className={trick.winner === p.seat ? "winning" : undefined}>
            <ShownCard card={p.card} small label={cardLabel ? cardLabel(p) : name(p.card)} />
            {p.as && (
              <span className="as-rank" aria-hidden="true">
                {p.as}
              </span>
            )}
            <span className="who">{felt.names[p.seat]}</span>
          </li>
        ))}
      </ol>
      <button type="button" className="secondary" onClick={onClose}>
        {t("felt.close")}
      </button>
    </section>
  );
}
