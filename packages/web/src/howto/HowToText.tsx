/**
 * A "How to play" text on screen: its Markdown, with its picture lines drawn as
 * rows of real cards (the table's own card faces and GG Battle's tiles), each
 * named for screen readers.
 */
import { useEffect, useState } from "react";
import type { Locale } from "@gg/core";
import { ShownCard } from "../ui/Card.tsx";
import { Markdown } from "../ui/Markdown.tsx";
import { Tile } from "../games/gg-battle/Tile.tsx";
import "./howto.css";
import { howToFor } from "./documents.ts";
import { picture, type Picture } from "./outline.ts";

/** A game's text in a language as it loads: null while loading, "none" when the game has none. */
export function useHowTo(game: string | null, locale: Locale): { lang: Locale; text: string } | null | "none" {
  const [shown, setShown] = useState<{ key: string; lang: Locale; text: string } | null>(null);
  const doc = game ? howToFor(game, locale) : null;
  const key = `${game}:${locale}`;
  useEffect(() => {
    if (!doc) return;
    let current = true; // a quick switch of game or language must not show a stale text
    void doc.load().then((text) => current && setShown({ key, lang: doc.lang, text }));
    return () => {
      current = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!doc) return "none";
  return shown?.key === key ? shown : null;
}

function PictureRow({ pic }: { pic: Picture }) {
  return (
    <p className="howto-picture">
      {pic.codes.map((code, i) => {
        const card = code === "??" ? null : code;
        return pic.kind === "tiles" ? <Tile key={i} card={card} /> : <ShownCard key={i} card={card} small />;
      })}
    </p>
  );
}

/** Text and pictures in their order: each run of text lines through Markdown, each picture as a row. */
export function HowToText({ text }: { text: string }) {
  const blocks: ({ pic: Picture } | { md: string })[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.some((l) => l.trim())) blocks.push({ md: run.join("\n") });
    run = [];
  };
  for (const line of text.replace(/\r/g, "").split("\n")) {
    const pic = picture(line);
    if (!pic) {
      run.push(line.replace(/\s*\{#[\w-]+\}\s*$/, ""));
      continue;
    }
    flush();
    blocks.push({ pic });
  }
  flush();
  return (
    <div className="howto-text">
      {blocks.map((b, i) => ("pic" in b ? <PictureRow key={i} pic={b.pic} /> : <Markdown key={i} text={b.md} />))}
    </div>
  );
}
