/**
 * Test helpers shared by every game: the contract conformance suite and the
 * property-run budget. Not part of the runtime API (`@gg/core/testing`).
 */
import { describe, expect, it } from "vitest";
import type { AnyGame, GameEvent, GameResult, Seat } from "./contract.ts";
import { IllegalActionError, InvalidOptionsError, InvalidSetupError } from "./errors.ts";
import { playerCounts, takesPlayers } from "./players.ts";
import { isCardCode } from "./cards.ts";
import { Match } from "./match.ts";
import { parseOptions } from "./options.ts";
import { playMatch } from "./simulate.ts";
import { replay } from "./match.ts";
import { createRandom, randomInt } from "./random.ts";
import { botAction, makeBot } from "./bots.ts";
import { withDefaultDecisionBudget } from "./budget.ts";
import { teamsProblem } from "./teams.ts";

/** Every card code anywhere in a JSON value (a view, an event, a message), for leak checks. */
export function cardCodesIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    if (isCardCode(value)) out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) cardCodesIn(v, out);
  } else if (value && typeof value === "object") {
    for (const v of Object.values(value)) cardCodesIn(v, out);
  }
  return out;
}

/** Property-test runs: `fallback` by default, more when `GG_PROPERTY_RUNS` asks. */
export function propertyRuns(fallback: number): number {
  const asked = Number(process.env.GG_PROPERTY_RUNS);
  return Number.isFinite(asked) && asked > 0 ? asked : fallback;
}

/** Applies an action that must be refused; checks the code and that the state is unchanged. */
export function expectRefused(game: AnyGame, state: unknown, seat: Seat, action: unknown, code?: string): IllegalActionError {
  const before = JSON.stringify(state);
  let caught: unknown;
  try {
    game.apply(state, seat, action);
  } catch (error) {
    caught = error;
  }
  expect(caught, `expected ${JSON.stringify(action)} by seat ${seat} to be refused`).toBeInstanceOf(IllegalActionError);
  const error = caught as IllegalActionError;
  if (code) expect(error.code).toBe(code);
  expect(error.message.length).toBeGreaterThan(0);
  expect(JSON.stringify(state)).toBe(before);
  return error;
}

/** Every event is JSON and addressed to `"all"`, a list of real seats, or `{ except: seat }`. */
export function expectWellAddressed(events: readonly GameEvent[], players: number): void {
  const isSeat = (seat: unknown) => Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) < players;
  for (const event of events) {
    expect(typeof event.type).toBe("string");
    expect(JSON.parse(JSON.stringify(event))).toEqual(event);
    const to: unknown = event.to;
    const ok = to === "all" || (Array.isArray(to) && to.length > 0 && to.every(isSeat)) || (typeof to === "object" && to !== null && !Array.isArray(to) && isSeat((to as { except?: unknown }).except));
    expect(ok, `event ${event.type} is addressed to ${JSON.stringify(to)}`).toBe(true);
  }
}

/**
 * A team game's result is its teams': each standing names a team of `teams()`,
 * partners share score and rank, and the winners are exactly the members of
 * the teams ranked 1. Without teams, `result.teams` is absent.
 */
export function expectTeamConsistent(game: AnyGame, players: number, options: unknown, result: GameResult): void {
  const teams = game.teams?.(players, parseOptions(game, options));
  if (!teams) {
    expect(result.teams).toBeUndefined();
    return;
  }
  expect(result.teams?.map((t) => [...t.seats])).toEqual(teams.map((t) => [...t]));
  for (const team of result.teams!) {
    for (const seat of team.seats) {
      expect(result.scores[seat], `seat ${seat} scores as its team`).toBe(team.score);
      expect(result.ranks[seat], `seat ${seat} ranks as its team`).toBe(team.rank);
    }
  }
  const winning = result.teams!.filter((t) => t.rank === 1).flatMap((t) => t.seats);
  expect([...result.winners].sort((a, b) => a - b)).toEqual(winning.sort((a, b) => a - b));
}

const MALFORMED: unknown[] = [null, undefined, 7, "play", [], {}, { type: 5 }, { type: "no-such-action" }, { type: "play", card: 5 }, { type: "bid", bid: "2" }, { type: "bid", bid: 1.5 }];

export interface ConformanceConfig {
  /** Player counts to try (default: min and max). */
  readonly players?: readonly number[];
  /** Option sets to try (default: the defaults). */
  readonly options?: readonly unknown[];
  /** Random matches per player count and option set. */
  readonly runs?: number;
}

/**
 * The engine contract, checked on random matches: plain-data states never
 * mutated by `apply`, an actor whenever the game runs, JSON views, typed
 * refusals that change nothing, determinism, exact replay, host ending.
 */
export function describeContract(game: AnyGame, config: ConformanceConfig = {}): void {
  const counts = config.players ?? [...new Set([playerCounts(game)[0]!, playerCounts(game).at(-1)!])];
  const optionSets = config.options ?? [{}];
  const runs = propertyRuns(config.runs ?? 5);
  const cases = counts.flatMap((players) => optionSets.map((options) => ({ players, options })));

  describe(`${game.id} keeps the engine contract`, () => {
    it("has options with defaults and errors naming a bad option", () => {
      expect(() => parseOptions(game, {})).not.toThrow();
      const error = (() => {
        try {
          parseOptions(game, { noSuchOption: true });
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(InvalidOptionsError);
      expect((error as Error).message).toContain("noSuchOption");
    });

    it.each(cases)("says which seats play as teams, a partition of the seats ($players players, options $options)", ({ players, options }) => {
      const teams = game.teams?.(players, parseOptions(game, options));
      if (teams) expect(teamsProblem(teams, players)).toBeNull();
    });

    it.each(cases)("plays valid matches ($players players, options $options)", ({ players, options }) => {
      for (let run = 0; run < runs; run++) {
        const seed = `contract-${players}-${run}`;
        const probe = createRandom(`${seed}/probe`);
        const original = playMatch(game, {
          players,
          options,
          seed,
          afterAction(match, _seat, _action, events) {
            expectWellAddressed(events, players);
            const state = match.state;
            const json = JSON.stringify(state);
            expect(JSON.parse(json)).toEqual(state); // plain JSON data
            const active = match.activeSeats();
            if (match.result()) {
              expect(active).toEqual([]);
              return;
            }
            expect(active.length).toBeGreaterThan(0);
            for (const seat of active) expect(game.legalActions(state, seat).length).toBeGreaterThan(0);
            for (let seat = 0; seat < players; seat++) {
              if (!active.includes(seat)) expect(game.legalActions(state, seat)).toEqual([]);
              JSON.stringify(game.view(state, seat));
            }
            JSON.stringify(game.view(state, "spectator"));
            // An occasional refused action must leave the state exactly as it was.
            if (randomInt(probe, 8) === 0) {
              const bad = MALFORMED[randomInt(probe, MALFORMED.length)];
              expectRefused(game, state, active[0]!, bad);
              const idle = [...Array(players).keys()].find((s) => !active.includes(s));
              const legal = game.legalActions(state, active[0]!);
              if (idle !== undefined) expectRefused(game, state, idle, legal[0], "NOT_YOUR_TURN");
            }
            expect(JSON.stringify(state)).toBe(json); // nothing above mutated it
          },
        });
        expect(original.result.scores).toHaveLength(players);
        // Someone wins a match between players; a player alone may lose (Solitaire: a stopped board).
        if (players > 1) expect(original.result.winners.length).toBeGreaterThan(0);
        expect(original.result.ranks).toHaveLength(players);
        expectTeamConsistent(game, players, options, original.result);
        expectWellAddressed(original.match.setupEvents, players);

        // Determinism and exact replay.
        const again = playMatch(game, { players, options, seed });
        expect(again.record).toEqual(original.record);
        expect(again.match.setupEvents).toEqual(original.match.setupEvents);
        const replayed = replay(game, JSON.parse(JSON.stringify(original.record)));
        expect(replayed.state).toEqual(original.match.state);
        expect(replayed.result()).toEqual(original.result);
      }
    });

    it.each(counts)("lets the host end the game at any point (%i players)", (players) => {
      for (let run = 0; run < runs; run++) {
        const full = playMatch(game, { players, seed: `host-${run}` });
        const cut = randomInt(createRandom(`cut-${run}`), full.actions);
        const match = replay(game, full.record, { until: cut });
        match.endByHost();
        const result = match.result();
        expect(result?.endedByHost).toBe(true);
        expectTeamConsistent(game, players, {}, result!);
        expect(match.activeSeats()).toEqual([]);
        expect(replay(game, match.record()).result()).toEqual(result);
      }
    });

    it("acts only through apply: a finished game refuses actions", () => {
      const done = playMatch(game, { players: counts[0]!, seed: "over" });
      const last = done.record.actions.at(-1)!;
      expectRefused(game, done.match.state, typeof last.seat === "number" ? last.seat : 0, last.action);
    });

    it.each(Object.keys(game.bots ?? {}))("the %s bot decides from its seat's view and legal actions only", (level) => {
      // Two decisions are compared, so neither may be cut short by the time budget: it counts CPU
      // time, which load from other processes does not advance, but a process's first decisions
      // (the compiler's threads count too) can still reach it. The playout caps bound the time here.
      const bot = withDefaultDecisionBudget(Infinity, () => makeBot(game, level));
      // Search levels take tens of milliseconds a decision: a dozen decisions of one match prove the point.
      const cheap = level === "rules";
      for (let run = 0; run < (cheap ? runs : 1); run++) {
        let checked = 0;
        playMatch(game, {
          players: counts[0]!,
          seed: `honest-${run}`,
          afterAction(match) {
            if (checked++ % 7 !== 0 || checked > (cheap ? 200 : 84)) return;
            for (const seat of match.activeSeats()) {
              const legal = game.legalActions(match.state, seat);
              // Through the platform's bridge, and from a bare copy of the view: the same choice.
              const viaBridge = botAction(game, bot, match.state, seat, createRandom(`bot-${run}`));
              const view = JSON.parse(JSON.stringify(game.view(match.state, seat)));
              const fromView = bot.act({ seat, view, legal: JSON.parse(JSON.stringify(legal)), random: createRandom(`bot-${run}`) });
              expect(fromView).toEqual(viaBridge);
              expect(() => game.apply(match.state, seat, viaBridge)).not.toThrow(); // and it is legal
            }
          },
        });
      }
    });

    it("rejects a player count it does not take", () => {
      expect(() => new Match(game, { players: game.maxPlayers + 1, seed: "x" })).toThrow(InvalidSetupError);
      expect(() => new Match(game, { players: game.minPlayers - 1, seed: "x" })).toThrow(InvalidSetupError);
      for (let players = game.minPlayers; players <= game.maxPlayers; players++) {
        if (!takesPlayers(game, players)) expect(() => new Match(game, { players, seed: "x" })).toThrow(InvalidSetupError);
      }
    });
  });
}
