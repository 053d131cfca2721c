/**
 * Typed errors. Codes are stable strings (clients and records rely on them);
 * messages are for humans.
 */

/** Codes every game shares; games add their own (`MUST_FOLLOW_SUIT`, …). */
export const CommonErrors = {
  NOT_YOUR_TURN: "NOT_YOUR_TURN",
  MALFORMED_ACTION: "MALFORMED_ACTION",
  GAME_OVER: "GAME_OVER",
  CARD_NOT_IN_HAND: "CARD_NOT_IN_HAND",
  UNKNOWN_ACTION: "UNKNOWN_ACTION",
} as const;

export class IllegalActionError extends Error {
  override readonly name = "IllegalActionError";
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Thrown by `parseOptions` for options the game's schema rejects. */
export class InvalidOptionsError extends Error {
  override readonly name = "InvalidOptionsError";
  readonly code = "INVALID_OPTIONS";
  constructor(
    message: string,
    readonly issues: readonly { option: string; message: string }[],
  ) {
    super(message);
  }
}

/** Thrown at setup when a fixed chance outcome does not fit what the game draws. */
export class InvalidChanceError extends Error {
  override readonly name = "InvalidChanceError";
  readonly code = "INVALID_CHANCE";
}

/** Thrown when a setup input (player count, …) is out of the game's range. */
export class InvalidSetupError extends Error {
  override readonly name = "InvalidSetupError";
  readonly code = "INVALID_SETUP";
}

/**
 * A record made by another version of the game's engine. Records are kept
 * only for the engine that made them: a version bump means old actions could
 * mean something else (101 and Bet on Tricks no longer have their dice and
 * draw actions), so an old record is refused rather than replayed wrongly.
 */
export class RecordVersionError extends Error {
  override readonly name = "RecordVersionError";
  readonly code = "ENGINE_VERSION_MISMATCH";
  constructor(
    readonly game: string,
    readonly recorded: string,
    readonly running: string,
  ) {
    super(`this ${game} record was made by engine version ${recorded}; this build runs version ${running}, and records replay only on the engine version that made them`);
  }
}

export function illegal(code: string, message: string): never {
  throw new IllegalActionError(code, message);
}
