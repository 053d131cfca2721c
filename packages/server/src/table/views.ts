/**
 * What a connection is shown of the match: its own view, the events it may
 * see and its own legal actions while it may act — nothing else about the
 * state is ever sent.
 */
import { eventsFor, type GameEvent, type Match, type Viewer } from "@gg/core";
import type { ViewMessage } from "../protocol.ts";

/** What every viewer's message shares, computed once per broadcast. */
export type SharedView = Pick<ViewMessage, "seq" | "active" | "deadlines" | "result">;

export function sharedView(match: Match, deadlines: ViewMessage["deadlines"]): SharedView {
  return { seq: match.actionCount, active: match.activeSeats(), deadlines, result: match.result() };
}

/** One viewer's message. */
export function viewMessage(match: Match, viewer: Viewer, events: readonly GameEvent[], shared: SharedView): ViewMessage {
  return {
    seq: shared.seq,
    seat: viewer,
    view: match.view(viewer),
    events: eventsFor(events, viewer),
    active: shared.active,
    deadlines: shared.deadlines,
    legal: viewer !== "spectator" && shared.active.includes(viewer) ? match.legalActions(viewer) : [],
    result: shared.result,
  };
}
