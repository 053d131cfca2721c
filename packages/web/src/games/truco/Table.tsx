/**
 * Truco on the shared felt: the vira and the hand's four manilhas (marked in our
 * hand and on the felt), the hand's value and who called it, the tricks of the
 * hand, the team scores to 12 (and games won in a best of three), the calls and
 * answers the server lists, face-down cards, the partner's cards in a mão de
 * onze (only when the view carries them), the mão de ferro's blind hand, and
 * quick phrases said at the seats.
 */
import "./truco.css";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TrucoView } from "@gg/games/truco/view.ts";
import { ShownCard, SuitIcon, useCardName } from "../../ui/Card.tsx";
import { FeltTable, type TrickSpec } from "../../table/FeltTable.tsx";
import { ScoreSheet } from "../../table/ScoreSheet.tsx";
import { TeamScores } from "../../table/TeamScores.tsx";
import { teamName, teamPerSeat } from "../../table/teams.ts";
import type { Play } from "../../table/tricks.ts";
import type { TableProps } from "../types.ts";
import { CallPanel } from "./CallPanel.tsx";
import { callerOf, callName, trickMarks } from "./calls.ts";
import { BlindHand, TrucoHand } from "./Hand.tsx";
import { ManilhaMarks } from "./ManilhaMarks.tsx";
import { PhrasePicker, SpeechBubble, useLivePhrases } from "./Phrases.tsx";

const MARK_TEXT = { won: "✓", lost: "✗", tied: "=" } as const;
const NO_PHRASES: readonly never[] = [];

export default function TrucoTable(props: TableProps<TrucoView>) {
  const { view, names, me, log } = props;
  const { t } = useTranslation();
  const cardName = useCardName();
  const [faceDown, setFaceDown] = useState(false);
  useEffect(() => setFaceDown(false), [view.round, view.hand.length]);
  const live = useLivePhrases(props.phrases ?? NO_PHRASES);

  const teamOf = (seat: number) => seat % 2;
  const partner = me === null || view.players !== 4 ? null : (me + 2) % 4;
  const showsPartner = (seat: number) => seat === partner && view.partnerHand !== null;
  const call = (value: number) => t(`truco.call.${callName(value)}`);
  const caller = callerOf(log, view.value);

  const trick: TrickSpec = {
    plays: view.trick.map((p): Play => ({ seat: p.seat, card: p.faceDown ? "" : (p.card ?? "") })),
    led: null, // no suit to follow in Truco
    label: t("tricks.current"),
    lastLabel: (winner) => (view.tricks.at(-1)?.winner === -1 ? t("truco.trickTied") : t("tricks.last", { name: winner === null ? "" : names[winner] })),
    cardLabel: (play) => (play.card ? cardName(play.card) + (view.manilhas.includes(play.card) ? `, ${t("truco.manilha")}` : "") : t("card.faceDown")),
  };

  const worth = view.pending
    ? t("truco.calling", { name: names[view.pending.by], call: call(view.pending.value), value: view.pending.value })
    : caller !== null
      ? t("truco.calledBy", { call: call(view.value), name: names[caller] })
      : view.lastCallTeam !== null
        ? t("truco.calledBy", { call: call(view.value), name: teamName(view.teams[view.lastCallTeam] ?? [], names) })
        : null;
  const marks = trickMarks(view);

  return (
    <FeltTable
      table={props}
      game="truco"
      dealer={view.dealer}
      teams={teamPerSeat(view.teams)}
      info={
        <>
          <strong>
            {t("tricks.hand", { round: view.round })}
            {view.options.bestOfThree && ` · ${t("truco.gameNumber", { game: view.gameNumber })}`}
          </strong>
          {view.vira ? (
            <span className="trump vira">
              <span>{t("truco.vira")}</span>
              <ShownCard card={view.vira} small label={t("truco.viraCard", { card: cardName(view.vira) })} />
            </span>
          ) : (
            <span className="vira">{t("truco.mineiro")}</span>
          )}
          <span className="manilhas" role="img" aria-label={t("truco.manilhasLabel", { cards: view.manilhas.map(cardName).join(", ") })}>
            <span aria-hidden="true">{t("truco.manilhas")}</span>
            {view.manilhas.map((card) => (
              <span key={card} className="manilha" data-card={card} aria-hidden="true">
                {card.slice(0, -1)}
                <SuitIcon suit={card.slice(-1)} size={11} />
              </span>
            ))}
          </span>
          <TeamScores teams={view.teams} scores={view.scores} names={names} me={me} label={t("tricks.teamScores", { target: 12 })} />
          {view.options.bestOfThree && <span className="games-won">{t("truco.gamesWon", { a: view.gamesWon[0], b: view.gamesWon[1] })}</span>}
          {view.eleven !== null && <span className="eleven">{t("truco.elevenNote", { team: teamName(view.teams[view.eleven] ?? [], names) })}</span>}
          {view.iron && <span className="iron">{t("truco.ironNote")}</span>}
          <ManilhaMarks cards={view.manilhas} />
        </>
      }
      tally={
        <>
          {props.say && me !== null && view.phase !== "over" && <PhrasePicker say={props.say} />}
          <span className="hand-value" data-value={view.value}>
            <strong>{t("truco.worth", { count: view.value })}</strong>
            {worth && <span className="called">{worth}</span>}
          </span>
          {marks.length > 0 && (
            <ol className="truco-tricks" aria-label={t("truco.tricksLabel")}>
              {marks.map((mark, i) => (
                <li key={i} className={mark} title={t(`truco.trick.${mark}`, { n: i + 1 })}>
                  <span aria-hidden="true">{MARK_TEXT[mark]}</span>
                  <span className="sr-only">{t(`truco.trick.${mark}`, { n: i + 1 })}</span>
                </li>
              ))}
            </ol>
          )}
        </>
      }
      seats={{
        hidden: (seat) => (showsPartner(seat) ? null : (view.handCounts[seat] ?? 0)),
        extra: (seat) => {
          const said = live.get(seat);
          return (
            <>
              {showsPartner(seat) && (
                <span className="partner-hand">
                  {view.partnerHand!.map((card) => (
                    <ShownCard key={card} card={card} small />
                  ))}
                </span>
              )}
              {said ? (
                <SpeechBubble text={t(`truco.phrase.${said.phrase}`, { defaultValue: said.phrase })} />
              ) : (
                view.pending?.by === seat && <SpeechBubble text={call(view.pending.value)} call />
              )}
            </>
          );
        },
        label: (seat) => {
          const parts = [view.players === 4 ? t("truco.teamLabel", { team: teamName(view.teams[teamOf(seat)] ?? [], names) }) : undefined];
          if (showsPartner(seat)) parts.push(t("truco.partnerHolds", { cards: view.partnerHand!.map(cardName).join(", ") }));
          return parts.filter(Boolean).join(", ") || undefined;
        },
      }}
      trick={trick}
      actions={<CallPanel table={props} view={view} faceDown={faceDown} setFaceDown={setFaceDown} />}
      hand={
        me !== null && (
          (view.iron ? <BlindHand table={props} view={view} /> : <TrucoHand table={props} view={view} faceDown={faceDown} />)
        )
      }
      sheet={
        view.sheet.length > 0
          ? {
              title: t("tricks.sheet"),
              content: (
                <ScoreSheet
                  head={[t("sueca.sheetHand"), ...view.teams.map((m) => teamName(m, names)), t("truco.how")]}
                  rows={view.sheet.map((line, r) => [
                    view.options.bestOfThree ? `${r + 1} (${line.game})` : r + 1,
                    ...line.scores.map((total, team) => (line.winner === team ? t("truco.sheetGain", { points: line.points, total }) : total)),
                    t(`truco.ending.${line.winner === null ? "tied" : line.ending}`),
                  ])}
                  total={{ label: t("tricks.total"), span: 1, cells: [...view.scores, ""] }}
                />
              ),
            }
          : null
      }
    />
  );
}
