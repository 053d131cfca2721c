import type { Command } from "commander";
import { botLevels, parseOptions, playersText } from "@gg/core";
import { GAMES } from "@gg/games";

export function registerGames(program: Command): void {
  program
    .command("games")
    .description("list the games, their options and defaults")
    .option("--json", "print JSON")
    .action((opts: { json?: boolean }) => {
      const list = GAMES.map((game) => ({
        id: game.id,
        name: game.names.en,
        players: playersText(game),
        bots: botLevels(game),
        options: Object.entries(parseOptions(game, {}) as Record<string, unknown>).map(([name, value]) => ({
          name,
          default: value,
          help: game.optionText[name]?.help.en ?? "",
        })),
      }));
      if (opts.json) return void console.log(JSON.stringify(list, null, 2));
      for (const game of list) {
        console.log(`${game.id}  ${game.name}  (${game.players} players; bots: ${game.bots.join(", ")})`);
        for (const o of game.options) console.log(`  ${o.name} (default ${JSON.stringify(o.default)})  ${o.help}`);
      }
    });
}
