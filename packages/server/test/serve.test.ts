/** `gg serve` (the CLI command this package provides) starts a server and stops on SIGTERM. */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it } from "vitest";

const dir = mkdtempSync(join(tmpdir(), "gg-serve-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("gg serve --port … --database … serves /healthz and exits cleanly on SIGTERM", async () => {
  const serve = new URL("../../cli/src/commands/serve.ts", import.meta.url).pathname;
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const script = `import { Command } from "commander"; import { registerServe } from ${JSON.stringify(serve)};
    const program = new Command("gg"); registerServe(program);
    await program.parseAsync(["node", "gg", "serve", "--port", "${port}", "--host", "127.0.0.1", "--database", ${JSON.stringify(join(dir, "gg.sqlite"))}]);`;
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: new URL("../../cli", import.meta.url).pathname,
    env: { ...process.env, GG_LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("serving") && resolve());
    child.once("exit", (code) => reject(new Error(`exited early (${code})`)));
  });
  const health = await (await fetch(`http://127.0.0.1:${port}/healthz`)).json();
  expect(health.ok).toBe(true);
  child.kill("SIGTERM");
  const code = await new Promise((resolve) => child.once("exit", resolve));
  expect(code).toBe(0);
});
