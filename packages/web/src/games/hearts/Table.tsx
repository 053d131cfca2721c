/**
 * Hearts on the shared felt: the pass (choose 3 cards, then confirm; every seat
 * chooses at once, so we then wait for the others, and see the 3 cards we
 * received once they are handed over), the points each seat took this hand
 * against its total, hearts broken, and the score sheet.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { HeartsView } from "@gg/games/hearts/view.ts";
import { ShownCard, useCardName } from "../../ui/Card.tsx";
import { FeltTable } from "../../table/FeltTable.tsx";
import type { HandCard } from "../../table/HandFan.tsx";
import { PlayHand } from "../../table/PlayHand.tsx";
import { ScoreSheet } from "../../table/ScoreSheet.tsx";
import { useTrickSpec } from "../../table/useTrickSpec.ts";
import { legalOf, type TableProps } from "../types.ts";

/** Cards that score in Hearts (any heart, the queen of spades): none may fall on the first trick unless forced. */
const scores = (card: string) => card.endsWith("H") || card === "QS";

function CardRow({ label, cards }: { label: string; cards: readonly string[] }) {
  const cardName = useCardName();
  return (
    <span className="received" aria-label={`${label}: ${cards.map(cardName).join(", ")}`}>
      <span aria-hidden="true">{label}</span>
      {cards.map((card) => (
        <ShownCard key={card} card={card} small />
      ))}
    </span>
  );
}

export default function HeartsTable(props: TableProps<HeartsView>) {
  const { view, names, me, canAct, legal, act } = props;
  const { t } = useTranslation();
  const cardName = useCardName();
  const trick = useTrickSpec(view.trick, names);
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => setChosen([]), [view.round]);
  const choosing = canAct && view.phase === "pass" && legalOf(legal, "pass").length > 0;

  const pick = (card: string) => setChosen((now) => (now.includes(card) ? now.filter((c) => c !== card) : now.length < 3 ? [...now, card] : now));
  const passCards: HandCard[] = view.hand.map((card) => ({ card, state: chosen.includes(card) ? "selected" : "legal" }));
  const firstTrick = view.history.length === 0;
  const reason = (card: string): string | null => {
    if (view.phase !== "play") return null;
    if (firstTrick && view.trick.length === 0 && card !== view.firstLead) return t("hearts.firstLead", { card: cardName(view.firstLead) });
    if (view.trick.length === 0 && card.endsWith("H") && !view.heartsBroken) return t("hearts.heartsNotBroken");
    if (firstTrick && scores(card) && trick.led && card.slice(-1) !== trick.led) return t("hearts.noPointsFirst");
    return null;
  };

  const passPanel = choosing ? (
    <section className="bid-panel pass-panel" aria-label={t(`hearts.pass${view.direction}`)}>
      <h3>{t(`hearts.pass${view.direction}`)}</h3>
      <div className="trick-actions">
        <span className="help" aria-live="polite">
          {t("hearts.chosen", { count: chosen.length })}
        </span>
        <button type="button" className="primary confirm-pass" disabled={chosen.length !== 3} onClick={() => act({ type: "pass", cards: chosen })}>
          {t("hearts.confirm")}
        </button>
      </div>
    </section>
  ) : null;

  const tally =
    view.phase === "pass" && view.passed ? (
      <span className="trick-actions">
        <span className="help">{t("hearts.waiting")}</span>
        <CardRow label={t("hearts.passed")} cards={view.passed} />
      </span>
    ) : view.phase === "play" && view.received && firstTrick ? (
      <CardRow label={t("hearts.received")} cards={view.received} />
    ) : null;

  return (
    <FeltTable
      table={props}
      game="hearts"
      info={
        <>
          <strong>{t("tricks.hand", { round: view.round })}</strong>
          {view.phase === "pass" && <span>{t(`hearts.pass${view.direction}`)}</span>}
          {view.heartsBroken && <span>{t("hearts.heartsBroken")}</span>}
          <span>{t("hearts.lowestWins", { target: view.options.target })}</span>
        </>
      }
      seats={{
        badge: (seat) => (
          <>
            {view.phase === "pass" && view.passChosen[seat] && (
              <span className="chosen" title={t("hearts.hasChosen")}>
                ✓
              </span>
            )}
            <span className="points" title={t("hearts.taken")}>
              {view.taken[seat]}
            </span>
            <span className="score" title={t("table.score")}>
              {view.scores[seat]}
            </span>
          </>
        ),
        label: (seat) => `${t("hearts.seatLabel", { taken: view.taken[seat], score: view.scores[seat] })}${view.phase === "pass" && view.passChosen[seat] ? `, ${t("hearts.hasChosen")}` : ""}`,
        hidden: (seat) => view.handCounts[seat] ?? 0,
      }}
      trick={trick}
      tally={tally}
      actions={passPanel}
      hand={
        me !== null &&
        (choosing ? (
          <PlayHand table={props} hand={view.hand} playing={false} led={null} cards={passCards} onPick={pick} />
        ) : (
          <PlayHand table={props} hand={view.hand} playing={view.phase === "play"} led={trick.led} reason={reason} />
        ))
      }
      sheet={
        view.sheet.length > 0
          ? {
              title: t("tricks.sheet"),
              content: (
                <ScoreSheet
                  head={[t("sueca.sheetHand"), t("hearts.sheetPass"), ...names]}
                  rows={view.sheet.map((line, r) => [r + 1, t(`hearts.pass${line.direction}`), ...line.points.map((p, s) => (line.moon === s ? `${p} ☾` : p))])}
                  total={{ label: t("tricks.total"), span: 2, cells: view.scores }}
                />
              ),
            }
          : null
      }
    />
  );
}
