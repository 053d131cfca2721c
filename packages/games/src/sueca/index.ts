import { defineSuecaGame } from "./game.ts";

export const sueca = defineSuecaGame("sueca", { en: "Sueca", "pt-BR": "Sueca", uk: "Суека" }, new URL("./rules.md", import.meta.url));
