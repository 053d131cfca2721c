import type { AnyGame, Bot, BotInput, Seat, StateOf } from "./contract.ts";
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
  state: StateOf<G>,
  seat: Seat,
  random: RandomSource,
): ReturnType<G["legalActions"]>[number] {
  const legal = game.legalActions(state, seat);
  if (legal.length === 0) throw new Error(`seat ${seat} has no legal action`);
  return bot.act(new LazyBotInput(game, state, seat, legal, random));
}

/** A bot of the named level for a game (`random` always exists). */
export function makeBot<G extends AnyGame>(game: G, level: string): Bot<ReturnType<G["view"]>, ReturnType<G["legalActions"]>[number]> {
  if (level === "random") return randomBot();
  const factory = game.bots?.[level];
  if (!factory) throw new Error(`${game.id} has no '${level}' bot (levels: ${botLevels(game).join(", ")})`);
  return factory();
}

/**
 * Builds the view only if the bot reads it (the random bot does not). The
 * state sits in `#private` fields, out of a bot's reach even at run time.
 * (A class, not an object literal with a getter: V8 made that 6× slower.)
 */
class LazyBotInput<V, A> implements BotInput<V, A> {
  readonly #game: AnyGame;
  readonly #state: unknown;
  #view: V | undefined;
  constructor(game: AnyGame, state: unknown, readonly seat: Seat, readonly legal: readonly A[], readonly random: RandomSource) {
    this.#game = game;
    this.#state = state;
  }
  get view(): V {
    return (this.#view ??= this.#game.view(this.#state, this.seat) as V);
  }
}
