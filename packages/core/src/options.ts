import type { AnyGame } from "./contract.ts";
import { InvalidOptionsError } from "./errors.ts";

/**
 * Validates raw options against a game's schema and fills the defaults.
 * Errors name the option: `option 'bonus': Too big: expected number to be <=10`.
 */
export function parseOptions<G extends AnyGame>(game: G, raw: unknown = {}): OptionsOf<G> {
  const parsed = game.options.safeParse(raw ?? {});
  if (parsed.success) return parsed.data as OptionsOf<G>;
  const issues = parsed.error.issues.map((issue) => {
    const option =
      issue.path.length > 0
        ? issue.path.join(".")
        : issue.code === "unrecognized_keys"
          ? (issue as { keys?: string[] }).keys?.join(", ") ?? "(options)"
          : "(options)";
    return { option, message: issue.message };
  });
  const message = issues.map((i) => `option '${i.option}': ${i.message}`).join("; ");
  throw new InvalidOptionsError(`invalid options for ${game.id}: ${message}`, issues);
}

export type OptionsOf<G> = G extends { setup(input: { options: infer O }): unknown } ? O : never;
