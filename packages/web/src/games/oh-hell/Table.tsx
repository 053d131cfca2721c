/** Oh Hell: trump, bids against the hook, the trick, tricks vs bids, the score sheet. */
import { useTranslation } from "react-i18next";
import type { OhHellView } from "@gg/games/oh-hell/view.ts";
import { ShownCard, useCardName } from "../../ui/Card.tsx";
import { BidButtons, Hand, lastTrickFrom, SeatTable, TrickFelt, type HandCard } from "../parts.tsx";
import { legalOf, type TableProps } from "../types.ts";

type Bid = { type: "bid"; bid: number };
type Play = { type: "play"; card: string };

export default function OhHellTable({ view, names, me, canAct, legal, act, log }: TableProps<OhHellView>) {
  const { t } = useTranslation();
  const cardName = useCardName();
  const bids = legalOf<Bid>(legal, "bid").map((a) => a.bid);
  const plays = new Set(legalOf<Play>(legal, "play").map((a) => a.card));
  const led = view.trick[0]?.card.slice(-1) ?? null;
  const last = view.trick.length === 0 ? lastTrickFrom(log) : null;

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
    <div className="game-table oh-hell">
      <section className="table-info panel">
        <div>
          <strong>{t("ohHell.round", { round: view.round, rounds: view.rounds })}</strong> · {t("ohHell.handSize", { count: view.handSize })}
        </div>
        <div className="trump">
          <span>{t("ohHell.trump")}</span>
          <ShownCard card={view.trumpCard} small label={t("ohHell.trumpCard", { card: cardName(view.trumpCard) })} />
        </div>
      </section>

      <SeatTable
        names={names}
        me={me}
        turn={view.turn}
        dealer={view.dealer}
        tags={(seat) => <span className="muted small"> · {t("table.cardsInHand", { count: view.handCounts[seat] ?? 0 })}</span>}
        columns={[
          { header: t("ohHell.bids"), cell: (seat) => view.bids[seat] ?? <span className="muted">–</span> },
          {
            header: t("ohHell.tricks"),
            cell: (seat) => (
              <>
                {view.tricks[seat]}
                {view.bids[seat] != null && <span className="muted">/{view.bids[seat]}</span>}
              </>
            ),
            label: (seat) => (view.bids[seat] == null ? t("ohHell.noBid") : t("ohHell.tricksVsBid", { tricks: view.tricks[seat], bid: view.bids[seat] })),
          },
          { header: t("table.score"), cell: (seat) => view.scores[seat] },
        ]}
      />

      <TrickFelt
        trick={view.trick}
        names={names}
        label={t("ohHell.trick")}
        last={last && { label: t("ohHell.lastTrick", { name: names[last.seat] }), plays: last.cards.map((card) => ({ card })) }}
      />

      {canAct && view.phase === "bid" && (
        <BidButtons
          max={view.handSize}
          allowed={(n) => bids.includes(n)}
          forbidden={view.forbiddenBid}
          title={t("ohHell.bidTitle")}
          label={(n) => t("ohHell.bid", { bid: n })}
          forbiddenLabel={(n) => t("ohHell.bidForbidden", { bid: n, total: view.handSize })}
          onBid={(bid) => act({ type: "bid", bid })}
        />
      )}

      {me !== null && <Hand cards={hand} label={t("ohHell.yourHand")} onPlay={(card) => act({ type: "play", card })} />}

      {view.sheet.length > 0 && (
        <details className="panel sheet">
          <summary>{t("ohHell.sheet")}</summary>
          <div className="scroll-x">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t("ohHell.sheetRound")}</th>
                  <th scope="col">{t("ohHell.trump")}</th>
                  {names.map((n, i) => (
                    <th key={i} scope="col">
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
                        {line.bids[s]}/{line.tricks[s]} → {p}
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
        </details>
      )}
    </div>
  );
}
