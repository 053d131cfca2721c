/** openskill's scale as GG uses it: its defaults (a new player is mu 25, sigma 25/3). */
import { ordinal, rating, type Rating } from "openskill";

export function newRating(): Rating {
  return rating();
}

/** mu − 3·sigma: the conservative estimate players are ordered by. */
export function ordinalOf(r: Rating): number {
  return ordinal(r);
}
