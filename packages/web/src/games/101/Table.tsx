/**
 * 101 on the shared felt: the hand, the pile in the middle with the called suit, bank and
 * multiplier; a move is picked card by card in the order to lay them (the
 * last lies on top), then a suit for a jack; the 10-second bridge window.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { View101 } from "@gg/games/101/view.ts";
import { ShownCard, SuitIcon, useCardName } from "../../ui/Card.tsx";
import { Countdown } from "../../ui/Countdown.tsx";
import { dealKey } from "../../table/deal.ts";
import { FeltTable } from "../../table/FeltTable.tsx";
import { HandFan, type HandCard } from "../../table/HandFan.tsx";
import { Pile } from "../../table/Pile.tsx";
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

export default function Table101(props: TableProps<View101>) {
  const { view, me, canAct, legal, act, message, log } = props;
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

  // The dice for the first dealer, while they are rolled (read loosely: the engine is dropping its dice phase).
  const dice = (view as { dice?: { history?: readonly { seat: number; dice: readonly number[] }[] } }).dice;
  const rolling = (view.phase as string) === "dice";
  const lastRoll = new Map<number, readonly number[]>();
  for (const r of dice?.history ?? []) lastRoll.set(r.seat, r.dice);
  // The seat that laid the pile's top cards, so they arrive from there.
  let layer: number | null = null;
  for (let i = log.length - 1; i >= 0 && layer === null; i--) if (log[i]!.event.type === "played" && typeof log[i]!.event.seat === "number") layer = log[i]!.event.seat as number;

  const moves = canAct && (plays.length > 0 || has("draw") || has("pass"));
  return (
    <FeltTable
      table={props}
      game="g101"
      dealer={view.dealer}
      info={
        <>
          <strong className={view.multiplier > 1 ? "tag warn" : ""}>{t("g101.multiplier", { count: view.multiplier })}</strong>
          <span className="small">{view.limit === null ? t("g101.noLimit") : t("g101.limit", { limit: view.limit, half: Math.floor(view.limit / 2) })}</span>
          {view.pendingSkips && <span className="small">{t("g101.skips", { count: view.pendingSkips.count })}</span>}
        </>
      }
      seats={{
        badge: (seat) => <span title={t("g101.scores")}>{view.totals[seat]}</span>,
        label: (seat) => `${t("g101.scores")} ${view.totals[seat]}${view.out[seat] ? `, ${t("g101.outOfGame")}` : ""}`,
        out: (seat) => !!view.out[seat],
        hidden: (seat) => (view.out[seat] ? null : (view.handCounts[seat] ?? 0)),
        extra: (seat) => (rolling && lastRoll.has(seat) ? <span className="tag">🎲 {lastRoll.get(seat)!.join("+")}</span> : null),
      }}
      center={
        <>
          <Pile cards={view.table} from={layer} label={t("g101.top")} topLabel={(card) => `${t("g101.top")}: ${cardName(card)}`} />
          <div className="bank" aria-label={t("g101.bank", { count: view.bankSize })} role="img">
            <ShownCard card={null} small label={t("g101.bank", { count: view.bankSize })} />
            <span>{view.bankSize}</span>
          </div>
        </>
      }
      tally={
        view.calledSuit && (
          <span className="called bid-tally">
            {t("g101.called", { suit: t(`suits.${view.calledSuit}`) })} <SuitIcon suit={view.calledSuit} />
          </span>
        )
      }
      actions={
        <>
          {canAct && has("roll") && (
            <button type="button" className="primary big" onClick={() => act({ type: "roll" })}>
              {t("g101.roll")}
            </button>
          )}
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
          {moves && (
            <section className="moves" aria-label={t("table.yourTurn")}>
              <p className="small">{picked.length > 0 ? t("g101.selected", { cards: picked.map(cardName).join(", ") }) : view.opening ? t("g101.opening") : view.mustCover ? t("g101.mustCover") : t("g101.chooseOrder")}</p>
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
        </>
      }
      hand={me !== null && view.hand && <HandFan cards={hand} label={t("ohHell.yourHand")} onPlay={pick} dealKey={dealKey(log)} dealer={view.dealer} seq={message.seq} selecting />}
    />
  );
}
