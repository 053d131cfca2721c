import type { GameDefinition } from "@gg/core";
import { rulesBot, searchBot } from "./bots.ts";
import { activeSeats, apply, endByHost, legalActions, result, setup } from "./engine.ts";
import { solitaireOptions, type SolitaireAction, type SolitaireOptions, type SolitaireState } from "./state.ts";
import { view, type SolitaireView } from "./view.ts";

export const solitaire: GameDefinition<SolitaireState, SolitaireAction, SolitaireView, SolitaireOptions> = {
  id: "solitaire",
  // A solver change can pick another deal for a seed: bump the version with it (rules.md).
  engineVersion: "1.4.0",
  names: { en: "Solitaire (Klondike)", "pt-BR": "Paciência (Klondike)", uk: "Пасьянс «Косинка»" },
  minPlayers: 1,
  maxPlayers: 8,
  options: solitaireOptions,
  optionText: {
    draw: {
      label: { en: "Cards per draw", "pt-BR": "Cartas por compra", uk: "Карт за раз" },
      help: {
        en: "Turn 1 card (default) or 3 cards from the stock at a time.",
        "pt-BR": "Virar 1 carta (padrão) ou 3 cartas do monte de cada vez.",
        uk: "Відкривати з колоди 1 карту (типово) або 3 карти за раз.",
      },
    },
    passes: {
      label: { en: "Passes through the stock", "pt-BR": "Passagens pelo monte", uk: "Проходів колодою" },
      help: {
        en: "0 (default) is the standard limit: unlimited with draw 1, three with draw 3. 1–9 allow at most that many passes.",
        "pt-BR": "0 (padrão) é o limite comum: ilimitado comprando 1, três comprando 3. De 1 a 9: no máximo esse número de passagens.",
        uk: "0 (типово) — звичайне обмеження: без обмежень при 1 карті, три при 3 картах. 1–9 — не більше стількох проходів.",
      },
    },
    winnableDeals: {
      label: { en: "Winnable deals", "pt-BR": "Só jogos vencíveis", uk: "Лише виграшні розклади" },
      help: {
        en: "Deal only a deal the solver has proved winnable, still drawn from the match's verifiable seed.",
        "pt-BR": "Só distribuir um jogo que o resolvedor provou vencível, ainda sorteado da semente verificável da partida.",
        uk: "Роздавати лише розклад, виграшність якого довів розв'язувач; він і далі береться з перевірюваного зерна партії.",
      },
    },
    raceMinutes: {
      label: { en: "Race time limit (minutes)", "pt-BR": "Tempo da corrida (minutos)", uk: "Час перегонів (хвилини)" },
      help: {
        en: "With 2–8 players: 5, 10 (default) or 15 minutes; then the highest score wins.",
        "pt-BR": "Com 2 a 8 jogadores: 5, 10 (padrão) ou 15 minutos; então vence a maior pontuação.",
        uk: "Для 2–8 гравців: 5, 10 (типово) або 15 хвилин; тоді перемагає найбільший рахунок.",
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
  // A decision may take the race's minutes (alone too) before the seat counts as away.
  timing: (state) => ({ timeLimitMs: state.options.raceMinutes * 60_000 }),
  // A race's time limit: the server ends it at time-up as the host would (rules.md).
  matchTimeLimitMs: (options, players) => (players > 1 ? options.raceMinutes * 60_000 : undefined),
  describeAction: (action) => (action.type === "move" ? `moves ${action.from} to ${action.to}` : action.type),
  bots: { rules: rulesBot, search: () => searchBot() },
};
