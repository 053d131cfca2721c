/** Bet on Tricks on the shared felt: lives, bets against the hook, the trick, the blind 1-card round, the joker's rank. */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BetOnTricksView } from "@gg/games/bet-on-tricks/view.ts";
import { ShownCard, useCardName, useRankName } from "../../ui/Card.tsx";
import { BidTally } from "../../table/BidTally.tsx";
import { dealKey } from "../../table/deal.ts";
import { FeltTable } from "../../table/FeltTable.tsx";
import { forcedCard } from "../../table/forced.ts";
import { HandFan, type HandCard } from "../../table/HandFan.tsx";
import { BidButtons } from "../../table/BidButtons.tsx";
import { legalOf, type TableProps } from "../types.ts";

type Play = { type: "play"; card: string; as?: string };
type Bid = { type: "bid"; bid: number };

function Lives({ count }: { count: number }) {
  return (
    <span aria-hidden="true" className="lives">
      {"♥".repeat(Math.max(0, Math.min(count, 5)))}
      {count > 5 && "+"}
    </span>
  );
}

export default function BetOnTricksTable(props: TableProps<BetOnTricksView>) {
  const { view, names, me, canAct, legal, act, log, message } = props;
  const { t } = useTranslation();
  const cardName = useCardName();
  const rankName = useRankName();
  const [jokerPick, setJokerPick] = useState(false);
  const plays = legalOf<Play>(legal, "play");
  const playable = new Set(plays.map((p) => p.card));
  const jokerRanks = plays.filter((p) => p.card === "X" && p.as).map((p) => p.as!);
  const bids = legalOf<Bid>(legal, "bid").map((b) => b.bid);
  const shown = (card: string, as?: string) => (as ? `${cardName(card)} (${t("bet.jokerRank", { rank: rankName(as) })})` : cardName(card));
  const led = view.trick[0] && view.trick[0].card !== "X" ? view.trick[0].card.slice(-1) : null;

  const hand: HandCard[] = (view.hand ?? []).map((card) =>
    canAct && playable.has(card) ? { card, state: "legal" } : { card, state: "plain", reason: canAct ? t("ohHell.biddingFirst") : t("table.notYourTurn") },
  );
  const prev = view.previousRound;
  /** The blind round: the others' cards on their foreheads, ours face down (only if we were dealt one). */
  const forehead = (seat: number) => {
    if (!view.blind || view.out[seat]) return null;
    const card = view.blindCards?.[seat];
    if (card) return <span className="forehead"><ShownCard card={card} small /></span>;
    return seat === me ? <span className="forehead"><ShownCard card={null} small label={t("card.yourHidden")} /></span> : null;
  };

  return (
    <FeltTable
      table={props}
      game="bet-on-tricks"
      starter={view.round > 0 ? view.starter : null}
      info={
        <>
          <strong>{t("bet.round", { round: view.round, count: view.roundSize })}</strong>
          {view.blind && <span className="tag warn">{t("bet.blind")}</span>}
        </>
      }
      seats={{
        badge: (seat) => (
          <>
            <Lives count={view.lives[seat] ?? 0} />
            <span className="tricks-bid" title={t("bet.bets")}>
              {view.tricks[seat]}/{view.bets[seat] ?? "–"}
            </span>
          </>
        ),
        label: (seat) => `${t("bet.livesOf", { count: view.lives[seat] })}, ${t("bet.bets")} ${view.bets[seat] ?? "–"}, ${t("ohHell.tricks")} ${view.tricks[seat]}${view.out[seat] ? `, ${t("bet.out")}` : ""}`,
        out: (seat) => !!view.out[seat],
        hidden: (seat) => (view.blind || view.out[seat] ? null : (view.handCounts[seat] ?? 0)),
        extra: forehead,
      }}
      trick={{
        plays: view.trick,
        led,
        label: t("ohHell.trick"),
        lastLabel: (winner) => (winner === null ? t("ev.trickCancelled") : t("ohHell.lastTrick", { name: names[winner] })),
        cardLabel: (p) => shown(p.card, p.as),
      }}
      center={
        // The starter draw (chance at setup) stays on show while round 1 is bet.
        view.round === 1 && view.phase === "bid" && view.trick.length === 0 && view.starterDraw.rounds.length > 0 ? (
          <section className="felt-note" aria-label={t("bet.drawTitle")}>
            <h3>{t("bet.drawTitle")}</h3>
            {view.starterDraw.rounds.map((round, r) => (
              <ol key={r} className="draw-row">
                {round.map((card, seat) =>
                  card ? (
                    <li key={seat}>
                      <ShownCard card={card} small />
                      <span className="small">{names[seat]}</span>
                    </li>
                  ) : null,
                )}
              </ol>
            ))}
          </section>
        ) : null
      }
      tally={view.round > 0 ? <BidTally bids={view.bets} cards={view.roundSize} /> : null}
      actions={
        <>
          {canAct && view.phase === "bid" && (
            <BidButtons
              max={view.roundSize}
              allowed={(n) => bids.includes(n)}
              forbidden={view.forbiddenBet}
              title={t("bet.betTitle")}
              label={(n) => t("bet.bet", { bid: n })}
              forbiddenLabel={(n) => t("bet.betForbidden", { bid: n, total: view.roundSize })}
              onBid={(bid) => act({ type: "bid", bid })}
            />
          )}
          {jokerPick && canAct && (
            <section className="bid-panel" aria-label={t("bet.jokerAs")}>
              <h3>{t("bet.jokerAs")}</h3>
              <div className="bid-buttons">
                {jokerRanks.map((rank) => (
                  <button
                    key={rank}
                    type="button"
                    className="bid"
                    aria-label={t("bet.jokerRank", { rank: rankName(rank) })}
                    onClick={() => {
                      setJokerPick(false);
                      act({ type: "play", card: "X", as: rank });
                    }}
                  >
                    {rank}
                  </button>
                ))}
                <button type="button" className="secondary" onClick={() => setJokerPick(false)}>
                  {t("bet.cancel")}
                </button>
              </div>
            </section>
          )}
        </>
      }
      hand={
        me !== null &&
        view.hand && (
          <HandFan cards={hand} label={t("ohHell.yourHand")} onPlay={(card) => (card === "X" ? setJokerPick(true) : act({ type: "play", card }))} dealKey={dealKey(log)} seq={message.seq} forced={canAct ? forcedCard(legal) : null} />
        )
      }
      sheet={{
        title: t("bet.drawTitle"),
        content: (
          <>
            {view.starterDraw.rounds.map((round, r) => (
              <ol key={r} className="draw-row">
                {round.map((card, seat) =>
                  card ? (
                    <li key={seat}>
                      <ShownCard card={card} small />
                      <span className="small">{names[seat]}</span>
                    </li>
                  ) : null,
                )}
              </ol>
            ))}
            {prev && (
              <p className="small">
                {t("bet.previous", {
                  text: prev.missed.length ? t("bet.lostLife", { names: prev.missed.map((s) => names[s]).join(", ") }) : t("bet.nobodyLost"),
                })}
              </p>
            )}
          </>
        ),
      }}
    />
  );
}
