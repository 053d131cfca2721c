/**
 * The engine contract: every game is one plain `GameDefinition` object.
 *
 * Modelled on OpenSpiel's `State` API (legal actions, apply, per-player
 * observation, explicit chance and simultaneous nodes) and on boardgame.io's
 * game-as-a-plain-definition. The server, the CLI, bots and tests see games
 * only through this file.
 *
 * Rules every engine must keep:
 * - Pure and deterministic: no I/O, no clock, no `Math.random`. All chance
 *   goes through `Chance` (fixed outcomes first, then the seeded PRNG held in
 *   the state), so a record replays a match exactly.
 * - States are plain JSON data and are never mutated: `apply` returns a new
 *   state and leaves its input exactly as it was, also when it throws.
 * - `view` is the single gate for hidden information.
 */
import type { z } from "zod";
import type { ChanceOutcome } from "./chance.ts";
import type { RandomSource } from "./random.ts";

/** A seat index, 0-based, in clockwise order. */
export type Seat = number;

/** Who looks at the game: a seat, or a spectator (public information only). */
export type Viewer = Seat | "spectator";

export const LOCALES = ["en", "pt-BR", "uk"] as const;
export type Locale = (typeof LOCALES)[number];

/** A text in every language of the product. */
export type LocalizedText = Readonly<Record<Locale, string>>;

/**
 * Who may see an event: `"all"` (every seat and spectators), a list of seats
 * (a private deal goes to its seat only), or `{ except }`: everyone but that
 * seat, spectators included (what a seat draws face down, told to the others
 * as a count while the seat itself gets the cards).
 */
export type EventAudience = "all" | readonly Seat[] | { readonly except: Seat };

/**
 * A small fact for animation and logs (`dealt`, `bid`, `played`,
 * `trickWon`, …). `to` names who may see it (`EventAudience`). Other fields
 * are the event's data.
 */
export interface GameEvent {
  readonly type: string;
  readonly to: EventAudience;
  readonly [field: string]: unknown;
}

export interface ApplyResult<S> {
  readonly state: S;
  readonly events: readonly GameEvent[];
}

/** Which seats play as one side, e.g. `[[0, 2], [1, 3]]`; every seat in exactly one team. */
export type Teams = readonly (readonly Seat[])[];

/** One team's final standing. */
export interface TeamStanding {
  /** The team's seats, as `teams()` lists them. */
  readonly seats: readonly Seat[];
  readonly score: number;
  /** 1 = best; tied teams share a rank. */
  readonly rank: number;
}

/**
 * Final standings. Arrays are indexed by seat. In a team game `teams` holds
 * the standings per team, every seat has its team's score and rank, and
 * `winners` are all the members of the winning team(s) (`teamResult` builds it).
 */
export interface GameResult {
  /** The final score (or the game's main measure) per seat. */
  readonly scores: readonly number[];
  /** Seats that share the win (several on a tie, or a whole team); empty when a player alone lost. */
  readonly winners: readonly Seat[];
  /** 1 = best; tied seats share a rank. */
  readonly ranks: readonly number[];
  /** Team games only: each team's standing, in the order `teams()` lists them. */
  readonly teams?: readonly TeamStanding[];
  /** True when the host ended the game before its natural end. */
  readonly endedByHost?: boolean;
}

/**
 * How a seat's current decision is timed, when it differs from the room's
 * per-move limit. The engine states the window; the server keeps the clock.
 */
export interface DecisionTiming<A> {
  /** This decision's own limit (101's bridge: 10 s; GG Battle's arrangement: 90 s). */
  readonly timeLimitMs?: number;
  /** Applied when time runs out, instead of asking a bot ("no bridge", a shuffled arrangement). */
  readonly onTimeout?: A;
  /**
   * Letting this window run out is itself an answer the rules allow (101's bridge: not
   * declaring one), so the seat is not marked away. Otherwise a time-out is absence, as
   * for any decision: `onTimeout` is applied and the bot plays the seat until Back.
   */
  readonly lapseIsAnswer?: boolean;
}

/** Setup input. `chance` fixes chance outcomes in the order the game needs them. */
export interface SetupInput<O> {
  readonly players: number;
  readonly options: O;
  readonly seed: string;
  readonly chance?: readonly ChanceOutcome[];
}

/** What a bot is given: its seat's view and legal actions, never the state. */
export interface BotInput<V, A> {
  readonly seat: Seat;
  readonly view: V;
  readonly legal: readonly A[];
  readonly random: RandomSource;
}

export interface Bot<V, A> {
  act(input: BotInput<V, A>): A;
}

export type BotFactory<V, A> = () => Bot<V, A>;

/** Per option: its label and explanation for the room-creation screen. */
export interface OptionText {
  readonly label: LocalizedText;
  readonly help: LocalizedText;
}

/**
 * A game. `S` state, `A` action, `V` view, `O` options.
 * Actions and views are JSON; actions carry a `type` field.
 */
export interface GameDefinition<S = unknown, A extends { type: string } = { type: string }, V = unknown, O = unknown> {
  readonly id: string;
  /** Bumped whenever a change could make an old record replay differently. */
  readonly engineVersion: string;
  readonly names: LocalizedText;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /**
   * The player counts the game takes when not every count from `minPlayers` to
   * `maxPlayers` is playable (Truco: 2 or 4). Absent: the whole range.
   * Read it through `playerCounts(game)`.
   */
  readonly playerCounts?: readonly number[];
  /** A zod object schema; every field has a default, so `{}` is valid. */
  readonly options: z.ZodType<O>;
  readonly optionText: Readonly<Record<string, OptionText>>;
  /** The game's rules document (`rules.md` beside the engine). */
  readonly rulesDocument: URL;

  /**
   * The initial state and the events that made it (the first deal, a turned
   * trump, a draw for the first dealer): chance at setup is told like every
   * later event.
   */
  setup(input: SetupInput<O>): ApplyResult<S>;

  /**
   * Which seats play as one side (partners), for this player count and these
   * options, e.g. `[[0, 2], [1, 3]]`. Absent or `undefined`: every seat for
   * itself. When teams are given, `result` carries `teams` (see `GameResult`).
   */
  teams?(players: number, options: O): Teams | undefined;

  /**
   * Seats that may act now: usually one; several in simultaneous phases
   * (each submits separately, in any order) and in timed windows. Empty
   * once the game is over.
   */
  activeSeats(state: S): readonly Seat[];

  /**
   * Every legal action of `seat` now (empty when it may not act). Where a
   * choice is too large to list (GG Battle's 32-card arrangement), this gives
   * representative choices and `apply` accepts any valid one.
   */
  legalActions(state: S, seat: Seat): readonly A[];

  /**
   * Applies one action. Throws `IllegalActionError` (stable `code`, human
   * message) for an out-of-turn, malformed or illegal action; the input state
   * is never mutated.
   */
  apply(state: S, seat: Seat, action: A): ApplyResult<S>;

  /** Exactly what `viewer` may know, as JSON: no other seat's hidden cards. */
  view(state: S, viewer: Viewer): V;

  /** Null while the game runs; the standings once it is over. */
  result(state: S): GameResult | null;

  /** The host ends the game: the unfinished round does not count. */
  endByHost(state: S): ApplyResult<S>;

  /** Timing of `seat`'s current decision when it is not the room's default. */
  timing?(state: S, seat: Seat): DecisionTiming<A> | undefined;

  /**
   * The whole match's time limit, when the rules give one (a Solitaire race: 10 minutes).
   * The engine has no clock: at time-up the server ends the match exactly as the host
   * would (`endByHost`, recorded as the host's `endGame`), so records replay unchanged.
   */
  matchTimeLimitMs?(options: O, players: number): number | undefined;

  /** A short English description of an action, for logs and the terminal. */
  describeAction?(action: A): string;

  /**
   * For search bots: a full state consistent with everything `seat` knows
   * from `view`, the hidden parts sampled with `random` (a determinization).
   * It receives the view, never the real state, so search stays honest.
   */
  determinize?(view: V, seat: Seat, random: RandomSource): S;

  /** For search bots: how good `state` is for `seat`, higher is better (a round's or the game's score). */
  evaluate?(state: S, seat: Seat): number;

  /** Bot levels by name (`random`, `rules`, …); each sees only its seat's view. */
  readonly bots?: Readonly<Record<string, BotFactory<V, A>>>;

  /**
   * Quick phrases a seated player may send at the table ("Truco!"), by id: the
   * server relays only these; each client shows its own words for them. Absent: none.
   */
  readonly phrases?: readonly string[];
}

/** Any game, for code (server, CLI, registry) that handles games generically. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = GameDefinition<any, any, any, any>;

/** The state type of a game. */
export type StateOf<G extends AnyGame> = ReturnType<G["setup"]>["state"];
