import type { GameDefinition } from "@gg/core";
import { heartsRulesBot } from "./bots.ts";
import { activeSeats, apply, endByHost, legalActions, result, setup } from "./engine.ts";
import { heartsOptions, type HeartsAction, type HeartsOptions, type HeartsState } from "./state.ts";
import { determinize, evaluate, heartsSearchBot } from "./search.ts";
import { view, type HeartsView } from "./view.ts";

export const hearts: GameDefinition<HeartsState, HeartsAction, HeartsView, HeartsOptions> = {
  id: "hearts",
  engineVersion: "1.0.0",
  names: { en: "Hearts", "pt-BR": "Copas", uk: "Черви" },
  minPlayers: 3,
  maxPlayers: 6,
  options: heartsOptions,
  optionText: {
    target: {
      label: { en: "Match target", "pt-BR": "Pontuação final", uk: "Межа партії" },
      help: {
        en: "The match ends after the hand in which a player's total reaches 50 or 100 (default 100); the lowest total wins.",
        "pt-BR": "A partida termina depois da mão em que o total de um jogador chega a 50 ou 100 (padrão 100); vence o menor total.",
        uk: "Партія закінчується після роздачі, в якій сума гравця сягає 50 або 100 (типово 100); перемагає найменша сума.",
      },
    },
    moonSubtracts: {
      label: { en: "Moon subtracts", "pt-BR": "Lua subtrai", uk: "Місяць віднімає" },
      help: {
        en: "A player who takes every heart and the queen of spades scores −26 instead of everyone else scoring 26.",
        "pt-BR": "Quem leva todas as copas e a dama de espadas marca −26, em vez de todos os outros marcarem 26.",
        uk: "Гравець, що взяв усі черви й даму пік, отримує −26 замість того, щоб усі інші отримали по 26.",
      },
    },
    jackOfDiamonds: {
      label: { en: "Jack of diamonds", "pt-BR": "Valete de ouros", uk: "Валет бубна" },
      help: {
        en: "Whoever takes the jack of diamonds scores −10 for the hand.",
        "pt-BR": "Quem leva o valete de ouros marca −10 na mão.",
        uk: "Хто бере валета бубна, отримує −10 за роздачу.",
      },
    },
  },
  rulesDocument: new URL("./rules.md", import.meta.url),
  setup,
  activeSeats,
  legalActions,
  apply,
  view,
  result,
  endByHost,
  describeAction: (action) => (action.type === "pass" ? `passes ${action.cards.join(" ")}` : `plays ${action.card}`),
  determinize,
  evaluate,
  bots: { rules: heartsRulesBot, search: () => heartsSearchBot(hearts, 100) },
};
