/**
 * The web client's one list of games: per game, its table (lazy, so the lobby never
 * downloads a table's code), its engine (lazy, loaded only by the replay page) and how
 * its `roundScored` event reads as the shared end-of-round summary (the game folder's
 * `round.ts`). Adding a game is one entry here and its folder; nothing in `src/ui/`
 * names a game.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { AnyGame, GameEvent } from "@gg/core";
import type { RoundLine, TableProps } from "./types.ts";
import { round101 } from "./101/round.ts";
import { betOnTricksRound } from "./bet-on-tricks/round.ts";
import { ohHellRound } from "./oh-hell/round.ts";
import { heartsRound } from "./hearts/round.ts";
import { kingRound } from "./king/round.ts";
import { biscaRound } from "./bisca/round.ts";
import { suecaRound } from "./sueca/round.ts";
import { spadesRound } from "./spades/round.ts";
import { trucoRound } from "./truco/round.ts";
import { donkeyRound } from "./donkey/round.ts";
import { buracoRound } from "./buraco/round.ts";

export interface WebGame {
  /** Absent while the game's table is being built: the engine runs (CLI, replays) but the lobby does not offer it. */
  readonly Table?: LazyExoticComponent<ComponentType<TableProps<any>>>;
  /** The game's definition, for replaying a record in the browser (its own chunk). */
  readonly engine: () => Promise<AnyGame>;
  /** The game's `roundScored` event as the shared summary; absent: the game has no scored rounds. */
  readonly roundSummary?: (event: GameEvent) => RoundLine;
}

export const GAMES: Readonly<Record<string, WebGame>> = {
  "oh-hell": {
    Table: lazy(() => import("./oh-hell/Table.tsx")),
    engine: () => import("@gg/games/oh-hell/index.ts").then((m) => m.ohHell as AnyGame),
    roundSummary: ohHellRound,
  },
  "bet-on-tricks": {
    Table: lazy(() => import("./bet-on-tricks/Table.tsx")),
    engine: () => import("@gg/games/bet-on-tricks/index.ts").then((m) => m.betOnTricks as AnyGame),
    roundSummary: betOnTricksRound,
  },
  "101": {
    Table: lazy(() => import("./101/Table.tsx")),
    engine: () => import("@gg/games/101/index.ts").then((m) => m.game101 as AnyGame),
    roundSummary: round101,
  },
  "gg-battle": {
    Table: lazy(() => import("./gg-battle/Table.tsx")),
    engine: () => import("@gg/games/gg-battle/index.ts").then((m) => m.ggBattle as AnyGame),
  },
  hearts: {
    Table: lazy(() => import("./hearts/Table.tsx")),
    engine: () => import("@gg/games/hearts/index.ts").then((m) => m.hearts as AnyGame),
    roundSummary: heartsRound,
  },
  king: {
    Table: lazy(() => import("./king/Table.tsx")),
    engine: () => import("@gg/games/king/index.ts").then((m) => m.king as AnyGame),
    roundSummary: kingRound,
  },
  bisca: {
    Table: lazy(() => import("./bisca/Table.tsx")),
    engine: () => import("@gg/games/bisca/index.ts").then((m) => m.bisca as AnyGame),
    roundSummary: biscaRound,
  },
  sueca: {
    Table: lazy(() => import("./sueca/Table.tsx")),
    engine: () => import("@gg/games/sueca/index.ts").then((m) => m.sueca as AnyGame),
    roundSummary: suecaRound,
  },
  "italian-sueca": {
    Table: lazy(() => import("./sueca/Table.tsx")),
    engine: () => import("@gg/games/italian-sueca/index.ts").then((m) => m.italianSueca as AnyGame),
    roundSummary: suecaRound,
  },
  spades: {
    Table: lazy(() => import("./spades/Table.tsx")),
    engine: () => import("@gg/games/spades/index.ts").then((m) => m.spades as AnyGame),
    roundSummary: spadesRound,
  },
  truco: {
    Table: lazy(() => import("./truco/Table.tsx")),
    engine: () => import("@gg/games/truco/index.ts").then((m) => m.truco as AnyGame),
    roundSummary: trucoRound,
  },
  buraco: {
    Table: lazy(() => import("./buraco/Table.tsx")),
    engine: () => import("@gg/games/buraco/index.ts").then((m) => m.buraco as AnyGame),
    roundSummary: buracoRound,
  },
  donkey: {
    Table: lazy(() => import("./donkey/Table.tsx")),
    engine: () => import("@gg/games/donkey/index.ts").then((m) => m.donkey as AnyGame),
    roundSummary: donkeyRound,
  },
  solitaire: {
    Table: lazy(() => import("./solitaire/Table.tsx")),
    engine: () => import("@gg/games/solitaire/index.ts").then((m) => m.solitaire as AnyGame),
  },
  // Oh Hell with Up and Down on by default: Oh Hell's engine, so Oh Hell's table.
  "up-and-down": {
    Table: lazy(() => import("./oh-hell/Table.tsx")),
    engine: () => import("@gg/games/up-and-down/index.ts").then((m) => m.upAndDown as AnyGame),
    roundSummary: ohHellRound,
  },
};

/** Whether a player can create a table of this game in the browser (it has its own table). */
export function playableInBrowser(id: string): boolean {
  return GAMES[id]?.Table !== undefined;
}

export const GenericTable = lazy(() => import("./GenericTable.tsx"));
