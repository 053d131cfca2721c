/**
 * 101: the hand, the top of the table with the called suit, bank and
 * multiplier; a move is picked card by card in the order to lay them (the
 * last lies on top), then a suit for a jack; the 10-second bridge window.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { View101 } from "@gg/games/101/view.ts";
import { ShownCard, SuitIcon, useCardName } from "../../ui/Card.tsx";
import { Countdown } from "../../ui/Countdown.tsx";
import { Hand, SeatTable, type HandCard } from "../parts.tsx";
import { legalOf, type TableProps } from "../types.ts";

type Play = { type: "play"; cards: string[]; suit?: string };
const SUITS = ["C", "D", "H", "S"] as const;
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((c, i) => c === b[i]);

/** The suit a jack calls. */
function SuitPicker({ suits, onPick }: { suits: readonly string[]; onPick: (suit: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="suit-picker" role="group" aria-label={t("g101.suitTitle")}>
      <h3>{t("g101.suitTitle")}</h3>
      <div className="action-row">
        {suits.map((s) => (
          <button key={s} type="button" className="suit" aria-label={t("g101.callSuit", { suit: t(`suits.${s}`) })} onClick={() => onPick(s)}>
            <SuitIcon suit={s} size={28} />
          </button>
        ))}
      </div>
    </div>
  );
}

export default function Table101({ view, names, me, canAct, legal, act, message }: TableProps<View101>) {
  const { t } = useTranslation();
  const cardName = useCardName();
  const [picked, setPicked] = useState<string[]>([]);
  const [seq, setSeq] = useState(message.seq);
  if (seq !== message.seq) {
    // A new view: the old selection may no longer be a move.
    setSeq(message.seq);
    setPicked([]);
  }
  const plays = legalOf<Play>(legal, "play");
  const has = (type: string) => legal.some((a) => a.type === type);
  const startsWith = (cards: readonly string[], prefix: readonly string[]) => prefix.every((c, i) => cards[i] === c);
  const exact = plays.filter((p) => same(p.cards, picked));
  const needsSuit = exact.some((p) => p.suit);
  const myDeadline = me !== null ? message.deadlines[String(me)] : undefined;

  const hand: HandCard[] = (view.hand ?? []).map((card) => {
    const at = picked.indexOf(card);
    if (at >= 0) return { card, state: "selected", order: at + 1 };
    if (!canAct) return { card, state: "plain", reason: t("table.notYourTurn") };
    const next = [...picked, card];
    if (plays.some((p) => p.cards.length > 0 && startsWith(p.cards, next))) return { card, state: "legal" };
    return { card, state: "illegal", reason: picked.length ? t("g101.notInGroup") : t("g101.cantStart") };
  });

  const pick = (card: string) => setPicked((p) => (p.includes(card) ? p.slice(0, p.indexOf(card)) : [...p, card]));
  const play = (suit?: string) => {
    const action = exact.find((p) => (suit ? p.suit === suit : !p.suit));
    if (action) act(action);
    setPicked([]);
  };

  return (
    <div className="game-table g101">
      <section className="table-info panel">
        <span>{t("g101.bank", { count: view.bankSize })}</span>
        <strong className={view.multiplier > 1 ? "tag warn" : ""}>{t("g101.multiplier", { count: view.multiplier })}</strong>
        {view.calledSuit && (
          <span className="called">
            {t("g101.called", { suit: t(`suits.${view.calledSuit}`) })} <SuitIcon suit={view.calledSuit} />
          </span>
        )}
        {view.pendingSkips && <span className="small">{t("g101.skips", { count: view.pendingSkips.count })}</span>}
      </section>

      <SeatTable
        names={names}
        me={me}
        turn={view.turn}
        dealer={view.dealer}
        tags={(seat) => (
          <>
            {view.out[seat] && <span className="tag">{t("g101.outOfGame")}</span>}
          </>
        )}
        columns={[
          { header: t("g101.cards"), cell: (seat) => t("table.cardsInHand", { count: view.handCounts[seat] ?? 0 }) },
          { header: t("g101.scores"), cell: (seat) => view.totals[seat] },
        ]}
      />
      <p className="small muted">{view.limit === null ? t("g101.noLimit") : t("g101.limit", { limit: view.limit, half: Math.floor(view.limit / 2) })}</p>

      <div className="felt">
        <section className="table-pile" aria-label={t("g101.top")}>
          <ol className="trick-cards stacked">
            {view.table.map((card, i) => (
              <li key={`${card}-${i}`} className="played">
                <ShownCard card={card} label={i === view.table.length - 1 ? `${t("g101.top")}: ${cardName(card)}` : cardName(card)} />
              </li>
            ))}
          </ol>
        </section>
        <div className="bank" aria-label={t("g101.bank", { count: view.bankSize })} role="img">
          <ShownCard card={null} small label={t("g101.bank", { count: view.bankSize })} />
          <span>{view.bankSize}</span>
        </div>
      </div>

      {canAct && has("bridge") && (
        <section className="bid-panel bridge" aria-label={t("g101.bridgeTitle")}>
          <h3>
            {t("g101.bridgeTitle")} {myDeadline !== undefined && <Countdown deadline={myDeadline} />}
          </h3>
          <div className="action-row">
            <button type="button" className="primary big" onClick={() => act({ type: "bridge" })}>
              {t("g101.declareBridge")}
            </button>
            <button type="button" className="secondary" onClick={() => act({ type: "noBridge" })}>
              {t("g101.noBridge")}
            </button>
          </div>
        </section>
      )}

      {canAct && (plays.length > 0 || has("draw") || has("pass")) && (
        <section className="moves panel" aria-label={t("table.yourTurn")}>
          <p className="small">{view.opening ? t("g101.opening") : view.mustCover ? t("g101.mustCover") : t("g101.chooseOrder")}</p>
          {picked.length > 0 && <p className="small">{t("g101.selected", { cards: picked.map(cardName).join(", ") })}</p>}
          <div className="action-row">
            {exact.length > 0 && !needsSuit && (
              <button type="button" className="primary" onClick={() => play()}>
                {t("g101.play")}
              </button>
            )}
            {view.opening && picked.length === 0 && plays.some((p) => p.cards.length === 0 && !p.suit) && (
              <button type="button" onClick={() => act({ type: "play", cards: [] })}>
                {t("g101.addNone")}
              </button>
            )}
            {picked.length > 0 && (
              <button type="button" className="secondary" onClick={() => setPicked([])}>
                {t("g101.clear")}
              </button>
            )}
            {has("draw") && picked.length === 0 && (
              <button type="button" onClick={() => act({ type: "draw" })}>
                {t("g101.draw")} {view.mustCover ? "" : t("g101.drawsLeft", { count: Math.max(0, 3 - view.drawsUsed) })}
              </button>
            )}
            {has("pass") && picked.length === 0 && (
              <button type="button" onClick={() => act({ type: "pass" })}>
                {t("g101.pass")}
              </button>
            )}
          </div>
          {needsSuit && <SuitPicker suits={SUITS.filter((s) => exact.some((p) => p.suit === s))} onPick={play} />}
          {view.opening && picked.length === 0 && plays.some((p) => p.cards.length === 0 && p.suit) && <SuitPicker suits={SUITS} onPick={(suit) => act({ type: "play", cards: [], suit })} />}
        </section>
      )}

      {me !== null && view.hand && <Hand cards={hand} label={t("ohHell.yourHand")} onPlay={pick} />}
    </div>
  );
}
