/**
 * The web client's build, served as a production site serves it: each file read
 * and compressed once (brotli or gzip, by the request's Accept-Encoding) and kept
 * in memory, Vite's hashed files under /assets/ cached by browsers for a year, and
 * everything else (index.html above all) revalidated on each load with a 304 when
 * unchanged. A file is reread when its size or time changes, so a rebuild under a
 * running server is picked up; in production the build never changes.
 */
import { createHash } from "node:crypto";
import type { Stats } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, relative, resolve, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

type Next = (error?: unknown) => void;
type Encoding = "br" | "gzip";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

/** Text compresses; images and woff2 fonts are compressed already. */
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".webmanifest"]);

/** Vite's output names carry their content's hash: a changed file is a new URL. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/**
 * Brotli's quality 6, not its slowest 11: 11 saves about 9% more on the lobby's
 * main script but took 3 s for it on a loaded 2-core machine, which the first
 * visitor after a start (and every browser test's server) would wait for; 6 takes
 * a few tens of ms and still beats gzip.
 */
const compressors: Record<Encoding, (raw: Buffer) => Promise<Buffer>> = {
  br: (raw) => promisify(brotliCompress)(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
  gzip: (raw) => promisify(gzip)(raw),
};

interface Loaded {
  readonly raw: Buffer;
  /** Strong validator of the raw bytes; each encoding gets its own suffix (they are different bytes). */
  readonly hash: string;
  /** Each encoding's bytes, or null when compressing did not make the file smaller. */
  readonly encoded: Map<Encoding, Promise<Buffer | null>>;
}

interface Entry {
  readonly size: number;
  readonly mtimeMs: number;
  readonly loaded: Promise<Loaded>;
}

/** One representation of a file, as it will be sent. */
interface Representation {
  readonly body: Buffer;
  readonly encoding: Encoding | null;
  readonly etag: string;
}

export type StaticHandler = (req: IncomingMessage, res: ServerResponse, path: string, next: Next) => Promise<void>;

/** Serves `root` (an absolute path); unknown paths outside /assets/ get `index.html` (client-side routes like /join/:code). */
export function staticFiles(root: string): StaticHandler {
  const cache = new Map<string, Entry>();

  function load(file: string, stats: Stats): Promise<Loaded> {
    const known = cache.get(file);
    if (known && known.size === stats.size && known.mtimeMs === stats.mtimeMs) return known.loaded;
    const loaded = readFile(file).then((raw) => ({ raw, hash: createHash("sha256").update(raw).digest("base64url").slice(0, 22), encoded: new Map() }));
    cache.set(file, { size: stats.size, mtimeMs: stats.mtimeMs, loaded });
    loaded.catch(() => cache.get(file)?.loaded === loaded && cache.delete(file)); // a failed read is retried by the next request
    return loaded;
  }

  return async (req, res, path, next) => {
    const found = await locate(root, path);
    if (!found) return next();
    const { file, stats } = found;
    const extension = extname(file);
    const compressible = COMPRESSIBLE.has(extension);
    const representation = await represent(await load(file, stats), compressible ? acceptedEncodings(req.headers["accept-encoding"]) : []);
    const headers: Record<string, string | number> = {
      "content-type": TYPES[extension] ?? "application/octet-stream",
      "cache-control": relative(root, file).startsWith(`assets${sep}`) ? IMMUTABLE : REVALIDATE,
      etag: representation.etag,
      "last-modified": stats.mtime.toUTCString(),
    };
    if (compressible) headers.vary = "Accept-Encoding";
    if (notModified(req, representation.etag, stats.mtime)) {
      res.writeHead(304, headers);
      return void res.end();
    }
    if (representation.encoding) headers["content-encoding"] = representation.encoding;
    headers["content-length"] = representation.body.length;
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : representation.body);
  };
}

/** The file a path names inside `root`, index.html for a client-side route, or null (nothing to serve, or outside `root`). */
async function locate(root: string, path: string): Promise<{ file: string; stats: Stats } | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null; // a malformed %-escape names no file
  }
  const file = resolve(join(root, normalize(decoded)));
  if (file !== root && !file.startsWith(root + sep)) return null;
  const stats = await fileStats(file);
  if (stats) return { file, stats };
  // A missing hashed file is an old build's: HTML in its place would only fail as a script.
  if (file.startsWith(join(root, "assets") + sep)) return null;
  const index = join(root, "index.html");
  const indexStats = await fileStats(index);
  return indexStats ? { file: index, stats: indexStats } : null;
}

async function fileStats(file: string): Promise<Stats | null> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/** The smallest representation the client accepts, compressing (once) on first demand. */
async function represent(loaded: Loaded, accepted: readonly Encoding[]): Promise<Representation> {
  for (const encoding of accepted) {
    let encoded = loaded.encoded.get(encoding);
    if (!encoded) {
      encoded = compressors[encoding](loaded.raw).then((body) => (body.length < loaded.raw.length ? body : null));
      loaded.encoded.set(encoding, encoded);
    }
    const body = await encoded;
    if (body) return { body, encoding, etag: `"${loaded.hash}-${encoding}"` };
  }
  return { body: loaded.raw, encoding: null, etag: `"${loaded.hash}"` };
}

/** The encodings an Accept-Encoding header allows, best first (brotli, then gzip); `q=0` refuses one. */
function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  const quality = new Map<string, number>();
  for (const part of [header ?? ""].flat().join(",").split(",")) {
    const [name, ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith("q="));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const allowed = (encoding: Encoding) => (quality.get(encoding) ?? quality.get("*") ?? 0) > 0;
  return (["br", "gzip"] as const).filter(allowed);
}

/** RFC 9110's conditional GET: If-None-Match decides when present, else If-Modified-Since (to the second). */
function notModified(req: IncomingMessage, etag: string, modified: Date): boolean {
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.split(",").some((tag) => {
      const candidate = tag.trim().replace(/^W\//, "");
      return candidate === "*" || candidate === etag;
    });
  }
  const since = Date.parse(req.headers["if-modified-since"] ?? "");
  return Number.isFinite(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}
