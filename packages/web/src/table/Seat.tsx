/**
 * One seat at the felt: initials avatar inside its time ring, the name (cut
 * with an ellipsis), dealer and starter marks, the game's badge (bid, lives,
 * score), the hidden hand as fanned card backs with their count, and whether a
 * bot plays it for now or it is reconnecting.
 */
import type { CSSProperties, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { SeatInfo } from "../protocol.ts";
import { initials, type Place } from "./seating.ts";
import { TimeRing } from "./TimeRing.tsx";
import { levelName } from "../playerName.ts";
import { SeatRating } from "../ratings/SeatRating.tsx";

export interface SeatProps {
  readonly seat: number;
  readonly name: string;
  readonly info: SeatInfo | undefined;
  readonly place: Place;
  readonly me: boolean;
  readonly active: boolean;
  readonly host: boolean;
  readonly dealer: boolean;
  readonly starter: boolean;
  readonly out: boolean;
  readonly deadline: number | undefined;
  readonly maxMs: number | null;
  readonly badge: ReactNode;
  readonly hidden: number | null;
  readonly extra: ReactNode;
  readonly label: string | undefined;
  readonly onHurry: (() => void) | undefined;
}

/** Face-down cards fanned, at most five drawn, with the count beside them. */
export function HiddenHand({ count }: { count: number }) {
  const { t } = useTranslation();
  const drawn = Math.min(count, 5);
  return (
    <span className="backs" role="img" aria-label={t("table.cardsInHand", { count })}>
      {Array.from({ length: drawn }, (_, i) => (
        <i key={i} style={{ "--i": i - (drawn - 1) / 2 } as CSSProperties} />
      ))}
      <b>{count}</b>
    </span>
  );
}

export function Seat(p: SeatProps) {
  const { t } = useTranslation();
  // The server holds a dropped seat for a moment before a bot takes it: "reconnecting…" meanwhile.
  const reconnecting = !!p.info?.reconnecting;
  const hue = (p.seat * 137) % 360; // a colour per seat, far apart for neighbours
  // "right": on the felt's right half, where a short landscape felt sets the seat's words left of its avatar (felt.css).
  const classes = ["player", "seat", p.me && "me", p.active && "active", p.info?.away && "away", p.out && "out", p.place.y < 30 && "top", p.place.y > 70 && "bottom", p.place.x > 55 && "right"];
  const roles = [p.me && t("room.you"), p.host && t("room.host"), p.info?.bot && t("room.bot", { level: levelName(t, p.info.bot) }), p.dealer && t("felt.dealer"), p.starter && t("felt.starter")].filter(Boolean).join(", ");
  return (
    <li className={classes.filter(Boolean).join(" ")} data-seat={p.seat} style={{ left: `clamp(var(--seat-half), ${p.place.x}%, calc(100% - var(--seat-half)))`, top: `clamp(var(--seat-top), ${p.place.y}%, calc(100% - var(--seat-bottom)))` }}>
      <span className="avatar" style={{ "--hue": hue } as CSSProperties} aria-hidden="true">
        {initials(p.name)}
        {p.deadline !== undefined && <TimeRing deadline={p.deadline} maxMs={p.maxMs} onHurry={p.onHurry} />}
        {p.dealer && (
          <span className="mark dealer" title={t("felt.dealer")}>
            D
          </span>
        )}
        {p.starter && (
          <span className="mark starter" title={t("felt.starter")}>
            1
          </span>
        )}
      </span>
      <span className="player-name" title={p.name}>
        {p.name}
      </span>
      <SeatRating seat={p.info} />
      {(roles || p.label) && <span className="sr-only">{[roles, p.label].filter(Boolean).join(" — ")}</span>}
      {p.badge !== null && p.badge !== undefined && p.badge !== false && <span className="badge">{p.badge}</span>}
      {p.hidden !== null && p.hidden > 0 && !p.me && <HiddenHand count={p.hidden} />}
      {p.info?.away && <span className="tag warn">{t("room.away")}</span>}
      {reconnecting && <span className="tag warn">{t("room.seatReconnecting")}</span>}
      {p.extra}
    </li>
  );
}
