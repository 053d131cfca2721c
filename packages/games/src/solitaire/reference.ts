/**
 * Test helpers that check the solver's cuts (solver.ts, knots.ts) against the
 * plain rules: an exhaustive search over every engine move, and random late
 * positions small enough for it.
 */
import { createRandom, randomInt, shuffle } from "@gg/core";
import { buildsOn, cardOf } from "./cards.ts";
import { boardMoves, canAutoComplete, draw, isWon, moveCards, pileNumber, recycle } from "./moves.ts";
import { passLimit, type Board, type SolitaireOptions } from "./state.ts";

/**
 * The reference: every legal engine move (each draw and recycle a move of its own, columns in their places,
 * no move left out), depth first over boards seen once — slow, but nothing in it can call a won board lost.
 */
export function exhaustive(start: Board, opts: SolitaireOptions, budget: number): "win" | "lost" | "unknown" {
  const counted = passLimit(opts) !== Infinity;
  // The columns sorted: the same cards in other columns are the same position (any column takes any move).
  const key = (b: Board) => `${b.columns.map((c, i) => `${b.down[i]}:${c.join(",")}`).sort().join("|")}/${b.talon.join(",")}@${b.pos}/${b.foundations.join(",")}/${counted ? b.passes : 0}`;
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const b = stack.pop()!;
    if (isWon(b) || canAutoComplete(b)) return "win";
    const k = key(b);
    if (seen.has(k)) continue;
    if (seen.size >= budget) return "unknown";
    seen.add(k);
    for (const a of boardMoves(b, opts, [])) {
      if (a.type === "draw") stack.push(draw(b, opts));
      else if (a.type === "recycle") stack.push(recycle(b, opts));
      else if (a.type === "move") stack.push(moveCards(b, pileNumber(a.from)!, pileNumber(a.to)!).board);
    }
  }
  return "lost";
}

/**
 * A random late position, small enough for the exhaustive search: each suit's foundation at a random
 * height, the other cards shuffled into a short talon and one to three columns, face down under a
 * face-up top or under the longest run the shuffle gives — often blocked, so about a fifth are lost.
 */
export function randomBoard(seed: number, opts: SolitaireOptions, longestTalon = 3): Board {
  const random = createRandom(`small-${seed}`);
  const pick = (n: number) => randomInt(random, n);
  const foundations = [0, 1, 2, 3].map(() => 13 - pick(6));
  const rest: number[] = [];
  foundations.forEach((height, suit) => {
    for (let rank = height + 1; rank <= 13; rank++) rest.push(cardOf(suit, rank));
  });
  const cards = shuffle(random, rest);
  const talon = cards.splice(0, pick(Math.min(cards.length, longestTalon) + 1));
  const columns: number[][] = Array.from({ length: 7 }, () => []);
  const used = 1 + pick(3);
  for (const card of cards) columns[pick(used)]!.push(card);
  const down = columns.map((col) => {
    if (col.length === 0) return 0;
    let up = 1;
    while (up < col.length && buildsOn(col[col.length - up]!, col[col.length - up - 1]!)) up++;
    return col.length - 1 - pick(up);
  });
  const limit = passLimit(opts);
  const passes = limit === Infinity ? 1 : 1 + pick(limit);
  return { columns, down, talon, pos: pick(talon.length + 1), foundations, score: 0, passes };
}
