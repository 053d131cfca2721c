import type { AnyGame, Bot, BotInput, Seat } from "./contract.ts";
import { pick, type RandomSource } from "./random.ts";

/** Uniform over the legal actions: fuzzing, baselines, `gg simulate`. */
export function randomBot<V, A>(): Bot<V, A> {
  return { act: ({ legal, random }: BotInput<V, A>) => pick(random, legal) };
}

/** The names of a game's bot levels; `random` always exists. */
export function botLevels(game: AnyGame): string[] {
  return ["random", ...Object.keys(game.bots ?? {}).filter((name) => name !== "random")];
}

/**
 * Asks a bot for `seat`'s action. This is the one bridge from a state to a
 * bot, and it hands over only the seat's view and legal actions.
 */
export function botAction<G extends AnyGame>(
  game: G,
  bot: Bot<ReturnType<G["view"]>, ReturnType<G["legalActions"]>[number]>,
  state: ReturnType<G["setup"]>,
  seat: Seat,
  random: RandomSource,
): ReturnType<G["legalActions"]>[number] {
  const legal = game.legalActions(state, seat);
  if (legal.length === 0) throw new Error(`seat ${seat} has no legal action`);
  // The view is built only if the bot reads it (the random bot does not).
  let view: ReturnType<G["view"]> | undefined;
  return bot.act({
    seat,
    get view() {
      return (view ??= game.view(state, seat));
    },
    legal,
    random,
  });
}

export function makeBot(game: AnyGame, level: string): Bot<unknown, { type: string }> {
  if (level === "random") return randomBot();
  const factory = game.bots?.[level];
  if (!factory) throw new Error(`${game.id} has no '${level}' bot (levels: ${botLevels(game).join(", ")})`);
  return factory();
}
