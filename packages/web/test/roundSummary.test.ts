/**
 * The end-of-round summary from each game's real `roundScored` events: matches played by
 * random bots, every round's event read through the game's registry entry and rendered by
 * the shared `RoundSummary`. The round shown is the count of rounds scored so far (1 for
 * the first, in every game); the columns are checked against the game's own view.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { parseOptions, playMatch, type AnyGame, type GameEvent } from "@gg/core";
import { GAMES as ENGINES } from "@gg/games";
import type { OhHellView } from "@gg/games/oh-hell/view.ts";
import type { View101 } from "@gg/games/101/view.ts";
import type { BetOnTricksView } from "@gg/games/bet-on-tricks/view.ts";
import type { BiscaView } from "@gg/games/bisca/view.ts";
import type { SuecaView } from "@gg/games/sueca/view.ts";
import type { KingView } from "@gg/games/king/view.ts";
import type { SpadesView } from "@gg/games/spades/view.ts";
import { en } from "../src/locales/en.ts";
import { GAMES } from "../src/games/registry.tsx";
import { RoundSummary } from "../src/ui/RoundSummary.tsx";
import type { LoggedEvent } from "../src/session.ts";

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

const names = ["Ana", "Bea", "Cid", "Dan"];

interface Scored<V> {
  /** How many rounds were scored up to and including this one. */
  readonly nth: number;
  readonly event: GameEvent;
  readonly before: V;
  readonly after: V;
}

/** Every `roundScored` event of a random match, with the spectator's view just before and after it. */
function scoredRounds<V>(game: AnyGame, players: number, seed: string): Scored<V>[] {
  const out: Scored<V>[] = [];
  let before = game.view(game.setup({ players, options: parseOptions(game, undefined), seed }).state, "spectator") as V;
  playMatch(game, {
    players,
    seed,
    afterAction: (match, _seat, _action, events) => {
      const after = game.view(match.state, "spectator") as V;
      for (const event of events) if (event.type === "roundScored") out.push({ nth: out.length + 1, event, before, after });
      before = after;
    },
  });
  return out;
}

interface Shown {
  readonly title: string;
  readonly headings: string[];
  readonly rows: { readonly missed: boolean; readonly name: string; readonly cells: string[] }[];
}

function render(game: string, log: readonly LoggedEvent[], players: number): string {
  return renderToStaticMarkup(createElement(RoundSummary, { log, names: names.slice(0, players), summarize: GAMES[game]!.roundSummary }));
}

function shown(html: string): Shown {
  const title = /<summary>(.*?)<\/summary>/.exec(html)?.[1] ?? "";
  const headings = [...html.matchAll(/<th scope="col">(.*?)<\/th>/g)].map((m) => m[1]!);
  const rows = [...html.matchAll(/<tr class="(missed)?"><th scope="row">(.*?)<\/th>(.*?)<\/tr>/g)].map((m) => ({
    missed: m[1] === "missed",
    name: m[2]!,
    cells: [...m[3]!.matchAll(/<td>(.*?)<\/td>/g)].map((c) => c[1]!),
  }));
  return { title, headings, rows };
}

/** The summary of one scored round, as the table shell shows it: that event last in a log with earlier noise. */
function summaryOf(game: string, r: Scored<unknown>, players: number): Shown {
  const log: LoggedEvent[] = [
    { id: 1, seq: 1, event: { type: "dealt", to: "all", round: 1 } },
    { id: 2, seq: 2, event: r.event },
  ];
  const s = shown(render(game, log, players));
  expect(s.rows.map((row) => row.name)).toEqual(names.slice(0, players));
  return s;
}

const cell = (v: number | null | undefined) => (v === null || v === undefined ? "" : String(v));

describe("the web registry", () => {
  it("knows every game of @gg/games, and each entry's engine is that game's", async () => {
    expect(Object.keys(GAMES).sort()).toEqual(ENGINES.map((g) => g.id).sort());
    for (const [id, entry] of Object.entries(GAMES)) expect((await entry.engine()).id).toBe(id);
  });
});

describe("the end-of-round summary of each game's real events", () => {
  it("Oh Hell: round 1 first; the hand's points and the running totals", () => {
    const game = ENGINES.find((g) => g.id === "oh-hell")!;
    const rounds = scoredRounds<OhHellView>(game, 4, "summary-oh-hell");
    expect(rounds.length).toBe(rounds.at(-1)!.after.rounds);
    for (const r of rounds) {
      expect(r.event.round).toBe(r.nth); // every game's events count rounds from 1
      expect(r.before.round).toBe(r.nth); // and so does its view during the round
      const s = summaryOf("oh-hell", r, 4);
      expect(s.title).toBe(`End of round ${r.nth}`);
      expect(s.headings).toEqual(["Player", "Points", "Total"]);
      const line = r.after.sheet.at(-1)!;
      expect(r.after.sheet.length).toBe(r.nth);
      expect(s.rows.map((row) => row.cells)).toEqual(r.after.scores.map((total, seat) => [cell(line.points[seat]), cell(total)]));
      // Totals grow by exactly the points shown.
      expect(s.rows.map((row) => Number(row.cells[1]) - Number(row.cells[0]))).toEqual(r.before.scores);
    }
  });

  it("Bet on Tricks: round 1 first; bets, tricks and lives left, the missed bets marked", () => {
    const game = ENGINES.find((g) => g.id === "bet-on-tricks")!;
    const rounds = scoredRounds<BetOnTricksView>(game, 4, "summary-bet-on-tricks");
    expect(rounds.length).toBeGreaterThan(1);
    for (const r of rounds) {
      expect(r.event.round).toBe(r.nth);
      expect(r.before.round).toBe(r.nth);
      const s = summaryOf("bet-on-tricks", r, 4);
      expect(s.title).toBe(`End of round ${r.nth}`);
      expect(s.headings).toEqual(["Player", "Bid", "Tricks", "Lives"]);
      const prev = r.after.previousRound!;
      expect(s.rows.map((row) => row.cells)).toEqual(r.after.lives.map((lives, seat) => [cell(prev.bets[seat]), cell(prev.tricks[seat]), cell(lives)]));
      expect(s.rows.map((row) => row.missed)).toEqual(names.map((_, seat) => prev.missed.includes(seat)));
    }
  });

  it("101: round 1 first; the round's points and the totals they make, the multiplier when above 1", () => {
    const game = ENGINES.find((g) => g.id === "101")!;
    const rounds = scoredRounds<View101>(game, 3, "summary-101-c");
    expect(rounds.length).toBeGreaterThan(1);
    for (const r of rounds) {
      const s = summaryOf("101", r, 3);
      expect(r.event.round).toBe(r.nth);
      expect(r.before.round).toBe(r.nth); // the view's round during play is the one being scored
      expect(s.title).toBe(`End of round ${r.nth}${r.before.multiplier > 1 ? ` · Multiplier ×${r.before.multiplier}` : ""}`);
      expect(s.headings).toEqual(["Player", "Round", "Total"]);
      // Each total shown is the one before the round plus the round's points; a seat already out shows none.
      for (const [seat, row] of s.rows.entries()) {
        if (r.before.out[seat]) expect(row.cells[0]).toBe("");
        else expect(Number(row.cells[1])).toBe(r.before.totals[seat]! + Number(row.cells[0]));
      }
    }
  });

  it("Bisca: round 1 first; each side's card points, the game points it earned and the running totals", () => {
    const game = ENGINES.find((g) => g.id === "bisca")!;
    for (const players of [2, 4]) {
      const rounds = scoredRounds<BiscaView>(game, players, `summary-bisca-${players}`);
      expect(rounds.length).toBe(rounds.at(-1)!.after.sheet.length);
      for (const r of rounds) {
        const s = summaryOf("bisca", r, players);
        expect(s.title).toBe(`End of round ${r.nth}`);
        expect(s.headings).toEqual(["Player", "Points", "Round", "Total"]);
        const line = r.after.sheet.at(-1)!;
        expect(s.rows.map((row) => row.cells)).toEqual(r.after.scores.map((total, seat) => [cell(line.points[seat]), cell(line.gamePoints[seat]), cell(total)]));
        // Totals grow by exactly the game points shown.
        expect(s.rows.map((row) => Number(row.cells[2]) - Number(row.cells[1]))).toEqual(r.before.scores);
      }
    }
  });

  it.each(["sueca", "italian-sueca"])("%s: round 1 first; each seat's team's card points, the game points it earned and the running totals", (id) => {
    const game = ENGINES.find((g) => g.id === id)!;
    const rounds = scoredRounds<SuecaView>(game, 4, `summary-${id}`);
    expect(rounds.length).toBe(rounds.at(-1)!.after.sheet.length);
    for (const r of rounds) {
      expect(r.event.round).toBe(r.nth);
      expect(r.before.round).toBe(r.nth);
      const s = summaryOf(id, r, 4);
      expect(s.title).toBe(`End of round ${r.nth}`);
      expect(s.headings).toEqual(["Player", "Points", "Round", "Total"]);
      const line = r.after.sheet.at(-1)!;
      const team = (seat: number) => seat % 2;
      expect(s.rows.map((row) => row.cells)).toEqual(names.map((_, seat) => [cell(line.points[team(seat)]), cell(line.gamePoints[team(seat)]), cell(r.after.scores[team(seat)])]));
      // Totals grow by exactly the game points shown.
      expect(s.rows.map((row) => Number(row.cells[2]) - Number(row.cells[1]))).toEqual(names.map((_, seat) => r.before.scores[team(seat)]));
    }
  });

  it("Spades: round 1 first; bids and tricks per seat, the team's points and total, nils taken and set contracts marked", () => {
    const game = ENGINES.find((g) => g.id === "spades")!;
    const rounds = scoredRounds<SpadesView>(game, 4, "summary-spades");
    expect(rounds.length).toBe(rounds.at(-1)!.after.sheet.length);
    for (const r of rounds) {
      expect(r.event.round).toBe(r.nth);
      expect(r.before.round).toBe(r.nth);
      const s = summaryOf("spades", r, 4);
      expect(s.title).toBe(`End of round ${r.nth}`);
      expect(s.headings).toEqual(["Player", "Bid", "Tricks", "Points", "Total"]);
      const line = r.after.sheet.at(-1)!;
      const team = (seat: number) => seat % 2;
      expect(s.rows.map((row) => row.cells)).toEqual(names.map((_, seat) => [cell(line.bids[seat]), cell(line.tricks[seat]), cell(line.points[team(seat)]), cell(line.scores[team(seat)])]));
      const contract = (t: number) => [t, t + 2].reduce((sum, seat) => sum + line.bids[seat]!, 0);
      const made = (t: number) => [t, t + 2].reduce((sum, seat) => sum + (line.bids[seat]! > 0 ? line.tricks[seat]! : 0), 0);
      const missed = (seat: number) => (line.bids[seat] === 0 ? line.tricks[seat]! > 0 : made(team(seat)) < contract(team(seat)));
      expect(s.rows.map((row) => row.missed)).toEqual(names.map((_, seat) => missed(seat)));
    }
  });

  it("King: round 1 first, ten hands; the hand's points and the running totals", () => {
    const game = ENGINES.find((g) => g.id === "king")!;
    const rounds = scoredRounds<KingView>(game, 4, "summary-king");
    expect(rounds.length).toBe(10);
    for (const r of rounds) {
      expect(r.event.round).toBe(r.nth);
      expect(r.before.round).toBe(r.nth);
      const s = summaryOf("king", r, 4);
      expect(s.title).toBe(`End of round ${r.nth}`);
      expect(s.headings).toEqual(["Player", "Points", "Total"]);
      const line = r.after.sheet.at(-1)!;
      expect(s.rows.map((row) => row.cells)).toEqual(r.after.scores.map((total, seat) => [cell(line.points[seat]), cell(total)]));
      expect(s.rows.map((row) => Number(row.cells[1]) - Number(row.cells[0]))).toEqual(r.before.scores);
    }
  });

  it("GG Battle scores no rounds: no summary, whatever its log holds", () => {
    expect(GAMES["gg-battle"]!.roundSummary).toBeUndefined();
    const game = ENGINES.find((g) => g.id === "gg-battle")!;
    expect(scoredRounds(game, 2, "summary-gg-battle")).toEqual([]);
    expect(render("gg-battle", [{ id: 1, seq: 1, event: { type: "roundScored", to: "all", round: 1, scores: [1, 2] } }], 2)).toBe("");
  });

  it("a game without rounds scored yet shows nothing", () => {
    for (const id of ["oh-hell", "bet-on-tricks", "101", "bisca"]) expect(render(id, [{ id: 1, seq: 1, event: { type: "dealt", to: "all" } }], 3)).toBe("");
  });
});
