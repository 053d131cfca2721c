/** The registry: one line per game. */
import type { AnyGame } from "@gg/core";
import { ohHell } from "./oh-hell/index.ts";
import { game101 } from "./101/index.ts";
import { betOnTricks } from "./bet-on-tricks/index.ts";
import { ggBattle } from "./gg-battle/index.ts";
import { hearts } from "./hearts/index.ts";
import { sueca } from "./sueca/index.ts";
import { italianSueca } from "./italian-sueca/index.ts";
import { upAndDown } from "./up-and-down/index.ts";
import { bisca } from "./bisca/index.ts";
import { king } from "./king/index.ts";
import { spades } from "./spades/index.ts";
import { truco } from "./truco/index.ts";
import { donkey } from "./donkey/index.ts";
import { buraco } from "./buraco/index.ts";
import { solitaire } from "./solitaire/index.ts";

export const GAMES: readonly AnyGame[] = [ohHell, game101, betOnTricks, ggBattle, bisca, sueca, italianSueca, upAndDown, hearts, king, spades, truco, buraco, donkey, solitaire];

export function findGame(id: string): AnyGame | undefined {
  return GAMES.find((game) => game.id === id);
}

export function getGame(id: string): AnyGame {
  const game = findGame(id);
  if (!game) throw new Error(`unknown game '${id}' (games: ${GAMES.map((g) => g.id).join(", ")})`);
  return game;
}
