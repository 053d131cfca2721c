/**
 * GG Battle on the shared felt: the arrangement (Arrangement.tsx), the rock-paper-scissors throw,
 * own piles, rivals' pile sizes and face-up tops, challenges (own pile, then
 * rival pile) and strategy cards with their text.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { GGBattleView } from "@gg/games/gg-battle/view.ts";
import { legalOf, type TableProps } from "../types.ts";
import type { Action } from "../../protocol.ts";
import { FeltTable } from "../../table/FeltTable.tsx";
import { Arrangement } from "./Arrangement.tsx";
import { LastChallenge, latestChallenge } from "./LastChallenge.tsx";
import { Departure } from "./Departure.tsx";
import { Revealed } from "./Revealed.tsx";
import { seenTop } from "./seen.ts";
import { Throws } from "./Throws.tsx";
import "./battle.css";
import { Tile, useBattleName } from "./Tile.tsx";
import { strategyName } from "./names.ts";

type Arrange = { type: "arrange"; piles: string[][] };
type Challenge = { type: "challenge"; pile: number; rival: number; rivalPile: number };
type Strategy = { type: "strategy"; card: string; pile?: number; otherPile?: number; rival?: number; rivalPile?: number };

export default function GGBattleTable(props: TableProps<GGBattleView>) {
  const { view, names, me, canAct, legal, act, message, log } = props;
  const { t } = useTranslation();
  const name = useBattleName();
  const [ownPile, setOwnPile] = useState<number | null>(null);
  const [strategy, setStrategy] = useState<string | null>(null);
  const challenges = legalOf<Challenge>(legal, "challenge");
  const strategies = legalOf<Strategy>(legal, "strategy");
  const arrange = legalOf<Arrange>(legal, "arrange")[0];
  const throws = legal.filter((a) => a.type === "throw") as { type: "throw"; sign: string }[];
  const has = (type: string) => legal.some((a) => a.type === type);

  const targetText = (a: Strategy): string => {
    const parts: string[] = [];
    if (a.pile !== undefined) parts.push(t("ggb.pile", { n: a.pile + 1 }));
    if (a.otherPile !== undefined) parts.push(t("ggb.pile", { n: a.otherPile + 1 }));
    if (a.rival !== undefined) parts.push(names[a.rival] ?? "");
    if (a.rivalPile !== undefined) parts.push(t("ggb.pile", { n: a.rivalPile + 1 }));
    return parts.join(" → ") || strategyName(t, a.card);
  };
  const doAct = (a: Action) => {
    setOwnPile(null);
    setStrategy(null);
    act(a);
  };

  if (view.phase === "arrange") {
    if (canAct && arrange) return <Arrangement key="arrange" initial={arrange.piles.map((p) => p.slice())} deadline={me !== null ? message.deadlines[String(me)] : undefined} onSubmit={(piles) => doAct({ type: "arrange", piles })} />;
    return <p className="panel">{t("ggb.waitingOthers")}</p>;
  }

  const seatOf = (seat: number) => view.seats.find((s) => s.seat === seat);
  /** A rival's piles at its seat: each a target once one of our piles is picked. */
  const rivalPiles = (seat: number) => {
    const s = seatOf(seat);
    if (!s || seat === me) return null;
    // A knocked-out player's piles are gone from the table.
    if (s.out) return <span className="tag gone">{t("ggb.eliminated")}</span>;
    return (
      <div className="piles row-piles">
        {s.pileSizes.map((size, p) => {
          const target = ownPile !== null ? challenges.find((c) => c.pile === ownPile && c.rival === s.seat && c.rivalPile === p) : undefined;
          // A face-down top we have seen with a Scout stays marked with what it is.
          const seen = s.faceUp[p] ? null : (seenTop(view, s.seat, p)[0] ?? null);
          const seenText = seen ? ` · ${t("ggb.seenTop", { card: name(seen) })}` : "";
          const label = (size === 0 ? t("ggb.pileEmpty", { n: p + 1 }) : t("ggb.pileLabel", { n: p + 1, count: size, top: name(s.faceUp[p] ?? null) })) + (s.shields[p] ? ` · ${t("ggb.shields", { count: s.shields[p] })}` : "");
          return (
            <button key={p} type="button" className={`pile-button${target ? " legal" : ""}${size === 0 ? " empty" : ""}${seen ? " seen" : ""}`} aria-disabled={!target} disabled={size === 0} onClick={() => target && doAct(target)}>
              <span className="sr-only">{label + seenText}</span>
              {size > 0 ? <Tile card={s.faceUp[p] ?? seen} label="" /> : <span className="tile empty" />}
              <span className="small" aria-hidden="true">
                {size}
                {s.shields[p] ? ` ◆${s.shields[p]}` : ""}
              </span>
            </button>
          );
        })}
      </div>
    );
  };

  return (
    <FeltTable
      table={props}
      game="gg-battle"
      seats={{
        badge: (seat) => {
          const s = seatOf(seat);
          return s ? (
            <span title={`${t("ggb.cardsLeft", { count: s.pileCards })} · ${t("ggb.strategy")}: ${s.strategyCards}`}>
              {s.pileCards} · ★{s.strategyCards}
            </span>
          ) : null;
        },
        label: (seat) => `${t("ggb.cardsLeft", { count: seatOf(seat)?.pileCards ?? 0 })}, ${t("ggb.strategy")}: ${seatOf(seat)?.strategyCards ?? 0}`,
        out: (seat) => !!seatOf(seat)?.out,
        extra: rivalPiles,
      }}
      sheet={{ title: t("ggb.revealed"), content: <Revealed view={view} names={names} /> }}
      info={
        <>
          <strong>{view.phase === "rps" ? t("ggb.rpsTitle") : t("ggb.rivals")}</strong>
          {canAct && challenges.length > 0 && <span className="small">{ownPile === null ? t("ggb.pickOwn") : t("ggb.pickRival")}</span>}
        </>
      }
      center={
        view.phase === "rps" ? (
          <section className="felt-note">
            <h3>{t("ggb.rpsTitle")}</h3>
            <p className="small">{view.rps?.in.map((s) => `${names[s]}${view.rps!.thrown[s] ? ` (${t("ggb.thrown")})` : ""}`).join(", ")}</p>
            <Throws history={view.rps?.history ?? []} names={names} />
          </section>
        ) : !latestChallenge(log) && view.rps && view.rps.history.length > 0 ? (
          // Until the first challenge the felt still shows how the first player was found.
          <section className="felt-note">
            <h3>{t("ggb.throws")}</h3>
            <Throws history={view.rps.history} names={names} />
          </section>
        ) : (
          <>
            <LastChallenge log={log} names={names} />
            <Departure log={log} names={names} />
          </>
        )
      }
      actions={
        <>
          {view.phase === "rps" && canAct && (
            <div className="action-row">
              {throws.map((a) => (
                <button key={a.sign} type="button" className="big" onClick={() => doAct(a)}>
                  {t(`ggb.${a.sign}`)}
                </button>
              ))}
            </div>
          )}
          {strategy && (
            <div className="action-row" role="group" aria-label={t("ggb.pickTarget", { card: strategyName(t, strategy) })}>
              <span>{t("ggb.pickTarget", { card: strategyName(t, strategy) })}</span>
              {strategies
                .filter((s) => s.card === strategy)
                .map((s, i) => (
                  <button key={i} type="button" onClick={() => doAct(s)}>
                    {targetText(s)}
                  </button>
                ))}
            </div>
          )}
          {canAct && (has("endTurn") || has("pass")) && (
            <div className="action-row">
              {has("endTurn") && (
                <button type="button" onClick={() => doAct({ type: "endTurn" })}>
                  {t("ggb.endTurn")}
                </button>
              )}
              {has("pass") && (
                <button type="button" onClick={() => doAct({ type: "pass" })}>
                  {t("ggb.pass")}
                </button>
              )}
            </div>
          )}
        </>
      }
      hand={
        <div className="battle-hand">
          {view.ownPiles && (
            <section aria-label={t("ggb.yourPiles")}>
              <h3 className="sr-only">{t("ggb.yourPiles")}</h3>
              <div className="piles own-piles">
                {view.ownPiles.map((pile, p) => {
                  const usable = challenges.some((c) => c.pile === p);
                  return (
                    <button key={p} type="button" className={`pile own${ownPile === p ? " selected" : ""}${usable ? " legal" : ""}`} aria-pressed={ownPile === p} aria-disabled={!usable} onClick={() => usable && setOwnPile(ownPile === p ? null : p)}>
                      <h4>
                        {t("ggb.pile", { n: p + 1 })} {pile.shields > 0 && `◆${pile.shields}`}
                      </h4>
                      {/* Named by its text (pile, then its cards), not aria-label: the tiles' letters are visible text (WCAG 2.5.3). */}
                      <span className="sr-only">: {pile.cards.map(name).join(", ")}</span>
                      <span className="pile-stack">
                        {/* The top card (it fights first) lies over the others, whole; the rest peek out below it. */}
                        {pile.cards.map((c, i) => (
                          <span key={i} className="stacked-tile" style={{ zIndex: pile.cards.length - i }}>
                            <Tile card={c} label="" />
                          </span>
                        ))}
                      </span>
                    </button>
                  );
                })}
              </div>
            </section>
          )}
          {view.peeks.length > 0 && (
            <ul className="small peeks">
              {view.peeks.map((pk, i) => (
                <li key={i}>{t("ggb.peek", { n: pk.pile + 1, name: names[pk.rival], cards: pk.cards.map(name).join(", ") })}</li>
              ))}
            </ul>
          )}
          {view.hand && view.hand.length > 0 && (
            <section aria-label={t("ggb.strategy")}>
              <h3 className="sr-only">{t("ggb.strategy")}</h3>
              <ul className="strategy-cards">
                {view.hand.map((card, i) => {
                  const options = strategies.filter((s) => s.card === card);
                  return (
                    <li key={`${card}-${i}`}>
                      <button
                        type="button"
                        className={`strategy${options.length ? " legal" : ""}`}
                        aria-disabled={!options.length}
                        title={t(`ggb.text.${card}`)}
                        onClick={() => {
                          if (options.length === 1) doAct(options[0]!);
                          else if (options.length > 1) setStrategy(strategy === card ? null : card);
                        }}
                      >
                        <strong>{strategyName(t, card)}</strong>
                        <span className="small">{t(`ggb.text.${card}`)}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
        </div>
      }
    />
  );
}
