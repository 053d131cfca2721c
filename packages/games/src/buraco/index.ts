import type { GameDefinition } from "@gg/core";
import { buracoRulesBot } from "./bots.ts";
import { activeSeats, apply, describeAction, endByHost, legalActions, result, setup } from "./engine.ts";
import { buracoSearchBot, determinize, evaluate } from "./search.ts";
import { buracoOptions, teamsOf, type BuracoAction, type BuracoOptions, type BuracoState } from "./state.ts";
import { view, type BuracoView } from "./view.ts";

export const buraco: GameDefinition<BuracoState, BuracoAction, BuracoView, BuracoOptions> = {
  id: "buraco",
  engineVersion: "1.0.0",
  names: { en: "Buraco", "pt-BR": "Buraco", uk: "Бурако" },
  minPlayers: 2,
  maxPlayers: 4,
  playerCounts: [2, 4],
  options: buracoOptions,
  optionText: {
    target: {
      label: { en: "Match to", "pt-BR": "Partida até", uk: "Гра до" },
      help: {
        en: "The total that ends the match: 3,000 (default) or 1,500.",
        "pt-BR": "O total que encerra a partida: 3.000 (padrão) ou 1.500.",
        uk: "Сума, що завершує гру: 3000 (типово) або 1500.",
      },
    },
  },
  rulesDocument: new URL("./rules.md", import.meta.url),
  setup,
  teams: (players) => (players === 4 ? teamsOf(4) : undefined),
  activeSeats,
  legalActions,
  apply,
  view,
  result,
  endByHost,
  describeAction,
  determinize,
  evaluate,
  bots: { rules: buracoRulesBot, search: () => buracoSearchBot(buraco) },
};
