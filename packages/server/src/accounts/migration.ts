/**
 * The tables better-auth keeps (library.ts names them), made by GG's own
 * migrations: the columns and types are what the library's Kysely adapter
 * reads and writes on each database (camelCase names are the library's).
 * Dates are `date` on SQLite (the adapter stores ISO text there) and
 * `timestamptz` on PostgreSQL; booleans are integers on SQLite.
 */
import { PostgresAdapter, type Kysely, type Migration } from "kysely";

export const accountsMigration: Migration = {
  async up(db: Kysely<any>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const date = postgres ? "timestamptz" : "date";
    const bool = postgres ? "boolean" : "integer";
    await db.schema
      .createTable("auth_user")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("emailVerified", bool, (c) => c.notNull())
      .addColumn("image", "text")
      .addColumn("createdAt", date, (c) => c.notNull())
      .addColumn("updatedAt", date, (c) => c.notNull())
      .addColumn("username", "text", (c) => c.unique())
      .addColumn("displayUsername", "text")
      // The GG player id the account signs in as (a claimed guest's, so its history follows).
      .addColumn("playerId", "text", (c) => c.notNull().unique())
      .execute();
    await db.schema
      .createTable("auth_session")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("expiresAt", date, (c) => c.notNull())
      .addColumn("token", "text", (c) => c.notNull().unique())
      .addColumn("createdAt", date, (c) => c.notNull())
      .addColumn("updatedAt", date, (c) => c.notNull())
      .addColumn("ipAddress", "text")
      .addColumn("userAgent", "text")
      .addColumn("userId", "text", (c) => c.notNull().references("auth_user.id").onDelete("cascade"))
      .execute();
    await db.schema
      .createTable("auth_account")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("accountId", "text", (c) => c.notNull())
      .addColumn("providerId", "text", (c) => c.notNull())
      .addColumn("userId", "text", (c) => c.notNull().references("auth_user.id").onDelete("cascade"))
      .addColumn("accessToken", "text")
      .addColumn("refreshToken", "text")
      .addColumn("idToken", "text")
      .addColumn("accessTokenExpiresAt", date)
      .addColumn("refreshTokenExpiresAt", date)
      .addColumn("scope", "text")
      .addColumn("password", "text")
      .addColumn("createdAt", date, (c) => c.notNull())
      .addColumn("updatedAt", date, (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("auth_verification")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("identifier", "text", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("expiresAt", date, (c) => c.notNull())
      .addColumn("createdAt", date, (c) => c.notNull())
      .addColumn("updatedAt", date, (c) => c.notNull())
      .execute();
    await db.schema.createIndex("auth_session_userId_idx").on("auth_session").column("userId").execute();
    await db.schema.createIndex("auth_account_userId_idx").on("auth_account").column("userId").execute();
    await db.schema.createIndex("auth_verification_identifier_idx").on("auth_verification").column("identifier").execute();
  },
};

/**
 * Migration 0008_passkeys: the passkey plugin's credentials (passkey-plugin.ts),
 * one row per passkey of an account, found by credential id at sign-in. The
 * signature counter is a WebAuthn uint32: `double precision` holds it exactly
 * and comes back a number from both databases (PostgreSQL's bigint would not).
 */
export const passkeysMigration: Migration = {
  async up(db: Kysely<any>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable("auth_passkey")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text")
      .addColumn("publicKey", "text", (c) => c.notNull())
      .addColumn("userId", "text", (c) => c.notNull().references("auth_user.id").onDelete("cascade"))
      .addColumn("credentialID", "text", (c) => c.notNull().unique())
      .addColumn("counter", "double precision", (c) => c.notNull())
      .addColumn("deviceType", "text", (c) => c.notNull())
      .addColumn("backedUp", postgres ? "boolean" : "integer", (c) => c.notNull())
      .addColumn("transports", "text")
      .addColumn("createdAt", postgres ? "timestamptz" : "date")
      .addColumn("aaguid", "text")
      .execute();
    await db.schema.createIndex("auth_passkey_userId_idx").on("auth_passkey").column("userId").execute();
  },
};
