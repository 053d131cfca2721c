import { searchBot, type GameDefinition } from "@gg/core";
import { donkeyRulesBot } from "./bots.ts";
import { activeSeats, apply, endByHost, legalActions, MAX_PLAYERS, MIN_PLAYERS, result, setup } from "./engine.ts";
import { determinize, evaluate } from "./search.ts";
import { donkeyOptions, type DonkeyAction, type DonkeyOptions, type DonkeyState } from "./state.ts";
import { view, type DonkeyView } from "./view.ts";

export const donkey: GameDefinition<DonkeyState, DonkeyAction, DonkeyView, DonkeyOptions> = {
  id: "donkey",
  engineVersion: "1.0.0",
  names: { en: "Donkey", "pt-BR": "Burro", uk: "Віслюк" },
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  options: donkeyOptions,
  optionText: {
    handSize: {
      label: { en: "Cards each", "pt-BR": "Cartas por jogador", uk: "Карт кожному" },
      help: {
        en: "Cards dealt to each player every round: 5 (default) or 7. With 7, at most 7 players.",
        "pt-BR": "Cartas distribuídas a cada jogador em cada rodada: 5 (padrão) ou 7. Com 7, no máximo 7 jogadores.",
        uk: "Скільки карт роздають кожному гравцеві в кожному раунді: 5 (типово) або 7. Із 7 — щонайбільше 7 гравців.",
      },
    },
    donkeyLimit: {
      label: { en: "Donkey rounds to end", "pt-BR": "Vezes de burro para terminar", uk: "Скільки разів бути віслюком" },
      help: {
        en: "The match ends when a player has been the donkey this many times (1–5, default 5); the fewest donkey rounds win.",
        "pt-BR": "A partida termina quando um jogador foi o burro este número de vezes (1–5, padrão 5); vence quem foi burro menos vezes.",
        uk: "Партія закінчується, коли хтось побув віслюком стільки разів (1–5, типово 5); перемагає той, хто був віслюком найменше.",
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
  describeAction: (action) => (action.type === "play" ? `plays ${action.card}` : "draws"),
  determinize,
  evaluate,
  bots: { rules: donkeyRulesBot, search: () => searchBot(donkey, { playouts: 400 }) },
};
