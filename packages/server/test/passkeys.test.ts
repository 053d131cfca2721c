/**
 * Passkeys (issue 22) on a real server, on SQLite and — with GG_TEST_PG — on
 * PostgreSQL: a guest claims an account with a passkey (its history kept) and
 * signs in with it from a client with no cookie; a password account adds,
 * lists and removes passkeys; a wrong, replayed or missing challenge, an
 * unknown passkey, a bad signature and a signature counter gone back are each
 * refused with the one `PASSKEY_REFUSED`. A software authenticator
 * (fixtures/authenticator.ts) answers with real keys and signatures.
 */
import { generateKeyPairSync } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.ts";
import type { AccountInfo, AccountRefusal, HistoryEntry, PasskeyInfo } from "../src/protocol.ts";
import { startTestServer } from "./helpers.ts";
import { UNLIMITED_CLIENTS } from "./fixtures/config.ts";
import { databaseTargets } from "./fixtures/databases.ts";
import { SoftAuthenticator, type CreationOptions, type RequestOptions } from "./fixtures/authenticator.ts";
import { accountCall, finishedMatch, type Answer, type Call } from "./accounts-helpers.ts";

const targets = databaseTargets("gg_passkeys_test");

const code = (answer: Answer) => (answer.body as AccountRefusal).code;
/** The cookies a client holds after an answer: the ones it had, replaced by name by the ones set. */
function jar(cookie: string | null, answer: Answer): string {
  const held = new Map((cookie ? cookie.split("; ") : []).map((c) => [c.split("=")[0]!, c] as const));
  for (const set of answer.cookies) held.set(set.split("=")[0]!, set);
  return [...held.values()].join("; ");
}

describe.each(targets)("passkeys on %s", (_name, database) => {
  let server: RunningServer;
  let call: Call;
  beforeAll(async () => {
    server = await startTestServer({ database: await database() });
    call = accountCall(server.url);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Registers `authenticator`'s passkey: a claim (`body`: name, token) without `cookie`, else for its account. */
  async function register(authenticator: SoftAuthenticator, body: object, cookie: string | null = null): Promise<{ answer: Answer; cookie: string }> {
    const options = await call("passkey/register-options", body, cookie);
    expect(options.status).toBe(200);
    const withChallenge = jar(cookie, options);
    const answer = await call("passkey/register", { response: authenticator.register(options.body as unknown as CreationOptions) }, withChallenge);
    return { answer, cookie: jar(withChallenge, answer) };
  }

  /** Signs in with `authenticator`'s passkey from a client holding `cookie`; `tamper` changes what it signs. */
  async function signIn(authenticator: SoftAuthenticator, cookie: string | null = null, tamper: Parameters<SoftAuthenticator["authenticate"]>[1] = {}) {
    const options = await call("passkey/signin-options", {}, cookie);
    expect(options.status).toBe(200);
    const withChallenge = jar(cookie, options);
    const response = authenticator.authenticate(options.body as unknown as RequestOptions, tamper);
    return { answer: await call("passkey/signin", { response }, withChallenge), withChallenge, response };
  }

  it("a guest claims an account with a passkey and keeps its history; the passkey signs in on another client", async () => {
    const guest = await finishedMatch(server.url);
    // The name and the guest are checked before any challenge is made.
    expect(code(await call("passkey/register-options", { name: "Bot 4", token: guest.token }))).toBe("NAME_RESERVED");
    expect(code(await call("passkey/register-options", { name: "x", token: guest.token }))).toBe("NAME_LENGTH");
    expect(code(await call("passkey/register-options", { token: guest.token }))).toBe("MALFORMED_REQUEST");
    await call("signup", { name: "Key Taken", password: "someone's password" });
    expect(code(await call("passkey/register-options", { name: "KEY TAKEN", token: guest.token }))).toBe("NAME_TAKEN");

    const phone = new SoftAuthenticator(server.url);
    const claim = await register(phone, { name: "Kim Passkey", token: guest.token });
    expect(claim.answer.status).toBe(201);
    expect(claim.answer.body).toMatchObject({ playerId: guest.playerId, name: "Kim Passkey" });
    expect(claim.answer.setCookie).toMatch(/HttpOnly/i);
    expect((await call("me", undefined, claim.answer.cookie)).body).toMatchObject({ playerId: guest.playerId, name: "Kim Passkey" });
    const listed = (await call("passkeys", undefined, claim.answer.cookie)).body as PasskeyInfo[];
    expect(listed).toHaveLength(1);
    // Claimed: that guest cannot claim again, with a passkey or a password.
    expect(code(await call("passkey/register-options", { name: "Kim Two", token: guest.token }))).toBe("ALREADY_CLAIMED");
    expect(code(await call("signup", { name: "Kim Two", password: "long enough", token: guest.token }))).toBe("ALREADY_CLAIMED");

    // Another client, no cookie and no name: the passkey alone says who it is.
    const elsewhere = await signIn(phone);
    expect(elsewhere.answer.status).toBe(200);
    expect(elsewhere.answer.body).toMatchObject({ playerId: guest.playerId, name: "Kim Passkey" });
    expect(elsewhere.answer.cookie).toMatch(/^gg\.session_token=/);
    const history = await fetch(`${server.url}/api/players/${guest.playerId}/matches`, { headers: { cookie: elsewhere.answer.cookie! } });
    expect(((await history.json()) as HistoryEntry[]).map((h) => h.matchId)).toEqual([guest.matchId]);
    const profile = await fetch(`${server.url}/api/players/${guest.playerId}/profile`);
    expect(await profile.json()).toMatchObject({ name: "Kim Passkey" });
    // A passkey-only account has no password: the name and any password are refused as ever.
    expect(code(await call("signin", { name: "Kim Passkey", password: "any password" }))).toBe("BAD_CREDENTIALS");
    // Its only passkey cannot be removed: nothing else would sign in.
    expect(code(await call("passkey/remove", { id: listed[0]!.id }, claim.answer.cookie))).toBe("LAST_PASSKEY");
  });

  it("refuses a wrong, replayed or missing challenge, an unknown passkey, a bad signature and a counter gone back, alike", async () => {
    const key = new SoftAuthenticator(server.url);
    expect((await register(key, { name: "Replay Target" })).answer.status).toBe(201);
    const refusals: Answer[] = [];

    // A signature over another challenge than the one issued.
    refusals.push((await signIn(key, null, { challenge: Buffer.from("not the server's challenge").toString("base64url") })).answer);
    // A good answer, then the very same answer again with its (consumed) challenge.
    const good = await signIn(key);
    expect(good.answer.status).toBe(200);
    refusals.push(await call("passkey/signin", { response: good.response }, good.withChallenge));
    // No challenge cookie at all.
    refusals.push(await call("passkey/signin", { response: good.response }));
    // A passkey this server never registered, and a signature by another key.
    refusals.push((await signIn(new SoftAuthenticator(server.url))).answer);
    refusals.push((await signIn(key, null, { key: generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey })).answer);
    // A cloned authenticator: its counter behind the one last seen.
    key.counter = 0;
    refusals.push((await signIn(key)).answer);

    for (const refused of refusals) {
      expect(refused.status).toBe(401);
      expect(refused.cookie).toBeNull();
      expect(refused.body).toEqual(refusals[0]!.body);
    }
    expect(code(refusals[0]!)).toBe("PASSKEY_REFUSED");
    // The genuine authenticator, counting on, still signs in.
    key.counter = 10;
    expect((await signIn(key)).answer.status).toBe(200);

    // A registration's challenge answers once too.
    const options = await call("passkey/register-options", { name: "Once Only" });
    const withChallenge = jar(null, options);
    const response = new SoftAuthenticator(server.url).register(options.body as unknown as CreationOptions);
    expect((await call("passkey/register", { response }, withChallenge)).status).toBe(201);
    const again = await call("passkey/register", { response }, withChallenge);
    expect(code(again)).toBe("PASSKEY_REFUSED");
  });

  it("a password account adds passkeys, lists them and removes them; another account's passkey is not found", async () => {
    const up = await call("signup", { name: "Pat Both", password: "pat's password" });
    const { playerId } = up.body as AccountInfo;
    const laptop = new SoftAuthenticator(server.url);
    const added = await register(laptop, {}, up.cookie);
    expect(added.answer.status).toBe(200);
    expect(added.answer.body).toMatchObject({ playerId, name: "Pat Both" });
    await register(new SoftAuthenticator(server.url), {}, up.cookie);
    const passkeys = (await call("passkeys", undefined, up.cookie)).body as PasskeyInfo[];
    expect(passkeys).toHaveLength(2);
    expect((await signIn(laptop)).answer.body).toMatchObject({ playerId, name: "Pat Both" });

    // A ceremony begun signed in does not finish signed out: its challenge alone signs no one in.
    const begun = await call("passkey/register-options", {}, up.cookie);
    // The answer comes with the challenge's cookie and no session's.
    const finished = await call("passkey/register", { response: new SoftAuthenticator(server.url).register(begun.body as unknown as CreationOptions) }, jar(null, begun));
    expect(code(finished)).toBe("PASSKEY_REFUSED");
    expect(finished.cookie).toBeNull();

    const other = await call("signup", { name: "Other Pat", password: "other password" });
    expect(code(await call("passkey/remove", { id: passkeys[0]!.id }, other.cookie))).toBe("PASSKEY_NOT_FOUND");
    expect(code(await call("passkey/remove", { id: passkeys[0]!.id }))).toBe("SIGNED_OUT");
    expect(code(await call("passkeys"))).toBe("SIGNED_OUT");
    // With a password, the last passkey can go too.
    expect((await call("passkey/remove", { id: passkeys[0]!.id }, up.cookie)).body).toEqual([passkeys[1]]);
    expect((await call("passkey/remove", { id: passkeys[1]!.id }, up.cookie)).body).toEqual([]);
    const removed = await signIn(laptop);
    expect(code(removed.answer)).toBe("PASSKEY_REFUSED");
  });

  it("refuses passkey requests from another site or not as JSON", async () => {
    for (const route of ["register-options", "register", "signin-options", "signin", "remove"]) {
      const res = await fetch(`${server.url}/api/account/passkey/${route}`, { method: "POST", headers: { "content-type": "application/json", origin: "https://evil.example" }, body: "{}" });
      expect(res.status).toBe(403);
      expect(((await res.json()) as AccountRefusal).code).toBe("CSRF_REFUSED");
      const form = await fetch(`${server.url}/api/account/passkey/${route}`, { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" });
      expect(form.status).toBe(403);
    }
  });
});

describe("the passkey rate limit", () => {
  it("counts passkey options and answers against the per-address limit", async () => {
    const server = await startTestServer({ limits: { ...UNLIMITED_CLIENTS, accountAttemptsPerMinute: 2 } });
    try {
      const call = accountCall(server.url);
      expect((await call("passkey/signin-options", {})).status).toBe(200);
      expect((await call("passkey/signin", { response: {} })).status).toBe(401);
      expect(code(await call("passkey/signin-options", {}))).toBe("RATE_LIMITED");
      expect((await call("passkey/register-options", { name: "Late Comer" })).status).toBe(429);
    } finally {
      await server.close();
    }
  });
});
