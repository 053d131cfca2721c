/**
 * Passkeys through better-auth's own plugin (`@better-auth/passkey`, on
 * @simplewebauthn/server): WebAuthn options and verification, the challenge
 * kept server-side in `auth_verification` (five minutes, consumed by the first
 * verification that reads it, so a challenge answers once) behind a signed
 * HTTP-only cookie, the signature counter checked by @simplewebauthn, and the
 * session made by the library's own session and cookie code.
 *
 * A signed-in player adds a passkey to its account. A guest claims an account
 * with one: GG's route checks the name and the guest first (passkeys.ts) and
 * hands the plugin `{ playerId, name }` as the ceremony's server-side context;
 * the user is made only once the authenticator's answer verifies.
 */
import { passkey } from "@better-auth/passkey";
import { APIError } from "@better-auth/core/error";
import { getSessionFromCtx } from "better-auth/api";
import type { GenericEndpointContext } from "@better-auth/core";

/** What GG's route hands a claim's ceremony (never the client: GG's route sets it). */
export interface PasskeyClaim {
  readonly playerId: string;
  readonly name: string;
}

export interface PasskeySite {
  /** The relying party: `GG_PUBLIC_URL`'s host name, else `localhost` (a browser takes no IP address). */
  readonly rpID: string;
  /** `GG_PUBLIC_URL`'s origin; null: the request's own `Origin`, which the CSRF check has matched to its host. */
  readonly origin: string | null;
}

/** The undeliverable email the library wants, made from the player id (one account per player). */
export function playerEmail(playerId: string): string {
  return `${playerId.toLowerCase()}@players.gg.invalid`;
}

export function passkeyPlugin({ rpID, origin }: PasskeySite) {
  return passkey({
    rpID,
    rpName: "GG",
    origin,
    schema: { passkey: { modelName: "auth_passkey" } },
    advanced: { webAuthnChallengeCookie: "passkey_challenge" },
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    registration: {
      // A guest's claim has no session yet; a signed-in player's registration is its session's (the plugin checks it).
      requireSession: false,
      resolveUser: ({ context }) => {
        const claim = claimOf(context);
        return { id: `claim:${claim.playerId}`, name: claim.name, displayName: claim.name };
      },
      afterVerification: async ({ ctx, context }) => {
        if (context) return { userId: await createClaimedUser(ctx, claimOf(context)) };
        // A signed-in player's ceremony finishes signed in: signed out since, it would otherwise sign in by its challenge alone.
        if (!(await getSessionFromCtx(ctx))) throw new APIError("UNAUTHORIZED", { code: "SIGNED_OUT", message: "signed out" });
        return undefined;
      },
    },
  });
}

function claimOf(context: string | null | undefined): PasskeyClaim {
  const claim = JSON.parse(context ?? "null") as PasskeyClaim | null;
  if (!claim?.playerId || !claim.name) throw new APIError("BAD_REQUEST", { code: "MALFORMED_REQUEST", message: "no claim" });
  return claim;
}

/**
 * The claiming guest's account, once its passkey verified: no password. The
 * unique email (the player id's), username and player id refuse a second claim
 * or a name taken since the options were asked for.
 */
async function createClaimedUser(ctx: GenericEndpointContext, { playerId, name }: PasskeyClaim): Promise<string> {
  const internal = ctx.context.internalAdapter;
  if (await internal.findUserByEmail(playerEmail(playerId))) throw new APIError("CONFLICT", { code: "ALREADY_CLAIMED", message: "claimed" });
  try {
    // The username plugin's normal form (lower case) is what sign-in looks names up by.
    const user = await internal.createUser({ name, email: playerEmail(playerId), emailVerified: false, username: name.toLowerCase(), displayUsername: name, playerId }, { method: "passkey" });
    return user.id;
  } catch {
    throw new APIError("CONFLICT", { code: "NAME_TAKEN", message: "taken" }); // the one unique value not checked just above
  }
}
