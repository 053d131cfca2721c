/**
 * Spades on the shared felt: partners opposite, spades always trump, each
 * team's score and bags as one line per team, tricks against bids (nil and
 * blind nil named), the bid buttons 0–13 with 0 as Nil, and — when a seat may
 * bid blind nil — the choice between Blind nil and seeing the cards first (the
 * hand stays face down until then).
 */
import { useTranslation } from "react-i18next";
import type { SpadesView } from "@gg/games/spades/view.ts";
import { SuitIcon } from "../../ui/Card.tsx";
import { BidButtons } from "../../table/BidButtons.tsx";
import { BidTally } from "../../table/BidTally.tsx";
import { FeltTable } from "../../table/FeltTable.tsx";
import { PlayHand } from "../../table/PlayHand.tsx";
import { ScoreSheet } from "../../table/ScoreSheet.tsx";
import { TeamScores } from "../../table/TeamScores.tsx";
import { teamName, teamPerSeat } from "../../table/teams.ts";
import { useTrickSpec } from "../../table/useTrickSpec.ts";
import { legalOf, type TableProps } from "../types.ts";

export default function SpadesTable(props: TableProps<SpadesView>) {
  const { view, names, me, canAct, legal, act } = props;
  const { t } = useTranslation();
  const trick = useTrickSpec(view.trick, names);
  const bids = legalOf<{ type: "bid"; bid: number }>(legal, "bid").map((a) => a.bid);
  const blindChoice = canAct && legalOf(legal, "blindNil").length > 0;
  const bidText = (seat: number) => {
    const bid = view.bids[seat];
    if (bid === null || bid === undefined) return "–";
    return bid === 0 ? t(view.blind[seat] ? "spades.blindBadge" : "spades.nilBadge") : String(bid);
  };
  const reason = (card: string): string | null =>
    view.phase === "play" && view.trick.length === 0 && card.endsWith("S") && !view.spadesBroken ? t("spades.spadesNotBroken") : null;

  const actions = blindChoice ? (
    <section className="bid-panel blind-panel" aria-label={t("spades.blindTitle")}>
      <h3>{t("spades.blindTitle")}</h3>
      <div className="trick-actions">
        <button type="button" className="secondary blind-nil" onClick={() => act({ type: "blindNil" })}>
          {t("spades.blindNil")}
        </button>
        <button type="button" className="primary see-cards" onClick={() => act({ type: "seeCards" })}>
          {t("spades.seeCards")}
        </button>
      </div>
      <p className="help">{t("spades.handHidden")}</p>
    </section>
  ) : canAct && view.phase === "bid" ? (
    <BidButtons
      max={13}
      allowed={(n) => bids.includes(n)}
      forbidden={null}
      title={t("spades.bidTitle")}
      label={(n) => (n === 0 ? t("spades.nilLabel") : t("spades.bid", { bid: n }))}
      text={(n) => (n === 0 ? t("spades.nil") : String(n))}
      forbiddenLabel={(n) => t("spades.bid", { bid: n })}
      onBid={(bid) => act({ type: "bid", bid })}
    />
  ) : null;

  return (
    <FeltTable
      table={props}
      game="spades"
      dealer={view.dealer}
      teams={teamPerSeat(view.teams)}
      info={
        <>
          <strong>{t("tricks.hand", { round: view.round })}</strong>
          <span className="trump">
            <span role="img" aria-label={t("spades.trumpSpades")}>
              <SuitIcon suit="S" size={16} />
            </span>
            <span aria-hidden="true">{t("tricks.trump")}</span>
          </span>
          <TeamScores
            teams={view.teams}
            scores={view.scores.map((score, team) => t("spades.teamLine", { score, bags: view.bags[team] }))}
            names={names}
            me={me}
            label={t("tricks.teamScores", { target: view.options.target })}
          />
          <span>{t("tricks.playTo", { target: view.options.target })}</span>
        </>
      }
      seats={{
        badge: (seat) => (
          <span className="tricks-bid" title={t("ohHell.tricks")}>
            {view.tricks[seat]}/{bidText(seat)}
          </span>
        ),
        label: (seat) => (view.bids[seat] == null ? t("spades.noBid") : t("spades.seatLabel", { tricks: view.tricks[seat], bid: bidText(seat) })),
        hidden: (seat) => view.handCounts[seat] ?? 0,
      }}
      trick={trick}
      tally={<BidTally bids={view.bids} cards={13} />}
      actions={actions}
      hand={me !== null && <PlayHand table={props} hand={view.hand} playing={view.phase === "play"} led={trick.led} dealer={view.dealer} reason={reason} />}
      sheet={
        view.sheet.length > 0
          ? {
              title: t("tricks.sheet"),
              content: (
                <ScoreSheet
                  head={[t("sueca.sheetHand"), ...view.teams.map((m) => teamName(m, names))]}
                  rows={view.sheet.map((line, r) => [
                    r + 1,
                    ...view.teams.map((members, team) => `${members.map((s) => `${line.tricks[s]}/${line.bids[s] === 0 ? t(line.blind[s] ? "spades.blindBadge" : "spades.nilBadge") : line.bids[s]}`).join(" · ")} → ${line.points[team]}`),
                  ])}
                  total={{ label: t("tricks.total"), span: 1, cells: view.scores.map((score, team) => t("spades.teamLine", { score, bags: view.bags[team] })) }}
                />
              ),
            }
          : null
      }
    />
  );
}
