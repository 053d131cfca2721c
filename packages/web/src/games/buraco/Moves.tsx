/**
 * Buraco's decision bar: Draw and Take the pile at the start of a turn; then Lay down, Discard
 * and Clear for the picked cards (Lay down and Discard also take a dragged card); and, when a
 * wild card could stand at more than one place, the places to choose from.
 */
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { CardCode } from "@gg/core";
import type { Action } from "../../protocol.ts";
import { useCardName } from "../../ui/Card.tsx";
import { arrowKeys } from "../../table/keys.ts";
import type { Arrangement } from "./arrange.ts";

/** A meld or extension waiting for its wild card's place. */
export interface WildChoice {
  readonly options: readonly Arrangement[];
  readonly make: (cards: readonly CardCode[]) => Action;
}

export interface MovesProps {
  readonly phase: "draw" | "play" | "over";
  readonly picked: number;
  readonly pile: number;
  readonly canDraw: boolean;
  readonly canTake: boolean;
  readonly over: string | null;
  readonly choice: WildChoice | null;
  readonly onDraw: () => void;
  readonly onTake: () => void;
  readonly onLayDown: () => void;
  readonly onDiscard: () => void;
  readonly onClear: () => void;
  readonly onChoose: (cards: readonly CardCode[]) => void;
  readonly onCancel: () => void;
}

export function Moves(p: MovesProps) {
  const { t } = useTranslation();
  const cardName = useCardName();
  // The pressed Lay down (or card, or sequence) is gone when the choice opens: a keyboard player goes on from its first place.
  const firstPlace = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (p.choice) firstPlace.current?.focus();
  }, [p.choice]);
  if (p.choice) {
    // A 2 of the sequence's suit may also stand in its own place: that reading names no wild card.
    const wild = p.choice.options.find((option) => option.wild)?.wild?.card;
    return (
      <section className="moves wild-choice" aria-label={t("buraco.wildWhere", { card: wild ? cardName(wild) : "" })}>
        <p>{t("buraco.wildWhere", { card: wild ? cardName(wild) : "" })}</p>
        <div className="action-row" onKeyDown={arrowKeys}>
          {p.choice.options.map((option, i) => (
            <button
              key={option.cards.join(",")}
              ref={i === 0 ? firstPlace : undefined}
              type="button"
              className="primary wild-place"
              data-cards={option.cards.join(" ")}
              onClick={() => p.onChoose(option.cards)}
            >
              {option.wild ? t("buraco.wildAs", { card: cardName(option.wild.as) }) : t("buraco.wildNatural")}
            </button>
          ))}
          <button type="button" className="secondary cancel" onClick={p.onCancel}>
            {t("bet.cancel")}
          </button>
        </div>
      </section>
    );
  }
  if (p.phase === "draw") {
    return (
      <section className="moves" aria-label={t("table.yourTurn")}>
        <div className="action-row">
          {p.canDraw && (
            <button type="button" className="primary draw" onClick={p.onDraw}>
              {t("buraco.draw")}
            </button>
          )}
          {p.canTake && (
            <button type="button" className="primary take" onClick={p.onTake}>
              {t("buraco.take", { count: p.pile })}
            </button>
          )}
        </div>
      </section>
    );
  }
  return (
    <section className="moves" aria-label={t("table.yourTurn")}>
      <div className="action-row">
        <button type="button" className={`secondary lay-down${p.over === "new" ? " drop-over" : ""}`} data-drop="new" onClick={p.onLayDown}>
          {t("buraco.layDown", { n: p.picked })}
        </button>
        <button type="button" className={`secondary discard${p.over === "discard" ? " drop-over" : ""}`} data-drop="discard" onClick={p.onDiscard}>
          {t("buraco.discard")}
        </button>
        {p.picked > 0 && (
          <button type="button" className="secondary clear" onClick={p.onClear}>
            {t("buraco.clear")}
          </button>
        )}
      </div>
    </section>
  );
}
