/** What every game's table component receives: the seat's view and a way to act. */
import type { Action, RoomInfo, ViewMessage } from "../protocol.ts";
import type { LoggedEvent, SaidPhrase } from "../session.ts";

export interface TableProps<V = unknown> {
  readonly view: V;
  readonly message: ViewMessage;
  readonly info: RoomInfo;
  /** Our seat, or null when watching. */
  readonly me: number | null;
  readonly names: readonly string[];
  /** True when we may act now: our seat is active, has legal actions, and no bot plays it. */
  readonly canAct: boolean;
  readonly legal: readonly Action[];
  readonly act: (action: Action) => void;
  readonly log: readonly LoggedEvent[];
  /** The latest quick phrases said at the table (games with phrases show them at the seats). */
  readonly phrases?: readonly SaidPhrase[];
  /** Sends one of the game's quick phrases (absent when watching or replaying). */
  readonly say?: (phrase: string) => void;
}

/** Legal actions of one type (the server sends them; the client never recomputes them). */
export function legalOf<A extends Action>(legal: readonly Action[], type: string): A[] {
  return legal.filter((a) => a.type === type) as A[];
}

/**
 * The end of a round as the shared summary shows it, whatever the game: the round
 * numbered from 1, then columns of one value per seat (null or missing: nothing shown).
 * Each game's registry entry reads its own `roundScored` event into this.
 */
export interface RoundLine {
  /** 1 for the first round of a match, in every game. */
  readonly round: number;
  /** Shown when above 1 (101's reshuffles). */
  readonly multiplier?: number;
  /** A column heading is `summary.<label>` in the locales. */
  readonly columns: readonly { readonly label: "bets" | "tricks" | "points" | "scores" | "totals" | "lives"; readonly values: readonly (number | string | null)[] }[];
  /** Seats whose row is marked missed (their bet failed). */
  readonly missed?: readonly number[];
}

/** One value per seat from a field of a game's event (anything else: no values). */
export function seatValues(field: unknown): RoundLine["columns"][number]["values"] {
  return Array.isArray(field) ? (field as RoundLine["columns"][number]["values"]) : [];
}
