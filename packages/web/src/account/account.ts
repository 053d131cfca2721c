/**
 * The player's account, as this browser knows it. The session is an HTTP-only
 * cookie the page never sees; what the page keeps is the account's player id
 * and token (the same as a guest's: tables and history know players by them)
 * and its name for the header. Signing up claims this browser's guest, so its
 * matches stay; signing out makes this browser a new guest.
 */
import { useSyncExternalStore } from "react";
import type { AccountInfo, AccountRefusal } from "@gg/server/protocol";
import { remembered } from "../storage.ts";

export type AccountState = { readonly status: "guest" } | { readonly status: "signed-in"; readonly name: string; readonly playerId: string };

let state: AccountState = remembered.account() ? { status: "signed-in", name: remembered.account()!, playerId: remembered.playerId() ?? "" } : { status: "guest" };
const listeners = new Set<() => void>();

function setState(next: AccountState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function useAccount(): AccountState {
  return useSyncExternalStore(
    (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    () => state,
  );
}

/** A refused account request: its code (`BAD_CREDENTIALS`, `NAME_TAKEN`…) for the page to word. */
export class AccountFailure extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

async function post(path: string, body: unknown): Promise<Response> {
  // JSON from this very page: the server's CSRF check wants both.
  return fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), credentials: "same-origin" });
}

async function adopt(res: Response): Promise<AccountInfo> {
  const body = (await res.json().catch(() => ({ code: "INTERNAL" }))) as AccountInfo | AccountRefusal;
  if (!res.ok) throw new AccountFailure((body as AccountRefusal).code ?? "INTERNAL");
  const info = body as AccountInfo;
  remembered.setGuest(info.token, info.playerId);
  remembered.setAccount(info.name);
  remembered.setName(info.name);
  setState({ status: "signed-in", name: info.name, playerId: info.playerId });
  return info;
}

/**
 * At start, when this browser signed in before: who the session says we are. A session that
 * lapsed leaves a new guest, not the account's refused token. A guest asks nothing (no 401 per visit).
 */
export async function loadAccount(): Promise<void> {
  if (!remembered.account()) return;
  const res = await fetch("/api/account", { credentials: "same-origin" }).catch(() => null);
  if (!res) return;
  if (res.ok) {
    await adopt(res);
    return;
  }
  if (res.status === 401 && remembered.account()) {
    remembered.forgetIdentity();
    setState({ status: "guest" });
  }
}

/** A new account; this browser's guest (and its matches) becomes it. */
export const signUp = async (name: string, password: string) => adopt(await post("/api/account/signup", { name, password, token: remembered.token() }));

export const signIn = async (name: string, password: string) => adopt(await post("/api/account/signin", { name, password }));

/** A new name for the signed-in account (checked and kept unique by the server). */
export const rename = async (name: string) => adopt(await post("/api/account/name", { name }));

/** A new password, the current one required; the server ends every other session and this browser gets a new one. */
export const changePassword = async (currentPassword: string, newPassword: string) => adopt(await post("/api/account/password", { currentPassword, newPassword }));

export async function signOut(): Promise<void> {
  await post("/api/account/signout", {});
  remembered.forgetIdentity();
  setState({ status: "guest" });
}
