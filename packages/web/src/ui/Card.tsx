/**
 * Playing cards drawn as inline SVG: crisp at any size, no image requests,
 * and a big corner index so a card stays readable in a 360 px wide hand.
 * The SVG itself is decorative; the accessible name comes from `cardName`.
 */
import { cardName, RANKS, rankName, type Locale, type Rank } from "@gg/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { currentLocale } from "../i18n.ts";

const SUIT_PATH: Record<string, ReactNode> = {
  H: <path d="M50 92C20 66 0 47 0 28 0 12 12 0 27 0c11 0 19 6 23 15C54 6 62 0 73 0c15 0 27 12 27 28 0 19-20 38-50 64z" />,
  D: <path d="M50 0l38 50-38 50-38-50z" />,
  S: <path d="M50 0c15 22 50 40 50 62 0 16-12 26-26 26-10 0-17-5-21-11 2 11 7 18 15 23H32c8-5 13-12 15-23-4 6-11 11-21 11C12 88 0 78 0 62 0 40 35 22 50 0z" />,
  C: (
    <>
      <circle cx="50" cy="26" r="23" />
      <circle cx="24" cy="60" r="23" />
      <circle cx="76" cy="60" r="23" />
      <path d="M45 55c0 22-5 35-15 45h40c-10-10-15-23-15-45z" />
    </>
  ),
};

export const SUIT_COLOR: Record<string, string> = { H: "#c8102e", D: "#c8102e", S: "#111", C: "#111" };

/** A suit's colour, through a CSS variable so the four-colour deck setting can change it (`--suit-D`…). */
const suitColour = (suit: string) => ({ color: `var(--suit-${suit}, ${SUIT_COLOR[suit]})` });

/** A suit symbol as SVG (for suit pickers and labels). */
export function SuitIcon({ suit, size = 20 }: { suit: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="-4 -4 108 108" aria-hidden="true" fill="currentColor" style={suitColour(suit)}>
      {SUIT_PATH[suit]}
    </svg>
  );
}

function Suit({ suit, x, y, size }: { suit: string; x: number; y: number; size: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${size / 100})`} fill="currentColor">
      {SUIT_PATH[suit]}
    </g>
  );
}

function Index({ rank, suit }: { rank: string; suit: string }) {
  return (
    <>
      <text x="6" y="34" fontSize={rank === "10" ? 29 : 34} fontWeight="700" fontFamily="system-ui, sans-serif" fill="currentColor" letterSpacing={rank === "10" ? -3 : 0}>
        {rank}
      </text>
      <Suit suit={suit} x={8} y={40} size={22} />
    </>
  );
}

/** The face of a card code (`QS`, `10H`, `X`). */
export function CardFace({ card }: { card: string }) {
  if (card === "X") {
    return (
      <svg className="card-svg" viewBox="0 0 100 140" aria-hidden="true">
        <rect x="1" y="1" width="98" height="138" rx="9" fill="#fff" stroke="#999" strokeWidth="2" />
        <text x="50" y="30" fontSize="18" fontWeight="700" textAnchor="middle" fill="#6a1b9a" fontFamily="system-ui, sans-serif">JOKER</text>
        <path d="M50 45l9 20 22 2-17 14 5 22-19-12-19 12 5-22-17-14 22-2z" fill="#6a1b9a" />
        <text x="50" y="128" fontSize="18" fontWeight="700" textAnchor="middle" fill="#6a1b9a" fontFamily="system-ui, sans-serif">★</text>
      </svg>
    );
  }
  const rank = card.slice(0, -1);
  const suit = card.slice(-1);
  const court = rank === "J" || rank === "Q" || rank === "K";
  return (
    <svg className="card-svg" viewBox="0 0 100 140" aria-hidden="true" style={suitColour(suit)}>
      <rect x="1" y="1" width="98" height="138" rx="9" fill="#fff" stroke="#999" strokeWidth="2" />
      <Index rank={rank} suit={suit} />
      <g transform="rotate(180 50 70)">
        <Index rank={rank} suit={suit} />
      </g>
      {court && <rect x="30" y="30" width="52" height="80" rx="6" fill="none" stroke="currentColor" strokeWidth="2" opacity="0.5" />}
      <Suit suit={suit} x={court ? 38 : 33} y={court ? 52 : 45} size={court ? 36 : 46} />
      {court && (
        <text x="56" y="104" fontSize="16" fontWeight="700" textAnchor="middle" fill="currentColor" fontFamily="system-ui, sans-serif">
          {rank}
        </text>
      )}
    </svg>
  );
}

export function CardBack() {
  return (
    <svg className="card-svg" viewBox="0 0 100 140" aria-hidden="true">
      <defs>
        <pattern id="gg-back" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="12" height="12" fill="#1f4e8c" />
          <rect width="6" height="12" fill="#2a63ad" />
        </pattern>
      </defs>
      <rect x="1" y="1" width="98" height="138" rx="9" fill="#fff" stroke="#999" strokeWidth="2" />
      <rect x="7" y="7" width="86" height="126" rx="6" fill="url(#gg-back)" />
    </svg>
  );
}

export function useCardName(): (card: string) => string {
  const { i18n } = useTranslation();
  void i18n.language; // re-render on language change
  const locale: Locale = currentLocale();
  return (card) => cardName(card, locale);
}

/** A rank's name in the player's language ("Seven", "Sete"); anything else as it is. */
export function useRankName(): (rank: string) => string {
  const { i18n } = useTranslation();
  void i18n.language; // re-render on language change
  const locale: Locale = currentLocale();
  return (rank) => ((RANKS as readonly string[]).includes(rank) ? rankName(rank as Rank, locale) : rank);
}

/** A card shown (not clickable), with its name for screen readers. */
export function ShownCard({ card, small, label }: { card: string | null; small?: boolean; label?: string }) {
  const name = useCardName();
  const { t } = useTranslation();
  return (
    <span className={`card${small ? " small" : ""}`} role="img" aria-label={label ?? (card ? name(card) : t("card.faceDown"))}>
      {card ? <CardFace card={card} /> : <CardBack />}
    </span>
  );
}

export type CardState = "legal" | "illegal" | "selected" | "plain";

/**
 * A card in the player's hand. Illegal cards stay focusable and clickable so
 * a tap (or Enter) tells the reason instead of silently doing nothing. It is
 * named by its (visually hidden) text, not by aria-label: the face's rank letters
 * are visible text, and an aria-label not containing them fails "label in name"
 * (WCAG 2.5.3, axe's label-content-name-mismatch).
 */
export function CardButton({ card, state, reason, onPick, order }: { card: string; state: CardState; reason?: string | undefined; onPick: () => void; order?: number | undefined }) {
  const name = useCardName()(card);
  const label = state === "illegal" && reason ? `${name} — ${reason}` : order !== undefined ? `${name} (${order})` : name;
  return (
    <button
      type="button"
      className={`card card-button ${state}`}
      aria-disabled={state === "illegal" || state === "plain" ? true : undefined}
      aria-pressed={state === "selected" ? true : undefined}
      title={state === "illegal" ? reason : undefined}
      data-card={card}
      onClick={onPick}
    >
      <span className="sr-only">{label}</span>
      <CardFace card={card} />
      {order !== undefined && <span className="order-badge" aria-hidden="true">{order}</span>}
    </button>
  );
}
