/**
 * A recorded match as the replay page steps through it: the states rebuilt by
 * the game's engine, where each round starts, and each move told as the log
 * tells it (in the viewer's language, cards by name).
 */
import { eventsFor, type AnyGame, type GameEvent, type MatchRecord, type Viewer } from "@gg/core";
import { eventText, type EventTextContext } from "./eventText.ts";

export interface Step {
  readonly state: unknown;
  readonly events: readonly GameEvent[];
}

/** Step 0 is the setup (with its events: the first deal, …), then one step per recorded action. */
export function replaySteps(game: AnyGame, record: MatchRecord): Step[] {
  const setup = game.setup({ players: record.players, options: record.options, seed: record.seed, ...(record.chance ? { chance: record.chance } : {}) });
  let state = setup.state;
  const out: Step[] = [{ state, events: setup.events }];
  for (const { seat, action } of record.actions) {
    const res = seat === "host" ? game.endByHost(state) : game.apply(state, seat, action);
    state = res.state;
    out.push({ state, events: res.events });
  }
  return out;
}

export interface RoundStart {
  readonly round: number;
  readonly step: number;
}

/** The step where each round begins: the first whose public events name it (every game numbers rounds from 1 in its events). */
export function roundStarts(steps: readonly Step[]): RoundStart[] {
  const out: RoundStart[] = [];
  steps.forEach((step, at) => {
    for (const e of eventsFor(step.events, "spectator"))
      if (typeof e.round === "number" && !out.some((r) => r.round === e.round)) out.push({ round: e.round, step: at });
  });
  return out;
}

/** The round a step belongs to: the last one started at or before it (null before the first). */
export function roundAt(starts: readonly RoundStart[], at: number): number | null {
  return starts.filter((r) => r.step <= at).at(-1)?.round ?? null;
}

/** What a step did, as the log's lines the viewer may read (empty when it only told private or quiet things). */
export function moveLines(step: Step, viewer: Viewer, context: EventTextContext): string[] {
  return eventsFor(step.events, viewer)
    .map((e) => eventText(e, context))
    .filter((line): line is string => line !== null);
}
