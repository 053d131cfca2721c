/**
 * How a chat line reads: typed text as it came (React renders it as text, never
 * markup), a quick phrase in the reader's language — the platform's (`chat.phrase.*`)
 * or the game's own (`<game>.phrase.*`, Truco's calls) — and an emote as its picture.
 */
import type { TFunction } from "i18next";
import type { ChatLine } from "../protocol.ts";

/** Each emote's picture (an emoji) by its id's name. */
export const EMOTE_PICTURES: Readonly<Record<string, string>> = {
  smile: "🙂",
  laugh: "😂",
  "thumbs-up": "👍",
  clap: "👏",
  think: "🤔",
  sad: "😢",
  wow: "😮",
  heart: "❤️",
};

export const emoteName = (id: string): string => id.replace(/^emote:/, "");

/** The words of a phrase id (or the id itself, from a newer server). */
export function phraseWords(t: TFunction, game: string, phrase: string, exists: (key: string) => boolean): string {
  if (phrase.startsWith("emote:")) return t(`chat.emote.${emoteName(phrase)}`, { defaultValue: emoteName(phrase) });
  if (exists(`chat.phrase.${phrase}`)) return t(`chat.phrase.${phrase}`);
  if (exists(`${game}.phrase.${phrase}`)) return t(`${game}.phrase.${phrase}`);
  return phrase;
}

/** The plain text a line shows (an emote: its picture). */
export function lineText(t: TFunction, game: string, line: ChatLine, exists: (key: string) => boolean): string {
  if (line.text !== undefined) return line.text;
  const phrase = line.phrase ?? "";
  return phrase.startsWith("emote:") ? (EMOTE_PICTURES[emoteName(phrase)] ?? phrase) : phraseWords(t, game, phrase, exists);
}
