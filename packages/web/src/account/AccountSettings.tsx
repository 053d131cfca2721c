/**
 * A signed-in player's account settings, on their own profile: a new name
 * (checked as at sign-up, unique) and a new password (the current one
 * required; every other device is signed out) and its passkeys (PasskeySettings). Each form says what happened,
 * or why it was refused, in the player's language.
 */
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { AccountFailure, changePassword, rename } from "./account.ts";
import { PasskeySettings } from "./PasskeySettings.tsx";
import "./account.css";

type Outcome = { readonly ok: boolean; readonly text: string } | null;

function useSubmit(act: (data: FormData) => Promise<string>): { outcome: Outcome; busy: boolean; submit: (e: FormEvent<HTMLFormElement>) => void } {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setBusy(true);
    setOutcome(null);
    act(new FormData(form))
      .then(
        (text) => {
          form.reset();
          setOutcome({ ok: true, text });
        },
        (failure: unknown) => {
          const code = failure instanceof AccountFailure ? failure.code : "INTERNAL";
          setOutcome({ ok: false, text: t(`account.errors.${code}`, { defaultValue: t("account.errors.INTERNAL") }) });
        },
      )
      .finally(() => setBusy(false));
  };
  return { outcome, busy, submit };
}

function Said({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return outcome.ok ? <p role="status">{outcome.text}</p> : <p role="alert" className="account-error">{outcome.text}</p>;
}

export function AccountSettings({ onRenamed }: { onRenamed: (name: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const naming = useSubmit(async (data) => {
    const info = await rename(String(data.get("name") ?? ""));
    onRenamed(info.name);
    return t("account.renamed", { name: info.name });
  });
  const password = useSubmit(async (data) => {
    await changePassword(String(data.get("current") ?? ""), String(data.get("next") ?? ""));
    return t("account.passwordChanged");
  });
  return (
    <section className="account-settings" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("account.settings")}</h2>
      <form onSubmit={naming.submit} aria-label={t("account.rename")}>
        <label>
          <span>{t("account.newName")}</span>
          <input name="name" autoComplete="username" required minLength={3} maxLength={20} />
        </label>
        <button type="submit" className="secondary" disabled={naming.busy}>{t("account.rename")}</button>
        <Said outcome={naming.outcome} />
      </form>
      <form onSubmit={password.submit} aria-label={t("account.changePassword")}>
        <label>
          <span>{t("account.currentPassword")}</span>
          <input name="current" type="password" autoComplete="current-password" required maxLength={128} />
        </label>
        <label>
          <span>{t("account.newPassword")}</span>
          <input name="next" type="password" autoComplete="new-password" required minLength={8} maxLength={128} />
        </label>
        <button type="submit" className="secondary" disabled={password.busy}>{t("account.changePassword")}</button>
        <Said outcome={password.outcome} />
      </form>
      <PasskeySettings />
    </section>
  );
}
