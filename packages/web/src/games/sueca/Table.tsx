/**
 * Sueca (and Italian Sueca, the same view) on the shared felt: partners
 * opposite, the trump card (the dealer's shown card, or the card under the
 * stock with the stock's count), each team's card points this hand and game
 * points in the match, and the score sheet.
 */
import { useTranslation } from "react-i18next";
import type { SuecaView } from "@gg/games/sueca/view.ts";
import { ShownCard, useCardName } from "../../ui/Card.tsx";
import { FeltTable } from "../../table/FeltTable.tsx";
import { PlayHand } from "../../table/PlayHand.tsx";
import { ScoreSheet } from "../../table/ScoreSheet.tsx";
import { TeamScores } from "../../table/TeamScores.tsx";
import { teamName, teamPerSeat } from "../../table/teams.ts";
import { useTrickSpec } from "../../table/useTrickSpec.ts";
import type { TableProps } from "../types.ts";

export default function SuecaTable(props: TableProps<SuecaView>) {
  const { view, names, me } = props;
  const { t } = useTranslation();
  const cardName = useCardName();
  const trick = useTrickSpec(view.trick, names);
  const teamOf = (seat: number) => view.teams.findIndex((members) => members.includes(seat));
  const trumpWhere =
    view.stockCount > 0 ? t("sueca.underStock") : view.trumpHolder !== null ? t("sueca.heldBy", { name: names[view.trumpHolder] }) : t("sueca.trumpPlayed");

  return (
    <FeltTable
      table={props}
      game="sueca"
      dealer={view.dealer}
      teams={teamPerSeat(view.teams)}
      info={
        <>
          <strong>{t("tricks.hand", { round: view.round })}</strong>
          <span className="trump">
            <span>{t("tricks.trump")}</span>
            <ShownCard card={view.trumpCard} small label={t("tricks.trumpCard", { card: cardName(view.trumpCard) })} />
            <span className="trump-where">{trumpWhere}</span>
          </span>
          {view.stockCount > 0 && <span className="stock">{t("tricks.stock", { count: view.stockCount })}</span>}
          <TeamScores teams={view.teams} scores={view.scores} names={names} me={me} label={t("tricks.teamScores", { target: view.options.target })} />
          <span>{t("tricks.playTo", { target: view.options.target })}</span>
          {view.carry > 0 && <span>{t("sueca.carry", { count: view.carry })}</span>}
        </>
      }
      seats={{
        badge: (seat) => (
          <span className="points" title={t("sueca.teamPoints")}>
            {view.points[teamOf(seat)]}
          </span>
        ),
        label: (seat) => t("sueca.teamPointsLabel", { points: view.points[teamOf(seat)] }),
        hidden: (seat) => view.handCounts[seat] ?? 0,
      }}
      trick={trick}
      hand={me !== null && <PlayHand table={props} hand={view.hand} playing={view.phase !== "over"} led={trick.led} dealer={view.dealer} />}
      sheet={
        view.sheet.length > 0
          ? {
              title: t("tricks.sheet"),
              content: (
                <ScoreSheet
                  head={[t("sueca.sheetHand"), t("tricks.trump"), ...view.teams.map((m) => teamName(m, names))]}
                  rows={view.sheet.map((line, r) => [r + 1, cardName(line.trump), ...line.points.map((p, team) => t("sueca.sheetLine", { points: p, game: line.gamePoints[team] }))])}
                  total={{ label: t("tricks.total"), span: 2, cells: view.scores }}
                />
              ),
            }
          : null
      }
    />
  );
}
