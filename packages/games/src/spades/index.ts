import type { GameDefinition } from "@gg/core";
import { spadesRulesBot } from "./bots.ts";
import { activeSeats, apply, endByHost, legalActions, result, setup } from "./engine.ts";
import { determinize, evaluate, spadesSearchBot } from "./search.ts";
import { PLAYERS, TEAMS, spadesOptions, type SpadesAction, type SpadesOptions, type SpadesState } from "./state.ts";
import { view, type SpadesView } from "./view.ts";

function describeAction(action: SpadesAction): string {
  switch (action.type) {
    case "bid":
      return action.bid === 0 ? "bids nil" : `bids ${action.bid}`;
    case "blindNil":
      return "bids blind nil";
    case "seeCards":
      return "looks at the cards";
    case "play":
      return `plays ${action.card}`;
  }
}

export const spades: GameDefinition<SpadesState, SpadesAction, SpadesView, SpadesOptions> = {
  id: "spades",
  engineVersion: "1.0.0",
  names: { en: "Spades", "pt-BR": "Spades", uk: "Піки" },
  minPlayers: PLAYERS,
  maxPlayers: PLAYERS,
  options: spadesOptions,
  optionText: {
    target: {
      label: { en: "Match to", "pt-BR": "Partida até", uk: "Гра до" },
      help: {
        en: "Points a team needs to win: 250, 300 or 500 (default). A team that falls to −200 loses.",
        "pt-BR": "Pontos que uma dupla precisa para vencer: 250, 300 ou 500 (padrão). A dupla que cair a −200 perde.",
        uk: "Скільки очок потрібно команді для перемоги: 250, 300 або 500 (типово). Команда, що впала до −200, програє.",
      },
    },
    blindNil: {
      label: { en: "Blind nil", "pt-BR": "Nil às cegas", uk: "Сліпий нуль" },
      help: {
        en: "A team 100 or more behind may bid nil before looking at its cards: ±200 (default off).",
        "pt-BR": "Uma dupla 100 ou mais pontos atrás pode apostar nil antes de ver as cartas: ±200 (padrão: desligado).",
        uk: "Команда, що відстає на 100 чи більше, може заявити нуль, не дивлячись у карти: ±200 (типово вимкнено).",
      },
    },
  },
  rulesDocument: new URL("./rules.md", import.meta.url),
  setup,
  teams: () => TEAMS,
  activeSeats,
  legalActions,
  apply,
  view,
  result,
  endByHost,
  describeAction,
  determinize,
  evaluate,
  bots: { rules: spadesRulesBot, search: () => spadesSearchBot(spades, { bidPlayouts: 160, playPlayouts: 64 }) },
};
