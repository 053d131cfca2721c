/**
 * A stored match that cannot be rebuilt: a row that is not JSON, a game this
 * server does not have, an action its engine refuses on replay. Unlike a
 * database that is away (tried again later), this never gets better: the match
 * is marked `failed`, and its players are told so when they come back.
 */
export class CorruptMatch extends Error {
  constructor(
    readonly matchId: string,
    why: string,
    options?: { cause?: unknown },
  ) {
    super(`match ${matchId} cannot be restored: ${why}`, options);
  }
}
