/** A GG Battle strategy card's name in the player's language (the engine names them in English: `Second Chance`). */
export const strategyName = (t: (key: string) => string, card: unknown): string => t(`ggb.strategyName.${String(card)}`);
