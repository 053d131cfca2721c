import { searchBot, type GameDefinition } from "@gg/core";
import { biscaRulesBot } from "./bots.ts";
import { activeSeats, apply, endByHost, legalActions, result, setup } from "./engine.ts";
import { determinize, evaluate } from "./search.ts";
import { biscaOptions, biscaTeams, type BiscaAction, type BiscaOptions, type BiscaState } from "./state.ts";
import { view, type BiscaView } from "./view.ts";

/**
 * Playouts per search decision (at most 4 candidate actions, each played out to
 * the end of the hand): ~4 ms of CPU a decision, and far stronger than `rules`.
 */
export const SEARCH_PLAYOUTS = 80;

export const bisca: GameDefinition<BiscaState, BiscaAction, BiscaView, BiscaOptions> = {
  id: "bisca",
  engineVersion: "1.0.0",
  names: { en: "Bisca", "pt-BR": "Bisca", uk: "Біска" },
  minPlayers: 2,
  maxPlayers: 4,
  options: biscaOptions,
  optionText: {
    handSize: {
      label: { en: "Hand size", "pt-BR": "Cartas na mão", uk: "Карт у руці" },
      help: {
        en: "Cards each player holds, refilled from the stock after every trick: 3, 7, or 9 (9 with 2 players only). Default 3.",
        "pt-BR": "Cartas que cada jogador segura, repostas do monte após cada vaza: 3, 7 ou 9 (9 só com 2 jogadores). Padrão 3.",
        uk: "Скільки карт тримає кожен гравець, добираючи з колоди після кожної взятки: 3, 7 або 9 (9 — лише вдвох). Типово 3.",
      },
    },
    swapTrumpTwo: {
      label: { en: "Swap the 2 of trumps", "pt-BR": "Trocar o 2 de trunfo", uk: "Обмін двійки козирів" },
      help: {
        en: "While the stock holds more than the turned card, the holder of the 2 of trumps may swap it for the turned card on their turn.",
        "pt-BR": "Enquanto o monte tiver mais que a carta virada, quem tem o 2 de trunfo pode trocá-lo pela carta virada na sua vez.",
        uk: "Поки в колоді є щось, крім відкритої карти, власник двійки козирів може у свій хід обміняти її на відкриту карту.",
      },
    },
  },
  rulesDocument: new URL("./rules.md", import.meta.url),
  setup,
  teams: (players) => biscaTeams(players),
  activeSeats,
  legalActions,
  apply,
  view,
  result,
  endByHost,
  describeAction: (action) => (action.type === "swap" ? "swaps the 2 of trumps for the turned card" : `plays ${action.card}`),
  determinize,
  evaluate,
  bots: { rules: biscaRulesBot, search: () => searchBot(bisca, { playouts: SEARCH_PLAYOUTS }) },
};
