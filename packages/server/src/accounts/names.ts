/**
 * Account names: what a player is called at every table once signed in, so one
 * per account (unique, compared case-insensitively by better-auth's username
 * normalization) and checked here before anything is stored. Guests keep typing
 * any name; an account's name cannot pass for a bot's seat ("Bot 2 (rules)",
 * "Robô 2", "Бот 2") or the system's.
 */
export const NAME_MIN = 3;
export const NAME_MAX = 20;

/** Letters and digits of any script, with single spaces, dots, dashes and underscores between them. */
const SHAPE = /^[\p{L}\p{N}](?:[\p{L}\p{N}]|[ ._-](?=[\p{L}\p{N}]))*$/u;

/** First words a bot's seat label starts with, in the languages the client speaks (and their look-alikes). */
const RESERVED_WORDS = ["bot", "robo", "robot", "бот", "робот", "gg", "admin", "host", "system"];

export type NameProblem = "NAME_LENGTH" | "NAME_CHARACTERS" | "NAME_RESERVED";

/** Why `name` cannot be an account's name, or null when it can. */
export function nameProblem(name: string): NameProblem | null {
  const length = [...name].length;
  if (length < NAME_MIN || length > NAME_MAX) return "NAME_LENGTH";
  if (!SHAPE.test(name)) return "NAME_CHARACTERS";
  if (RESERVED_WORDS.includes(firstWord(name))) return "NAME_RESERVED";
  return null;
}

/** The name's first word, folded: lower case, accents off, digits after the letters dropped ("Robô2" → "robo"). */
function firstWord(name: string): string {
  const folded = name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  const word = folded.split(/[ ._-]/)[0] ?? "";
  return word.replace(/\p{N}+$/u, "");
}
