/**
 * The leak audit. From a finished match's record the test rebuilds every
 * server-side state, then checks each message a client received against the
 * state of the moment it was sent:
 * - a view message carries exactly the engine's view for that viewer, the
 *   events that viewer may see, and its own legal actions — nothing else;
 * - no message at all, outside its events, contains a card code that at that
 *   moment is in the server-side state (or another seat's view) but not in the
 *   viewer's own view (defence in depth: view, legal actions, room info, errors). Events are checked to be exactly `eventsFor` the
 *   viewer: what an event reveals is the engine's declaration (a card played
 *   in the last trick of a round is public even though it is redealt at once).
 */
import { expect } from "vitest";
import { cardCodesIn } from "@gg/core/testing";
import { Match, eventsFor, type AnyGame, type GameEvent, type MatchRecord, type Viewer } from "@gg/core";
import type { ViewMessage } from "../src/protocol.ts";
import type { Received } from "./helpers.ts";

export interface Timeline {
  readonly states: unknown[];
  /** events[i]: the events of the action that led to states[i] (the setup's for the start). */
  readonly events: (readonly GameEvent[])[];
}

export function timeline(game: AnyGame, record: MatchRecord): Timeline {
  const match = new Match(game, { players: record.players, options: record.options, seed: record.seed, chance: record.chance });
  const states: unknown[] = [match.state];
  const events: (readonly GameEvent[])[] = [match.setupEvents];
  for (const { seat, action } of record.actions) {
    const out = seat === "host" ? match.endByHost() : match.act(seat, action);
    states.push(match.state);
    events.push(out.events);
  }
  return { states, events };
}

const cardsIn = (value: unknown): Set<string> => new Set(cardCodesIn(value));

/**
 * Cards hidden from `viewer` in `state`: every card code in the server-side
 * state (hands, deck, bank, piles) or in another seat's view that the
 * viewer's own view does not show.
 */
function hiddenFrom(game: AnyGame, state: unknown, players: number, viewer: Viewer): Set<string> {
  const known = cardsIn(game.view(state, viewer));
  const hidden = new Set<string>();
  for (const card of cardsIn(state)) if (!known.has(card)) hidden.add(card);
  for (let seat = 0; seat < players; seat++) {
    if (seat === viewer) continue;
    for (const card of cardsIn(game.view(state, seat))) if (!known.has(card)) hidden.add(card);
  }
  return hidden;
}

/** Audits everything one client received; returns how many messages were checked. */
export function auditMessages(game: AnyGame, record: MatchRecord, line: Timeline, viewer: Viewer, received: readonly Received[]): number {
  let seq = 0;
  let checked = 0;
  for (const { type, payload } of received) {
    let rest: unknown = payload;
    if (type === "view") {
      const m = payload as ViewMessage;
      seq = m.seq;
      const state = line.states[seq];
      expect(m.seat, "a view addressed to its viewer").toBe(viewer);
      expect(m.view, `view #${seq} equals the engine's view for ${viewer}`).toEqual(game.view(state, viewer));
      const mine = eventsFor(line.events[seq] ?? [], viewer);
      if (m.events.length > 0) expect(m.events, `events #${seq} for ${viewer}`).toEqual(mine);
      const legal = viewer !== "spectator" && game.activeSeats(state).includes(viewer) ? game.legalActions(state, viewer) : [];
      expect(m.legal).toEqual(legal);
      rest = { ...m, events: [] };
    }
    const hidden = hiddenFrom(game, line.states[seq], record.players, viewer);
    const leaked = [...cardsIn(rest)].filter((card) => hidden.has(card));
    expect(leaked, `${String(type)} message at #${seq} to ${viewer} shows another seat's cards`).toEqual([]);
    checked++;
  }
  return checked;
}
