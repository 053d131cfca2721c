/** Giving the board up (the engine's stop): it takes a second press, so a slip of the finger never ends a game. */
import { useState } from "react";
import { useTranslation } from "react-i18next";

export function GiveUp({ stop }: { stop: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="secondary sol-stop" onClick={() => setAsking(true)}>
        {t("solitaire.giveUp")}
      </button>
    );
  return (
    <span className="confirm sol-confirm" role="group" aria-label={t("solitaire.confirmGiveUp")}>
      <button type="button" className="danger" autoFocus onClick={stop}>
        {t("solitaire.giveUp")}
      </button>
      <button type="button" className="secondary" onClick={() => setAsking(false)}>
        {t("solitaire.keepPlaying")}
      </button>
    </span>
  );
}
