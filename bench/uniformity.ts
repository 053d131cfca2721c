/**
 * `npm run bench:uniformity`: are the deals of every game uniform under the provably fair stream?
 *
 * For each registered game, D matches are set up as the server sets them up (one server seed from the
 * OS, a distinct client seed per match, the HMAC-SHA256 stream of `fairSeed`), and each is advanced
 * with its first legal actions until its first deal: the game's own `deal` chance draw (GG Battle:
 * `strategyDeck`), read as it was drawn — each seat's hand in order, then the rest of the deck.
 * The layout is counted as positions × cards, and Pearson's χ² tests that every card is equally
 * likely at every position:
 *   - overall: Σ over positions and cards of (count − expected)² / expected, against χ² with
 *     positions × (cards − 1) degrees of freedom (each position is a multinomial over the cards);
 *   - per position: the worst position's p-value, Bonferroni-corrected (× positions), since the
 *     positions of one deal are not independent.
 * A game passes when both p-values are above 0.01. One JSON line per game, then a table.
 *
 *   npm run bench:uniformity -- [--deals 1000000] [--games oh-hell,101]
 */
import { parseArgs } from "node:util";
import { Chance, fairSeed, newServerSeed, type AnyGame, type RandomSource, type Seat } from "@gg/core";
import { GAMES } from "@gg/games";

const { values } = parseArgs({ options: { deals: { type: "string", default: "1000000" }, games: { type: "string" } } });
const DEALS = Number(values.deals);
const PLAYERS: Record<string, number> = { "gg-battle": 2 };
/** The chance kind of each game's shuffled deck (GG Battle's fighters are arranged by the players). */
const DECK_KIND: Record<string, string> = { "gg-battle": "strategyDeck" };

// Every chance outcome the games draw passes through Chance.draw: record them, to read the deal itself
// (before any card effect moves a card) whatever the game's state looks like.
const drawn: { kind: string; value: unknown }[] = [];
const draw = Chance.prototype.draw;
Chance.prototype.draw = function <T>(this: Chance, kind: string, sample: (r: RandomSource) => T, accept: (v: unknown) => T): T {
  const value = draw.call(this, kind, sample, accept) as T;
  drawn.push({ kind, value });
  return value;
};

/** The cards of an outcome in their dealt order: hands in seat order, then the rest. */
const cardsOf = (value: unknown): string[] =>
  typeof value === "string" ? [value] : Array.isArray(value) ? value.flatMap(cardsOf) : value && typeof value === "object" ? Object.values(value).flatMap(cardsOf) : [];

/** Sets a match up and plays first legal actions (starter draws, dice) until its first deal. */
function firstDeal(game: AnyGame, players: number, seed: string): string[] {
  const kind = DECK_KIND[game.id] ?? "deal";
  drawn.length = 0;
  let state = game.setup({ players, options: game.options.parse({}), seed }).state;
  for (let step = 0; step < 1000; step++) {
    const deal = drawn.find((d) => d.kind === kind);
    if (deal) return cardsOf(deal.value);
    const seat = game.activeSeats(state)[0] as Seat;
    state = game.apply(state, seat, game.legalActions(state, seat)[0]).state;
  }
  throw new Error(`${game.id}: no '${kind}' draw after 1000 actions`);
}

/** Upper tail of χ²(k) at x (Wilson–Hilferty), and of the standard normal (erfc, |ε| < 1.2e-7). */
function chiSquareTail(x: number, k: number): number {
  const z = (Math.cbrt(x / k) - (1 - 2 / (9 * k))) / Math.sqrt(2 / (9 * k));
  return normalTail(z);
}
function normalTail(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * x);
  const erfc = t * Math.exp(-x * x - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 +
    t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))));
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

function measure(game: AnyGame) {
  const players = PLAYERS[game.id] ?? 4;
  const server = newServerSeed();
  const started = performance.now();
  const counts = new Map<string, Float64Array>();
  // A deck may hold copies (GG Battle's strategy deck): a card's share is its copies in the deck,
  // read as the most copies seen in one deal (every card shows up within the first deals).
  const copies = new Map<string, number>();
  let positions = -1;
  for (let d = 0; d < DEALS; d++) {
    const dealt = firstDeal(game, players, fairSeed(server, [String(d)]));
    if (positions < 0) positions = dealt.length;
    if (dealt.length !== positions) throw new Error(`${game.id}: deal ${d} has ${dealt.length} positions, not ${positions}`);
    const seen = new Map<string, number>();
    dealt.forEach((card, p) => {
      let row = counts.get(card);
      if (!row) counts.set(card, (row = new Float64Array(positions)));
      row[p]! += 1;
      seen.set(card, (seen.get(card) ?? 0) + 1);
    });
    for (const [card, n] of seen) if (n > (copies.get(card) ?? 0)) copies.set(card, n);
  }
  const cards = [...counts.keys()].sort();
  const deckSize = cards.reduce((sum, c) => sum + copies.get(c)!, 0);
  let overall = 0;
  let worstRow = 1;
  const rowDf = cards.length - 1;
  for (let p = 0; p < positions; p++) {
    let row = 0;
    for (const card of cards) {
      const expected = (DEALS * copies.get(card)!) / deckSize;
      row += (counts.get(card)![p]! - expected) ** 2 / expected;
    }
    overall += row;
    worstRow = Math.min(worstRow, chiSquareTail(row, rowDf));
  }
  const df = positions * rowDf;
  const pOverall = chiSquareTail(overall, df);
  const pWorst = Math.min(1, worstRow * positions);
  return {
    game: game.id, players, deals: DEALS, positions, cards: cards.length, deckSize, chi2: +overall.toFixed(1), df,
    pOverall: +pOverall.toFixed(4), pWorstPositionBonferroni: +pWorst.toFixed(4), pass: pOverall > 0.01 && pWorst > 0.01,
    seconds: +((performance.now() - started) / 1000).toFixed(1),
  };
}

const only = values.games?.split(",");
const rows = GAMES.filter((g) => !only || only.includes(g.id)).map((game) => {
  const row = measure(game);
  console.log(JSON.stringify(row));
  return row;
});
console.log("\n| game | players | deals | positions × cards | χ² (df) | p overall | p worst position (Bonferroni) | pass |");
console.log("| --- | ---: | ---: | --- | --- | ---: | ---: | --- |");
for (const r of rows) {
  console.log(`| ${r.game} | ${r.players} | ${r.deals.toLocaleString("en")} | ${r.positions} × ${r.cards} | ${r.chi2} (${r.df}) | ${r.pOverall} | ${r.pWorstPositionBonferroni} | ${r.pass ? "yes" : "NO"} |`);
}
if (rows.some((r) => !r.pass)) process.exitCode = 1;
