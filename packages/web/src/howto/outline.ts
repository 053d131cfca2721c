/**
 * The shape of a "How to play" text (`games/<id>/howto.<lang>.md`): Markdown whose
 * headings carry a stable id (`## Card order {#order}`), so the three languages can
 * be checked for the same outline and the table's help can pick its short version,
 * and whose pictures are lines of their own: `[[cards: AS 10H ??]]` (playing cards,
 * `??` face down) or `[[tiles: R9 B GG]]` (GG Battle's cards).
 */

export interface Section {
  /** The heading's id (`order`); "" for any text before the first heading. */
  readonly id: string;
  /** The whole section, its heading line (with its `{#id}` mark) included. */
  readonly text: string;
}

export interface Picture {
  readonly kind: "cards" | "tiles";
  readonly codes: readonly string[];
}

const HEADING = /^(#{1,4})\s+(.*?)\s*\{#([\w-]+)\}\s*$/;
const PICTURE = /^\s*\[\[(cards|tiles):\s*([^\]]*)\]\]\s*$/;

/** The sections of a text, in order. */
export function sections(text: string): Section[] {
  const out: { id: string; lines: string[] }[] = [{ id: "", lines: [] }];
  for (const line of text.replace(/\r/g, "").split("\n")) {
    const h = line.match(HEADING);
    if (h) out.push({ id: h[3]!, lines: [line] });
    else out[out.length - 1]!.lines.push(line);
  }
  return out.filter((s) => s.id !== "" || s.lines.some((l) => l.trim())).map((s) => ({ id: s.id, text: s.lines.join("\n") }));
}

/** The outline the three languages share: each heading as `level:id`, in order. */
export function outline(text: string): string[] {
  return text
    .replace(/\r/g, "")
    .split("\n")
    .flatMap((line) => {
      const h = line.match(HEADING);
      return h ? [`${h[1]!.length}:${h[3]}`] : [];
    });
}

/** A picture line's cards, or null when the line is text. */
export function picture(line: string): Picture | null {
  const m = line.match(PICTURE);
  return m ? { kind: m[1] as Picture["kind"], codes: m[2]!.trim().split(/\s+/).filter(Boolean) } : null;
}

/** Every picture of a text, in order (the languages show the same ones). */
export function pictures(text: string): Picture[] {
  return text.split("\n").flatMap((line) => picture(line) ?? []);
}

/**
 * What the in-table help shows: the text without its options and worked examples
 * (the goal, a turn, the card order and the game's own essentials such as 101's
 * card effects or GG Battle's kinds); the full page has everything.
 */
export const LONG_ONLY: readonly string[] = ["options", "examples"];

/** The sections every text has (a game adds its own: 101's `effects`, GG Battle's `strategy`). */
export const REQUIRED: readonly string[] = ["goal", "turn", "order", "options", "examples"];

export function shortVersion(text: string): string {
  return sections(text)
    .filter((s) => !LONG_ONLY.includes(s.id))
    .map((s) => s.text)
    .join("\n\n");
}
