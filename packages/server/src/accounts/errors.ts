/**
 * Every refusal of an account route, by code (the web client words each in the
 * player's language). A wrong name and a wrong password are one refusal,
 * `BAD_CREDENTIALS`, so an answer never tells whether a name has an account.
 */
import type { AccountErrorCode } from "../protocol.ts";

export type { AccountErrorCode };

const STATUS: Record<AccountErrorCode, number> = {
  NAME_LENGTH: 400,
  NAME_CHARACTERS: 400,
  NAME_RESERVED: 400,
  PASSWORD_LENGTH: 400,
  MALFORMED_REQUEST: 400,
  NAME_TAKEN: 409,
  ALREADY_CLAIMED: 409,
  BAD_CREDENTIALS: 401,
  WRONG_PASSWORD: 403,
  SIGNED_OUT: 401,
  CSRF_REFUSED: 403,
  RATE_LIMITED: 429,
  PASSKEY_REFUSED: 401,
  PASSKEY_NOT_FOUND: 404,
  LAST_PASSKEY: 409,
};

const MESSAGE: Record<AccountErrorCode, string> = {
  NAME_LENGTH: "a name has 3 to 20 characters",
  NAME_CHARACTERS: "a name is letters and digits, with single spaces, dots, dashes or underscores between them",
  NAME_RESERVED: "that name could pass for a bot or the server; choose another",
  PASSWORD_LENGTH: "a password has 8 to 128 characters",
  MALFORMED_REQUEST: "the request is JSON with the route's fields as text: { name, password }, { name }, { currentPassword, newPassword }, { response } or { id }",
  NAME_TAKEN: "another account has that name",
  ALREADY_CLAIMED: "this guest already has an account; sign in to it",
  BAD_CREDENTIALS: "wrong name or password",
  WRONG_PASSWORD: "the current password is wrong",
  SIGNED_OUT: "not signed in",
  CSRF_REFUSED: "account requests come from this site only, as JSON",
  RATE_LIMITED: "too many attempts from your address; wait a minute",
  PASSKEY_REFUSED: "that passkey was not accepted; ask for a new challenge and try again",
  PASSKEY_NOT_FOUND: "this account has no such passkey",
  LAST_PASSKEY: "this passkey is the account's only way to sign in; add another first",
};

export class AccountError extends Error {
  readonly status: number;

  constructor(readonly code: AccountErrorCode, message = MESSAGE[code]) {
    super(message);
    this.status = STATUS[code];
  }
}
