/**
 * Tokens and passwords never reach the log (issue 22's security pass): a server in a
 * child process logging everything (trace), its output kept, while a guest plays,
 * claims an account, fails and succeeds at signing in, joins a table with its session,
 * reads its history, changes its name and (after a wrong try) its password, adds a passkey and
 * signs in with it (and once refused). Nothing of a password, a session cookie or a guest token is
 * in the output, though the library's own refusals are (so the log was on).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "@colyseus/sdk";
import { afterAll, describe, expect, it } from "vitest";
import { TestClient } from "./helpers.ts";
import { accountCall } from "./accounts-helpers.ts";
import { SoftAuthenticator, type CreationOptions, type RequestOptions } from "./fixtures/authenticator.ts";

const dir = mkdtempSync(join(tmpdir(), "gg-account-logs-"));
let child: ChildProcess | null = null;
afterAll(() => {
  if (child?.exitCode === null) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

describe("the log during account use", () => {
  it("holds no password, session cookie or token", async () => {
    const entry = new URL("./fixtures/server-main.ts", import.meta.url).pathname;
    child = spawn(process.execPath, ["--import", "tsx", entry], { env: { ...process.env, GG_DATABASE_URL: join(dir, "gg.sqlite"), GG_TEST_LOG: "trace" }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stderr!.on("data", (chunk: Buffer) => (out += chunk.toString()));
    const port = await new Promise<number>((resolve, reject) => {
      child!.stdout!.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        const m = out.match(/LISTENING (\d+)/);
        if (m) resolve(Number(m[1]));
      });
      child!.once("exit", (code) => reject(new Error(`server exited (${code}) before listening: ${out}`)));
    });
    const url = `http://127.0.0.1:${port}`;
    const call = accountCall(url);

    const guest = await TestClient.create(url, { game: "test-race", seats: 2 }, "Lia");
    await guest.until(() => guest.welcome !== null, "welcome");
    const guestToken = guest.welcome!.token!;
    await guest.leave();
    const password = "a secret phrase 12345";
    const wrong = "the wrong secret 67890";
    const claim = await call("signup", { name: "Lia", password, token: guestToken });
    expect(claim.status).toBe(201);
    expect((await call("signin", { name: "Lia", password: wrong })).status).toBe(401);
    expect((await call("signin", { name: "Nobody", password: wrong })).status).toBe(401);
    const session = await call("signin", { name: "Lia", password });
    const sdk = new Client(url, { headers: { cookie: session.cookie! } });
    const seated = new TestClient(sdk, await sdk.create("game", { game: "test-race", seats: 2 }));
    await seated.until(() => seated.welcome !== null, "welcome");
    await fetch(`${url}/api/players/${guest.welcome!.playerId}/matches`, { headers: { cookie: session.cookie!, authorization: `Bearer ${guestToken}` } });
    expect((await call("name", { name: "Lia Mar" }, session.cookie)).status).toBe(200);
    const newPassword = "another secret 24680";
    expect((await call("password", { currentPassword: wrong, newPassword }, session.cookie)).status).toBe(403);
    const changed = await call("password", { currentPassword: password, newPassword }, session.cookie);
    expect(changed.status).toBe(200);
    // A passkey added, a sign-in with it, and one refused (its counter gone back): the challenges' cookies too.
    const key = new SoftAuthenticator(url);
    const creation = await call("passkey/register-options", {}, changed.cookie);
    const registerChallenge = creation.cookies[0]!;
    expect((await call("passkey/register", { response: key.register(creation.body as unknown as CreationOptions) }, `${changed.cookie}; ${registerChallenge}`)).status).toBe(200);
    const request = await call("passkey/signin-options", {});
    const signInChallenge = request.cookies[0]!;
    const byPasskey = await call("passkey/signin", { response: key.authenticate(request.body as unknown as RequestOptions) }, signInChallenge);
    expect(byPasskey.status).toBe(200);
    key.counter = 0;
    const again = await call("passkey/signin-options", {});
    expect((await call("passkey/signin", { response: key.authenticate(again.body as unknown as RequestOptions) }, again.cookies[0]!)).status).toBe(401);
    await call("signout", {}, changed.cookie);
    await seated.leave();
    child.kill("SIGTERM");
    await new Promise((resolve) => child!.once("exit", resolve));

    // The log was on: the library's refusals are there, in its words only.
    expect(out).toContain('"library":"better-auth"');
    const secrets = [password, wrong, newPassword, guestToken, guestToken.split(".")[1]!, ...[claim.cookie!, session.cookie!, changed.cookie!, byPasskey.cookie!, registerChallenge, signInChallenge].flatMap((c) => {
      const value = decodeURIComponent(c.split("=")[1]!);
      return [value, value.split(".")[0]!];
    })];
    for (const secret of secrets) expect(out.includes(secret), `the log holds ${secret.slice(0, 6)}…`).toBe(false);
  });
});
