import { existsSync, readFileSync } from "node:fs";
import type { Command } from "commander";
import { LOCALES, type AnyGame, type Locale } from "@gg/core";
import { fail, gameArg } from "../args.ts";

/** A translation lies beside the English document as `rules.<locale>.md`. */
function rulesIn(game: AnyGame, lang: Locale): URL {
  return lang === "en" ? game.rulesDocument : new URL(`rules.${lang}.md`, game.rulesDocument);
}

export function registerRules(program: Command): void {
  program
    .command("rules <game>")
    .description("print a game's rules as implemented")
    .option("--lang <lang>", `language: ${LOCALES.join(", ")} (English where a translation is missing)`, "en")
    .action((id: string, opts: { lang: string }) => {
      const game = gameArg(id);
      const lang = LOCALES.find((l) => l === opts.lang);
      if (!lang) fail(`--lang must be one of ${LOCALES.join(", ")}, not '${opts.lang}'`);
      let document = rulesIn(game, lang);
      if (!existsSync(document)) {
        process.stderr.write(`gg: ${game.id} has no ${lang} rules yet; printing them in English\n`);
        document = game.rulesDocument;
      }
      process.stdout.write(readFileSync(document, "utf8"));
    });
}
