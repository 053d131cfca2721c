/**
 * Solitaire's bots, from their seat's view only.
 * - `rules`: the policy of `strategy.ts` (safe cards up, uncover the deepest
 *   column, play the waste, recycle only while a waste card has a use); it
 *   stops when nothing useful is left. It never asks for a hint.
 * - `search`: the policy's card moves, and where it would draw, recycle or
 *   stop, the solver on sampled worlds (perfect-information Monte Carlo): the unseen cards are dealt at
 *   random to the face-down places and the stock, each world is solved, and
 *   the card move that starts the most winning lines is played. (Choosing
 *   among the policy's own moves by sampled worlds lost to the policy: 40 %
 *   against 48 % on the same 100 deals — the worlds reward moves that only
 *   work with cards the seat cannot know.)
 */
import { DecisionBudget, defaultDecisionBudgetMs, shuffle, type Bot, type BotInput, type RandomSource } from "@gg/core";
import { ALL_CARDS, cardFromCode, cardOf, type Card } from "./cards.ts";
import { STOP } from "./moves.ts";
import { firstAction, solveBoard } from "./solver.ts";
import { heuristicAction } from "./strategy.ts";
import type { Board, SolitaireAction } from "./state.ts";
import type { BoardView, SolitaireView } from "./view.ts";

type Input = BotInput<SolitaireView, SolitaireAction>;

/** A card the seat cannot see (a face-down place, the stock). */
const UNSEEN = -1;

/** The board as its player sees it: unseen cards are `UNSEEN` (the policy never reads them). */
export function boardFromView(v: BoardView, unseen: (count: number) => Card[] = (n) => new Array<Card>(n).fill(UNSEEN)): Board {
  const columns = v.columns.map((col) => [...unseen(col.down), ...col.up.map((code) => cardFromCode(code)!)]);
  const waste = v.waste.map((code) => cardFromCode(code)!);
  return {
    columns,
    down: v.columns.map((col) => col.down),
    talon: [...waste, ...unseen(v.stock)],
    pos: waste.length,
    foundations: v.foundations,
    score: v.score,
    passes: v.passes,
  };
}

/** The policy's action, as listed; stop when it sees nothing useful. */
function policy(input: Input): SolitaireAction {
  const board = boardFromView(input.view.board!);
  return listed(input.legal, heuristicAction(board, input.view.options)) ?? STOP;
}

/** The legal action equal to `wanted` (bots answer with listed actions), or null. */
function listed(legal: readonly SolitaireAction[], wanted: SolitaireAction | null): SolitaireAction | null {
  if (!wanted) return null;
  for (const a of legal) {
    if (a.type !== wanted.type) continue;
    if (a.type !== "move" || wanted.type !== "move" || (a.from === wanted.from && a.to === wanted.to)) return a;
  }
  return null;
}

export function rulesBot(): Bot<SolitaireView, SolitaireAction> {
  return { act: policy };
}

/** A full board consistent with the view: the unseen cards shuffled into the face-down places and the stock. */
export function sampleWorld(v: BoardView, random: RandomSource): Board {
  const seen = new Set<Card>();
  for (const col of v.columns) for (const code of col.up) seen.add(cardFromCode(code)!);
  for (const code of v.waste) seen.add(cardFromCode(code)!);
  v.foundations.forEach((count, suit) => {
    for (let rank = 1; rank <= count; rank++) seen.add(cardOf(suit, rank));
  });
  const pool = shuffle(
    random,
    ALL_CARDS.filter((c) => !seen.has(c)),
  );
  let next = 0;
  return boardFromView(v, (n) => pool.slice(next, (next += n)));
}

export interface SearchBotConfig {
  /** Sampled worlds per decision. */
  readonly worlds: number;
  /** The solver's work per world. */
  readonly nodes: number;
}

export const SEARCH_CONFIG: SearchBotConfig = { worlds: 6, nodes: 5_000 };

/**
 * The policy plays its card moves; where it would draw, recycle or stop, the solver looks for a line in
 * sampled worlds, and the card move that starts the most winning lines is played instead (a line that
 * starts with a draw or a recycle is not followed: the policy times those). `budgetMs`: the platform's time
 * budget per decision (core `budget.ts`), a safety stop after the first world.
 */
export function searchBot(config: SearchBotConfig = SEARCH_CONFIG, budgetMs = defaultDecisionBudgetMs()): Bot<SolitaireView, SolitaireAction> {
  return {
    act(input) {
      const { view, legal, random } = input;
      const planned = listed(legal, heuristicAction(boardFromView(view.board!), view.options));
      if (planned?.type === "move") return planned;
      // The policy would draw, recycle or stop: a line may start with a card move it does not see
      // (part of a run, a column emptied); a card taken down from a foundation only where it would stop,
      // as the policy would put it straight back up.
      const votes = new Map<SolitaireAction, number>();
      const budget = new DecisionBudget(budgetMs);
      for (let w = 0; w < config.worlds && (w === 0 || !budget.spent()); w++) {
        const world = sampleWorld(view.board!, random);
        const solved = solveBoard(world, view.options, config.nodes);
        if (solved.status !== "win" || solved.line.length === 0) continue;
        const action = listed(legal, firstAction(world, solved.line[0]!));
        if (action?.type === "move" && (!planned || !action.from.startsWith("f"))) votes.set(action, (votes.get(action) ?? 0) + 1);
      }
      let best: SolitaireAction = planned ?? STOP;
      let most = 0;
      for (const [action, count] of votes) if (count > most) [best, most] = [action, count];
      return best;
    },
  };
}
