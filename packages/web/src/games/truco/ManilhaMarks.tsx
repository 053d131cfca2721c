/**
 * The hand's manilhas marked wherever their face shows — in our hand and on the
 * felt — without the shared hand and trick knowing of them: one CSS rule for
 * this hand's four card codes (the star itself is styled in truco.css). Card
 * codes are letters and digits only, so they go into the selectors as they are.
 */
const CODE = /^[0-9A-Z]{2,3}$/;

export function manilhaRule(cards: readonly string[]): string {
  const selectors = cards.filter((c) => CODE.test(c)).flatMap((c) => [`.truco .card-button[data-card="${c}"]`, `.truco .felt-card[data-card="${c}"] .card`]);
  return selectors.length ? `${selectors.map((s) => `${s}::after`).join(",")}{content:"★"}${selectors.join(",")}{box-shadow:0 0 0 2px var(--manilha)}` : "";
}

export function ManilhaMarks({ cards }: { cards: readonly string[] }) {
  return <style data-manilhas={cards.join(" ")}>{manilhaRule(cards)}</style>;
}
