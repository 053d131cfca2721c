import { describe, expect, it } from "vitest";
import { IllegalActionError, InvalidOptionsError, InvalidSetupError, Match, RecordVersionError, ReplayError, eventsFor, parseOptions, replay } from "../src/index.ts";
import { race } from "./race.ts";

describe("matches and records", () => {
  it("a record replays to the same state, and survives JSON", () => {
    const m = new Match(race, { players: 2, seed: "r", options: { target: 6 } });
    while (!m.result()) m.act(m.activeSeats()[0]!, { type: "add", n: 1 });
    const record = JSON.parse(JSON.stringify(m.record()));
    expect(record).toMatchObject({ format: "gg-record/1", game: "race", engineVersion: "1", players: 2, seed: "r", options: { target: 6 } });
    expect(replay(race, record).state).toEqual(m.state);
  });

  it("fixed chance outcomes are kept in the record", () => {
    const m = new Match(race, { players: 3, seed: "r", chance: [{ kind: "starter", value: 2 }] });
    expect(m.activeSeats()).toEqual([2]);
    expect(m.record().chance).toEqual([{ kind: "starter", value: 2 }]);
  });

  it("a refused action changes neither the state nor the record", () => {
    const m = new Match(race, { players: 2, seed: "r" });
    const before = m.state;
    const idle = 1 - m.activeSeats()[0]!;
    expect(() => m.act(idle, { type: "add", n: 1 })).toThrow(IllegalActionError);
    expect(m.state).toBe(before);
    expect(m.record().actions).toHaveLength(0);
  });

  it("an illegal action in a record stops the replay with its index and code", () => {
    const m = new Match(race, { players: 2, seed: "r" });
    m.act(m.activeSeats()[0]!, { type: "add", n: 1 });
    const record = m.record();
    const bad = { ...record, actions: [...record.actions, { seat: record.actions[0]!.seat, action: { type: "add", n: 1 } }] };
    const error = (() => {
      try {
        replay(race, bad);
      } catch (e) {
        return e as ReplayError;
      }
    })();
    expect(error).toBeInstanceOf(ReplayError);
    expect(error).toMatchObject({ index: 1, code: "NOT_YOUR_TURN" });
  });

  it("the host's end is recorded and replays", () => {
    const m = new Match(race, { players: 2, seed: "r" });
    m.act(m.activeSeats()[0]!, { type: "add", n: 2 });
    m.endByHost(1234);
    expect(m.record().actions.at(-1)).toEqual({ seat: "host", action: { type: "endGame" }, at: 1234 });
    expect(replay(race, m.record()).result()).toEqual(m.result());
    expect(() => m.endByHost()).toThrow(/over/);
  });

  it("options are validated with errors naming the option, and player counts checked", () => {
    expect(parseOptions(race, {})).toEqual({ target: 10 });
    expect(() => parseOptions(race, { target: 99 })).toThrow(/option 'target'/);
    expect(() => parseOptions(race, { colour: "red" })).toThrow(InvalidOptionsError);
    expect(() => parseOptions(race, { colour: "red" })).toThrow(/colour/);
    expect(() => new Match(race, { players: 4, seed: "x" })).toThrow(InvalidSetupError);
  });

  it("events reach only their audience; { except } reaches everyone else, spectators included", () => {
    const m = new Match(race, { players: 3, seed: "r", chance: [{ kind: "starter", value: 0 }] });
    const { events } = m.act(0, { type: "add", n: 1 });
    expect(eventsFor(events, 0).map((e) => e.type)).toEqual(["added", "secret"]);
    expect(eventsFor(events, 1).map((e) => e.type)).toEqual(["added", "hint"]);
    expect(eventsFor(events, 2).map((e) => e.type)).toEqual(["added", "hint"]);
    expect(eventsFor(events, "spectator").map((e) => e.type)).toEqual(["added", "hint"]);
  });

  it("a record of another engine version is refused with a clear error, unless asked to replay it anyway", () => {
    const m = new Match(race, { players: 2, seed: "r" });
    m.act(m.activeSeats()[0]!, { type: "add", n: 2 });
    const old = { ...m.record(), engineVersion: "0" };
    expect(() => replay(race, old)).toThrow(RecordVersionError);
    expect(() => replay(race, old)).toThrow(/race record was made by engine version 0; this build runs version 1/);
    expect(replay(race, old, { anyEngineVersion: true }).state).toEqual(m.state);
  });

  it("the setup's events are the match's first events, the same on replay", () => {
    const m = new Match(race, { players: 2, seed: "r", chance: [{ kind: "starter", value: 1 }] });
    expect(m.setupEvents).toEqual([{ type: "starter", to: "all", seat: 1 }]);
    m.act(1, { type: "add", n: 2 });
    let seen: unknown = null;
    const again = replay(race, m.record(), { onSetup: (events) => (seen = events) });
    expect(seen).toEqual(m.setupEvents);
    expect(again.setupEvents).toEqual(m.setupEvents);
  });
});
