import { writeFileSync } from "node:fs";
import type { Command } from "commander";
import { Match, botAction, createRandom, eventsFor, makeBot } from "@gg/core";
import { fairSeed, newServerSeed, seedCommitment } from "@gg/core";
import { gameArg, intArg, playersArg } from "../args.ts";
import { formatEvent } from "../format.ts";

export function registerDemo(program: Command): void {
  program
    .command("demo")
    .description("watch bots play a full match in the terminal (default: Oh Hell, 4 players)")
    .option("--game <id>", "game id", "oh-hell")
    .option("--players <n>", "seats")
    .option("--seed <seed>", "match seed", "demo")
    .option("--bots <level>", "bot level", "rules")
    .option("--delay <ms>", "pause between actions", "0")
    .option("--save <file>", "write the match record to a file (for gg replay)")
    .option("--fair", "shuffle from a committed server seed (HMAC-SHA256), so gg verify can check the record")
    .action(async (opts: { game: string; players?: string; seed: string; bots: string; delay: string; save?: string; fair?: boolean }) => {
      const game = gameArg(opts.game);
      const players = playersArg(game, opts.players);
      const delay = intArg(opts.delay, "delay");
      const serverSeed = opts.fair ? newServerSeed() : null;
      const seed = serverSeed ? fairSeed(serverSeed, [opts.seed]) : opts.seed;
      const match = new Match(game, { players, seed });
      const bot = makeBot(game, opts.bots);
      const random = createRandom(`${opts.seed}/bots`);
      console.log(`${game.names.en}: ${players} '${opts.bots}' bots, seed '${opts.seed}' (spectator's view)`);
      for (const event of eventsFor(match.setupEvents, "spectator")) console.log(formatEvent(event));
      while (!match.result()) {
        const seat = match.activeSeats()[0]!;
        const { events } = match.act(seat, botAction(game, bot, match.state, seat, random));
        for (const event of eventsFor(events, "spectator")) console.log(formatEvent(event));
        if (delay > 0) await new Promise((r) => setTimeout(r, delay));
      }
      const result = match.result()!;
      if (opts.save) {
        const fairness = serverSeed ? { seedCommitment: seedCommitment(serverSeed), result } : {};
        writeFileSync(opts.save, JSON.stringify({ ...match.record(), ...fairness }, null, 1));
      }
      // A player alone may lose (Solitaire): no winner then.
      const winners = result.winners.length > 0 ? `Winner: seat ${result.winners.join(" & ")}` : "No winner";
      console.log(`\n${winners} — scores ${result.scores.join(" / ")} (${match.actionCount} actions)`);
    });
}
