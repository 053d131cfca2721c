/**
 * Up and Down: Oh Hell with its *Up and Down* option on by default (the hands
 * shrink to 1 card and grow back). Not a second engine — Oh Hell's definition
 * with its own id, names, default and rules document. Its bots are Oh Hell's:
 * they work on the same states and views.
 */
import type { GameDefinition } from "@gg/core";
import { z } from "zod";
import { ohHell } from "../oh-hell/index.ts";
import { ohHellOptions, type OhHellAction, type OhHellOptions, type OhHellState } from "../oh-hell/state.ts";
import type { OhHellView } from "../oh-hell/view.ts";

export const upAndDownOptions = ohHellOptions.extend({ upAndDown: z.boolean().default(true) });

export const upAndDown: GameDefinition<OhHellState, OhHellAction, OhHellView, OhHellOptions> = {
  ...ohHell,
  id: "up-and-down",
  names: { en: "Up and Down", "pt-BR": "Sobe e Desce", uk: "Вгору і вниз" },
  options: upAndDownOptions,
  rulesDocument: new URL("./rules.md", import.meta.url),
};
