/** What the lobby downloads before it can run: index.html's script, its module preloads and CSS. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { DIST } from "./harness.ts";

export interface InitialAssets {
  readonly files: { readonly file: string; readonly bytes: number; readonly gzip: number }[];
  readonly jsGzip: number;
  readonly jsBytes: number;
  readonly cssGzip: number;
}

export function initialAssets(): InitialAssets {
  const html = readFileSync(join(DIST, "index.html"), "utf8");
  const refs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const files = refs.map((file) => {
    const data = readFileSync(join(DIST, file));
    return { file, bytes: data.length, gzip: gzipSync(data, { level: 9 }).length };
  });
  const js = files.filter((f) => f.file.endsWith(".js"));
  return {
    files,
    jsGzip: js.reduce((n, f) => n + f.gzip, 0),
    jsBytes: js.reduce((n, f) => n + f.bytes, 0),
    cssGzip: files.filter((f) => f.file.endsWith(".css")).reduce((n, f) => n + f.gzip, 0),
  };
}
