/**
 * Bisca on the shared felt: the turned card under the stock (trump) and the
 * cards left to draw, partners opposite at four, each seat's card points this
 * hand and game points (one line per team at four), the cards everyone knows a
 * seat holds, the 2-of-trumps swap, and the score sheet.
 */
import { useTranslation } from "react-i18next";
import type { BiscaView } from "@gg/games/bisca/view.ts";
import { ShownCard, SuitIcon, useCardName } from "../../ui/Card.tsx";
import { FeltTable } from "../../table/FeltTable.tsx";
import { PlayHand } from "../../table/PlayHand.tsx";
import { ScoreSheet } from "../../table/ScoreSheet.tsx";
import { TeamScores } from "../../table/TeamScores.tsx";
import { teamPerSeat } from "../../table/teams.ts";
import { useTrickSpec } from "../../table/useTrickSpec.ts";
import { legalOf, type TableProps } from "../types.ts";

export default function BiscaTable(props: TableProps<BiscaView>) {
  const { view, names, me, canAct, act, legal } = props;
  const { t } = useTranslation();
  const cardName = useCardName();
  const trick = useTrickSpec(view.trick, names);
  const canSwap = canAct && legalOf(legal, "swap").length > 0;
  const two = `2${view.trump}`;
  // Without partners, each seat scores alone: its game points sit on its badge.
  const teams = view.teams;

  return (
    <FeltTable
      table={props}
      game="bisca"
      dealer={view.dealer}
      teams={teamPerSeat(teams)}
      info={
        <>
          <strong>{t("tricks.hand", { round: view.round })}</strong>
          <span className="trump">
            <span>{t("tricks.trump")}</span>
            {view.turned ? (
              <ShownCard card={view.turned} small label={t("tricks.trumpCard", { card: cardName(view.turned) })} />
            ) : (
              <span role="img" aria-label={t(`suits.${view.trump}`)}>
                <SuitIcon suit={view.trump} size={16} />
              </span>
            )}
          </span>
          <span className="stock">{view.stockLeft > 0 ? t("tricks.stock", { count: view.stockLeft }) : t("bisca.stockEmpty")}</span>
          {teams && <TeamScores teams={teams} scores={teams.map((m) => view.scores[m[0]!] ?? 0)} names={names} me={me} label={t("tricks.teamScores", { target: view.target })} />}
          <span>{t("tricks.playTo", { target: view.target })}</span>
        </>
      }
      seats={{
        badge: (seat) => (
          <>
            <span className="points" title={t("bisca.cardPoints")}>
              {view.taken[seat]}
            </span>
            {!teams && (
              <span className="score" title={t("tricks.gamePoints")}>
                {view.scores[seat]}
              </span>
            )}
          </>
        ),
        label: (seat) => t("bisca.seatLabel", { points: view.taken[seat], score: view.scores[seat] }),
        hidden: (seat) => view.handCounts[seat] ?? 0,
        extra: (seat) =>
          seat !== me && (view.known[seat]?.length ?? 0) > 0 ? (
            <span className="known" aria-label={t("bisca.known", { cards: view.known[seat]!.map(cardName).join(", ") })}>
              {view.known[seat]!.map((card) => (
                <ShownCard key={card} card={card} small />
              ))}
            </span>
          ) : null,
      }}
      trick={trick}
      actions={
        canSwap && view.turned ? (
          <div className="trick-actions">
            <button type="button" className="primary swap" onClick={() => act({ type: "swap" })}>
              {t("bisca.swap", { two: cardName(two), card: cardName(view.turned) })}
            </button>
          </div>
        ) : null
      }
      hand={
        me !== null && (
          <PlayHand table={props} hand={view.hand} playing={view.phase !== "over"} led={view.mustFollow ? trick.led : null} dealer={view.dealer} />
        )
      }
      sheet={
        view.sheet.length > 0
          ? {
              title: t("tricks.sheet"),
              content: (
                <ScoreSheet
                  head={[t("sueca.sheetHand"), t("tricks.trump"), ...names]}
                  rows={view.sheet.map((line, r) => [r + 1, t(`suits.${line.trump}`), ...line.points.map((p, s) => t("sueca.sheetLine", { points: p, game: line.gamePoints[s] }))])}
                  total={{ label: t("tricks.total"), span: 2, cells: view.scores }}
                />
              ),
            }
          : null
      }
    />
  );
}
