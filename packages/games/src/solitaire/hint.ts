/**
 * The hint: the next move of a line the solver proves wins, "no win from
 * here" when it proves none does, or the policy's move when it ran out of work.
 */
import { firstAction, HINT_NODES, solveBoard } from "./solver.ts";
import { heuristicAction } from "./strategy.ts";
import type { Board, HintAnswer, SolitaireOptions } from "./state.ts";

export function chooseHint(board: Board, options: SolitaireOptions, maxNodes = HINT_NODES): HintAnswer {
  const solved = solveBoard(board, options, maxNodes);
  // An empty line: every tableau card is face up and the rest is at hand in the talon — the policy finishes it.
  if (solved.status === "win") return { status: "win", move: solved.line.length > 0 ? firstAction(board, solved.line[0]!) : heuristicAction(board, options)! };
  if (solved.status === "lost") return { status: "lost" };
  return { status: "unknown", move: heuristicAction(board, options) };
}
