/**
 * What the lobby downloads before it can paint: index.html's script, its module preloads and CSS,
 * and the one dictionary `main.tsx` waits for (each language is its own chunk; the largest is counted).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { DIST } from "./harness.ts";

export interface InitialAssets {
  readonly files: { readonly file: string; readonly bytes: number; readonly gzip: number }[];
  readonly jsGzip: number;
  readonly jsBytes: number;
  readonly cssGzip: number;
}

/** The language chunks (`src/locales/<lang>.ts` → `assets/<lang>-<hash>.js`). */
export function dictionaryChunks(): string[] {
  return readdirSync(join(DIST, "assets"))
    .filter((f) => /^(en|pt-BR|uk)-[\w-]+\.js$/.test(f))
    .map((f) => `assets/${f}`);
}

function sized(file: string): { file: string; bytes: number; gzip: number } {
  const data = readFileSync(join(DIST, file));
  return { file, bytes: data.length, gzip: gzipSync(data, { level: 9 }).length };
}

export function initialAssets(): InitialAssets {
  const html = readFileSync(join(DIST, "index.html"), "utf8");
  const refs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const dictionary = dictionaryChunks()
    .map(sized)
    .sort((a, b) => b.gzip - a.gzip)[0];
  const files = [...refs.map(sized), ...(dictionary ? [dictionary] : [])];
  const js = files.filter((f) => f.file.endsWith(".js"));
  return {
    files,
    jsGzip: js.reduce((n, f) => n + f.gzip, 0),
    jsBytes: js.reduce((n, f) => n + f.bytes, 0),
    cssGzip: files.filter((f) => f.file.endsWith(".css")).reduce((n, f) => n + f.gzip, 0),
  };
}
