/** Calls to the account routes as the web client makes them (JSON, same origin), keeping the session cookie. */
import type { AccountInfo, AccountRefusal } from "../src/protocol.ts";

export interface Answer {
  readonly status: number;
  readonly body: AccountInfo | AccountRefusal | { ok: true };
  /** The session cookie set (`name=value`), if any. */
  readonly cookie: string | null;
  /** The whole Set-Cookie line of the session cookie. */
  readonly setCookie: string | null;
}

export type Call = (route: "signup" | "signin" | "signout" | "name" | "password" | "me", body?: unknown, cookie?: string | null) => Promise<Answer>;

export function accountCall(url: string): Call {
  return async (route, body, cookie) => {
    const headers: Record<string, string> = { "content-type": "application/json", origin: url };
    if (cookie) headers.cookie = cookie;
    const res = route === "me" ? await fetch(`${url}/api/account`, { headers }) : await fetch(`${url}/api/account/${route}`, { method: "POST", headers, body: JSON.stringify(body ?? {}) });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("gg.session_token=")) ?? null;
    return { status: res.status, body: (await res.json()) as Answer["body"], cookie: setCookie?.split(";")[0] ?? null, setCookie };
  };
}

/** The session cookie of a fresh sign-in. */
export async function signedIn(call: Call, name: string, password: string): Promise<string> {
  const answer = await call("signin", { name, password });
  if (!answer.cookie) throw new Error(`no session for ${name}: ${JSON.stringify(answer.body)}`);
  return answer.cookie;
}
