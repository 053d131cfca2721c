import { readFileSync } from "node:fs";
import type { Command } from "commander";
import { gameArg } from "../args.ts";

export function registerRules(program: Command): void {
  program
    .command("rules <game>")
    .description("print a game's rules as implemented")
    .action((id: string) => {
      process.stdout.write(readFileSync(gameArg(id).rulesDocument, "utf8"));
    });
}
