/**
 * What every HTTP answer says about how a browser may use it, and which other
 * sites may call the API. The web client is served by the server itself, so
 * it needs no cross-origin access: none is granted unless an origin is listed
 * (`GG_ALLOWED_ORIGINS`), and never with credentials (the account session cookie stays on this site).
 */
import type { ServerResponse } from "node:http";
import { matchMaker } from "@colyseus/core";

/**
 * The web client's scripts, styles, fonts and sockets are all its own; the
 * favicon is a data: URI; styles may be inline (libraries set them). Nothing
 * may frame the pages (clickjacking a table), and no page sends a Referer: an
 * invite link's path is a private table's code.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const SECURITY_HEADERS: Record<string, string> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "Cross-Origin-Opener-Policy": "same-origin",
};

export function setSecurityHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
}

/**
 * Colyseus' matchmaking controller answers every request with CORS headers that
 * echo any Origin and allow credentials. It is a process singleton: each server
 * sets its own list when it starts.
 */
export function corsAllowList(origins: readonly string[]): void {
  const allowed = new Set(origins);
  const controller = matchMaker.controller;
  // Colyseus declares its defaults' exact keys; ours drop the credentials and the "*".
  const defaults: Record<string, string> = {
    "Access-Control-Allow-Headers": "Content-Type, Accept, Authorization",
    "Access-Control-Allow-Methods": "GET, POST",
    "Access-Control-Max-Age": "600",
    Vary: "Origin",
  };
  controller.DEFAULT_CORS_HEADERS = defaults as unknown as typeof controller.DEFAULT_CORS_HEADERS;
  controller.getCorsHeaders = (headers: Headers): Record<string, string> => {
    const origin = headers.get("origin");
    return origin !== null && allowed.has(origin) ? { "Access-Control-Allow-Origin": origin } : {};
  };
}
