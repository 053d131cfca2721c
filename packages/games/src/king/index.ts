import { searchBot, type GameDefinition } from "@gg/core";
import { kingRulesBot } from "./bots.ts";
import { activeSeats, apply, endByHost, legalActions, result, setup } from "./engine.ts";
import { determinize, evaluate } from "./search.ts";
import { kingOptions, type KingAction, type KingOptions, type KingState } from "./state.ts";
import { view, type KingView } from "./view.ts";

export const king: GameDefinition<KingState, KingAction, KingView, KingOptions> = {
  id: "king",
  engineVersion: "1.0.0",
  names: { en: "King", "pt-BR": "King", uk: "Кінг" },
  minPlayers: 4,
  maxPlayers: 4,
  options: kingOptions,
  optionText: {
    earlyEnd: {
      label: { en: "Stop when all taken", "pt-BR": "Parar quando tudo for levado", uk: "Зупинка, коли все взято" },
      help: {
        en: "No hearts, no queens, no kings or jacks and no King of Hearts end as soon as their penalty cards are all taken (default on).",
        "pt-BR": "Sem copas, sem damas, sem reis e valetes e sem King de copas terminam assim que todas as cartas que pontuam forem levadas (padrão: ligado).",
        uk: "«Без червів», «без дам», «без королів і валетів» і «без короля червів» закінчуються, щойно взято всі штрафні карти (типово ввімкнено).",
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
  describeAction: (action) => {
    if (action.type === "play") return `plays ${action.card}`;
    if (action.contract !== "positive") return `chooses ${action.contract}`;
    return `chooses a positive, ${action.trump === null ? "no trump" : `trump ${action.trump}`}`;
  },
  determinize,
  evaluate,
  bots: { rules: kingRulesBot, search: () => searchBot(king, { playouts: 200 }) },
};
