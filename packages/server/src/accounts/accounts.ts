/**
 * Accounts over GG's guest identities. A player id is what every table, record
 * and history knows; an account is a name and a password (better-auth) bound to
 * one player id. Signing up as a guest claims that guest's id, so its history
 * stays; signing in anywhere makes that browser the same player.
 *
 * The session is the library's HTTP-only cookie. Once a player id has an
 * account, its guest token alone no longer joins a table as it (room.ts asks
 * `isClaimed`): the session does.
 */
import type { Kysely } from "kysely";
import type { GuestAuth } from "../auth.ts";
import { retryOnConnectionFailure } from "../storage/retry.ts";
import { AccountError } from "./errors.ts";
import { PASSWORD_MAX, PASSWORD_MIN, type AccountAuth } from "./library.ts";
import { nameProblem } from "./names.ts";
import { playerEmail } from "./passkey-plugin.ts";
import type { AccountOutcome, AccountPlayer } from "./outcome.ts";
import { Passkeys } from "./passkeys.ts";

export type { AccountOutcome, AccountPlayer } from "./outcome.ts";

interface LibraryUser {
  readonly playerId?: unknown;
  readonly displayUsername?: unknown;
  readonly name?: unknown;
}

export class Accounts {
  /** Passkeys: registering one (a claim, without a session), signing in with one, the account's list. */
  readonly passkeys: Passkeys;

  constructor(
    private readonly auth: AccountAuth,
    private readonly db: Kysely<any>,
    private readonly guests: GuestAuth,
  ) {
    this.passkeys = new Passkeys(auth, db, this);
  }

  /**
   * A new account called `name`. With a guest's token, that guest's player id
   * (its history) becomes the account's; without one, a new id. Signs in.
   */
  async signUp(name: string, password: string, guestToken: unknown, headers: Headers): Promise<AccountOutcome> {
    const problem = nameProblem(name);
    if (problem) throw new AccountError(problem);
    if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) throw new AccountError("PASSWORD_LENGTH");
    const playerId = this.guestOrNew(guestToken);
    if (await this.isClaimed(playerId)) throw new AccountError("ALREADY_CLAIMED");
    await this.endSession(headers);
    try {
      const { headers: answer, response } = await this.auth.api.signUpEmail({
        // The library wants an email; GG asks for none. The player id makes a unique, undeliverable one.
        body: { name, username: name, displayUsername: name, password, playerId, email: playerEmail(playerId) },
        returnHeaders: true,
      });
      await this.showName(playerId, name);
      return { player: playerOf(response.user), setCookies: answer.getSetCookie() };
    } catch (error) {
      throw signUpRefusal(error);
    }
  }

  /**
   * Signs in by name and password: a new session (and cookie) every time, the one
   * the request carried ended first (no session fixation). Every failure is
   * `BAD_CREDENTIALS`; the library hashes the password even for an unknown name.
   */
  async signIn(name: string, password: string, headers: Headers): Promise<AccountOutcome> {
    await this.endSession(headers);
    try {
      const { headers: answer, response } = await this.auth.api.signInUsername({ body: { username: name, password }, returnHeaders: true });
      return { player: playerOf(response.user), setCookies: answer.getSetCookie() };
    } catch (error) {
      if (libraryCode(error) === null) throw error;
      throw new AccountError("BAD_CREDENTIALS");
    }
  }

  /**
   * Renames the session's account: the name is checked as at sign-up and must be
   * free (another account's, in any case, is refused); it is the player's name
   * everywhere at once (profile, leaderboard, the next table).
   */
  async rename(name: string, headers: Headers): Promise<AccountOutcome> {
    const account = await this.signedIn(headers);
    const problem = nameProblem(name);
    if (problem) throw new AccountError(problem);
    try {
      const { headers: answer } = await this.auth.api.updateUser({ body: { name, username: name, displayUsername: name }, headers, returnHeaders: true });
      await this.showName(account.playerId, name);
      return { player: { playerId: account.playerId, name }, setCookies: answer.getSetCookie() };
    } catch (error) {
      throw isUniqueViolation(error) ? new AccountError("NAME_TAKEN") : signUpRefusal(error); // a rename racing another to the same name
    }
  }

  /**
   * A new password, the current one required: every session of the account ends
   * (a stolen one too) and this client gets a new one.
   */
  async changePassword(currentPassword: string, newPassword: string, headers: Headers): Promise<AccountOutcome> {
    const account = await this.signedIn(headers);
    if (newPassword.length < PASSWORD_MIN || newPassword.length > PASSWORD_MAX) throw new AccountError("PASSWORD_LENGTH");
    try {
      const { headers: answer } = await this.auth.api.changePassword({ body: { currentPassword, newPassword, revokeOtherSessions: true }, headers, returnHeaders: true });
      return { player: account, setCookies: answer.getSetCookie() };
    } catch (error) {
      const code = libraryCode(error);
      if (code === "INVALID_PASSWORD" || code === "PASSWORD_TOO_LONG") throw new AccountError("WRONG_PASSWORD"); // a current password over the limit is no account's
      if (code === "UNAUTHORIZED" || code === "SESSION_EXPIRED") throw new AccountError("SIGNED_OUT");
      throw error;
    }
  }

  /** Ends the request's session (in the database too) and clears its cookie. */
  async signOut(headers: Headers): Promise<AccountOutcome> {
    if (!(await this.session(headers))) return { player: null, setCookies: [] };
    const { headers: answer } = await this.auth.api.signOut({ headers, returnHeaders: true });
    return { player: null, setCookies: answer.getSetCookie() };
  }

  /** Who the request's session cookie says it is (refreshing the session when due), or null. */
  async current(headers: Headers): Promise<AccountOutcome> {
    const { headers: answer, response } = await this.auth.api.getSession({ headers, returnHeaders: true });
    return { player: response ? playerOf(response.user) : null, setCookies: answer.getSetCookie() };
  }

  /** The session's player, or null: what a table join asks (room.ts). */
  async session(headers: Headers): Promise<AccountPlayer | null> {
    if (!headers.get("cookie")) return null;
    // A read, asked at every signed-in join: tried again on a new connection like the store's (storage/retry.ts).
    const found = await retryOnConnectionFailure(() => this.auth.api.getSession({ headers, query: { disableRefresh: true } }));
    return found ? playerOf(found.user) : null;
  }

  /** Whether an account owns `playerId` (then only its session, not a guest token, proves it). */
  async isClaimed(playerId: string): Promise<boolean> {
    const row = await retryOnConnectionFailure(() => this.db.selectFrom("auth_user").select("id").where("playerId", "=", playerId).executeTakeFirst());
    return row !== undefined;
  }

  private async signedIn(headers: Headers): Promise<AccountPlayer> {
    const account = await this.session(headers);
    if (!account) throw new AccountError("SIGNED_OUT");
    return account;
  }

  /** The durable token the table layer knows (resume, history): the player id's, as for a guest. */
  tokenFor(playerId: string): string {
    return this.guests.tokenFor(playerId);
  }

  /** The player a claim is for: the guest `guestToken` proves, else a new one. */
  guestOrNew(guestToken: unknown): string {
    return this.guests.verify(guestToken) ?? this.guests.issue().playerId;
  }

  /** The account's name is the player's everywhere a name is read (profile, leaderboard), before its next table. */
  async showName(playerId: string, name: string): Promise<void> {
    await retryOnConnectionFailure(() =>
      this.db.insertInto("players").values({ id: playerId, name, created_at: Date.now() }).onConflict((oc) => oc.column("id").doUpdateSet({ name })).execute(),
    );
  }

  private async endSession(headers: Headers): Promise<void> {
    if (await this.session(headers)) await this.auth.api.signOut({ headers });
  }
}

function playerOf(user: LibraryUser): AccountPlayer {
  const name = typeof user.displayUsername === "string" ? user.displayUsername : String(user.name);
  return { playerId: String(user.playerId), name };
}

/** The library's error code (`USERNAME_IS_ALREADY_TAKEN`, …), or null for an error that is not the library's refusal. */
function libraryCode(error: unknown): string | null {
  const body = (error as { body?: { code?: unknown } } | null)?.body;
  return typeof body?.code === "string" ? body.code : null;
}

/** A unique index refused the write (SQLite's and PostgreSQL's words for it). */
function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || (typeof e?.message === "string" && /UNIQUE constraint failed/.test(e.message));
}

function signUpRefusal(error: unknown): unknown {
  switch (libraryCode(error)) {
    case "USERNAME_IS_ALREADY_TAKEN":
      return new AccountError("NAME_TAKEN");
    case "USER_ALREADY_EXISTS":
    case "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL":
      return new AccountError("ALREADY_CLAIMED"); // the email is the player id's
    case "PASSWORD_TOO_SHORT":
    case "PASSWORD_TOO_LONG":
      return new AccountError("PASSWORD_LENGTH");
    case "INVALID_USERNAME":
    case "USERNAME_TOO_SHORT":
    case "USERNAME_TOO_LONG":
      return new AccountError("NAME_CHARACTERS");
    default:
      return error;
  }
}
