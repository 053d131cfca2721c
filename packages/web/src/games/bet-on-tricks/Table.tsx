/** Bet on Tricks: lives, bets against the hook, the trick, the blind 1-card round, the joker's rank. */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { BetOnTricksView } from "@gg/games/bet-on-tricks/view.ts";
import { ShownCard, useCardName } from "../../ui/Card.tsx";
import { BidButtons, Hand, SeatTable, TrickFelt, type HandCard } from "../parts.tsx";
import { legalOf, type TableProps } from "../types.ts";

type Play = { type: "play"; card: string; as?: string };
type Bid = { type: "bid"; bid: number };

const RANK_WORD: Record<string, string> = { J: "J", Q: "Q", K: "K", A: "A" };

function Lives({ count }: { count: number }) {
  return (
    <span aria-hidden="true" className="lives">
      {"♥".repeat(Math.max(0, Math.min(count, 7)))}
    </span>
  );
}

export default function BetOnTricksTable({ view, names, me, canAct, legal, act }: TableProps<BetOnTricksView>) {
  const { t } = useTranslation();
  const cardName = useCardName();
  const [jokerPick, setJokerPick] = useState(false);
  const plays = legalOf<Play>(legal, "play");
  const playable = new Set(plays.map((p) => p.card));
  const jokerRanks = plays.filter((p) => p.card === "X" && p.as).map((p) => p.as!);
  const bids = legalOf<Bid>(legal, "bid").map((b) => b.bid);
  const shown = (card: string, as?: string) => (as ? `${cardName(card)} (${t("bet.jokerRank", { rank: as })})` : cardName(card));
  // A joker on the felt is named with the rank it was played as.
  const onFelt = (plays: readonly { seat: number; card: string; as?: string }[]) => plays.map((p) => ({ card: p.card, seat: p.seat, label: shown(p.card, p.as) }));

  const hand: HandCard[] = (view.hand ?? []).map((card) =>
    canAct && playable.has(card) ? { card, state: "legal" } : { card, state: "plain", reason: canAct ? t("ohHell.biddingFirst") : t("table.notYourTurn") },
  );
  const prev = view.previousRound;
  /** The blind round: the others' cards on their foreheads, ours face down. */
  const forehead = (seat: number) => {
    const card = view.blindCards?.[seat];
    if (card) return <ShownCard card={card} small />;
    return seat === me ? <ShownCard card={null} small label={t("card.yourHidden")} /> : null;
  };

  return (
    <div className="game-table bet-on-tricks">
      <section className="table-info panel">
        <strong>{t("bet.round", { round: view.round, count: view.roundSize })}</strong>
        {view.blind && <span className="tag warn">{t("bet.blind")}</span>}
      </section>

      <SeatTable
        names={names}
        me={me}
        turn={view.turn}
        out={(seat) => !!view.out[seat]}
        tags={(seat) => (
          <>
            {view.starter === seat && <span className="tag">{t("bet.starter")}</span>}
            {view.out[seat] && <span className="tag">{t("bet.out")}</span>}
            {view.blind && <span className="forehead">{forehead(seat)}</span>}
          </>
        )}
        columns={[
          {
            header: t("bet.lives"),
            cell: (seat) => (
              <>
                <Lives count={view.lives[seat] ?? 0} /> {view.lives[seat]}
              </>
            ),
            label: (seat) => t("bet.livesOf", { count: view.lives[seat] }),
          },
          { header: t("bet.bets"), cell: (seat) => view.bets[seat] ?? <span className="muted">–</span> },
          { header: t("ohHell.tricks"), cell: (seat) => view.tricks[seat] },
        ]}
      />

      {/* The starter draw (chance at setup) stays on show while round 1 is bet. */}
      {view.round === 1 && view.phase === "bid" && (
        <section className="panel">
          <h3>{t("bet.drawTitle")}</h3>
          {view.starterDraw.rounds.map((round, r) => (
            <div key={r} className="trick-cards">
              {round.map((card, seat) =>
                card ? (
                  <span key={seat} className="played">
                    <ShownCard card={card} small />
                    <span className="small">{names[seat]}</span>
                  </span>
                ) : null,
              )}
            </div>
          ))}
        </section>
      )}

      <TrickFelt
        trick={onFelt(view.trick)}
        names={names}
        label={t("ohHell.trick")}
        last={
          view.lastTrick && {
            label: view.lastTrick.winner === null ? t("ev.trickCancelled") : t("ohHell.lastTrick", { name: names[view.lastTrick.winner] }),
            plays: onFelt(view.lastTrick.plays),
          }
        }
      />

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
                aria-label={t("bet.jokerRank", { rank: RANK_WORD[rank] ?? rank })}
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

      {me !== null && view.hand && <Hand cards={hand} label={t("ohHell.yourHand")} onPlay={(card) => (card === "X" ? setJokerPick(true) : act({ type: "play", card }))} />}

      {prev && (
        <p className="panel small">
          {t("bet.previous", {
            text: prev.missed.length ? t("bet.lostLife", { names: prev.missed.map((s) => names[s]).join(", ") }) : t("bet.nobodyLost"),
          })}
        </p>
      )}
    </div>
  );
}
