/**
 * Solitaire's bots, from their seat's view only.
 * - `rules`: the policy of `strategy.ts` (safe cards up, uncover the deepest
 *   column, play the waste, recycle only while a waste card has a use); it
 *   stops when nothing useful is left. It never asks for a hint.
 * - `search`: the solver on sampled worlds (perfect-information Monte Carlo):
 *   the unseen cards are dealt at random to the face-down places and the
 *   stock, each world is solved with a small amount of work, and the first
 *   action of the winning lines found most often is played; the policy
 *   decides where no world was won, and plain moves (a safe card up, a draw
 *   with nothing else to do) need no search.
 */
import { DecisionBudget, defaultDecisionBudgetMs, shuffle, type Bot, type BotInput, type RandomSource } from "@gg/core";
import { ALL_CARDS, cardFromCode, cardOf, type Card } from "./cards.ts";
import { FIRST_FOUNDATION, STOP, WASTE, pileNumber } from "./moves.ts";
import { firstAction, solveBoard } from "./solver.ts";
import { heuristicAction, safeToFoundation } from "./strategy.ts";
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

export const SEARCH_CONFIG: SearchBotConfig = { worlds: 4, nodes: 4_000 };

/** `budgetMs`: the platform's time budget per decision (core `budget.ts`), a safety stop after the first world. */
export function searchBot(config: SearchBotConfig = SEARCH_CONFIG, budgetMs = defaultDecisionBudgetMs()): Bot<SolitaireView, SolitaireAction> {
  return {
    act(input) {
      const { view, legal, random } = input;
      const board = boardFromView(view.board!);
      const plain = heuristicAction(board, view.options);
      if (isPlain(board, plain, legal)) return listed(legal, plain)!;
      const votes = new Map<SolitaireAction, number>();
      const budget = new DecisionBudget(budgetMs);
      for (let w = 0; w < config.worlds && (w === 0 || !budget.spent()); w++) {
        const world = sampleWorld(view.board!, random);
        const solved = solveBoard(world, view.options, config.nodes);
        if (solved.status !== "win" || solved.line.length === 0) continue;
        const action = listed(legal, firstAction(world, solved.line[0]!));
        if (action) votes.set(action, (votes.get(action) ?? 0) + 1);
      }
      let best: SolitaireAction | null = null;
      for (const [action, count] of votes) if (!best || count > votes.get(best)!) best = action;
      return best ?? listed(legal, plain) ?? STOP;
    },
  };
}

/** A move any line would make now: a safe card to its foundation, or a draw when no card can move. */
function isPlain(board: Board, action: SolitaireAction | null, legal: readonly SolitaireAction[]): boolean {
  if (!action) return false;
  if (action.type === "move") {
    const from = pileNumber(action.from)!;
    const to = pileNumber(action.to)!;
    if (to < FIRST_FOUNDATION) return false;
    const card = from === WASTE ? board.talon[board.pos - 1]! : board.columns[from - 1]!.at(-1)!;
    return safeToFoundation(card, board.foundations);
  }
  return action.type === "draw" && !legal.some((a) => a.type === "move");
}
