/** The table help's content (its own chunk, loaded when a player first opens the help): the short "How to play". */
import { useTranslation } from "react-i18next";
import { currentLocale } from "../i18n.ts";
import { HowToText, useHowTo } from "./HowToText.tsx";
import { shortVersion } from "./outline.ts";

export default function HowToHelp({ game }: { game: string }) {
  const { t } = useTranslation();
  const shown = useHowTo(game, currentLocale());
  if (shown === null || shown === "none") return <p className="muted">{t("app.loading")}</p>;
  return (
    <div lang={shown.lang} className="howto-short">
      <HowToText text={shortVersion(shown.text)} />
      <p className="small">
        <a href={`/howto/${game}`} target="_blank" rel="noopener">
          {t("howto.wholePage")}
        </a>
      </p>
    </div>
  );
}
