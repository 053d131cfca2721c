/** A GG Battle card: its name for screen readers and its tile (kind and power, coloured by kind). */
import { useTranslation } from "react-i18next";

const KIND_CLASS: Record<string, string> = { R: "rock", P: "paper", S: "scissors", B: "bomb", W: "wall", G: "gg" };

export function useBattleName(): (card: string | null) => string {
  const { t } = useTranslation();
  return (card) => {
    if (!card) return t("ggb.pileHidden");
    if (card === "GG") return "GG";
    const kind = t(`ggb.kind.${card[0]}`);
    return card.length > 1 ? t("ggb.cardName", { kind, power: card.slice(1) }) : kind;
  };
}

/** A battle card as a tile (text only: no emoji font is assumed). */
export function Tile({ card, label }: { card: string | null; label?: string }) {
  const { t } = useTranslation();
  const name = useBattleName();
  const kind = card ? (card === "GG" ? "G" : card[0]!) : "";
  const fighter = !!card && card.length === 2 && card !== "GG";
  return (
    // An empty label: the tile sits in a control that names it already (a pile button), so it is hidden from screen readers.
    <span className={`tile ${card ? KIND_CLASS[kind] : "down"}`} {...(label === "" ? { "aria-hidden": true } : { role: "img", "aria-label": label ?? name(card) })}>
      {card ? (card === "GG" ? "GG" : fighter ? card.slice(1) : card === "W" ? "▦" : t("ggb.short.B")) : ""}
      {fighter && <small>{t(`ggb.short.${kind}`)}</small>}
    </span>
  );
}
