import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { GAMES } from "@gg/games";
import { optionsArg } from "../src/args.ts";
import { simulate } from "../src/commands/simulate.ts";

const GG = join(import.meta.dirname, "..", "bin", "gg.js");
const gg = (args: string[], input?: string) => spawnSync(process.execPath, [GG, ...args], { input, encoding: "utf8", timeout: 120_000 });
const dir = mkdtempSync(join(tmpdir(), "gg-cli-"));

describe("the gg command", () => {
  it("lists every registered game with its options and defaults", () => {
    const out = JSON.parse(execFileSync(process.execPath, [GG, "games", "--json"], { encoding: "utf8" }));
    expect(out.map((g: { id: string }) => g.id)).toEqual(GAMES.map((g) => g.id));
    const ohHell = out.find((g: { id: string }) => g.id === "oh-hell");
    expect(ohHell.options).toContainEqual(expect.objectContaining({ name: "exactBidBonus", default: 5 }));
  });

  it("prints a game's rules, in another language with --lang", () => {
    expect(gg(["rules", "oh-hell"]).stdout).toContain("hook");
    expect(gg(["rules", "no-such-game"]).status).toBe(2);
    const english = GAMES.find((g) => g.id === "101")!.rulesDocument;
    expect(gg(["rules", "101", "--lang", "uk"]).stdout).toBe(readFileSync(new URL("rules.uk.md", english), "utf8"));
    expect(gg(["rules", "101", "--lang", "en"]).stdout).toBe(readFileSync(english, "utf8"));
    expect(gg(["rules", "101", "--lang", "fr"]).status).toBe(2);
  });

  it("simulates matches and prints their summary", () => {
    const r = gg(["simulate", "--game", "oh-hell", "--players", "3", "--matches", "5", "--seed", "1", "--json"]);
    expect(r.status, r.stderr).toBe(0);
    const summary = JSON.parse(r.stdout);
    expect(summary).toMatchObject({ game: "oh-hell", matches: 5, players: 3 });
    expect(summary.meanScore).toHaveLength(3);
    expect(summary.matchesPerSecond).toBeGreaterThan(0);
  });

  // Every game through the command's own simulation, in this process: a `gg` process per game
  // would mostly load the games again (about 0.9 s of CPU each); the command line is checked above.
  it.each(GAMES.map((g) => g.id))("simulates %s matches and summarises them", (id) => {
    const game = GAMES.find((g) => g.id === id)!;
    const summary = simulate({ game: id, players: game.minPlayers, matches: 5, seed: "1", options: optionsArg(game, undefined) });
    expect(summary).toMatchObject({ game: id, matches: 5, players: game.minPlayers });
    expect(summary.meanScore).toHaveLength(game.minPlayers);
    expect(summary.matchesPerSecond).toBeGreaterThan(0);
  });

  it("refuses bad options naming the option", () => {
    const r = gg(["simulate", "--game", "oh-hell", "--options", '{"exactBidBonus":-1}']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("exactBidBonus");
  });

  it("replays a record to the same result and stops at an illegal action with its index", () => {
    const file = join(dir, "match.json");
    expect(gg(["demo", "--seed", "cli", "--save", file]).status).toBe(0);
    const lines = gg(["replay", file]).stdout.trim().split("\n").map((l) => JSON.parse(l));
    const record = JSON.parse(readFileSync(file, "utf8"));
    expect(lines.filter((l) => "action" in l)).toHaveLength(record.actions.length);
    expect(lines.at(-1).result.winners.length).toBeGreaterThan(0);

    const until = gg(["replay", file, "--until", "3"]).stdout.trim().split("\n").map((l) => JSON.parse(l));
    expect(until.filter((l) => "view" in l)).toHaveLength(record.players + 1);

    record.actions[2] = { seat: record.actions[2].seat, action: { type: "bid", bid: 99 } };
    writeFileSync(file, JSON.stringify(record));
    const bad = gg(["replay", file]);
    expect(bad.status).toBe(1);
    expect(JSON.parse(bad.stdout.trim().split("\n").at(-1)!)).toMatchObject({ error: "BID_OUT_OF_RANGE", index: 2 });
  });

  it("plays a whole game in the terminal from typed choices", () => {
    const r = gg(["play", "--game", "oh-hell", "--players", "2", "--seed", "7"], "x\n" + "1\n".repeat(200));
    expect(r.status, `signal ${r.signal}; stderr: ${r.stderr}`).toBe(0);
    expect(r.stdout).toContain("Your hand:");
    expect(r.stdout).toContain("choose 1–");
    expect(r.stdout).toContain("Game over:");
  });
});

// One worker thread where the test is not about splitting the matches (each thread loads the games afresh).
describe("gg arena and gg verify", () => {
  it("rotates seats so every bot plays every seat, and reports win rates with intervals", () => {
    const r = gg(["arena", "--game", "oh-hell", "--bots", "rules,random", "--matches", "20", "--seed", "3", "--workers", "1", "--json"]);
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    const rules = out.results.find((x: { bot: string }) => x.bot === "rules");
    const random = out.results.find((x: { bot: string }) => x.bot === "random");
    expect(rules.matches).toBe(20);
    expect(random.matches).toBe(20);
    expect(rules.wins + random.wins).toBeCloseTo(20);
    expect(rules.winRate95[0]).toBeLessThanOrEqual(rules.winRate);
    expect(rules.bidAccuracy).toBeGreaterThan(0);
    expect(gg(["arena", "--game", "oh-hell", "--bots", "rules,nobody"]).status).toBe(2);
  });

  it("replays a seeded arena of search bots exactly, however the matches are split between workers", () => {
    const run = (workers: string) => gg(["arena", "--game", "bet-on-tricks", "--bots", "search,rules", "--matches", "2", "--seed", "r", "--workers", workers, "--json"]);
    const [one, two] = [run("1"), run("2")];
    expect(one.status, one.stderr).toBe(0);
    const results = (r: { stdout: string }) => (JSON.parse(r.stdout).results as { bot: string }[]).sort((a, b) => a.bot.localeCompare(b.bot));
    expect(results(two)).toEqual(results(one));
  });

  it("plays a team game team against team: each level in both team positions, a whole win per won match", () => {
    const r = gg(["arena", "--game", "sueca", "--bots", "rules,random", "--matches", "6", "--seed", "t", "--workers", "1", "--json"]);
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ players: 4, teams: [[0, 2], [1, 3]], matches: 6 });
    const rules = out.results.find((x: { bot: string }) => x.bot === "rules");
    const random = out.results.find((x: { bot: string }) => x.bot === "random");
    expect(rules.matches).toBe(6);
    expect(random.matches).toBe(6);
    expect(rules.wins + random.wins).toBeCloseTo(6);
    expect(rules.meanMargin).toBeCloseTo(-random.meanMargin, 3);
    // The same line-up given per seat plays the same matches.
    const perSeat = gg(["arena", "--game", "sueca", "--bots", "rules,random,rules,random", "--matches", "6", "--seed", "t", "--workers", "1", "--json"]);
    const byBot = (rows: { bot: string }[]) => [...rows].sort((a, b) => a.bot.localeCompare(b.bot));
    expect(byBot(JSON.parse(perSeat.stdout).results)).toEqual(byBot(out.results));
    const split = gg(["arena", "--game", "sueca", "--bots", "rules,rules,random,random"]);
    expect(split.status).toBe(2);
    expect(split.stderr).toContain("partners (seats 0 and 2) must play the same bot level");
  });

  it("verifies a fair record and pinpoints a tampered one", () => {
    const file = join(dir, "fair.json");
    expect(gg(["demo", "--fair", "--seed", "v", "--save", file]).status).toBe(0);
    expect(gg(["verify", file]).stdout).toMatch(/^VALID/);
    const record = JSON.parse(readFileSync(file, "utf8"));
    const i = record.actions.findIndex((a: { action: { type: string } }) => a.action.type === "play");
    // The card the next player laid in that trick: certainly not in this player's hand.
    const other = record.actions[i + 1].action.card;
    record.actions[i] = { ...record.actions[i], action: { type: "play", card: other } };
    writeFileSync(file, JSON.stringify(record));
    const bad = gg(["verify", file]);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toMatch(new RegExp(`^INVALID: action #${i} does not replay: CARD_NOT_IN_HAND`));
  });
});
