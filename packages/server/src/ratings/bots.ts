/**
 * Bots' fixed, published ratings (docs/ratings.md): the same per level in every
 * game, never updated. They make a rated match with bots in it mean something:
 * beating the `search` level moves a rating more than beating `random`.
 * On openskill's scale a new player is mu 25, sigma 25/3 (ordinal 0).
 */
import type { Rating } from "openskill";
import type { BotRating } from "../ratings-protocol.ts";
import { ordinalOf } from "./scale.ts";

/** A small sigma: a bot plays the same way every match, so its skill is known. */
const BOT_SIGMA = 2;

export const BOT_RATINGS: Readonly<Record<string, Rating>> = {
  random: { mu: 12, sigma: BOT_SIGMA },
  rules: { mu: 25, sigma: BOT_SIGMA },
  search: { mu: 30, sigma: BOT_SIGMA },
};

/** A level without its own published rating (a game's extra level) rates as `rules`. */
export function botRating(level: string): Rating {
  return BOT_RATINGS[level] ?? BOT_RATINGS.rules!;
}

export function publishedBotRatings(): BotRating[] {
  return Object.entries(BOT_RATINGS).map(([level, r]) => ({ level, mu: r.mu, sigma: r.sigma, ordinal: ordinalOf(r) }));
}
