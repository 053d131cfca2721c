/**
 * The web client's files over real HTTP: compressed by Accept-Encoding, cached for a
 * year when hashed (/assets/), revalidated with 304 otherwise, HEAD, and no way out of
 * the build's folder.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { type IncomingHttpHeaders, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../src/index.ts";
import { startTestServer } from "./helpers.ts";

const parent = mkdtempSync(join(tmpdir(), "gg-static-"));
const web = join(parent, "web");
mkdirSync(join(web, "assets"), { recursive: true });
const INDEX = "<!doctype html><title>GG</title><p>the lobby</p>";
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export function card${i}(rank, suit) { return { rank, suit, index: ${i} }; }`).join("\n");
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...Array.from({ length: 64 }, (_, i) => (i * 37) % 256)]);
writeFileSync(join(web, "index.html"), INDEX);
writeFileSync(join(web, "assets", "index-Ab12Cd34.js"), SCRIPT);
writeFileSync(join(web, "logo.png"), PNG);
writeFileSync(join(parent, "secret.txt"), "not for the web");

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** The bytes on the wire, not decoded. */
  readonly body: Buffer;
}

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ staticDir: web });
});
afterAll(async () => {
  await server?.close();
  rmSync(parent, { recursive: true, force: true });
});

/** A raw request (fetch would add its own Accept-Encoding and decode the body). */
function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the web client's files", () => {
  it("are sent brotli- or gzip-compressed as the request accepts, with the right length and Vary", async () => {
    const brotli = await get("/assets/index-Ab12Cd34.js", { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.status).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toBe("Accept-Encoding");
    expect(brotli.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(Number(brotli.headers["content-length"])).toBe(brotli.body.length);
    expect(brotli.body.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);

    for (const accept of ["gzip", "br;q=0, gzip;q=0.5", "*;q=1, br;q=0"]) {
      const gzipped = await get("/assets/index-Ab12Cd34.js", { "accept-encoding": accept });
      expect(gzipped.headers["content-encoding"], accept).toBe("gzip");
      expect(Number(gzipped.headers["content-length"])).toBe(gzipped.body.length);
      expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);
    }

    for (const accept of [undefined, "identity", "gzip;q=0, br;q=0", "deflate"]) {
      const plain = await get("/assets/index-Ab12Cd34.js", accept === undefined ? {} : { "accept-encoding": accept });
      expect(plain.headers["content-encoding"], accept).toBeUndefined();
      expect(plain.headers.vary).toBe("Accept-Encoding");
      expect(Number(plain.headers["content-length"])).toBe(SCRIPT.length);
      expect(plain.body.toString()).toBe(SCRIPT);
    }

    // An image is compressed already: sent as it is, whatever the request accepts.
    const image = await get("/logo.png", { "accept-encoding": "br, gzip" });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.body.equals(PNG)).toBe(true);
    expect(Number(image.headers["content-length"])).toBe(PNG.length);
  });

  it("hashed files are cached for a year; index.html and other files are revalidated", async () => {
    const hashed = await get("/assets/index-Ab12Cd34.js");
    expect(hashed.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const path of ["/", "/index.html", "/join/abc", "/logo.png"]) {
      const answer = await get(path, { "accept-encoding": "br" });
      expect(answer.status, path).toBe(200);
      expect(answer.headers["cache-control"], path).toBe("no-cache");
      expect(answer.headers.etag, path).toMatch(/^"[\w-]+"$/);
      expect(new Date(answer.headers["last-modified"]!).getTime(), path).not.toBeNaN();
    }
  });

  it("answers 304 Not Modified to a request whose copy is current, by ETag or by date", async () => {
    const first = await get("/", { "accept-encoding": "br" });
    const etag = first.headers.etag!;
    const lastModified = first.headers["last-modified"]!;

    const same = await get("/", { "accept-encoding": "br", "if-none-match": etag });
    expect(same.status).toBe(304);
    expect(same.body.length).toBe(0);
    expect(same.headers.etag).toBe(etag);
    expect(same.headers["cache-control"]).toBe("no-cache");
    expect(same.headers.vary).toBe("Accept-Encoding");
    expect((await get("/join/abc", { "accept-encoding": "br", "if-none-match": `"other", W/${etag}` })).status).toBe(304);

    // Each encoding is its own representation: a gzip copy is not a brotli one.
    const gzipped = await get("/", { "accept-encoding": "gzip" });
    expect(gzipped.headers.etag).not.toBe(etag);
    expect((await get("/", { "accept-encoding": "br", "if-none-match": gzipped.headers.etag! })).status).toBe(200);

    expect((await get("/", { "if-modified-since": lastModified })).status).toBe(304);
    expect((await get("/", { "if-modified-since": new Date(Date.parse(lastModified) - 60_000).toUTCString() })).status).toBe(200);
    // If-None-Match decides when both are sent.
    expect((await get("/", { "accept-encoding": "br", "if-none-match": '"stale"', "if-modified-since": lastModified })).status).toBe(200);
  });

  it("answers HEAD with GET's headers and no body", async () => {
    const got = await get("/assets/index-Ab12Cd34.js", { "accept-encoding": "br" });
    const head = await get("/assets/index-Ab12Cd34.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ["content-length", "content-encoding", "content-type", "etag", "cache-control", "vary"]) expect(head.headers[name], name).toBe(got.headers[name]);
  });

  it("sends index.html for client-side routes, nothing for a missing hashed file, and nothing outside the build", async () => {
    const invite = await get("/join/abc");
    expect(invite.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(invite.body.toString()).toBe(INDEX);
    // An old build's chunk: HTML in its place would only fail as a script.
    expect((await get("/assets/index-Old00000.js")).status).toBe(404);

    for (const path of ["/..%2fsecret.txt", "/%2e%2e/secret.txt", "/assets/..%2f..%2fsecret.txt", "/..%5csecret.txt", "/%2e%2e%2f%2e%2e%2fetc%2fpasswd"]) {
      const answer = await get(path);
      expect(answer.status, path).not.toBe(500);
      expect(answer.body.toString(), path).not.toContain("not for the web");
      expect(answer.body.toString(), path).not.toContain("root:");
    }
    expect((await get("/%E0%A4%A")).status).not.toBe(500); // a malformed escape
  });

  it("picks up a rebuilt file: new bytes, new ETag", async () => {
    const before = await get("/logo.png");
    const rebuilt = Buffer.concat([PNG, Buffer.from([1, 2, 3])]);
    writeFileSync(join(web, "logo.png"), rebuilt);
    utimesSync(join(web, "logo.png"), new Date(), new Date(Date.now() + 5_000));
    const after = await get("/logo.png", { "if-none-match": before.headers.etag! });
    expect(after.status).toBe(200);
    expect(after.body.equals(rebuilt)).toBe(true);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
