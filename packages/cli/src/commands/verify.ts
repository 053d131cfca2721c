import { readFileSync } from "node:fs";
import type { Command } from "commander";
import type { MatchRecord } from "@gg/core";
import { verifyRecord } from "@gg/core";
import { fail, gameArg } from "../args.ts";

export function registerVerify(program: Command): void {
  program
    .command("verify <record>")
    .description("check a finished match: seed commitment, every shuffle, every action, the result")
    .action((file: string) => {
      let record: MatchRecord;
      try {
        record = JSON.parse(readFileSync(file, "utf8")) as MatchRecord;
      } catch (error) {
        fail(`cannot read ${file}: ${(error as Error).message}`);
      }
      const verdict = verifyRecord(gameArg(record.game), record);
      if (verdict.valid) {
        console.log(`VALID: the seed matches its commitment and all ${verdict.actions} actions replay to the recorded result`);
      } else {
        console.log(`INVALID: ${verdict.reason}`);
        process.exitCode = 1;
      }
    });
}
