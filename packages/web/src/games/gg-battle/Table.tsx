/**
 * GG Battle: the arrangement (Arrangement.tsx), the rock-paper-scissors throw,
 * own piles, rivals' pile sizes and face-up tops, challenges (own pile, then
 * rival pile) and strategy cards with their text.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { GGBattleView } from "@gg/games/gg-battle/view.ts";
import { legalOf, type TableProps } from "../types.ts";
import type { Action } from "../../protocol.ts";
import { Arrangement } from "./Arrangement.tsx";
import { Tile, useBattleName } from "./Tile.tsx";

type Arrange = { type: "arrange"; piles: string[][] };
type Challenge = { type: "challenge"; pile: number; rival: number; rivalPile: number };
type Strategy = { type: "strategy"; card: string; pile?: number; otherPile?: number; rival?: number; rivalPile?: number };

export default function GGBattleTable({ view, names, me, canAct, legal, act, message }: TableProps<GGBattleView>) {
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
    return parts.join(" → ") || a.card;
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

  return (
    <div className="game-table gg-battle">
      {view.phase === "rps" && (
        <section className="panel">
          <h3>{t("ggb.rpsTitle")}</h3>
          <p className="small">
            {view.rps?.in.map((s) => `${names[s]}${view.rps!.thrown[s] ? ` (${t("ggb.thrown")})` : ""}`).join(", ")}
          </p>
          {canAct && (
            <div className="action-row">
              {throws.map((a) => (
                <button key={a.sign} type="button" className="big" onClick={() => doAct(a)}>
                  {t(`ggb.${a.sign}`)}
                </button>
              ))}
            </div>
          )}
        </section>
      )}

      <section className="panel" aria-label={t("ggb.rivals")}>
        <h3>{t("ggb.rivals")}</h3>
        {view.seats
          .filter((s) => s.seat !== me)
          .map((s) => (
            <div key={s.seat} className={`rival${view.turn === s.seat ? " active" : ""}${s.out ? " out" : ""}`}>
              <strong>{names[s.seat]}</strong> {s.out && <span className="tag">{t("ggb.eliminated")}</span>}
              <span className="small muted"> {t("ggb.cardsLeft", { count: s.pileCards })} · {t("ggb.strategy")}: {s.strategyCards}</span>
              <div className="piles row-piles">
                {s.pileSizes.map((size, p) => {
                  const target = ownPile !== null ? challenges.find((c) => c.pile === ownPile && c.rival === s.seat && c.rivalPile === p) : undefined;
                  const label = t("ggb.pileLabel", { n: p + 1, count: size, top: name(s.faceUp[p] ?? null) }) + (s.shields[p] ? ` · ${t("ggb.shields", { count: s.shields[p] })}` : "");
                  return (
                    <button key={p} type="button" className={`pile-button${target ? " legal" : ""}`} aria-disabled={!target} aria-label={label} disabled={size === 0} onClick={() => target && doAct(target)}>
                      <Tile card={size ? (s.faceUp[p] ?? null) : null} label="" />
                      <span className="small">{size}{s.shields[p] ? ` ◆${s.shields[p]}` : ""}</span>
                    </button>
                  );
                })}
              </div>
            </div>
          ))}
      </section>

      {view.ownPiles && (
        <section className="panel" aria-label={t("ggb.yourPiles")}>
          <h3>{t("ggb.yourPiles")}</h3>
          {canAct && challenges.length > 0 && <p className="help">{ownPile === null ? t("ggb.pickOwn") : t("ggb.pickRival")}</p>}
          <div className="piles">
            {view.ownPiles.map((pile, p) => {
              const usable = challenges.some((c) => c.pile === p);
              return (
                <button key={p} type="button" className={`pile own${ownPile === p ? " selected" : ""}${usable ? " legal" : ""}`} aria-pressed={ownPile === p} aria-disabled={!usable} aria-label={`${t("ggb.pile", { n: p + 1 })}: ${pile.cards.map(name).join(", ")}`} onClick={() => usable && setOwnPile(ownPile === p ? null : p)}>
                  <h4>
                    {t("ggb.pile", { n: p + 1 })} {pile.shields > 0 && `◆${pile.shields}`}
                  </h4>
                  {pile.cards.map((c, i) => (
                    <Tile key={i} card={c} label="" />
                  ))}
                </button>
              );
            })}
          </div>
        </section>
      )}

      {view.peeks.length > 0 && (
        <ul className="panel small">
          {view.peeks.map((pk, i) => (
            <li key={i}>{t("ggb.peek", { n: pk.pile + 1, name: names[pk.rival], cards: pk.cards.map(name).join(", ") })}</li>
          ))}
        </ul>
      )}

      {view.hand && view.hand.length > 0 && (
        <section className="panel" aria-label={t("ggb.strategy")}>
          <h3>{t("ggb.strategy")}</h3>
          <ul className="strategy-cards">
            {view.hand.map((card, i) => {
              const options = strategies.filter((s) => s.card === card);
              return (
                <li key={`${card}-${i}`}>
                  <button
                    type="button"
                    className={`strategy${options.length ? " legal" : ""}`}
                    aria-disabled={!options.length}
                    onClick={() => {
                      if (options.length === 1) doAct(options[0]!);
                      else if (options.length > 1) setStrategy(strategy === card ? null : card);
                    }}
                  >
                    <strong>{card}</strong>
                    <span className="small">{t(`ggb.text.${card}`)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {strategy && (
            <div className="action-row" role="group" aria-label={t("ggb.pickTarget", { card: strategy })}>
              <span>{t("ggb.pickTarget", { card: strategy })}</span>
              {strategies
                .filter((s) => s.card === strategy)
                .map((s, i) => (
                  <button key={i} type="button" onClick={() => doAct(s)}>
                    {targetText(s)}
                  </button>
                ))}
            </div>
          )}
        </section>
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
    </div>
  );
}
