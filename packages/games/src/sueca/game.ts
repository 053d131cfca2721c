/**
 * One definition shape for Sueca and Italian Sueca: they share the engine,
 * options, view and bots; each variant gives its id, names and rules document.
 */
import { searchBot, type GameDefinition, type LocalizedText, type OptionText } from "@gg/core";
import { suecaRulesBot } from "./bots.ts";
import { activeSeats, apply, endByHost, legalActions, result, setupOf } from "./engine.ts";
import { determinize, evaluate } from "./search.ts";
import { PLAYERS, TEAMS, suecaOptions, type SuecaAction, type SuecaOptions, type SuecaState, type SuecaVariant } from "./state.ts";
import { view, type SuecaView } from "./view.ts";

export type SuecaGame = GameDefinition<SuecaState, SuecaAction, SuecaView, SuecaOptions>;

const OPTION_TEXT: Readonly<Record<keyof SuecaOptions, OptionText>> = {
  target: {
    label: { en: "Match to", "pt-BR": "Partida até", uk: "Гра до" },
    help: {
      en: "Game points a team needs to win the match: 4 (default) or 10.",
      "pt-BR": "Pontos de jogo que uma dupla precisa para vencer a partida: 4 (padrão) ou 10.",
      uk: "Скільки ігрових очок потрібно команді для перемоги: 4 (типово) або 10.",
    },
  },
  carryOver: {
    label: { en: "60–60 carries over", "pt-BR": "Empate 60–60 acumula", uk: "Нічия 60–60 переноситься" },
    help: {
      en: "A 60–60 hand scores nothing and the next hand is worth 1 more game point (default on).",
      "pt-BR": "Uma mão empatada em 60–60 não pontua e a próxima vale 1 ponto de jogo a mais (padrão: ligado).",
      uk: "Роздача 60–60 не дає очок, а наступна коштує на 1 ігрове очко більше (типово увімкнено).",
    },
  },
};

export function defineSuecaGame(variant: SuecaVariant, names: LocalizedText, rulesDocument: URL): SuecaGame {
  const game: SuecaGame = {
    id: variant,
    engineVersion: "1.0.0",
    names,
    minPlayers: PLAYERS,
    maxPlayers: PLAYERS,
    options: suecaOptions,
    optionText: OPTION_TEXT,
    rulesDocument,
    setup: setupOf(variant),
    teams: () => TEAMS,
    activeSeats,
    legalActions,
    apply,
    view,
    result,
    endByHost,
    describeAction: (action) => `plays ${action.card}`,
    determinize,
    evaluate,
    bots: { rules: suecaRulesBot, search: () => searchBot(game, { playouts: 200 }) },
  };
  return game;
}
