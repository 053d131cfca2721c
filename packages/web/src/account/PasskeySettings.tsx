/**
 * The account's passkeys, in its settings: each one (its authenticator when known, the day it was
 * added) with Remove, and Add a passkey of this device. Refusals are worded as the other forms'.
 */
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { PasskeyInfo } from "@gg/server/protocol";
import { AccountFailure, addPasskey, listPasskeys, removePasskey } from "./account.ts";

type Outcome = { readonly ok: boolean; readonly text: string } | null;

export function PasskeySettings() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [passkeys, setPasskeys] = useState<readonly PasskeyInfo[] | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => void listPasskeys().then(setPasskeys, () => setPasskeys([])), []);

  async function act(attempt: () => Promise<readonly PasskeyInfo[]>, done: string) {
    setBusy(true);
    setOutcome(null);
    try {
      setPasskeys(await attempt());
      setOutcome({ ok: true, text: done });
    } catch (failure) {
      const code = failure instanceof AccountFailure ? failure.code : "INTERNAL";
      setOutcome({ ok: false, text: t(`account.errors.${code}`, { defaultValue: t("account.errors.INTERNAL") }) });
    } finally {
      setBusy(false);
    }
  }

  const label = (p: PasskeyInfo) => t("account.passkeyLabel", { authenticator: p.authenticator ?? t("account.passkey"), date: new Date(p.createdAt).toLocaleDateString(i18n.language) });
  return (
    <section className="passkey-settings" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t("account.passkeys")}</h3>
      {passkeys?.length === 0 && <p className="muted">{t("account.noPasskeys")}</p>}
      {passkeys && passkeys.length > 0 && (
        <ul>
          {passkeys.map((p) => (
            <li key={p.id}>
              <span>{label(p)}</span>
              <button type="button" className="secondary" disabled={busy} aria-label={t("account.removePasskeyLabel", { passkey: label(p) })} onClick={() => void act(() => removePasskey(p.id), t("account.passkeyRemoved"))}>
                {t("account.removePasskey")}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="secondary" disabled={busy} onClick={() => void act(async () => (await addPasskey(), listPasskeys()), t("account.passkeyAdded"))}>
        {t("account.addPasskey")}
      </button>
      {outcome && (outcome.ok ? <p role="status">{outcome.text}</p> : <p role="alert" className="account-error">{outcome.text}</p>)}
    </section>
  );
}
