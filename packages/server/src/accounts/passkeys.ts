/**
 * Passkeys on GG's accounts, through better-auth's passkey plugin
 * (passkey-plugin.ts). Each ceremony is two requests: options (a challenge,
 * kept server-side behind a signed cookie) and the authenticator's answer.
 *
 * - Registering while signed in adds a passkey to the session's account.
 * - Registering as a guest claims an account: the name and the guest are
 *   checked as at a password sign-up, and the account (the guest's player id,
 *   so its history stays) is made once the answer verifies, signed in.
 * - Signing in with a passkey makes a new session, the request's own ended
 *   first (no session fixation). Every failure is one refusal, `PASSKEY_REFUSED`.
 */
import { getAuthenticatorName } from "@better-auth/passkey";
import type { Kysely } from "kysely";
import type { PasskeyInfo } from "../protocol.ts";
import type { AccountOutcome, AccountPlayer } from "./outcome.ts";
import { AccountError } from "./errors.ts";
import type { AccountAuth } from "./library.ts";
import { nameProblem } from "./names.ts";
import type { PasskeyClaim } from "./passkey-plugin.ts";

/** What passkeys need of the accounts (`Accounts` provides it; named here so neither file imports the other's class). */
export interface PasskeyAccounts {
  session(headers: Headers): Promise<AccountPlayer | null>;
  signOut(headers: Headers): Promise<AccountOutcome>;
  isClaimed(playerId: string): Promise<boolean>;
  guestOrNew(guestToken: unknown): string;
  showName(playerId: string, name: string): Promise<void>;
}

/** A ceremony's options for the browser (WebAuthn's JSON form) and the challenge cookie to set. */
export interface PasskeyOptions {
  readonly options: object;
  readonly setCookies: readonly string[];
}

interface StoredPasskey {
  readonly id: string;
  readonly userId: string;
  readonly aaguid?: string | null;
  readonly createdAt?: Date | string | null;
}

export class Passkeys {
  constructor(
    private readonly auth: AccountAuth,
    private readonly db: Kysely<any>,
    private readonly accounts: PasskeyAccounts,
  ) {}

  /**
   * Options to register a passkey: for the session's account, or, without a
   * session, for a new account called `name` claiming the guest `guestToken`
   * proves (a new player without one).
   */
  async registrationOptions(name: unknown, guestToken: unknown, headers: Headers): Promise<PasskeyOptions> {
    const account = await this.accounts.session(headers);
    const query = account ? { name: account.name } : await this.claimQuery(name, guestToken);
    const { headers: answer, response } = await this.auth.api.generatePasskeyRegistrationOptions({ headers, query, returnHeaders: true });
    return { options: response, setCookies: answer.getSetCookie() };
  }

  /** Verifies a registration: the passkey is the session's account's, or the claimed account's (then signed in). */
  async register(response: object, headers: Headers): Promise<AccountOutcome> {
    const account = await this.accounts.session(headers);
    try {
      const { headers: answer, response: registered } = await this.auth.api.verifyPasskeyRegistration({
        headers,
        body: { response: response as never, createSession: account === null },
        returnHeaders: true,
      });
      if (account) return { player: account, setCookies: [] };
      const user = (registered as { user?: { playerId?: unknown; displayUsername?: unknown } }).user;
      const player: AccountPlayer = { playerId: String(user?.playerId), name: String(user?.displayUsername) };
      await this.accounts.showName(player.playerId, player.name);
      return { player, setCookies: answer.getSetCookie() };
    } catch (error) {
      throw refusal(error, ["ALREADY_CLAIMED", "NAME_TAKEN"]);
    }
  }

  /** Options to sign in with any passkey of this site (a discoverable credential: no name asked). */
  async signInOptions(headers: Headers): Promise<PasskeyOptions> {
    const { headers: answer, response } = await this.auth.api.generatePasskeyAuthenticationOptions({ headers: challengeOnly(headers), returnHeaders: true });
    return { options: response, setCookies: answer.getSetCookie() };
  }

  /** Signs in with a passkey's answer: a new session, the one the request carried ended. */
  async signIn(response: object, headers: Headers): Promise<AccountOutcome> {
    await this.accounts.signOut(headers);
    try {
      const { headers: answer, response: signedIn } = await this.auth.api.verifyPasskeyAuthentication({ headers: challengeOnly(headers), body: { response: response as never }, returnHeaders: true });
      const user = signedIn.user as { playerId?: unknown; displayUsername?: unknown };
      return { player: { playerId: String(user.playerId), name: String(user.displayUsername) }, setCookies: answer.getSetCookie() };
    } catch (error) {
      throw refusal(error, []);
    }
  }

  /** The session's account's passkeys, oldest first. */
  async list(headers: Headers): Promise<PasskeyInfo[]> {
    return (await this.stored(headers)).map(info).sort((a, b) => a.createdAt - b.createdAt);
  }

  /** Removes one of the session's account's passkeys, unless it is the last way to sign in to it. */
  async remove(id: string, headers: Headers): Promise<PasskeyInfo[]> {
    const passkeys = await this.stored(headers);
    const passkey = passkeys.find((p) => p.id === id);
    if (!passkey) throw new AccountError("PASSKEY_NOT_FOUND");
    if (passkeys.length === 1 && !(await this.hasPassword(passkey.userId))) throw new AccountError("LAST_PASSKEY");
    try {
      await this.auth.api.deletePasskey({ headers, body: { id } });
    } catch (error) {
      throw refusal(error, [], "PASSKEY_NOT_FOUND"); // removed meanwhile
    }
    return this.list(headers);
  }

  private async stored(headers: Headers): Promise<StoredPasskey[]> {
    if (!(await this.accounts.session(headers))) throw new AccountError("SIGNED_OUT");
    return (await this.auth.api.listPasskeys({ headers })) as StoredPasskey[];
  }

  private async hasPassword(userId: string): Promise<boolean> {
    const row = await this.db.selectFrom("auth_account").select("id").where("userId", "=", userId).where("providerId", "=", "credential").executeTakeFirst();
    return row !== undefined;
  }

  /** A claim's checks, as a password sign-up makes them, before any challenge is made; the plugin gets the result. */
  private async claimQuery(name: unknown, guestToken: unknown): Promise<{ name: string; context: string }> {
    if (typeof name !== "string") throw new AccountError("MALFORMED_REQUEST");
    const problem = nameProblem(name);
    if (problem) throw new AccountError(problem);
    const playerId = this.accounts.guestOrNew(guestToken);
    if (await this.accounts.isClaimed(playerId)) throw new AccountError("ALREADY_CLAIMED");
    const taken = await this.db.selectFrom("auth_user").select("id").where("username", "=", name.toLowerCase()).executeTakeFirst();
    if (taken) throw new AccountError("NAME_TAKEN");
    return { name, context: JSON.stringify({ playerId, name } satisfies PasskeyClaim) };
  }
}

function info(passkey: StoredPasskey): PasskeyInfo {
  return { id: passkey.id, authenticator: getAuthenticatorName(passkey.aaguid ?? undefined) ?? null, createdAt: new Date(passkey.createdAt ?? 0).getTime() };
}

/** A sign-in ceremony reads nothing but its challenge cookie: no session, so the options list no one's passkeys. */
function challengeOnly(headers: Headers): Headers {
  const cookies = (headers.get("cookie") ?? "").split(/;\s*/).filter((c) => c.includes("passkey_challenge="));
  const only = new Headers(headers);
  only.delete("cookie");
  if (cookies.length > 0) only.set("cookie", cookies.join("; "));
  return only;
}

/** The library's refusal as GG's: the codes kept are GG's own (thrown by passkey-plugin.ts), every other one `fallback`. */
function refusal(error: unknown, kept: readonly ("ALREADY_CLAIMED" | "NAME_TAKEN")[], fallback: "PASSKEY_REFUSED" | "PASSKEY_NOT_FOUND" = "PASSKEY_REFUSED"): unknown {
  const code = (error as { body?: { code?: unknown } } | null)?.body?.code;
  if (typeof code !== "string") return error; // not a refusal: a fault
  return new AccountError(kept.find((k) => k === code) ?? fallback);
}
