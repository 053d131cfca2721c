/**
 * The dealer's choices keep the match completable, and are every choice that
 * does: checked exhaustively over the ten-hand dealer sequence, for every first
 * dealer, against a brute-force search of the choices left.
 */
import { describe, expect, it } from "vitest";
import { king } from "./index.ts";
import { NEGATIVES, type NegativeId } from "./contracts.ts";
import { PLAYERS, ROUNDS, type KingState } from "./state.ts";
import { start, BY_SUIT, stateOf } from "./testkit.ts";

type Choice = NegativeId | "positive";

/** The state of the match's bookkeeping at the start of a hand. */
interface Node {
  readonly round: number;
  readonly hadPositive: readonly boolean[];
  readonly played: readonly NegativeId[];
}

const dealerOf = (first: number, round: number) => (first + round - 1) % PLAYERS;

function after(node: Node, first: number, choice: Choice): Node {
  const dealer = dealerOf(first, node.round);
  const hadPositive = node.hadPositive.map((had, seat) => had || (choice === "positive" && seat === dealer));
  const played = choice === "positive" ? node.played : [...node.played, choice];
  return { round: node.round + 1, hadPositive, played };
}

/** The rules without the engine's shortcut: any unplayed negative, or a first positive; completable if some sequence finishes. */
function completable(node: Node, first: number, memo: Map<string, boolean>): boolean {
  if (node.round > ROUNDS) return node.hadPositive.every(Boolean) && node.played.length === NEGATIVES.length;
  const key = `${node.round}|${node.hadPositive.join()}|${[...node.played].sort().join()}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const ok = conceivable(node, first).some((choice) => completable(after(node, first, choice), first, memo));
  memo.set(key, ok);
  return ok;
}

/** Every choice the contracts allow at all: a negative not yet played, or a positive the dealer has not had. */
function conceivable(node: Node, first: number): Choice[] {
  const out: Choice[] = NEGATIVES.filter((c) => !node.played.includes(c));
  if (!node.hadPositive[dealerOf(first, node.round)]) out.push("positive");
  return out;
}

/** The engine's legal choices at a node (positives with any trump counted once). */
function engineChoices(node: Node, first: number): Choice[] {
  const base = stateOf(start(BY_SUIT, first));
  const state: KingState = { ...base, round: node.round, dealer: dealerOf(first, node.round), turn: dealerOf(first, node.round), hadPositive: node.hadPositive, negativesPlayed: node.played };
  const legal = king.legalActions(state, state.dealer).map((a) => (a.type === "choose" ? a.contract : "play"));
  return [...new Set(legal)] as Choice[];
}

describe("the dealer's choices", () => {
  it.each([0, 1, 2, 3])("are exactly the choices that keep the match completable, at every reachable hand (first dealer %i)", (first) => {
    const memo = new Map<string, boolean>();
    let nodes = 0;
    let finished = 0;
    const visit = (node: Node, seen: Set<string>) => {
      const key = `${node.round}|${node.hadPositive.join()}|${[...node.played].sort().join()}`;
      if (seen.has(key)) return;
      seen.add(key);
      if (node.round > ROUNDS) {
        // Every path the engine allows ends with six negatives, each once, and each player's one positive.
        expect(node.hadPositive).toEqual([true, true, true, true]);
        expect([...node.played].sort()).toEqual([...NEGATIVES].sort());
        finished++;
        return;
      }
      nodes++;
      const legal = engineChoices(node, first);
      expect(legal.length, `no legal choice at ${key}`).toBeGreaterThan(0);
      const keeping = conceivable(node, first).filter((choice) => completable(after(node, first, choice), first, memo));
      expect(legal.sort(), `choices at ${key}`).toEqual(keeping.sort());
      for (const choice of legal) visit(after(node, first, choice), seen);
    };
    visit({ round: 1, hadPositive: [false, false, false, false], played: [] }, new Set());
    expect(nodes).toBeGreaterThan(100);
    expect(finished).toBeGreaterThan(0);
  });

  it("the positive comes with a trump suit or no trump, five choices", () => {
    const legal = king.legalActions(stateOf(start(BY_SUIT, 0)), 0).filter((a) => a.type === "choose" && a.contract === "positive");
    expect(legal).toHaveLength(5);
  });
});
