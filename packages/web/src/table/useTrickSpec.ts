/** The trick as most trick games show it: the view's plays, the suit led, "Last trick, won by …". */
import { useTranslation } from "react-i18next";
import type { TrickSpec } from "./FeltTable.tsx";
import { ledSuit } from "./PlayHand.tsx";
import type { Play } from "./tricks.ts";

export function useTrickSpec(plays: readonly Play[], names: readonly string[]): TrickSpec {
  const { t } = useTranslation();
  return {
    plays,
    led: ledSuit(plays),
    label: t("tricks.current"),
    lastLabel: (winner) => (winner === null ? t("ev.trickCancelled") : t("tricks.last", { name: names[winner] })),
  };
}
