/**
 * The player's account, as this browser knows it. The session is an HTTP-only
 * cookie the page never sees; what the page keeps is the account's player id
 * and token (the same as a guest's: tables and history know players by them)
 * and its name for the header. Signing up claims this browser's guest, so its
 * matches stay; signing out makes this browser a new guest.
 */
import { useSyncExternalStore } from "react";
import type { AccountInfo, AccountRefusal, PasskeyInfo } from "@gg/server/protocol";
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
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

/**
 * Passkeys: the WebAuthn helper (@simplewebauthn/browser) loads only when a passkey is asked for,
 * so the lobby's first paint does not carry it. A prompt the player closes, a browser without
 * passkeys and a device already registered each have their own code for the page to word.
 */
async function webAuthn<T>(ceremony: (lib: typeof import("@simplewebauthn/browser")) => Promise<T>): Promise<T> {
  const lib = await import("@simplewebauthn/browser");
  if (!lib.browserSupportsWebAuthn()) throw new AccountFailure("PASSKEY_UNSUPPORTED");
  try {
    return await ceremony(lib);
  } catch (error) {
    if (error instanceof AccountFailure) throw error;
    const code = (error as { code?: string; name?: string }).code;
    throw new AccountFailure(code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" ? "PASSKEY_EXISTS" : "PASSKEY_CANCELLED");
  }
}

async function options<T>(path: string, body: unknown): Promise<T> {
  const res = await post(path, body);
  const answer = (await res.json().catch(() => ({ code: "INTERNAL" }))) as T | AccountRefusal;
  if (!res.ok) throw new AccountFailure((answer as AccountRefusal).code ?? "INTERNAL");
  return answer as T;
}

/** A new account called `name` with a passkey of this device; this browser's guest (and its matches) becomes it. */
export async function claimWithPasskey(name: string): Promise<AccountInfo> {
  const creation = await options<PublicKeyCredentialCreationOptionsJSON>("/api/account/passkey/register-options", { name, token: remembered.token() });
  const response = await webAuthn((lib) => lib.startRegistration({ optionsJSON: creation }));
  return adopt(await post("/api/account/passkey/register", { response }));
}

/** Signs in with a passkey (the browser offers this site's): no name asked. */
export async function signInWithPasskey(): Promise<AccountInfo> {
  const request = await options<PublicKeyCredentialRequestOptionsJSON>("/api/account/passkey/signin-options", {});
  const response = await webAuthn((lib) => lib.startAuthentication({ optionsJSON: request }));
  return adopt(await post("/api/account/passkey/signin", { response }));
}

/** Adds a passkey of this device to the signed-in account. */
export async function addPasskey(): Promise<void> {
  const creation = await options<PublicKeyCredentialCreationOptionsJSON>("/api/account/passkey/register-options", {});
  const response = await webAuthn((lib) => lib.startRegistration({ optionsJSON: creation }));
  await adopt(await post("/api/account/passkey/register", { response }));
}

/** The signed-in account's passkeys. */
export async function listPasskeys(): Promise<PasskeyInfo[]> {
  const res = await fetch("/api/account/passkeys", { credentials: "same-origin" });
  const answer = (await res.json().catch(() => ({ code: "INTERNAL" }))) as PasskeyInfo[] | AccountRefusal;
  if (!res.ok) throw new AccountFailure((answer as AccountRefusal).code ?? "INTERNAL");
  return answer as PasskeyInfo[];
}

/** Removes one of the account's passkeys: the ones left. */
export const removePasskey = async (id: string) => options<PasskeyInfo[]>("/api/account/passkey/remove", { id });
