/**
 * The table's help: a button that opens the game's short "How to play" over the
 * table (the match goes on underneath), with a link to the whole page in a new tab.
 * The text and its renderer load only when the help is first opened.
 */
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Sheet } from "../table/Sheet.tsx";
import { HOWTO } from "./documents.ts";

const HowToHelp = lazy(() => import("./HowToHelp.tsx"));

export function HowToButton({ game, title }: { game: string; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!HOWTO.has(game)) return null;
  return (
    <>
      <button type="button" className="secondary help-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span aria-hidden="true">?</span> <span className="help-label">{t("howto.button")}</span>
      </button>
      <Sheet title={t("howto.title", { game: title })} open={open} onClose={() => setOpen(false)}>
        {open && (
          <Suspense fallback={<p className="muted">{t("app.loading")}</p>}>
            <HowToHelp game={game} />
          </Suspense>
        )}
      </Sheet>
    </>
  );
}
