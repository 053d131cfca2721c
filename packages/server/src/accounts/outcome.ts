// What an account route answers, shared by the password and passkey ways in.

/** Who a session says the client is. */
export interface AccountPlayer {
  readonly playerId: string;
  readonly name: string;
}

/** An account route's outcome: the player, and the cookies to set (a new session, or its end). */
export interface AccountOutcome {
  readonly player: AccountPlayer | null;
  readonly setCookies: readonly string[];
}
