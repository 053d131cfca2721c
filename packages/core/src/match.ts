/**
 * Match records and the one driver that plays them. A record holds what it
 * takes to replay a match exactly: game, engine version, options, seat count,
 * seed, fixed chance outcomes and every action in order.
 */
import type { ApplyResult, AnyGame, EventAudience, GameEvent, GameResult, Seat, StateOf, Viewer } from "./contract.ts";
import type { ChanceOutcome } from "./chance.ts";
import { IllegalActionError, InvalidSetupError, RecordVersionError } from "./errors.ts";
import { parseOptions } from "./options.ts";
import { playersText, takesPlayers } from "./players.ts";

export const RECORD_FORMAT = "gg-record/1";

/** `seat: "host"` with `{ type: "endGame" }` is the host ending the game. */
export interface RecordedAction {
  readonly seat: Seat | "host";
  readonly action: { readonly type: string; readonly [field: string]: unknown };
  /** Milliseconds since the Unix epoch, when a server recorded it. */
  readonly at?: number;
}

export interface MatchRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly game: string;
  readonly engineVersion: string;
  readonly options: unknown;
  readonly players: number;
  readonly seed: string;
  readonly chance?: readonly ChanceOutcome[];
  readonly actions: readonly RecordedAction[];
  /** SHA-256 of the server seed, published before the first deal (provably fair matches). */
  readonly seedCommitment?: string;
  /** The result the server announced, for `gg verify` to check. */
  readonly result?: GameResult | null;
  /** Optional seat labels (names, bot levels); not needed to replay. */
  readonly seats?: readonly { readonly name: string; readonly bot?: string }[];
}

export const END_GAME = { type: "endGame" } as const;

export interface MatchInit {
  readonly players: number;
  readonly options?: unknown;
  readonly seed: string;
  readonly chance?: readonly ChanceOutcome[];
}

/**
 * A live match: the current state plus its growing record. Every action
 * goes through the engine; a rejected action changes nothing.
 */
export class Match<G extends AnyGame = AnyGame> {
  state: StateOf<G>;
  /** The events of the setup (the first deal, …), for the seats as `eventsFor` filters them. */
  readonly setupEvents: readonly GameEvent[];
  private readonly actions: RecordedAction[] = [];
  readonly options: unknown;

  constructor(
    readonly game: G,
    readonly init: MatchInit,
  ) {
    if (!takesPlayers(game, init.players)) {
      throw new InvalidSetupError(`${game.id} takes ${playersText(game)} players, not ${init.players}`);
    }
    this.options = parseOptions(game, init.options);
    const setup = game.setup({ players: init.players, options: this.options, seed: init.seed, chance: init.chance });
    this.state = setup.state;
    this.setupEvents = setup.events;
  }

  /** Applies a seat's action; throws `IllegalActionError` and keeps the state on a bad one. */
  act(seat: Seat, action: RecordedAction["action"], at?: number): ApplyResult<StateOf<G>> {
    const out = this.game.apply(this.state, seat, action);
    this.state = out.state;
    this.actions.push(at === undefined ? { seat, action } : { seat, action, at });
    return out;
  }

  /** The host ends the game; the unfinished round does not count. */
  endByHost(at?: number): ApplyResult<StateOf<G>> {
    if (this.result()) throw new IllegalActionError("GAME_OVER", "the game is already over");
    const out = this.game.endByHost(this.state);
    this.state = out.state;
    this.actions.push(at === undefined ? { seat: "host", action: END_GAME } : { seat: "host", action: END_GAME, at });
    return out;
  }

  activeSeats(): readonly Seat[] {
    return this.game.activeSeats(this.state);
  }
  legalActions(seat: Seat): readonly ReturnType<G["legalActions"]>[number][] {
    return this.game.legalActions(this.state, seat);
  }
  view(viewer: Viewer): ReturnType<G["view"]> {
    return this.game.view(this.state, viewer);
  }
  result(): GameResult | null {
    return this.game.result(this.state);
  }
  get actionCount(): number {
    return this.actions.length;
  }

  record(): MatchRecord {
    const { players, seed, chance } = this.init;
    return {
      format: RECORD_FORMAT,
      game: this.game.id,
      engineVersion: this.game.engineVersion,
      options: this.options,
      players,
      seed,
      ...(chance && chance.length > 0 ? { chance } : {}),
      actions: this.actions.slice(),
    };
  }
}

/** A record action the engine refused, with its index in `record.actions`. */
export class ReplayError extends Error {
  override readonly name = "ReplayError";
  constructor(
    readonly index: number,
    readonly code: string,
    /** The engine's own message. */
    readonly detail: string,
  ) {
    super(`action #${index}: ${code}: ${detail}`);
  }
}

export interface ReplayStep {
  readonly index: number;
  readonly seat: Seat | "host";
  readonly action: RecordedAction["action"];
  readonly events: readonly GameEvent[];
}

export interface ReplayOptions {
  /** Stop after this many actions. */
  readonly until?: number;
  /** Sees the setup's events (the first deal, …). */
  readonly onSetup?: (events: readonly GameEvent[]) => void;
  /** Sees each action's events. */
  readonly onStep?: (step: ReplayStep) => void;
  /**
   * Replay a record of another engine version anyway (the server restoring a
   * running match across an upgrade, which it logs): a refused action still
   * throws `ReplayError`. Off by default.
   */
  readonly anyEngineVersion?: boolean;
}

/**
 * Replays a record (up to `until` actions) and returns the match at that
 * point. A record of another engine version throws `RecordVersionError`
 * (unless `anyEngineVersion`); a refused action throws `ReplayError` naming
 * its index and code.
 */
export function replay<G extends AnyGame>(game: G, record: MatchRecord, opts: ReplayOptions = {}): Match<G> {
  if (record.game !== game.id) throw new Error(`record is for '${record.game}', not '${game.id}'`);
  if (record.engineVersion !== game.engineVersion && !opts.anyEngineVersion) throw new RecordVersionError(game.id, record.engineVersion, game.engineVersion);
  const match = new Match(game, { players: record.players, options: record.options, seed: record.seed, chance: record.chance });
  opts.onSetup?.(match.setupEvents);
  const until = Math.min(opts.until ?? Infinity, record.actions.length);
  for (let index = 0; index < until; index++) {
    const { seat, action, at } = record.actions[index]!;
    let out: ApplyResult<unknown>;
    try {
      out = seat === "host" ? match.endByHost(at) : match.act(seat, action, at);
    } catch (error) {
      if (error instanceof IllegalActionError) throw new ReplayError(index, error.code, error.message);
      throw error;
    }
    opts.onStep?.({ index, seat, action, events: out.events });
  }
  return match;
}

/** Whether `viewer` may see an event sent to `to`. */
export function canSee(to: EventAudience, viewer: Viewer): boolean {
  if (to === "all") return true;
  if ("except" in to) return viewer !== to.except;
  return viewer !== "spectator" && to.includes(viewer);
}

/** Events a viewer may see. */
export function eventsFor(events: readonly GameEvent[], viewer: Viewer): GameEvent[] {
  return events.filter((e) => canSee(e.to, viewer));
}
