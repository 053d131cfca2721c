/**
 * A Klondike board as the player sees it: the stock, the waste (draw 3 fans
 * its top three), four foundations, seven columns with their face-down cards
 * as backs. Only what can be played is focusable (one tab stop: the arrows
 * move along the board). It draws; the table decides what a press does.
 */
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { BoardView } from "@gg/games/solitaire/view.ts";
import { CardBack, CardFace, SuitIcon, useCardName } from "../../ui/Card.tsx";
import { COLUMNS, FOUNDATIONS, faceUp, sameSpot, spotKey, type PileName, type Spot } from "./board.ts";
import { columnSteps, type BoardSize } from "./layout.ts";

/** What the table marks on the board. */
export interface Marks {
  /** The card picked by the keyboard (it and every card on it). */
  readonly picked: Spot | null;
  /** Where the picked or dragged cards may go. */
  readonly targets: ReadonlySet<PileName>;
  /** The hint's move: the cards it moves (or the stock) and where to. */
  readonly hintFrom: Spot | null;
  readonly hintTo: PileName | null;
  /** Cards being dragged (shown faded where they lie) and the pile under the pointer. */
  readonly dragging: Spot | null;
  readonly over: PileName | null;
}

export interface BoardHandlers {
  readonly press: (e: React.PointerEvent<HTMLElement>, spot: Spot, cards: readonly string[]) => void;
  readonly click: (e: React.MouseEvent<HTMLElement>, spot: Spot) => void;
  readonly doubleClick: (spot: Spot) => void;
  readonly focus: (spot: Spot) => void;
  /** Where the card at a spot may go, and where a tap sends it (marked on the card for tests and tools). */
  readonly options: (spot: Spot) => { readonly targets: readonly PileName[]; readonly best: PileName | null };
}

interface BoardProps {
  readonly board: BoardView;
  readonly size: BoardSize;
  readonly draw: number;
  readonly focus: Spot;
  readonly marks: Marks;
  readonly canRecycle: boolean;
  readonly handlers: BoardHandlers;
  readonly playable: boolean;
}

/** Covers a spot: the card at it or one on it (a run moves together). */
const covers = (spot: Spot | null, pile: PileName, index: number) => !!spot && spot.pile === pile && index >= spot.index;

export function Board(p: BoardProps) {
  const { t } = useTranslation();
  const name = useCardName();
  const { board, size, marks, handlers } = p;
  const pileClass = (pile: PileName) =>
    [marks.targets.has(pile) && "target", marks.over === pile && marks.targets.has(pile) && "over", marks.hintTo === pile && "hint-to"].filter(Boolean).join(" ");

  /** The props of one focusable place (roving tab stop, focus follows it). */
  const stop = (spot: Spot) => ({
    "data-spot": spotKey(spot),
    tabIndex: sameSpot(spot, p.focus) ? 0 : -1,
    onFocus: () => handlers.focus(spot),
  });

  /** A face-up card that can be taken: pressed (drag), tapped, double-clicked. */
  const cardClass = (pile: PileName, index: number) =>
    ["card", "sol-card", covers(marks.picked, pile, index) && "picked", covers(marks.hintFrom, pile, index) && "hint-from", covers(marks.dragging, pile, index) && "lifted"].filter(Boolean).join(" ");
  const takeable = (spot: Spot, cards: readonly string[]) => {
    if (!p.playable) return {};
    const { targets, best } = handlers.options(spot);
    return {
      "data-targets": targets.join(" ") || undefined,
      "data-best": best ?? undefined,
      onPointerDown: (e: React.PointerEvent<HTMLElement>) => handlers.press(e, spot, cards),
      onClick: (e: React.MouseEvent<HTMLElement>) => handlers.click(e, spot),
      onDoubleClick: () => handlers.doubleClick(spot),
    };
  };

  const stockLabel =
    board.stock > 0 ? t("solitaire.stock", { count: board.stock }) : p.canRecycle ? t("solitaire.stockRecycle") : t("solitaire.stockEmpty");
  const waste = board.waste;
  const fanned = waste.slice(-(p.draw === 3 ? 3 : 1));
  const wasteTop = waste.at(-1);
  const fan = Math.round(size.cardW * 0.28);

  return (
    <>
      <div className="sol-top">
        <button
          type="button"
          className={`sol-slot sol-stock ${board.stock > 0 ? "full" : "empty"} ${marks.hintFrom?.pile === "stock" ? "hint-from" : ""}`}
          data-pile="stock"
          {...stop({ pile: "stock", index: 0 })}
          onClick={p.playable ? (e) => handlers.click(e, { pile: "stock", index: 0 }) : undefined}
        >
          <span className="sr-only">{stockLabel}</span>
          {board.stock > 0 ? <CardBack /> : <span className="sol-recycle" aria-hidden="true">{p.canRecycle ? "↻" : "✕"}</span>}
          {board.stock > 0 && <span className="sol-count" aria-hidden="true">{board.stock}</span>}
        </button>
        <div className={`sol-waste ${pileClass("waste")}`} data-pile="waste">
          {fanned.slice(0, -1).map((card, i) => (
            <span key={card} className="card sol-under" style={{ left: i * fan }} aria-hidden="true">
              <CardFace card={card} />
            </span>
          ))}
          {wasteTop ? (
            <button type="button" className={cardClass("waste", 0)} data-card={wasteTop} style={{ left: (fanned.length - 1) * fan }} {...stop({ pile: "waste", index: 0 })} {...takeable({ pile: "waste", index: 0 }, [wasteTop])}>
              <span className="sr-only">{t("solitaire.wasteTop", { card: name(wasteTop) })}</span>
              <CardFace card={wasteTop} />
            </button>
          ) : (
            <button type="button" className="sol-slot empty" {...stop({ pile: "waste", index: 0 })}>
              <span className="sr-only">{t("solitaire.wasteEmpty")}</span>
            </button>
          )}
        </div>
        <span className="sol-gap" aria-hidden="true" />
        {FOUNDATIONS.map((pile) => {
          const top = faceUp(board, pile)[0];
          const suit = pile.slice(1);
          const label = top ? t("solitaire.foundation", { suit: t(`suits.${suit}`), card: name(top) }) : t("solitaire.foundationEmpty", { suit: t(`suits.${suit}`) });
          return (
            <div key={pile} className={`sol-foundation ${pileClass(pile)}`} data-pile={pile}>
              {top ? (
                <button type="button" className={cardClass(pile, 0)} data-card={top} {...stop({ pile, index: 0 })} {...takeable({ pile, index: 0 }, [top])}>
                  <span className="sr-only">{label}</span>
                  <CardFace card={top} />
                </button>
              ) : (
                <button type="button" className="sol-slot empty" {...stop({ pile, index: 0 })} onClick={p.playable ? (e) => handlers.click(e, { pile, index: 0 }) : undefined}>
                  <span className="sr-only">{label}</span>
                  <SuitIcon suit={suit} size={Math.round(size.cardW * 0.45)} />
                </button>
              )}
            </div>
          );
        })}
      </div>
      <div className="sol-tableau">
        {COLUMNS.map((pile, c) => {
          const column = board.columns[c]!;
          const steps = columnSteps(size.cardH, column.down, column.up.length, size.tableauH);
          const cards: ReactNode[] = [];
          for (let i = 0; i < column.down; i++)
            cards.push(
              <span key={`down${i}`} className="card sol-back" style={{ top: i * steps.down }} aria-hidden="true">
                <CardBack />
              </span>,
            );
          column.up.forEach((card, i) => {
            const spot = { pile, index: i };
            cards.push(
              <button
                key={card}
                type="button"
                className={cardClass(pile, i)}
                data-card={card}
                style={{ top: column.down * steps.down + i * steps.up }}
                {...stop(spot)}
                {...takeable(spot, column.up.slice(i))}
              >
                <span className="sr-only">{t("solitaire.columnCard", { card: name(card), column: c + 1 })}</span>
                <CardFace card={card} />
              </button>,
            );
          });
          const label = column.down > 0 ? t("solitaire.columnDown", { column: c + 1, count: column.down }) : t("solitaire.column", { column: c + 1 });
          return (
            <div key={pile} className={`sol-column ${pileClass(pile)}`} data-pile={pile} role="group" aria-label={label}>
              {column.down + column.up.length === 0 && (
                <button type="button" className="sol-slot empty" {...stop({ pile, index: -1 })} onClick={p.playable ? (e) => handlers.click(e, { pile, index: -1 }) : undefined}>
                  <span className="sr-only">{t("solitaire.columnEmpty", { column: c + 1 })}</span>
                </button>
              )}
              {cards}
            </div>
          );
        })}
      </div>
    </>
  );
}

/** The dragged cards, following the pointer (they ignore it: the pile under them takes the drop). */
export function DragLayer({ cards, x, y, size }: { cards: readonly string[]; x: number; y: number; size: BoardSize }) {
  const step = size.cardH * 0.3;
  return (
    <div className="sol-drag" style={{ left: x, top: y, width: size.cardW, height: size.cardH + step * (cards.length - 1) }} aria-hidden="true">
      {cards.map((card, i) => (
        <span key={card} className="card" style={{ top: i * step }}>
          <CardFace card={card} />
        </span>
      ))}
    </div>
  );
}
