/**
 * A sheet over the table (the score sheet, the log, the settings): a modal
 * <dialog>, so focus stays inside and Escape closes it; from the bottom on a
 * phone, centred on a wide screen.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

export function Sheet({ title, open, onClose, children }: { title: string; open: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="sheet-dialog" aria-label={title} onClose={onClose} onClick={(e) => e.target === ref.current && onClose()}>
      {open && (
        <div className="sheet-body">
          <header>
            <h2>{title}</h2>
            <button type="button" className="secondary" onClick={onClose} autoFocus>
              {t("felt.close")}
            </button>
          </header>
          {children}
        </div>
      )}
    </dialog>
  );
}
