/** What every game's table component receives: the seat's view and a way to act. */
import type { Action, RoomInfo, ViewMessage } from "../protocol.ts";
import type { LoggedEvent } from "../session.ts";

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
}

/** Legal actions of one type (the server sends them; the client never recomputes them). */
export function legalOf<A extends Action>(legal: readonly Action[], type: string): A[] {
  return legal.filter((a) => a.type === type) as A[];
}
