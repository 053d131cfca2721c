import { searchBot, type GameDefinition } from "@gg/core";
import { trucoRulesBot } from "./bots.ts";
import { activeSeats, apply, describeAction, endByHost, legalActions, result, setup, timing } from "./engine.ts";
import { TRUCO_PHRASES } from "./phrases.ts";
import { determinize, evaluate } from "./search.ts";
import { teamsOf, trucoOptions, type TrucoAction, type TrucoOptions, type TrucoState } from "./state.ts";
import { view, type TrucoView } from "./view.ts";

/** Playouts per search decision (at most 7 candidate actions, each played out to the end of the hand). */
export const SEARCH_PLAYOUTS = 300;

export const truco: GameDefinition<TrucoState, TrucoAction, TrucoView, TrucoOptions> = {
  id: "truco",
  engineVersion: "1.0.0",
  names: { en: "Truco", "pt-BR": "Truco", uk: "Труко" },
  minPlayers: 2,
  maxPlayers: 4,
  playerCounts: [2, 4],
  options: trucoOptions,
  optionText: {
    mineiro: {
      label: { en: "Mineiro", "pt-BR": "Truco mineiro", uk: "Мінейру" },
      help: {
        en: "No card is turned up; the manilhas are always 7♦, A♠, 7♥, 4♣ (low to high). Default off.",
        "pt-BR": "Nenhuma carta é virada; as manilhas são sempre 7♦, A♠, 7♥, 4♣ (da menor para a maior). Padrão: desligado.",
        uk: "Жодну карту не відкривають; манільї завжди 7♦, A♠, 7♥, 4♣ (від меншої до більшої). Типово вимкнено.",
      },
    },
    bestOfThree: {
      label: { en: "Best of three", "pt-BR": "Melhor de três", uk: "До двох перемог" },
      help: {
        en: "Play games to 12 until a side has won two; points return to 0–0 after each game. Default off: one game.",
        "pt-BR": "Jogam-se partidas até 12 até um lado vencer duas; os pontos voltam a 0–0 após cada partida. Padrão: uma partida.",
        uk: "Грають партії до 12, доки одна сторона не виграє дві; після кожної партії рахунок знову 0–0. Типово — одна партія.",
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
  timing,
  describeAction,
  determinize,
  evaluate,
  bots: { rules: trucoRulesBot, search: () => searchBot(truco, { playouts: SEARCH_PLAYOUTS }) },
  phrases: TRUCO_PHRASES,
};
