/** Bet on Tricks (Fodinha): the game definition the registry lists. */
import type { GameDefinition } from "@gg/core";
import { MAX_PLAYERS, MIN_PLAYERS, activeSeats, apply, describeAction, endByHost, legalActions, result, setup } from "./engine.ts";
import { optionText, optionsSchema, type Options } from "./options.ts";
import type { BetOnTricksAction, State } from "./state.ts";
import { view, type BetOnTricksView } from "./view.ts";
import { rulesBot } from "./bot.ts";
import { determinize, evaluate, makeSearchBot } from "./search.ts";

export type { BetOnTricksAction, State as BetOnTricksState } from "./state.ts";
export type { BetOnTricksView } from "./view.ts";
export type { Options as BetOnTricksOptions } from "./options.ts";

export const betOnTricks: GameDefinition<State, BetOnTricksAction, BetOnTricksView, Options> = {
  id: "bet-on-tricks",
  engineVersion: "2",
  names: { en: "Bet on Tricks", "pt-BR": "Fodinha", uk: "Ставка на взятки" },
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  options: optionsSchema,
  optionText,
  rulesDocument: new URL("./rules.md", import.meta.url),
  setup,
  activeSeats,
  legalActions,
  apply,
  view,
  result,
  endByHost,
  describeAction,
  determinize,
  evaluate,
  bots: { rules: rulesBot, search: () => makeSearchBot(betOnTricks) },
};
