/** Oh Hell on the shared felt: trump, bids against the hook, tricks won against bids, the score sheet. */
import { useTranslation } from "react-i18next";
import type { OhHellView } from "@gg/games/oh-hell/view.ts";
import { ShownCard, useCardName } from "../../ui/Card.tsx";
import { BidTally } from "../../table/BidTally.tsx";
import { dealKey } from "../../table/deal.ts";
import { FeltTable } from "../../table/FeltTable.tsx";
import { forcedCard } from "../../table/forced.ts";
import { HandFan, type HandCard } from "../../table/HandFan.tsx";
import { BidButtons } from "../../table/BidButtons.tsx";
import { legalOf, type TableProps } from "../types.ts";

type Bid = { type: "bid"; bid: number };
type Play = { type: "play"; card: string };

export default function OhHellTable(props: TableProps<OhHellView>) {
  const { view, names, me, canAct, legal, act, log, message } = props;
  const { t } = useTranslation();
  const cardName = useCardName();
  const bids = legalOf<Bid>(legal, "bid").map((a) => a.bid);
  const plays = new Set(legalOf<Play>(legal, "play").map((a) => a.card));
  const led = view.trick[0]?.card.slice(-1) ?? null;

  const reasonFor = (card: string): string => {
    if (!canAct) return t("table.notYourTurn");
    if (view.phase === "bid") return t("ohHell.biddingFirst");
    if (led && card.slice(-1) !== led) return t("ohHell.mustFollow", { suit: t(`suits.${led}`) });
    return t("table.notYourTurn");
  };
  const hand: HandCard[] = view.hand.map((card) =>
    canAct && plays.has(card) ? { card, state: "legal" } : { card, state: canAct && view.phase === "play" ? "illegal" : "plain", reason: reasonFor(card) },
  );

  return (
    <FeltTable
      table={props}
      game="oh-hell"
      dealer={view.dealer}
      info={
        <>
          <strong>{t("ohHell.round", { round: view.round, rounds: view.rounds })}</strong>
          <span>{t("ohHell.handSize", { count: view.handSize })}</span>
          <span className="trump">
            <span>{t("ohHell.trump")}</span>
            <ShownCard card={view.trumpCard} small label={t("ohHell.trumpCard", { card: cardName(view.trumpCard) })} />
          </span>
        </>
      }
      seats={{
        badge: (seat) => (
          <>
            <span className="tricks-bid" title={t("ohHell.tricks")}>
              {view.tricks[seat]}/{view.bids[seat] ?? "–"}
            </span>
            <span className="score" title={t("table.score")}>
              {view.scores[seat]}
            </span>
          </>
        ),
        label: (seat) =>
          `${view.bids[seat] == null ? t("ohHell.noBid") : t("ohHell.tricksVsBid", { tricks: view.tricks[seat], bid: view.bids[seat] })}, ${t("table.score")} ${view.scores[seat]}`,
        hidden: (seat) => view.handCounts[seat] ?? 0,
      }}
      trick={{
        plays: view.trick,
        led,
        label: t("ohHell.trick"),
        lastLabel: (winner) => (winner === null ? t("ev.trickCancelled") : t("ohHell.lastTrick", { name: names[winner] })),
      }}
      tally={<BidTally bids={view.bids} cards={view.handSize} />}
      actions={
        canAct && view.phase === "bid" ? (
          <BidButtons
            max={view.handSize}
            allowed={(n) => bids.includes(n)}
            forbidden={view.forbiddenBid}
            title={t("ohHell.bidTitle")}
            label={(n) => t("ohHell.bid", { bid: n })}
            forbiddenLabel={(n) => t("ohHell.bidForbidden", { bid: n, total: view.handSize })}
            onBid={(bid) => act({ type: "bid", bid })}
          />
        ) : null
      }
      hand={me !== null && <HandFan cards={hand} label={t("ohHell.yourHand")} onPlay={(card) => act({ type: "play", card })} dealKey={dealKey(log)} dealer={view.dealer} seq={message.seq} forced={canAct ? forcedCard(legal) : null} />}
      sheet={
        view.sheet.length > 0
          ? {
              title: t("ohHell.sheet"),
              content: (
                <div className="scroll-x sheet">
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">{t("ohHell.sheetRound")}</th>
                        <th scope="col">{t("ohHell.trump")}</th>
                        {names.map((n, i) => (
                          <th key={i} scope="col" className="name-cell">
                            {n}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {view.sheet.map((line, r) => (
                        <tr key={r}>
                          <td>{line.size}</td>
                          <td>{cardName(line.trump)}</td>
                          {line.points.map((p, s) => (
                            <td key={s} className={line.bids[s] === line.tricks[s] ? "exact" : ""}>
                              {line.tricks[s]}/{line.bids[s]} → {p}
                            </td>
                          ))}
                        </tr>
                      ))}
                      <tr className="total">
                        <th scope="row" colSpan={2}>
                          {t("ohHell.total")}
                        </th>
                        {view.scores.map((s, i) => (
                          <td key={i}>{s}</td>
                        ))}
                      </tr>
                    </tbody>
                  </table>
                </div>
              ),
            }
          : null
      }
    />
  );
}
