/**
 * `node --import tsx packages/server/src/main.ts`: the server with its
 * configuration from the environment. SIGINT/SIGTERM close rooms cleanly;
 * running matches are restored on the next start either way.
 */
import { configFromEnv, startServer } from "./index.ts";

const server = await startServer(configFromEnv());
console.log(`LISTENING ${server.port}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
