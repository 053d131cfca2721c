/**
 * The `rules` bot: sheds high points early, keeps jacks for the end (finishing
 * with jacks scores −20 each), puts QS on top to punish the next player, and
 * declares a bridge when its own hand is cheap. It sees only its view and legal actions.
 */
import type { Bot, BotInput, CardCode, Suit } from "@gg/core";
import { cardPoints, handPoints, isJack, rankOf, suitOf, SUIT_LIST } from "./cards101.ts";
import type { Action101 } from "./state.ts";
import type { View101 } from "./view.ts";

type Play = Extract<Action101, { type: "play" }>;

export function rulesBot(): Bot<View101, Action101> {
  return { act: decide };
}

function decide({ view, legal, random }: BotInput<View101, Action101>): Action101 {
  const first = legal[0]!;
  if (first.type === "roll") return first;
  if (first.type === "bridge" || first.type === "noBridge") {
    const cheap = handPoints(view.hand ?? []) <= 20;
    return legal.find((a) => a.type === (cheap ? "bridge" : "noBridge"))!;
  }
  const hand = view.hand ?? [];
  const plays = legal.filter((a): a is Play => a.type === "play");
  const draw = legal.find((a) => a.type === "draw");
  if (plays.length === 0) return draw ?? legal[0]!;
  let best: Play | undefined;
  let bestScore = -Infinity;
  for (const play of plays) {
    // A little noise breaks ties and keeps bot tables from cycling forever.
    const score = scorePlay(play, hand, view) + (random.uint32() % 1000) / 1000;
    if (score > bestScore) {
      bestScore = score;
      best = play;
    }
  }
  // Only jacks playable, a small hand not finished by them: try the bank first (a big hand sheds instead).
  if (best && best.cards.length > 0 && isJack(best.cards[0]!) && best.cards.length < hand.length && hand.length <= 4 && draw && !view.opening) return draw;
  // Now and then a random suit call: a table of bots each calling its own long suit can
  // otherwise pass jacks round for ever (every call missing the next player's hand).
  if (best!.suit && random.uint32() % 5 === 0) return { ...best!, suit: SUIT_LIST[random.uint32() % 4]! };
  return best!;
}

function scorePlay(play: Play, hand: readonly CardCode[], view: View101): number {
  const left = hand.filter((c) => !play.cards.includes(c));
  const moveTop = play.cards[play.cards.length - 1] ?? view.top ?? "";
  let score = 0;
  if (left.length === 0 && rankOf(moveTop) !== "6") score += 1000; // going out wins the round
  for (const card of play.cards) score += isJack(card) ? -40 : cardPoints(card) + 3;
  if (moveTop === "QS") score += 30;
  if (rankOf(moveTop) === "6") score -= 5;
  if (play.suit) score += suitWeight(left, play.suit);
  return score;
}

/** Calls the suit the bot holds most of (after the move). */
function suitWeight(left: readonly CardCode[], suit: Suit): number {
  let n = 0;
  for (const card of left) if (!isJack(card) && suitOf(card) === suit) n++;
  return n;
}
