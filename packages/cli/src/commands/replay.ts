import { readFileSync } from "node:fs";
import type { Command } from "commander";
import { replay, ReplayError, type MatchRecord } from "@gg/core";
import { fail, gameArg, intArg } from "../args.ts";

export function registerReplay(program: Command): void {
  program
    .command("replay <record>")
    .description("replay a match record: every event and the result as JSON lines")
    .option("--until <n>", "stop after n actions and print every seat's view")
    .action((file: string, opts: { until?: string }) => {
      let record: MatchRecord;
      try {
        record = JSON.parse(readFileSync(file, "utf8")) as MatchRecord;
      } catch (error) {
        fail(`cannot read ${file}: ${(error as Error).message}`);
      }
      const game = gameArg(record.game);
      const until = opts.until === undefined ? undefined : intArg(opts.until, "until");
      const out = (line: object) => process.stdout.write(JSON.stringify(line) + "\n");
      try {
        const match = replay(game, record, {
          until,
          onSetup: (events) => {
            for (const event of events) out({ setup: true, event });
          },
          onStep: ({ index, seat, action, events }) => {
            out({ index, seat, action });
            for (const event of events) out({ index, event });
          },
        });
        if (until !== undefined) {
          for (let seat = 0; seat < record.players; seat++) out({ seat, view: match.view(seat) });
          out({ seat: "spectator", view: match.view("spectator") });
        }
        out({ result: match.result() });
      } catch (error) {
        if (error instanceof ReplayError) {
          out({ error: error.code, index: error.index, message: error.message });
          process.exitCode = 1; // not process.exit: the lines above may still be on their way down a pipe
          return;
        }
        fail((error as Error).message);
      }
    });
}
