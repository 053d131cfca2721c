/**
 * The fast internal path of the `search` level. A playout owns one working
 * copy of a sampled state (`workCopy`: the per-seat arrays the resolvers
 * edit are its own, card arrays are replaced and never edited, so the sample
 * stays intact for the next candidate) and applies actions to it in place:
 * no validation (the actions come from `legalActions`), no copy per action,
 * events into a scratch list. The rules are the engine's own resolvers, so
 * there is one implementation of them; `playout.test.ts` checks this path
 * against the public `apply` on random matches.
 */
import { DecisionBudget, type GameEvent, type RandomSource, type Seat } from "@gg/core";
import { rulesBot } from "./bots.ts";
import { resolveChallenge } from "./challenge.ts";
import { legalActions, resolveEndTurn, resolvePass } from "./engine.ts";
import { determinize, evaluate } from "./search.ts";
import { workCopy, type GGBattleAction, type GGBattleState, type Work } from "./state.ts";
import { resolveStrategy, type StrategyPlay } from "./strategy.ts";
import { playoutView, type GGBattleView } from "./view.ts";

/** A state the playout may edit in place (the given state is left as it is). */
export function playoutCopy(s: GGBattleState): Work {
  return workCopy(s);
}

/** Applies a legal play-phase action to `w` in place, without checks. */
export function applyInPlace(w: Work, seat: Seat, action: GGBattleAction, events: GameEvent[]): void {
  switch (action.type) {
    case "challenge":
      return resolveChallenge(w, seat, action, events);
    case "strategy":
      return resolveStrategy(w, seat, action as StrategyPlay, events);
    case "endTurn":
      return resolveEndTurn(w, seat, events);
    case "pass":
      return resolvePass(w, seat, events);
    default:
      throw new Error(`'${action.type}' is not a play-phase action: playouts start in the play phase`);
  }
}

const rollout = rulesBot();

/**
 * Plays `w` on in place with `rules` bots (each from its own view of the
 * sample) for at most `maxActions` actions or to the end, and returns its
 * value for `seat`.
 */
export function playOut(w: Work, seat: Seat, random: RandomSource, maxActions: number): number {
  const events: GameEvent[] = [];
  for (let steps = 0; steps < maxActions && w.phase !== "over"; steps++) {
    const actor = w.turn;
    const legal = legalActions(w, actor);
    // The rules bot takes a lone legal action without looking: skip building the view.
    const action = legal.length === 1 ? legal[0]! : rollout.act({ seat: actor, view: playoutView(w, actor), legal, random });
    events.length = 0;
    applyInPlace(w, actor, action, events);
  }
  return evaluate(w, seat);
}

export interface SearchLimits {
  /** Playouts per decision: the iteration cap, sized so decisions end well within the budget and stay deterministic. */
  readonly playouts: number;
  /** Actions per playout. */
  readonly maxPlayoutActions: number;
  /** Safety stop: no new sample starts once the decision has used this much CPU time (ms; core `DecisionBudget`). */
  readonly budgetMs: number;
}

/**
 * Perfect-information Monte Carlo over `candidates`, as the platform's
 * `searchBot` does it (same samples, same random stream, same choice) but on
 * the fast path: every candidate is tried on the same determinizations of
 * the view and played out; the best total wins, the first on ties.
 */
export function searchMove(view: GGBattleView, seat: Seat, candidates: readonly GGBattleAction[], random: RandomSource, limits: SearchLimits): GGBattleAction {
  if (candidates.length === 1) return candidates[0]!;
  const budget = new DecisionBudget(limits.budgetMs);
  const totals = new Float64Array(candidates.length);
  const cap = Math.max(limits.playouts, candidates.length);
  const scratch: GameEvent[] = [];
  for (let samples = 0; (samples + 1) * candidates.length <= cap && (samples === 0 || !budget.spent()); samples++) {
    const world = determinize(view, seat, random);
    for (let a = 0; a < candidates.length; a++) {
      const w = playoutCopy(world);
      scratch.length = 0;
      applyInPlace(w, seat, candidates[a]!, scratch);
      totals[a]! += playOut(w, seat, random, limits.maxPlayoutActions);
    }
  }
  let best = 0;
  for (let a = 1; a < candidates.length; a++) if (totals[a]! > totals[best]!) best = a;
  return candidates[best]!;
}
