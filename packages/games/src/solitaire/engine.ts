/**
 * The contract's entry points. Every seat plays its own board of the same
 * deal; all seats still playing are active at once (a simultaneous node that
 * never waits), and each action changes only its seat's board.
 */
import { Chance, IllegalActionError, initialChance, type ApplyResult, type EventAudience, type GameEvent, type GameResult, type Seat, type SetupInput } from "@gg/core";
import { CODE, type Card } from "./cards.ts";
import { drawDeal, layOut } from "./deal.ts";
import { chooseHint } from "./hint.ts";
import {
  HINT,
  PILES,
  STOP,
  UNDO,
  autoComplete,
  boardMoves,
  canAutoComplete,
  draw,
  isWon,
  moveCards,
  pileNumber,
  recycle,
} from "./moves.ts";
import { solveDeal } from "./solver.ts";
import { MOVE_LIMIT, copyState, foundationCards, type Board, type BoardStatus, type SolitaireAction, type SolitaireOptions, type SolitaireState } from "./state.ts";

/** Candidate deals tried for a winnable one before settling for the last (a guard; never reached in practice). */
const MAX_CANDIDATES = 200;

export function setup({ players, options, seed, chance: fixed }: SetupInput<SolitaireOptions>): ApplyResult<SolitaireState> {
  const chance = new Chance(initialChance(seed, fixed));
  const { deal, candidates } = chooseDeal(chance, options);
  const board = layOut(deal);
  const state: SolitaireState = {
    players,
    options,
    chance: chance.save(),
    deal,
    boards: Array.from({ length: players }, () => board),
    status: Array.from({ length: players }, () => "playing" as const),
    moves: new Array<number>(players).fill(0),
    undo: new Array<null>(players).fill(null),
    hints: new Array<null>(players).fill(null),
    over: false,
    winner: null,
    endedByHost: false,
  };
  const events: GameEvent[] = [];
  if (players > 1) events.push({ type: "raceStarted", to: "all", boards: players, candidates });
  const dealt = { columns: board.columns.map((col) => CODE[col.at(-1)!]!), down: board.down, stock: board.talon.length };
  for (let seat = 0; seat < players; seat++) events.push({ type: "dealt", to: cardAudience(state, seat), seat, ...dealt, candidates });
  return { state, events };
}

/** The deal: the first candidate the solver proves winnable (option on), else the first drawn. */
function chooseDeal(chance: Chance, options: SolitaireOptions): { deal: Card[]; candidates: number } {
  let deal = drawDeal(chance);
  if (!options.winnableDeals) return { deal, candidates: 1 };
  for (let candidates = 1; ; candidates++) {
    if (solveDeal(deal, options).status === "win" || candidates === MAX_CANDIDATES) return { deal, candidates };
    deal = drawDeal(chance);
  }
}

/** Alone, spectators watch the board; in a race a board's cards are its seat's only. */
function cardAudience(state: SolitaireState, seat: Seat): EventAudience {
  return state.players === 1 ? "all" : [seat];
}

const SEATS: readonly (readonly Seat[])[] = Array.from({ length: 9 }, (_, n) => Object.freeze(Array.from({ length: n }, (_, i) => i)));

export function activeSeats(state: SolitaireState): readonly Seat[] {
  if (state.over) return [];
  let all = true;
  for (const s of state.status) if (s !== "playing") all = false;
  if (all) return SEATS[state.players]!;
  const seats: Seat[] = [];
  for (let seat = 0; seat < state.players; seat++) if (state.status[seat] === "playing") seats.push(seat);
  return seats;
}

export function legalActions(state: SolitaireState, seat: Seat): readonly SolitaireAction[] {
  if (state.over || state.status[seat] !== "playing") return [];
  const out = boardMoves(state.boards[seat]!, state.options, []);
  if (state.undo[seat]) out.push(UNDO);
  out.push(HINT, STOP);
  return out;
}

const TYPES = new Set(["draw", "recycle", "move", "undo", "hint", "stop"]);

export function apply(state: SolitaireState, seat: Seat, action: SolitaireAction): ApplyResult<SolitaireState> {
  if (state.over) throw new IllegalActionError("GAME_OVER", "the game is over");
  if (typeof seat !== "number" || !Number.isInteger(seat) || seat < 0 || seat >= state.players) throw new IllegalActionError("NOT_YOUR_TURN", `there is no seat ${String(seat)}`);
  if (state.status[seat] !== "playing") throw new IllegalActionError("NOT_YOUR_TURN", `seat ${seat}'s board is ${state.status[seat]}`);
  const raw: unknown = action;
  if (!raw || typeof raw !== "object" || typeof (raw as { type?: unknown }).type !== "string") throw new IllegalActionError("MALFORMED_ACTION", "an action is an object with a string 'type'");
  const type = (raw as { type: string }).type;
  if (!TYPES.has(type)) throw new IllegalActionError("UNKNOWN_ACTION", `unknown action type '${type}'`);
  const board = state.boards[seat]!;
  switch (type) {
    case "hint":
      return hint(state, seat);
    case "stop":
      return finishBoard(state, seat, "stopped", [{ type: "stopped", to: "all", seat, reason: "player" }]);
    case "undo":
      return undo(state, seat);
    case "draw": {
      const next = draw(board, state.options);
      const cards = next.talon.slice(board.pos, next.pos).map((c) => CODE[c]!);
      return afterMove(state, seat, next, [{ type: "drew", to: cardAudience(state, seat), seat, cards, count: cards.length, stock: next.talon.length - next.pos }]);
    }
    case "recycle": {
      const next = recycle(board, state.options);
      return afterMove(state, seat, next, [{ type: "recycled", to: cardAudience(state, seat), seat, passes: next.passes, points: next.score - board.score }]);
    }
    default: {
      const { from, to } = raw as { from?: unknown; to?: unknown };
      const source = pileNumber(from);
      const target = pileNumber(to);
      if (source === undefined || target === undefined) throw new IllegalActionError("MALFORMED_ACTION", `a move names two piles of ${PILES.join(", ")}`);
      const out = moveCards(board, source, target);
      const event: GameEvent = {
        type: "moved",
        to: cardAudience(state, seat),
        seat,
        source: PILES[source],
        target: PILES[target],
        cards: out.cards.map((c) => CODE[c]!),
        points: out.points,
        ...(out.turned >= 0 ? { turned: CODE[out.turned]! } : {}),
      };
      return afterMove(state, seat, out.board, [event]);
    }
  }
}

/** A move was made on `seat`'s board: count it, remember the board before it, then auto-complete, win, or the move limit. */
function afterMove(state: SolitaireState, seat: Seat, board: Board, events: GameEvent[]): ApplyResult<SolitaireState> {
  const next = copyState(state);
  const undoLinks = state.undo.slice();
  undoLinks[seat] = { board: state.boards[seat]!, prev: state.undo[seat]! };
  next.undo = undoLinks;
  return settle(next, seat, board, events);
}

/** Installs `board` as the seat's after one more move (a card move, a draw, a recycle or an undo). */
function settle(next: ReturnType<typeof copyState>, seat: Seat, board: Board, events: GameEvent[]): ApplyResult<SolitaireState> {
  if (canAutoComplete(board) && !isWon(board)) {
    const done = autoComplete(board);
    board = done.board;
    events.push({ type: "autoCompleted", to: cardAudience(next, seat), seat, cards: done.cards.map((c) => CODE[c]!), points: 10 * done.cards.length });
  }
  const boards = next.boards.slice();
  boards[seat] = board;
  next.boards = boards;
  const moves = next.moves.slice();
  moves[seat] = moves[seat]! + 1;
  next.moves = moves;
  if (next.hints[seat] !== null) {
    const hints = next.hints.slice();
    hints[seat] = null;
    next.hints = hints;
  }
  if (isWon(board)) return finishBoard(next, seat, "won", events.concat({ type: "boardWon", to: "all", seat, score: board.score, moves: moves[seat] }));
  if (moves[seat]! >= MOVE_LIMIT) return finishBoard(next, seat, "stopped", events.concat({ type: "stopped", to: "all", seat, reason: "moveLimit" }));
  if (next.players > 1) events.push(progressEvent(next, seat));
  return { state: next, events };
}

function progressEvent(state: SolitaireState, seat: Seat): GameEvent {
  const board = state.boards[seat]!;
  return { type: "progress", to: "all", seat, foundations: foundationCards(board), score: board.score, moves: state.moves[seat], status: state.status[seat] };
}

function undo(state: SolitaireState, seat: Seat): ApplyResult<SolitaireState> {
  const link = state.undo[seat];
  if (!link) throw new IllegalActionError("NOTHING_TO_UNDO", "no move to take back");
  const next = copyState(state);
  const undoLinks = state.undo.slice();
  undoLinks[seat] = link.prev;
  next.undo = undoLinks;
  return settle(next, seat, link.board, [{ type: "undone", to: cardAudience(state, seat), seat }]);
}

function hint(state: SolitaireState, seat: Seat): ApplyResult<SolitaireState> {
  const answer = chooseHint(state.boards[seat]!, state.options);
  const next = copyState(state);
  const hints = state.hints.slice();
  hints[seat] = answer;
  next.hints = hints;
  return { state: next, events: [{ type: "hint", to: [seat], seat, ...answer }] };
}

/** The seat's board is won or stopped; the game ends when a board is won, or alone, or when no board plays on. */
function finishBoard(state: SolitaireState, seat: Seat, status: BoardStatus, events: GameEvent[]): ApplyResult<SolitaireState> {
  const next = copyState(state);
  const statuses = state.status.slice();
  statuses[seat] = status;
  next.status = statuses;
  if (state.players > 1) events.push(progressEvent(next, seat));
  if (status === "won") next.winner = seat;
  if (status === "won" || !statuses.includes("playing")) {
    next.over = true;
    events.push({ type: "gameOver", to: "all", scores: next.boards.map((b) => b.score), winner: next.winner });
  }
  return { state: next, events };
}

export function result(state: SolitaireState): GameResult | null {
  if (!state.over) return null;
  const scores = state.boards.map((b) => b.score);
  const extra = state.endedByHost ? { endedByHost: true } : {};
  if (state.winner !== null) {
    const winner = state.winner;
    const ranks = scores.map((score, seat) => (seat === winner ? 1 : 2 + scores.filter((other, s) => s !== winner && s !== seat && other > score).length));
    return { scores, winners: [winner], ranks, ...extra };
  }
  // Alone, only a won board wins.
  if (state.players === 1) return { scores, winners: [], ranks: [1], ...extra };
  const best = Math.max(...scores);
  const winners = scores.flatMap((score, seat) => (score === best ? [seat] : []));
  const ranks = scores.map((score) => 1 + scores.filter((other) => other > score).length);
  return { scores, winners, ranks, ...extra };
}

/** The host's end — in a race also the server's at time-up: the boards stand as they are. */
export function endByHost(state: SolitaireState): ApplyResult<SolitaireState> {
  if (state.over) throw new IllegalActionError("GAME_OVER", "the game is over");
  const next = copyState(state);
  next.over = true;
  next.endedByHost = true;
  return { state: next, events: [{ type: "gameOver", to: "all", scores: next.boards.map((b) => b.score), winner: null, endedByHost: true }] };
}

