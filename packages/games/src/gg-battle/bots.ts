/**
 * The `rules` bot: reads face-up cards and its own Scout peeks, takes known
 * wins, avoids challenging into a known loss, and ends its turn rather than
 * gamble once it has won something. It sees only its BotInput.
 */
import { pick, type Bot, type BotInput } from "@gg/core";
import { BOMB, fight, GG, isFighter, WALL, type Card } from "./cards.ts";
import type { ChallengeAction, GGBattleAction } from "./state.ts";
import type { GGBattleView } from "./view.ts";

type Input = BotInput<GGBattleView, GGBattleAction>;

export function rulesBot(): Bot<GGBattleView, GGBattleAction> {
  return { act: (input) => choose(input) };
}

function choose(input: Input): GGBattleAction {
  const { legal, random } = input;
  const first = legal[0]!;
  // The offered arrangement that hides the GG card at the bottom of a pile.
  if (first.type === "arrange") return legal.find((a) => a.type === "arrange" && a.piles.some((p) => p[p.length - 1] === GG)) ?? first;
  if (first.type === "throw") return pick(random, legal);
  const view = input.view;

  let best: GGBattleAction[] = [];
  let bestScore = -Infinity;
  for (const action of legal) {
    if (action.type !== "challenge") continue;
    const score = challengeScore(view, action);
    if (score > bestScore) [best, bestScore] = [[action], score];
    else if (score === bestScore) best.push(action);
  }
  const acted = legal.some((a) => a.type === "endTurn");
  // Once something is won this turn, keep going only on a likely win.
  if (best.length > 0 && bestScore >= (acted ? 1 : 0)) return pick(random, best);
  const strategy = preferredStrategy(view, legal);
  if (strategy && !acted) return strategy;
  if (acted) return legal.find((a) => a.type === "endTurn")!;
  if (best.length > 0) return pick(random, best);
  return strategy ?? pick(random, legal);
}

/** What the bot knows of a rival pile's top card: face up, or from a peek at the same pile size. */
function knownTop(view: GGBattleView, rival: number, pile: number): Card | null {
  const seat = view.seats[rival]!;
  const up = seat.faceUp[pile];
  if (up) return up;
  const peek = view.peeks.find((p) => p.rival === rival && p.pile === pile && p.size === seat.pileSizes[pile]);
  return peek?.cards[0] ?? null;
}

function challengeScore(view: GGBattleView, action: ChallengeAction): number {
  const mine = view.ownPiles![action.pile]!.cards[0]!;
  const target = knownTop(view, action.rival, action.rivalPile);
  if (view.seats[action.rival]!.shields[action.rivalPile]! > 0) return 0.2; // burns a Shield, costs nothing
  if (target === GG) return 10;
  if (mine === BOMB) return target === null ? 0.3 : target === WALL ? 0.1 : 1.5;
  if (target === null) return (Number(mine[1]) - 5) / 4; // a strong card usually wins a blind fight
  if (target === BOMB) return 3;
  if (target === WALL) return -1;
  if (!isFighter(target)) return 0;
  const f = fight(mine, target);
  return f > 0 ? 3 : f === 0 ? -0.5 : -2;
}

function preferredStrategy(view: GGBattleView, legal: readonly GGBattleAction[]): GGBattleAction | undefined {
  const byCard = (card: string) => legal.find((a) => a.type === "strategy" && a.card === card);
  const scout = legal.find((a) => a.type === "strategy" && a.card === "Scout" && knownTop(view, a.rival, a.rivalPile) === null);
  return scout ?? byCard("Steal") ?? byCard("Shield") ?? byCard("Skip") ?? byCard("Reverse") ?? byCard("Second Chance");
}
