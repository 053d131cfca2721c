/**
 * The web client's one list of games: per game, its table (lazy, so the lobby never
 * downloads a table's code), its engine (lazy, loaded only by the replay page) and how
 * its `roundScored` event reads as the shared end-of-round summary. Adding a game is
 * one entry here and its `Table.tsx`; nothing in `src/ui/` names a game.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { AnyGame, GameEvent } from "@gg/core";
import type { RoundLine, TableProps } from "./types.ts";

export interface WebGame {
  readonly Table: LazyExoticComponent<ComponentType<TableProps<any>>>;
  /** The game's definition, for replaying a record in the browser (its own chunk). */
  readonly engine: () => Promise<AnyGame>;
  /** The game's `roundScored` event as the shared summary; absent: the game has no scored rounds. */
  readonly roundSummary?: (event: GameEvent) => RoundLine;
}

type Values = RoundLine["columns"][number]["values"];
const arr = (v: unknown): Values => (Array.isArray(v) ? (v as Values) : []);

export const GAMES: Readonly<Record<string, WebGame>> = {
  "oh-hell": {
    Table: lazy(() => import("./oh-hell/Table.tsx")),
    engine: () => import("@gg/games/oh-hell/index.ts").then((m) => m.ohHell as AnyGame),
    // `round` counts from 0; `points` are the hand's, `scores` the running totals.
    roundSummary: (e) => ({
      round: Number(e.round) + 1,
      columns: [
        { label: "points", values: arr(e.points) },
        { label: "totals", values: arr(e.scores) },
      ],
    }),
  },
  "bet-on-tricks": {
    Table: lazy(() => import("./bet-on-tricks/Table.tsx")),
    engine: () => import("@gg/games/bet-on-tricks/index.ts").then((m) => m.betOnTricks as AnyGame),
    // `round` counts from 1; `missed`: the seats whose tricks differed from their bet.
    roundSummary: (e) => ({
      round: Number(e.round),
      columns: [
        { label: "bets", values: arr(e.bets) },
        { label: "tricks", values: arr(e.tricks) },
        { label: "lives", values: arr(e.lives) },
      ],
      missed: arr(e.missed) as readonly number[],
    }),
  },
  "101": {
    Table: lazy(() => import("./101/Table.tsx")),
    engine: () => import("@gg/games/101/index.ts").then((m) => m.game101 as AnyGame),
    // `round` counts from 1; `scores` are the round's (null: out of the game), `totals` the sums.
    roundSummary: (e) => ({
      round: Number(e.round),
      multiplier: Number(e.multiplier),
      columns: [
        { label: "scores", values: arr(e.scores) },
        { label: "totals", values: arr(e.totals) },
      ],
    }),
  },
  "gg-battle": {
    Table: lazy(() => import("./gg-battle/Table.tsx")),
    engine: () => import("@gg/games/gg-battle/index.ts").then((m) => m.ggBattle as AnyGame),
  },
};

export const GenericTable = lazy(() => import("./GenericTable.tsx"));
