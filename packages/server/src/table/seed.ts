/**
 * A match's seed and its public commitment. Provably fair (GG_FAIR_SEEDS): an
 * HMAC-SHA256 server seed mixed with the players' client seeds, committed as
 * `gg verify` expects; otherwise 256 random bits for the default PRNG.
 */
import { createHash, randomBytes } from "node:crypto";
import { fairSeed, newServerSeed, seedCommitment } from "@gg/core";

export function newSeed(fair: boolean, clientSeeds: readonly string[]): { seed: string; commitment: string } {
  if (fair) {
    const serverSeed = newServerSeed();
    return { seed: fairSeed(serverSeed, clientSeeds), commitment: seedCommitment(serverSeed) };
  }
  const seed = randomBytes(32).toString("hex");
  return { seed, commitment: createHash("sha256").update(seed).digest("hex") };
}
