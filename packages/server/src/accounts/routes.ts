/**
 * The account routes (http.ts hands them every `/api/account…` request):
 *   GET  /api/account          who the session cookie says you are (AccountInfo), or 401 SIGNED_OUT
 *   POST /api/account/signup   { name, password, token? } → 201 AccountInfo; `token`: the guest to claim
 *   POST /api/account/signin   { name, password } → 200 AccountInfo, a new session
 *   POST /api/account/signout  → 200 { ok: true }, the session ended
 *   POST /api/account/name     { name } → 200 AccountInfo, the session's account renamed
 *   POST /api/account/password { currentPassword, newPassword } → 200 AccountInfo, a new session, every other one ended
 *   POST /api/account/passkey/register-options { name?, token? } → 200 WebAuthn creation options (+ the challenge cookie):
 *        signed in, for the session's account; a guest, for a new account `name` claiming `token`'s guest
 *   POST /api/account/passkey/register { response } → 200 AccountInfo (a passkey added), 201 and a session (a claim)
 *   POST /api/account/passkey/signin-options → 200 WebAuthn request options (+ the challenge cookie)
 *   POST /api/account/passkey/signin { response } → 200 AccountInfo, a new session
 *   GET  /api/account/passkeys → 200 PasskeyInfo[], the session's account's
 *   POST /api/account/passkey/remove { id } → 200 PasskeyInfo[], those left
 * POSTs pass the CSRF check (csrf.ts); sign-in, sign-up and the two changes pass the
 * per-address limit (limits.ts) first (a password change is a guess at the current one). Passwords and tokens travel in bodies and cookies only,
 * never in a URL, and nothing here logs them.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerContext } from "../context.ts";
import { LimitExceeded } from "../limits.ts";
import type { AccountInfo, AccountRefusal, PasskeyInfo } from "../protocol.ts";
import type { AccountOutcome } from "./accounts.ts";
import type { PasskeyOptions } from "./passkeys.ts";
import { AccountError } from "./errors.ts";
import { sameSiteJson } from "./csrf.ts";

const BODY_LIMIT = 4096;

export function isAccountPath(path: string): boolean {
  return path === "/api/account" || path.startsWith("/api/account/");
}

export async function accountRoute(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  try {
    await answer(ctx, req, res, path);
  } catch (error) {
    if (error instanceof AccountError) return send(res, error.status, { code: error.code, message: error.message } satisfies AccountRefusal);
    throw error;
  }
}

async function answer(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  const method = req.method ?? "GET";
  const headers = cookieHeaders(req);
  if (method === "GET" && path === "/api/account") {
    const outcome = await ctx.accounts.current(headers);
    if (!outcome.player) throw new AccountError("SIGNED_OUT");
    return sendOutcome(ctx, res, 200, outcome);
  }
  if (method === "GET" && path === "/api/account/passkeys") return send(res, 200, await ctx.accounts.passkeys.list(headers));
  if (method !== "POST") return send(res, 404, { code: "NOT_FOUND", message: `no route ${method} ${path}` });
  if (!sameSiteJson(req)) throw new AccountError("CSRF_REFUSED");
  if (path === "/api/account/signout") {
    const outcome = await ctx.accounts.signOut(headers);
    return send(res, 200, { ok: true }, outcome.setCookies);
  }
  if (!ATTEMPTS.has(path)) return send(res, 404, { code: "NOT_FOUND", message: `no route ${method} ${path}` });
  try {
    ctx.limits.accountAttempt(ctx.limits.address(req));
  } catch (error) {
    if (error instanceof LimitExceeded) throw new AccountError("RATE_LIMITED");
    throw error;
  }
  const body = await readBody(req);
  if (path.startsWith("/api/account/passkey/")) return passkeyRoute(ctx, res, path, body, passkeyHeaders(req, headers));
  switch (path) {
    case "/api/account/signup":
      return sendOutcome(ctx, res, 201, await ctx.accounts.signUp(nameIn(body), text(body, "password"), body.token, headers));
    case "/api/account/signin":
      return sendOutcome(ctx, res, 200, await ctx.accounts.signIn(nameIn(body), text(body, "password"), headers));
    case "/api/account/name":
      return sendOutcome(ctx, res, 200, await ctx.accounts.rename(nameIn(body), headers));
    default:
      return sendOutcome(ctx, res, 200, await ctx.accounts.changePassword(text(body, "currentPassword"), text(body, "newPassword"), headers));
  }
}

async function passkeyRoute(ctx: ServerContext, res: ServerResponse, path: string, body: Record<string, unknown>, headers: Headers): Promise<void> {
  const passkeys = ctx.accounts.passkeys;
  switch (path) {
    case "/api/account/passkey/register-options": {
      const { options, setCookies } = await passkeys.registrationOptions(body.name === undefined ? undefined : nameIn(body), body.token, headers);
      return send(res, 200, options, setCookies);
    }
    case "/api/account/passkey/register": {
      const claiming = (await ctx.accounts.session(headers)) === null;
      return sendOutcome(ctx, res, claiming ? 201 : 200, await passkeys.register(object(body, "response"), headers));
    }
    case "/api/account/passkey/signin-options": {
      const { options, setCookies } = await passkeys.signInOptions(headers);
      return send(res, 200, options, setCookies);
    }
    case "/api/account/passkey/signin":
      return sendOutcome(ctx, res, 200, await passkeys.signIn(object(body, "response"), headers));
    default:
      return send(res, 200, await passkeys.remove(text(body, "id"), headers));
  }
}

/**
 * The routes that take a password, a name or a passkey: each one an attempt against the per-address
 * limit (a passkey's options too: each stores a challenge).
 */
const ATTEMPTS = new Set([
  "/api/account/signup",
  "/api/account/signin",
  "/api/account/name",
  "/api/account/password",
  "/api/account/passkey/register-options",
  "/api/account/passkey/register",
  "/api/account/passkey/signin-options",
  "/api/account/passkey/signin",
  "/api/account/passkey/remove",
]);

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let raw = "";
  for await (const chunk of req) {
    raw += String(chunk);
    if (raw.length > BODY_LIMIT) throw new AccountError("MALFORMED_REQUEST");
  }
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new AccountError("MALFORMED_REQUEST");
  }
  if (typeof body !== "object" || body === null) throw new AccountError("MALFORMED_REQUEST");
  return body as Record<string, unknown>;
}

/** A text field of the body (a password as it was typed). */
function text(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== "string") throw new AccountError("MALFORMED_REQUEST");
  return value;
}

/** An object field of the body (an authenticator's answer, checked by the library). */
function object(body: Record<string, unknown>, field: string): object {
  const value = body[field];
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new AccountError("MALFORMED_REQUEST");
  return value;
}

/** The body's name as names are compared: composed, trimmed. */
function nameIn(body: Record<string, unknown>): string {
  return text(body, "name").normalize("NFC").trim();
}

/** Only the cookie goes on to the library: it reads the session from it and nothing else of ours. */
function cookieHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  const cookie = req.headers.cookie;
  if (cookie) headers.set("cookie", cookie);
  return headers;
}

/**
 * A passkey's answer is checked against the page's origin: `GG_PUBLIC_URL`'s when set (passkey-plugin.ts),
 * else the request's `Origin`, which the CSRF check has already matched to its host.
 */
function passkeyHeaders(req: IncomingMessage, headers: Headers): Headers {
  const withOrigin = new Headers(headers);
  if (req.headers.origin) withOrigin.set("origin", req.headers.origin);
  return withOrigin;
}

function sendOutcome(ctx: ServerContext, res: ServerResponse, status: number, outcome: AccountOutcome): void {
  const player = outcome.player!;
  send(res, status, { playerId: player.playerId, name: player.name, token: ctx.accounts.tokenFor(player.playerId) } satisfies AccountInfo, outcome.setCookies);
}

type Body = AccountInfo | AccountRefusal | PasskeyInfo[] | { ok: true } | { code: "NOT_FOUND"; message: string } | PasskeyOptions["options"];

function send(res: ServerResponse, status: number, body: Body, setCookies: readonly string[] = []): void {
  const headers: Record<string, string | string[]> = { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" };
  if (setCookies.length > 0) headers["set-cookie"] = [...setCookies];
  res.writeHead(status, headers);
  res.end(JSON.stringify(body));
}
