import { searchBot, type GameDefinition } from "@gg/core";
import { ohHellRulesBot } from "./bots.ts";
import { activeSeats, apply, endByHost, legalActions, result, setup } from "./engine.ts";
import { ohHellOptions, type OhHellAction, type OhHellOptions, type OhHellState } from "./state.ts";
import { view, type OhHellView } from "./view.ts";
import { determinize, evaluate } from "./search.ts";

export const ohHell: GameDefinition<OhHellState, OhHellAction, OhHellView, OhHellOptions> = {
  id: "oh-hell",
  engineVersion: "2.0.0",
  names: { en: "Oh Hell", "pt-BR": "Oh Hell (Sobe e Desce)", uk: "О, чорт!" },
  minPlayers: 2,
  maxPlayers: 9,
  options: ohHellOptions,
  optionText: {
    exactBidBonus: {
      label: { en: "Exact-bid bonus", "pt-BR": "Bônus por aposta exata", uk: "Бонус за точну заявку" },
      help: {
        en: "Points added when a player takes exactly the tricks they bid (default 5).",
        "pt-BR": "Pontos extras quando o jogador faz exatamente as vazas apostadas (padrão 5).",
        uk: "Очки, що додаються, коли гравець бере рівно заявлену кількість взяток (типово 5).",
      },
    },
    upAndDown: {
      label: { en: "Up and Down", "pt-BR": "Sobe e desce", uk: "Вгору і вниз" },
      help: {
        en: "After the 1-card hand, the hands grow back up to the first size.",
        "pt-BR": "Depois da mão de 1 carta, as mãos voltam a crescer até o tamanho inicial.",
        uk: "Після роздачі з 1 карти роздачі знову зростають до початкового розміру.",
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
  describeAction: (action) => (action.type === "bid" ? `bids ${action.bid}` : `plays ${action.card}`),
  determinize,
  evaluate,
  bots: { rules: ohHellRulesBot, search: () => searchBot(ohHell, { playouts: 300 }) },
};
