/**
 * Truco's quick phrases, by id: the calls shouted across the table, running, the
 * bluff called out. The server relays only these (the definition's `phrases`);
 * the web client shows each in the player's language (`truco.phrase.<id>`).
 */
export const TRUCO_PHRASES = ["truco", "six", "nine", "twelve", "out", "bluff", "hurry", "partner", "goodGame"] as const;
export type TrucoPhrase = (typeof TRUCO_PHRASES)[number];
