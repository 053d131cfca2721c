/**
 * The `search` bot level, written once for every game: perfect-information
 * Monte Carlo. For each sampled determinization of the seat's view (the
 * game's `determinize`), every legal action is tried and played out with the
 * `rules` bot to the end of the round, then scored with the game's
 * `evaluate`; the action with the best mean wins. All actions are compared
 * on the same samples (common random numbers), so fewer samples suffice.
 * A decision ends at the playout cap or at its time budget (`budget.ts`,
 * 150 ms of CPU by default), whichever comes first; the games size their caps
 * so the cap ends nearly every decision, which keeps it a function of
 * `random` alone (with `budgetMs: Infinity`, always).
 */
import type { AnyGame, Bot, GameEvent, Seat } from "./contract.ts";
import { botAction, makeBot } from "./bots.ts";
import { DecisionBudget, defaultDecisionBudgetMs } from "./budget.ts";
import type { RandomSource } from "./random.ts";

export interface SearchConfig {
  /** Upper bound on playouts per decision. */
  readonly playouts?: number;
  /**
   * Time budget per decision in ms (CPU time where it can be read, see `budget.ts`): a safety
   * stop, no new sample starts once it is spent. Default `DEFAULT_DECISION_BUDGET_MS` (150);
   * `Infinity` turns it off.
   */
  readonly budgetMs?: number;
  /** The level that plays the playouts. */
  readonly rolloutLevel?: string;
  /** A playout stops at the end of the round (an event of this type) or of the game. */
  readonly roundEndEvent?: string;
  /** Actions longer than this end a playout anyway (a guard for very long rounds). */
  readonly maxPlayoutActions?: number;
}

export function searchBot<G extends AnyGame>(game: G, config: SearchConfig = {}): Bot<ReturnType<G["view"]>, ReturnType<G["legalActions"]>[number]> {
  const { playouts = 400, budgetMs = defaultDecisionBudgetMs(), rolloutLevel = "rules", roundEndEvent = "roundScored", maxPlayoutActions = 2000 } = config;
  const rollout = makeBot(game, rolloutLevel);
  const determinize = game.determinize?.bind(game);
  const evaluate = game.evaluate?.bind(game);
  if (!determinize || !evaluate) throw new Error(`${game.id} lacks determinize/evaluate for the search bot`);

  const playOut = (state: unknown, seat: Seat, random: RandomSource): number => {
    for (let steps = 0; steps < maxPlayoutActions && !game.result(state); steps++) {
      const active = game.activeSeats(state);
      const actor = active[0]!;
      const out = game.apply(state, actor, botAction(game as AnyGame, rollout, state, actor, random));
      state = out.state;
      if (endsRound(out.events, roundEndEvent)) break;
    }
    return evaluate(state, seat);
  };

  return {
    act({ seat, view, legal, random }) {
      if (legal.length === 1) return legal[0]!;
      const budget = new DecisionBudget(budgetMs);
      const totals = new Float64Array(legal.length);
      let samples = 0;
      // The cap is checked first, so the budget counts a stop only when it cut a decision short;
      // the first sample always runs.
      while (samples * legal.length + legal.length <= Math.max(playouts, legal.length) && (samples === 0 || !budget.spent())) {
        const world = determinize(view, seat, random);
        for (let a = 0; a < legal.length; a++) {
          const out = game.apply(world, seat, legal[a]);
          totals[a]! += endsRound(out.events, roundEndEvent) || game.result(out.state) ? evaluate(out.state, seat) : playOut(out.state, seat, random);
        }
        samples++;
      }
      let best = 0;
      for (let a = 1; a < legal.length; a++) if (totals[a]! > totals[best]!) best = a;
      return legal[best]!;
    },
  };
}

function endsRound(events: readonly GameEvent[], type: string): boolean {
  for (const e of events) if (e.type === type) return true;
  return false;
}
