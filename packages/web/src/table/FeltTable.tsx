/**
 * The table every game fills in: seats around an oval felt (the viewer at the
 * bottom, the others clockwise), the game's facts in a corner, the trick (or
 * the game's own centre: a pile, the throws) in the middle, the action bar and
 * the hand below, and a toolbar for the last trick, the score sheet, the log,
 * the settings and the sound. It is laid out to fit the screen: on a phone the
 * felt shrinks so the hand and the buttons stay in view.
 *
 * A game passes what is its own: per-seat badges and extras, the info corner,
 * the trick plays (trick games) or a centre, the action bar, the hand, the
 * score sheet. Everything else (places, time rings, away marks, motion, sound,
 * alerts, settings) is here, once.
 */
import "./felt.css";
import { domAnimation, LazyMotion, MotionConfig } from "motion/react";
import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TableProps } from "../games/types.ts";
import { FeltContext, type FeltGeometry } from "./FeltContext.ts";
import { LastTrick } from "./LastTrick.tsx";
import { LogLines } from "./LogLines.tsx";
import { moveLimitMs } from "./clock.ts";
import { placesFor } from "./seating.ts";
import { Seat } from "./Seat.tsx";
import { SettingsPanel } from "./SettingsPanel.tsx";
import { ToolButtons } from "./ToolButtons.tsx";
import { useTableSettings } from "./settings.ts";
import { Sheet } from "./Sheet.tsx";
import { playCue, unlockAudio } from "./sound.ts";
import { TrickArea } from "./TrickArea.tsx";
import type { Play } from "./tricks.ts";
import { useTrickTimeline } from "./useTrickTimeline.ts";
import { useTurnAlerts } from "./useTurnAlerts.ts";

/** What a game adds to each seat. */
export interface SeatDecor {
  /** Bid, lives, score: a short badge under the name. */
  readonly badge?: (seat: number) => ReactNode;
  /** Cards held face down (drawn as fanned backs with a count); null: none shown. */
  readonly hidden?: (seat: number) => number | null;
  readonly out?: (seat: number) => boolean;
  /** Anything else at the seat (a forehead card, a rival's piles). */
  readonly extra?: (seat: number) => ReactNode;
  /** Said to screen readers after the name ("2 tricks of a bid of 3"). */
  readonly label?: (seat: number) => string | undefined;
}

/** A trick game's trick: the view's plays in order, the suit led, how the felt names things. */
export interface TrickSpec {
  readonly plays: readonly Play[];
  readonly led: string | null;
  readonly label: string;
  /** "Last trick, won by …" (null: the cards cancelled). */
  readonly lastLabel: (winner: number | null) => string;
  readonly cardLabel?: (play: Play) => string;
}

export interface FeltTableProps {
  readonly table: TableProps<unknown>;
  /** The game's class on the table (styles and tests find the game by it). */
  readonly game: string;
  readonly dealer?: number | null;
  readonly starter?: number | null;
  /** Team per seat: partners sit opposite. */
  readonly teams?: readonly number[];
  readonly seats?: SeatDecor;
  /** The game's facts: round, trump, bank. */
  readonly info?: ReactNode;
  readonly trick?: TrickSpec;
  /** The middle of the felt when it is not (only) a trick: a pile, the throws. */
  readonly center?: ReactNode;
  /** A line on the felt under the middle: bids against cards, a called suit. */
  readonly tally?: ReactNode;
  /** The buttons of the decision at hand (bids, draw, pass). */
  readonly actions?: ReactNode;
  readonly hand?: ReactNode;
  readonly sheet?: { readonly title: string; readonly content: ReactNode } | null;
}

function useSize(): [React.RefObject<HTMLDivElement | null>, { width: number; height: number }] {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setSize({ width: el.clientWidth, height: el.clientHeight }));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}

type Open = "sheet" | "log" | "settings" | null;

export function FeltTable(p: FeltTableProps) {
  const { t } = useTranslation();
  const { info, message, me, names, canAct, log } = p.table;
  const settings = useTableSettings();
  const [feltRef, size] = useSize();
  const [open, setOpen] = useState<Open>(null);
  const [showLast, setShowLast] = useState(false);
  const players = info.seats.length;
  const places = placesFor(players, me, p.teams);
  const geometry: FeltGeometry = { places, width: size.width, height: size.height, names, me };
  const over = message.result != null;

  const isHuman = (seat: number) => !!info.seats[seat]?.human && !info.seats[seat]?.away;
  const playedOn = me !== null && !!p.trick?.plays.some((play) => play.seat === me);
  const timeline = useTrickTimeline(log, isHuman, playedOn);
  useTurnAlerts(canAct, message.seq, log);

  const limit = moveLimitMs(info.timeLimit);
  const classes = ["game-table", "felt-layout", p.game, settings.fourColour && "four-colour", `cards-${settings.cardSize}`];

  return (
    // Only the animation features the table uses (no layout animation, no drag): a smaller felt to load.
    <LazyMotion features={domAnimation}>
      <MotionConfig reducedMotion="user">
        <FeltContext.Provider value={geometry}>
          <div className={classes.filter(Boolean).join(" ")} onPointerDown={unlockAudio}>
            <div className="felt-wrap">
              <div className="felt oval" ref={feltRef}>
                {p.info && <div className="felt-info">{p.info}</div>}
                <div className="felt-tools" role="toolbar" aria-label={t("felt.tools")}>
                  {p.trick && timeline.last && (
                    <button type="button" className="tool" aria-pressed={showLast} onClick={() => setShowLast(!showLast)} title={t("felt.lastTrick")}>
                      <span aria-hidden="true">⟲</span>
                      <span className="sr-only">{t("felt.lastTrick")}</span>
                    </button>
                  )}
                  {p.sheet && (
                    <button type="button" className="tool" onClick={() => setOpen("sheet")} title={p.sheet.title}>
                      <span aria-hidden="true">▦</span>
                      <span className="sr-only">{p.sheet.title}</span>
                    </button>
                  )}
                  <ToolButtons open={setOpen} />
                </div>
                <ul className="seats-ring" aria-label={t("table.player")}>
                  {info.seats.map((s, seat) => (
                    <Seat
                      key={seat}
                      seat={seat}
                      name={names[seat] ?? s.name}
                      info={s}
                      place={places[seat]!}
                      me={seat === me}
                      active={!over && message.active.includes(seat)}
                      host={info.host === seat}
                      dealer={p.dealer === seat}
                      starter={p.starter === seat}
                      out={p.seats?.out?.(seat) ?? false}
                      deadline={over ? undefined : message.deadlines[String(seat)]}
                      maxMs={limit}
                      badge={p.seats?.badge?.(seat)}
                      hidden={p.seats?.hidden?.(seat) ?? null}
                      extra={p.seats?.extra?.(seat)}
                      label={p.seats?.label?.(seat)}
                      onHurry={seat === me ? () => playCue("hurry") : undefined}
                    />
                  ))}
                </ul>
                <div className="felt-center">
                  {p.center}
                  {p.trick && (
                    <TrickArea
                      plays={timeline.holding ? timeline.holding.plays : p.trick.plays}
                      held={timeline.holding !== null}
                      winner={timeline.holding?.winner}
                      sweepTo={timeline.sweepTo}
                      led={timeline.holding ? null : p.trick.led}
                      label={timeline.holding ? p.trick.lastLabel(timeline.holding.winner) : p.trick.label}
                      cardLabel={p.trick.cardLabel}
                    />
                  )}
                  {p.trick && showLast && timeline.last && <LastTrick trick={timeline.last} label={p.trick.lastLabel(timeline.last.winner)} cardLabel={p.trick.cardLabel} onClose={() => setShowLast(false)} />}
                </div>
                {p.tally && <div className="felt-tally">{p.tally}</div>}
              </div>
            </div>
            {p.actions && <div className="action-bar">{p.actions}</div>}
            {p.hand}
            {p.sheet && (
              <Sheet title={p.sheet.title} open={open === "sheet"} onClose={() => setOpen(null)}>
                {p.sheet.content}
              </Sheet>
            )}
            <Sheet title={t("table.log")} open={open === "log"} onClose={() => setOpen(null)}>
              <LogLines log={log} names={names} />
            </Sheet>
            <Sheet title={t("felt.settings")} open={open === "settings"} onClose={() => setOpen(null)}>
              <SettingsPanel />
            </Sheet>
          </div>
        </FeltContext.Provider>
      </MotionConfig>
    </LazyMotion>
  );
}
