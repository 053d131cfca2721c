import { createInterface } from "node:readline";
import type { Command } from "commander";
import { Match, botAction, createRandom, eventsFor, makeBot, type AnyGame, type GameEvent } from "@gg/core";
import { fail, gameArg, intArg, optionsArg, playersArg } from "../args.ts";
import { compact, describeCard, formatEvent } from "../format.ts";

interface PlayOptions {
  game: string;
  players?: string;
  seat: string;
  seed?: string;
  options?: string;
  bots: string;
}

export function registerPlay(program: Command): void {
  program
    .command("play")
    .description("play one seat in the terminal against bots")
    .requiredOption("--game <id>", "game id (see gg games)")
    .option("--players <n>", "seats (default 4, or the game's maximum)")
    .option("--seat <n>", "your seat", "0")
    .option("--seed <seed>", "match seed (default: random)")
    .option("--options <json>", "game options as JSON")
    .option("--bots <level>", "the other seats' bot level", "random")
    .action(async (opts: PlayOptions) => {
      const game = gameArg(opts.game);
      const players = playersArg(game, opts.players);
      const seat = intArg(opts.seat, "seat");
      if (seat >= players) fail(`--seat must be below ${players}`);
      const seed = opts.seed ?? String(Date.now());
      await play(game, new Match(game, { players, seed, options: optionsArg(game, opts.options) }), seat, opts.bots);
    });
}

/** Lines from stdin, one at a time; null once input ends. `close` lets the process end. */
function lineReader(): { next: () => Promise<string | null>; close: () => void } {
  const rl = createInterface({ input: process.stdin });
  const lines: string[] = [];
  const waiting: ((line: string | null) => void)[] = [];
  let closed = false;
  rl.on("line", (line) => (waiting.length > 0 ? waiting.shift()!(line) : lines.push(line)));
  rl.on("close", () => {
    closed = true;
    for (const w of waiting.splice(0)) w(null);
  });
  return {
    next: () => (lines.length > 0 ? Promise.resolve(lines.shift()!) : closed ? Promise.resolve(null) : new Promise((r) => waiting.push(r))),
    close: () => rl.close(),
  };
}

async function play(game: AnyGame, match: Match, me: number, level: string): Promise<void> {
  const bot = makeBot(game, level);
  const random = createRandom(`${match.init.seed}/bots`);
  // The game ends by returning, never process.exit: output still queued for a pipe would be lost.
  const input = lineReader();
  const describe = (action: { type: string }) => game.describeAction?.(action) ?? JSON.stringify(action);
  const show = (events: readonly GameEvent[]) => {
    for (const event of eventsFor(events, me)) console.log("  " + formatEvent(event));
  };
  console.log(`${game.names.en} — you are seat ${me} of ${match.init.players}. Type the number of your choice.`);
  show(match.setupEvents);
  while (!match.result()) {
    const active = match.activeSeats();
    if (!active.includes(me)) {
      const seat = active[0]!;
      show(match.act(seat, botAction(game, bot, match.state, seat, random)).events);
      continue;
    }
    const view = match.view(me) as Record<string, unknown>;
    if (Array.isArray(view.hand)) console.log(`\nYour hand: ${view.hand.map(describeCard).join(", ")}`);
    const { hand: _hand, ...rest } = view;
    console.log(Object.entries(rest).map(([key, value]) => `${key}: ${compact(value)}`).join("  "));
    const legal = match.legalActions(me);
    legal.forEach((action, i) => console.log(`  ${i + 1}) ${describe(action)}`));
    const answer = await input.next();
    if (answer === null) {
      console.log("input ended; leaving the game");
      return;
    }
    const choice = Number(answer.trim()) - 1;
    const action = legal[choice];
    if (!action) {
      console.log(`choose 1–${legal.length}`);
      continue;
    }
    show(match.act(me, action).events);
  }
  console.log(`\nGame over: ${JSON.stringify(match.result())}`);
  input.close();
}
