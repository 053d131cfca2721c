/**
 * Who joins a table, decided at the matchmaking request (room.ts `onAuth`), the
 * one step of a join that carries the browser's cookies: a session makes the
 * client its account's player (whatever token it also sent); without one, a
 * guest token still proves a guest, but not a player that has an account since.
 */
import { ServerError } from "@colyseus/core";
import type { ServerContext } from "../context.ts";
import type { AccountPlayer } from "./accounts.ts";

export async function joiningAccount(ctx: ServerContext, options: unknown, headers: Headers): Promise<AccountPlayer | null> {
  const account = await ctx.accounts.session(headers);
  if (account) return account;
  const guest = ctx.auth.verify((options as { token?: unknown } | null)?.token);
  if (guest !== null && (await ctx.accounts.isClaimed(guest))) {
    throw new ServerError(401, "SIGN_IN_REQUIRED: this player has an account now; sign in to play as it");
  }
  return null;
}

/** The viewer of a player's history: the session's player, else the guest a bearer token proves (not an account's). */
export async function historyViewer(ctx: ServerContext, cookie: string | undefined, bearer: string | null): Promise<string | null> {
  const account = cookie ? await ctx.accounts.session(new Headers({ cookie })) : null;
  if (account) return account.playerId;
  const guest = ctx.auth.verify(bearer);
  return guest !== null && !(await ctx.accounts.isClaimed(guest)) ? guest : null;
}
