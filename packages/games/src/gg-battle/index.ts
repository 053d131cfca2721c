import { defaultDecisionBudgetMs, type Bot, type GameDefinition } from "@gg/core";
import { candidates, rulesBot } from "./bots.ts";
import { searchMove } from "./playout.ts";
import { determinize, evaluate } from "./search.ts";
import { describeAction } from "./describe.ts";
import { activeSeats, apply, endByHost, legalActions, result } from "./engine.ts";
import { defaultArrangement, setup } from "./setup.ts";
import { ggBattleOptions, type GGBattleAction, type GGBattleOptions, type GGBattleState } from "./state.ts";
import { view, type GGBattleView } from "./view.ts";

/** The arrangement window (rulings: 90 s, a shuffled arrangement on time-out). */
export const ARRANGE_TIME_MS = 90_000;

export const ggBattle: GameDefinition<GGBattleState, GGBattleAction, GGBattleView, GGBattleOptions> = {
  id: "gg-battle",
  engineVersion: "1.0.0",
  names: { en: "GG Battle", "pt-BR": "Batalha GG", uk: "GG Битва" },
  minPlayers: 2,
  maxPlayers: 4,
  options: ggBattleOptions,
  optionText: {
    strategyDeck: {
      label: { en: "Strategy cards", "pt-BR": "Cartas de estratégia", uk: "Карти стратегії" },
      help: {
        en: "Play with the 24-card strategy deck (Scout, Swap, Sink, Second Chance, Shield, Skip, Reverse, Steal). Off: the bare challenge game.",
        "pt-BR": "Jogar com o baralho de 24 cartas de estratégia (Espiar, Trocar, Afundar, Segunda Chance, Escudo, Pular, Inverter, Roubar). Desligado: só os desafios.",
        uk: "Грати з колодою з 24 карт стратегії (Розвідка, Обмін, Занурення, Другий шанс, Щит, Пропуск, Розворот, Крадіжка). Вимкнено: лише виклики.",
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
  timing(state, seat) {
    if (state.phase !== "arrange" || state.piles[seat] !== null) return undefined;
    return { timeLimitMs: ARRANGE_TIME_MS, onTimeout: defaultArrangement(state, seat) };
  },
  describeAction,
  determinize,
  evaluate,
  bots: { rules: rulesBot, search: () => ggBattleSearchBot() },
};

/**
 * Playouts per decision by table size, and their length (actions). A playout
 * action costs more with more rivals (more piles to read, more challenges to
 * weigh), so larger tables get fewer playouts: p95 stays well under 200 ms a
 * decision on one core.
 */
export const SEARCH_PLAYOUTS: Readonly<Record<number, number>> = { 2: 400, 3: 240, 4: 160 };
export const SEARCH_PLAYOUT_ACTIONS = 24;

/**
 * The `search` level: perfect-information Monte Carlo on the fast playout
 * path (`playout.ts`) during play; the arrangement and the rock-paper-scissors
 * throws (where the legal list holds only representatives, or nothing to
 * search) are the `rules` bot's. `playouts` overrides the table-size default;
 * the time budget is the platform's (`DEFAULT_DECISION_BUDGET_MS`, 150 ms of CPU).
 */
export function ggBattleSearchBot(
  playouts?: number,
  maxPlayoutActions = SEARCH_PLAYOUT_ACTIONS,
  budgetMs = defaultDecisionBudgetMs(),
): Bot<GGBattleView, GGBattleAction> {
  const rules = rulesBot();
  return {
    act(input) {
      if (input.view.phase !== "play") return rules.act(input);
      const legal = candidates(input.view, input.seat, input.legal, input.random);
      const limits = { playouts: playouts ?? SEARCH_PLAYOUTS[input.view.players]!, maxPlayoutActions, budgetMs };
      return searchMove(input.view, input.seat, legal, input.random, limits);
    },
  };
}
