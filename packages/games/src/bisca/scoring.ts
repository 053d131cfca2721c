/**
 * A hand's game points from the sides' card points (120 in all): the side with
 * strictly the most points scores on Sueca's 1 / 2 / 4 scale and the others
 * nothing. With two sides that means 61 or more (60–60: nobody scores); with
 * three players the top side may hold 60 or less and still scores 1. No carry.
 */
import { gamePoints } from "../sueca/cards.ts";

export function handGamePoints(sidePoints: readonly number[]): number[] {
  const earned = sidePoints.map(() => 0);
  let top = 0;
  for (let side = 1; side < sidePoints.length; side++) if (sidePoints[side]! > sidePoints[top]!) top = side;
  const best = sidePoints[top]!;
  if (sidePoints.some((points, side) => side !== top && points === best)) return earned;
  earned[top] = Math.max(1, gamePoints(best));
  return earned;
}
