/** 101 (Сто один): the Ukrainian shedding game. Rules: rules.md beside this file. */
import { searchBot, type GameDefinition } from "@gg/core";
import { rulesBot } from "./bots.ts";
import { apply, setup } from "./engine.ts";
import { BRIDGE_MS } from "./moves.ts";
import { endByHost, result } from "./rounds.ts";
import { activeSeats } from "./seats.ts";
import { legalActions } from "./legal.ts";
import { determinize, evaluate, search101 } from "./search.ts";
import { options101, type Action101, type Options101, type State101 } from "./state.ts";
import { view, type View101 } from "./view.ts";

export type { Action101, Options101, State101, View101 };

const SUIT_NAMES: Record<string, string> = { C: "clubs", D: "diamonds", H: "hearts", S: "spades" };

export function describeAction(action: Action101): string {
  switch (action.type) {
    case "draw":
      return "draws a card";
    case "pass":
      return "passes";
    case "bridge":
      return "declares a bridge";
    case "noBridge":
      return "lets the bridge go";
    case "play": {
      const cards = action.cards.length > 0 ? `plays ${action.cards.join(" ")}` : "adds nothing to the opening card";
      return action.suit ? `${cards}, calls ${SUIT_NAMES[action.suit] ?? action.suit}` : cards;
    }
    default:
      return JSON.stringify(action);
  }
}

/**
 * Search: playouts per decision (shared by the legal actions), each cut after a few actions
 * and scored by `evaluate` (hand points of the unfinished round): short playouts are cheap
 * and far less noisy than whole rounds, and measured stronger.
 */
export const SEARCH_PLAYOUTS = 500;
export const SEARCH_PLAYOUT_ACTIONS = 8;
/** Distinct moves searched: the rules bot's three favourites. */
export const SEARCH_WIDTH = 3;

export const game101: GameDefinition<State101, Action101, View101, Options101> = {
  id: "101",
  engineVersion: "3.0.0",
  names: { en: "101", "pt-BR": "101", uk: "Сто один" },
  minPlayers: 2,
  maxPlayers: 6,
  options: options101,
  optionText: {
    scoreLimit: {
      label: { en: "Score limit", "pt-BR": "Limite de pontos", uk: "Ліміт очок" },
      help: {
        en: "Above the limit a player is out; exactly the limit or its half resets to 0; the last player left wins. Off: the game runs until the host ends it, lowest total wins.",
        "pt-BR": "Acima do limite o jogador sai; exatamente o limite ou a metade zera o total; vence o último que sobrar. Desligado: o jogo segue até o anfitrião encerrar, vence o menor total.",
        uk: "Більше ліміту — вибуваєш; рівно ліміт або його половина — сума скидається до 0; перемагає останній у грі. Без ліміту гра триває, доки хост її не завершить; перемагає найменша сума.",
      },
    },
    limit: {
      label: { en: "Limit", "pt-BR": "Limite", uk: "Ліміт" },
      help: {
        en: "The score limit (default 101).",
        "pt-BR": "O limite de pontos (padrão 101).",
        uk: "Ліміт очок (типово 101).",
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
  timing: (state, seat) =>
    state.phase === "bridge" && state.turn === seat ? { timeLimitMs: BRIDGE_MS, onTimeout: { type: "noBridge" }, lapseIsAnswer: true } : undefined,
  describeAction,
  determinize,
  evaluate,
  bots: {
    rules: rulesBot,
    search: () => search101(searchBot(game101, { playouts: SEARCH_PLAYOUTS, roundEndEvent: "roundScored", maxPlayoutActions: SEARCH_PLAYOUT_ACTIONS }), SEARCH_WIDTH),
  },
};
