/** Calls to the account routes as the web client makes them (JSON, same origin), keeping the session cookie. */
import type { AccountInfo, AccountRefusal, PasskeyInfo } from "../src/protocol.ts";
import { TestClient } from "./helpers.ts";

export interface Answer {
  readonly status: number;
  readonly body: AccountInfo | AccountRefusal | PasskeyInfo[] | { ok: true };
  /** The session cookie set (`name=value`), if any. */
  readonly cookie: string | null;
  /** The whole Set-Cookie line of the session cookie. */
  readonly setCookie: string | null;
  /** Every cookie set (`name=value`): the session's, a passkey ceremony's challenge. */
  readonly cookies: readonly string[];
}

type PasskeyRoute = "passkey/register-options" | "passkey/register" | "passkey/signin-options" | "passkey/signin" | "passkey/remove";

/** A call to a route (`me` and `passkeys` are the GETs); `cookie` is the Cookie header to send. */
export type Call = (route: "signup" | "signin" | "signout" | "name" | "password" | "me" | "passkeys" | PasskeyRoute, body?: unknown, cookie?: string | null) => Promise<Answer>;

export function accountCall(url: string): Call {
  return async (route, body, cookie) => {
    const headers: Record<string, string> = { "content-type": "application/json", origin: url };
    if (cookie) headers.cookie = cookie;
    const res =
      route === "me" || route === "passkeys"
        ? await fetch(`${url}/api/account${route === "me" ? "" : "/passkeys"}`, { headers })
        : await fetch(`${url}/api/account/${route}`, { method: "POST", headers, body: JSON.stringify(body ?? {}) });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("gg.session_token=")) ?? null;
    const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
    return { status: res.status, body: (await res.json()) as Answer["body"], cookie: setCookie?.split(";")[0] ?? null, setCookie, cookies };
  };
}

/** The session cookie of a fresh sign-in. */
export async function signedIn(call: Call, name: string, password: string): Promise<string> {
  const answer = await call("signin", { name, password });
  if (!answer.cookie) throw new Error(`no session for ${name}: ${JSON.stringify(answer.body)}`);
  return answer.cookie;
}

/** A finished match of the guest holding `token` (or a new guest), against a second player. */
export async function finishedMatch(url: string, token?: string): Promise<{ playerId: string; token: string; matchId: string }> {
  const ana = await TestClient.create(url, { game: "test-race", seats: 2, timeLimit: 120, options: { cards: 1 }, ...(token ? { token } : {}) }, "Ana guest");
  const cid = await TestClient.join(url, ana.room.roomId, { name: "Cid" });
  await cid.until(() => cid.welcome !== null);
  ana.autoplay();
  cid.autoplay();
  ana.send("start");
  await ana.until(() => ana.view?.result != null, "the end");
  const { playerId, token: proven } = ana.welcome!;
  await Promise.all([ana.leave(), cid.leave()]);
  return { playerId, token: proven ?? token!, matchId: ana.room.roomId };
}
