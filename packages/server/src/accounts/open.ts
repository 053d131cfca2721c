/**
 * The server's accounts, on its own database. The session cookies are signed
 * with a key derived from `GG_SECRET` (a separate key from the guest tokens'),
 * so a host configures nothing new, but must keep `GG_SECRET` set and stable:
 * a new secret signs everyone out (and, as before, orphans guest tokens).
 */
import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { isPostgres, type ServerConfig } from "../config.ts";
import type { GuestAuth } from "../auth.ts";
import { Accounts } from "./accounts.ts";
import { createAccountAuth } from "./library.ts";

export function openAccounts(db: Kysely<any>, config: ServerConfig, guests: GuestAuth, log: Logger): Accounts {
  const secret = createHmac("sha256", config.secret).update("gg-accounts").digest("hex");
  const site = config.publicUrl ? new URL(config.publicUrl) : null;
  // A passkey belongs to a host name: GG_PUBLIC_URL's, else localhost (browsers refuse IP addresses as relying parties).
  const passkeys = { rpID: site?.hostname ?? "localhost", origin: site?.origin ?? null };
  const auth = createAccountAuth({ db, postgres: isPostgres(config.database), secret, baseURL: config.publicUrl, passkeys, log });
  return new Accounts(auth, db, guests);
}
