/**
 * Cross-site request forgery, refused before any account route acts: the
 * session cookie is `SameSite=Lax` (not sent on another site's POST), and on
 * top of it a state-changing request must be JSON (another site's form cannot
 * send that without a CORS preflight, which the server never grants with
 * credentials: headers.ts) and, when the browser says where it came from
 * (`Origin`, `Sec-Fetch-Site`), come from this very site.
 */
import type { IncomingMessage } from "node:http";

export function sameSiteJson(req: IncomingMessage): boolean {
  const type = String(req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") return false;
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin") return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true; // not a browser's cross-site request: browsers send Origin on every POST
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false; // "null" (a sandboxed page, a redirect across sites) or garbage
  }
}
