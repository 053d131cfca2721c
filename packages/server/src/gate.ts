/**
 * The front of every HTTP request, before Colyseus' matchmaking routes and
 * our own handler (http.ts) see it: every answer gets the security headers
 * (headers.ts), and the client's address, read once (limits.ts), stays with
 * the request for code Colyseus calls without it.
 * Colyseus registers its own request listeners on the server; the gate takes
 * their place and calls them itself, inside the request's context.
 */
import type { IncomingMessage, Server as HttpServer, ServerResponse } from "node:http";
import { currentRequest, type ClientLimits } from "./limits.ts";
import { setSecurityHeaders } from "./headers.ts";

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

export function installGate(http: HttpServer, limits: ClientLimits): void {
  const listeners = http.listeners("request") as RequestListener[];
  http.removeAllListeners("request");
  http.on("request", (req: IncomingMessage, res: ServerResponse) => {
    setSecurityHeaders(res);
    currentRequest.run({ address: limits.address(req) }, () => {
      for (const listener of listeners) listener.call(http, req, res);
    });
  });
}
