/**
 * `gg serve`: the game server (rooms, lobby, bots, persistence) and, once it
 * is built, the web client, on http://localhost:2567 by default. Flags
 * override the environment variables documented in packages/server/README.md.
 */
import type { Command } from "commander";

interface ServeFlags {
  port?: string;
  host?: string;
  database?: string;
  botDelay?: string;
}

export function registerServe(program: Command): void {
  program
    .command("serve")
    .description("run the game server (and the web client when built) — see packages/server/README.md")
    .option("-p, --port <port>", "TCP port (env PORT / GG_PORT, default 2567)")
    .option("--host <host>", "interface to listen on (env GG_HOST, default 0.0.0.0)")
    .option("--database <url>", "SQLite file or postgres:// URL (env GG_DATABASE_URL, default ./data/gg.sqlite)")
    .option("--bot-delay <ms>", "how long bot seats think, in ms (env GG_BOT_DELAY_MS, default 900)")
    .action(async (flags: ServeFlags) => {
      // Loaded here, not at the top: other commands need not load Colyseus.
      const { configFromEnv, startServer } = await import("@gg/server");
      const env = { ...process.env };
      if (flags.port) env.GG_PORT = env.PORT = flags.port;
      if (flags.host) env.GG_HOST = flags.host;
      if (flags.database) env.GG_DATABASE_URL = flags.database;
      if (flags.botDelay) env.GG_BOT_DELAY_MS = flags.botDelay;
      const server = await startServer(configFromEnv(env));
      console.log(`GG is serving on http://localhost:${server.port} (Ctrl+C to stop)`);
      for (const signal of ["SIGINT", "SIGTERM"] as const) {
        process.once(signal, () => {
          // Running matches stay in the database and are restored on the next start.
          server.close().then(
            () => process.exit(0),
            () => process.exit(1),
          );
        });
      }
    });
}
