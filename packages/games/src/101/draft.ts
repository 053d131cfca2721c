/**
 * The working context of one `apply`: a shallow draft of the state whose
 * arrays are replaced, never written in place (so the input state stays
 * untouched, also when an action is refused halfway, and unchanged parts are
 * shared), the chance draws, and the events.
 */
import { IllegalActionError, type CardCode, type Chance, type GameEvent } from "@gg/core";
import type { State101 } from "./state.ts";

export type Draft = { -readonly [K in keyof State101]: State101[K] } & { hands: (readonly CardCode[])[] };

export interface Ctx {
  readonly s: Draft;
  readonly chance: Chance;
  readonly events: GameEvent[];
}

export function fail(code: string, message: string): never {
  throw new IllegalActionError(code, message);
}

/**
 * A shallow working copy with every field in one fixed order (one hidden class
 * for all states: faster than a spread); `hands` is copied so seats can be replaced.
 */
export function draft(st: State101): Draft {
  return {
    players: st.players,
    limit: st.limit,
    chance: st.chance,
    phase: st.phase,
    round: st.round,
    dice: st.dice,
    dealer: st.dealer,
    hands: st.hands.slice(),
    bank: st.bank,
    table: st.table,
    calledSuit: st.calledSuit,
    multiplier: st.multiplier,
    totals: st.totals,
    outRound: st.outRound,
    turn: st.turn,
    draws: st.draws,
    cover: st.cover,
    skips: st.skips,
    skipLayer: st.skipLayer,
    move: st.move,
    winners: st.winners,
    endedByHost: st.endedByHost,
    voidMask: st.voidMask,
    voidDrawn: st.voidDrawn,
    forcedPositions: st.forcedPositions,
  };
}
