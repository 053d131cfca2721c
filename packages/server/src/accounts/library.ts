/**
 * better-auth on the server's own database (its Kysely adapter, SQLite or
 * PostgreSQL): password hashing, sessions and their signed HTTP-only cookies
 * are the library's. Its tables are made by our migrations (storage/migrations.ts,
 * `0005_accounts`), so the schema named here must match them.
 *
 * Its HTTP handler is not mounted: the account routes (routes.ts) call its
 * server API, so clients reach only what GG offers (name + password, a guest's
 * claim) and get GG's typed errors. Sign-in and sign-up are rate-limited by the
 * server's own per-address limits (limits.ts), so the library's limiter is off.
 */
import { betterAuth } from "better-auth";
import { username } from "better-auth/plugins";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { NAME_MAX, NAME_MIN, nameProblem } from "./names.ts";
import { passkeyPlugin, type PasskeySite } from "./passkey-plugin.ts";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export interface AccountAuthOptions {
  readonly db: Kysely<any>;
  readonly postgres: boolean;
  /** Signs session cookies: `GG_AUTH_SECRET`, else `GG_SECRET`. */
  readonly secret: string;
  /** `GG_PUBLIC_URL` (`https://…`): the site's address; https makes the cookies `Secure`. */
  readonly baseURL: string | null;
  /** Where passkeys are valid (passkey-plugin.ts). */
  readonly passkeys: PasskeySite;
  readonly log: Logger;
}

export function createAccountAuth({ db, postgres, secret, baseURL, passkeys, log }: AccountAuthOptions) {
  return betterAuth({
    appName: "GG",
    secret,
    ...(baseURL ? { baseURL } : {}),
    database: { db, type: postgres ? "postgres" : "sqlite" },
    emailAndPassword: { enabled: true, minPasswordLength: PASSWORD_MIN, maxPasswordLength: PASSWORD_MAX, autoSignIn: true },
    plugins: [username({ minUsernameLength: NAME_MIN, maxUsernameLength: NAME_MAX, usernameValidator: (name) => nameProblem(name) === null }), passkeyPlugin(passkeys)],
    user: {
      modelName: "auth_user",
      // The GG player the account is: a claimed guest's id, so its history follows it.
      additionalFields: { playerId: { type: "string", required: true, unique: true, input: true, returned: true } },
    },
    session: { modelName: "auth_session" },
    account: { modelName: "auth_account" },
    verification: { modelName: "auth_verification" },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: "gg",
      useSecureCookies: baseURL?.startsWith("https://") ?? false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      // The client's address is read by limits.ts (trusted proxies only); the library would believe any X-Forwarded-For.
      ipAddress: { disableIpTracking: true },
    },
    // Only the library's message goes to the log, never its arguments (a request, a token).
    logger: { level: "warn", log: (level, message) => log[level]({ library: "better-auth" }, message) },
  });
}

export type AccountAuth = ReturnType<typeof createAccountAuth>;
