/**
 * Everything the table has shown so far, for the score-sheet button: per player the
 * discarded cards that were turned up (by a challenge or a Bomb) and how many went
 * face down, the strategy cards played, and the rock-paper-scissors throws.
 */
import { useTranslation } from "react-i18next";
import type { GGBattleView } from "@gg/games/gg-battle/view.ts";
import { Throws } from "./Throws.tsx";
import { Tile } from "./Tile.tsx";

export function Revealed({ view, names }: { view: GGBattleView; names: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <div className="revealed">
      <ul className="revealed-seats">
        {view.seats.map((s) => (
          <li key={s.seat} data-seat={s.seat} className={s.out ? "out" : undefined}>
            <h3>
              {names[s.seat]}
              {s.out && <span className="tag">{t("ggb.eliminated")}</span>}
            </h3>
            <p className="tiles">
              {s.shown.length === 0 && <span className="muted small">{t("ggb.noneShown")}</span>}
              {s.shown.map((card, i) => (
                <Tile key={i} card={card} />
              ))}
            </p>
            {s.discards > s.shown.length && <p className="muted small">{t("ggb.faceDownDiscards", { count: s.discards - s.shown.length })}</p>}
          </li>
        ))}
      </ul>
      {view.played.length > 0 && (
        <>
          <h3>{t("ggb.playedStrategy")}</h3>
          <p className="small">{view.played.map((card) => t(`ggb.strategyName.${card}`, { defaultValue: card })).join(" · ")}</p>
        </>
      )}
      {view.rps && view.rps.history.length > 0 && (
        <>
          <h3>{t("ggb.throws")}</h3>
          <Throws history={view.rps.history} names={names} />
        </>
      )}
    </div>
  );
}
