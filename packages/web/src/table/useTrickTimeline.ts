/**
 * The felt's view queue for trick games. Views arrive at the server's pace (bots
 * at once); the felt plays them at a player's: a taken trick stays in place for
 * about a second so it can be read (shorter when only bots played in it; shorter
 * at the player's fast animation speed: pace.ts), then
 * sweeps to its winner. Only what is drawn waits: the hand and the buttons always
 * follow the newest view, and playing into the next trick cuts the wait short.
 */
import { useEffect, useMemo, useState } from "react";
import type { LoggedEvent } from "../session.ts";
import { usePace } from "./pace.ts";
import { takenTricks, type TakenTrick } from "./tricks.ts";

/** More taken tricks waiting than this: jump to the newest (a long absence, bots racing). */
const QUEUE_LIMIT = 3;

export interface TrickTimeline {
  /** The taken trick left on the felt now, or null: show the view's trick. */
  readonly holding: TakenTrick | null;
  /** The trick taken before (the "last trick" a player may look back at). */
  readonly last: TakenTrick | null;
  /** The seat a trick leaving the felt sweeps to. */
  readonly sweepTo: number | null;
}

export function useTrickTimeline(log: readonly LoggedEvent[], isHuman: (seat: number) => boolean, playedOn: boolean): TrickTimeline {
  const tricks = useMemo(() => takenTricks(log), [log]);
  const pace = usePace();
  // Tricks taken before this table appeared (a reload) are not replayed.
  const [done, setDone] = useState(() => tricks[tricks.length - 1]?.id ?? -1);
  const pending = tricks.filter((t) => t.id > done);
  const holding = pending.length > QUEUE_LIMIT ? pending[pending.length - 1]! : (pending[0] ?? null);

  useEffect(() => {
    if (!holding) return;
    if (playedOn) return void setDone(holding.id);
    const ms = holding.plays.some((p) => isHuman(p.seat)) ? pace.holdMs : pace.botsHoldMs;
    const timer = setTimeout(() => setDone(holding.id), ms);
    return () => clearTimeout(timer);
  }, [holding?.id, playedOn]); // eslint-disable-line react-hooks/exhaustive-deps

  const shownUpTo = holding ? tricks.indexOf(holding) : tricks.length;
  const last = tricks[shownUpTo - 1] ?? null;
  const latestDone = [...tricks].reverse().find((t) => t.id <= done) ?? null;
  return { holding, last, sweepTo: latestDone?.winner ?? null };
}
