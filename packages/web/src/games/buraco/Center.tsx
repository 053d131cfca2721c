/**
 * The middle of Buraco's felt: the stock (face down, its count; a button when we may draw), the
 * mortos still on the table, and the whole discard pile fanned in rows so every card's corner
 * reads, the top card last and whole (a button when we may take it, a drop target when we
 * may discard).
 */
import { useTranslation } from "react-i18next";
import { CardBack, CardFace, useCardName } from "../../ui/Card.tsx";

export interface CenterProps {
  readonly stock: number;
  readonly mortos: number;
  readonly pile: readonly string[];
  readonly canDraw: boolean;
  readonly canTake: boolean;
  /** A card may be discarded onto the pile now. */
  readonly discarding: boolean;
  readonly over: string | null;
  readonly onDraw: () => void;
  readonly onTake: () => void;
  readonly onDiscard: () => void;
}

export function Center({ stock, mortos, pile, canDraw, canTake, discarding, over, onDraw, onTake, onDiscard }: CenterProps) {
  const { t } = useTranslation();
  const cardName = useCardName();
  const pileLabel = pile.length === 0 ? t("buraco.pileEmpty") : t("buraco.pile", { count: pile.length, card: cardName(pile[pile.length - 1]!) });
  const pileCards = (
    <span className="pile-fan" aria-hidden="true">
      {pile.map((card, i) => (
        <span key={i} className="pile-card">
          <span className="card small">
            <CardFace card={card} />
          </span>
        </span>
      ))}
    </span>
  );
  const pileAction = canTake ? onTake : discarding ? onDiscard : null;
  return (
    <div className="buraco-center">
      <div className="stacks">
        <button type="button" className={`stock-pile${canDraw ? " legal" : ""}`} aria-disabled={canDraw ? undefined : true} onClick={() => canDraw && onDraw()}>
          <span className="sr-only">{t("buraco.stock", { count: stock })}</span>
          <span className="card small" aria-hidden="true">
            <CardBack />
          </span>
          <b aria-hidden="true">{stock}</b>
        </button>
        {mortos > 0 && (
          <span className="mortos" role="img" aria-label={t("buraco.mortosLeft", { count: mortos })}>
            {Array.from({ length: mortos }, (_, i) => (
              <span key={i} className="card small" aria-hidden="true">
                <CardBack />
              </span>
            ))}
            <small>{t("buraco.mortoWord")}</small>
          </span>
        )}
      </div>
      <button
        type="button"
        className={`discard-pile${canTake || discarding ? " legal" : ""}${over === "discard" ? " drop-over" : ""}`}
        data-drop={discarding ? "discard" : undefined}
        aria-disabled={pileAction ? undefined : true}
        onClick={() => pileAction?.()}
      >
        {pile.length === 0 ? (
          <span className="empty-pile">{t("buraco.pileEmpty")}</span>
        ) : (
          <>
            <span className="sr-only">
              {canTake ? `${t("buraco.takePile", { count: pile.length })}. ` : ""}
              {pileLabel}: {pile.map(cardName).join(", ")}
            </span>
            {pileCards}
          </>
        )}
      </button>
    </div>
  );
}
