/**
 * The web client's one list of games: per game, its table (fetched on demand, so the lobby never
 * downloads a table's code), its engine (lazy, loaded only by the replay page) and how
 * its `roundScored` event reads as the shared end-of-round summary (the game folder's
 * `round.ts`). Adding a game is one entry here and its folder; nothing in `src/ui/`
 * names a game.
 */
import { lazy } from "react";
import type { AnyGame, GameEvent } from "@gg/core";
import type { RoundLine, TableProps } from "./types.ts";
import { preloadable, type Preloadable } from "../ui/preloadable.ts";
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
  /**
   * The game's table, its code fetched on demand (`preload` as soon as the game is known: the lobby's
   * click, the room's info). Absent while the game's table is being built: the engine runs (CLI,
   * replays) but the lobby does not offer it.
   */
  readonly Table?: Preloadable<TableProps<any>>;
  /** The game's definition, for replaying a record in the browser (its own chunk). */
  readonly engine: () => Promise<AnyGame>;
  /** The game's `roundScored` event as the shared summary; absent: the game has no scored rounds. */
  readonly roundSummary?: (event: GameEvent) => RoundLine;
}

export const GAMES: Readonly<Record<string, WebGame>> = {
  "oh-hell": {
    Table: preloadable(() => import("./oh-hell/Table.tsx")),
    engine: () => import("@gg/games/oh-hell/index.ts").then((m) => m.ohHell as AnyGame),
    roundSummary: ohHellRound,
  },
  "bet-on-tricks": {
    Table: preloadable(() => import("./bet-on-tricks/Table.tsx")),
    engine: () => import("@gg/games/bet-on-tricks/index.ts").then((m) => m.betOnTricks as AnyGame),
    roundSummary: betOnTricksRound,
  },
  "101": {
    Table: preloadable(() => import("./101/Table.tsx")),
    engine: () => import("@gg/games/101/index.ts").then((m) => m.game101 as AnyGame),
    roundSummary: round101,
  },
  "gg-battle": {
    Table: preloadable(() => import("./gg-battle/Table.tsx")),
    engine: () => import("@gg/games/gg-battle/index.ts").then((m) => m.ggBattle as AnyGame),
  },
  hearts: {
    Table: preloadable(() => import("./hearts/Table.tsx")),
    engine: () => import("@gg/games/hearts/index.ts").then((m) => m.hearts as AnyGame),
    roundSummary: heartsRound,
  },
  king: {
    Table: preloadable(() => import("./king/Table.tsx")),
    engine: () => import("@gg/games/king/index.ts").then((m) => m.king as AnyGame),
    roundSummary: kingRound,
  },
  bisca: {
    Table: preloadable(() => import("./bisca/Table.tsx")),
    engine: () => import("@gg/games/bisca/index.ts").then((m) => m.bisca as AnyGame),
    roundSummary: biscaRound,
  },
  sueca: {
    Table: preloadable(() => import("./sueca/Table.tsx")),
    engine: () => import("@gg/games/sueca/index.ts").then((m) => m.sueca as AnyGame),
    roundSummary: suecaRound,
  },
  "italian-sueca": {
    Table: preloadable(() => import("./sueca/Table.tsx")),
    engine: () => import("@gg/games/italian-sueca/index.ts").then((m) => m.italianSueca as AnyGame),
    roundSummary: suecaRound,
  },
  spades: {
    Table: preloadable(() => import("./spades/Table.tsx")),
    engine: () => import("@gg/games/spades/index.ts").then((m) => m.spades as AnyGame),
    roundSummary: spadesRound,
  },
  truco: {
    Table: preloadable(() => import("./truco/Table.tsx")),
    engine: () => import("@gg/games/truco/index.ts").then((m) => m.truco as AnyGame),
    roundSummary: trucoRound,
  },
  buraco: {
    Table: preloadable(() => import("./buraco/Table.tsx")),
    engine: () => import("@gg/games/buraco/index.ts").then((m) => m.buraco as AnyGame),
    roundSummary: buracoRound,
  },
  donkey: {
    Table: preloadable(() => import("./donkey/Table.tsx")),
    engine: () => import("@gg/games/donkey/index.ts").then((m) => m.donkey as AnyGame),
    roundSummary: donkeyRound,
  },
  solitaire: {
    Table: preloadable(() => import("./solitaire/Table.tsx")),
    engine: () => import("@gg/games/solitaire/index.ts").then((m) => m.solitaire as AnyGame),
  },
  // Oh Hell with Up and Down on by default: Oh Hell's engine, so Oh Hell's table.
  "up-and-down": {
    Table: preloadable(() => import("./oh-hell/Table.tsx")),
    engine: () => import("@gg/games/up-and-down/index.ts").then((m) => m.upAndDown as AnyGame),
    roundSummary: ohHellRound,
  },
};

/** Whether a player can create a table of this game in the browser (it has its own table). */
export function playableInBrowser(id: string): boolean {
  return GAMES[id]?.Table !== undefined;
}

/** Starts fetching a game's table (and the felt it is drawn on) before the page needs it. */
export function preloadTable(game: string): void {
  void GAMES[game]?.Table?.preload().catch(() => {}); // the page's own render will try again and show the failure
}

export const GenericTable = lazy(() => import("./GenericTable.tsx"));
