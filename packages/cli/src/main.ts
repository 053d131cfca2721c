/** The `gg` command line. Each command lives in `commands/<name>.ts`. */
import { Command } from "commander";
import { registerArena } from "./commands/arena.ts";
import { registerDemo } from "./commands/demo.ts";
import { registerGames } from "./commands/games.ts";
import { registerPlay } from "./commands/play.ts";
import { registerReplay } from "./commands/replay.ts";
import { registerRules } from "./commands/rules.ts";
import { registerServe } from "./commands/serve.ts";
import { registerSimulate } from "./commands/simulate.ts";
import { registerVerify } from "./commands/verify.ts";

// `gg … | head` closes the pipe early: that is not an error.
process.stdout.on("error", (error: NodeJS.ErrnoException) => process.exit(error.code === "EPIPE" ? 0 : 1));

const program = new Command("gg").description("GG — card games with friends and bots").showHelpAfterError();
for (const register of [registerGames, registerRules, registerSimulate, registerReplay, registerPlay, registerDemo, registerArena, registerVerify, registerServe]) register(program);
await program.parseAsync(process.argv);
