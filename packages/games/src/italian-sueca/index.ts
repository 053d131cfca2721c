import { defineSuecaGame } from "../sueca/game.ts";

/** Sueca with the 52-card deck and a stock drawn after each trick: Sueca's engine, scoring and bots. */
export const italianSueca = defineSuecaGame(
  "italian-sueca",
  { en: "Italian Sueca", "pt-BR": "Sueca italiana", uk: "Італійська суека" },
  new URL("./rules.md", import.meta.url),
);
