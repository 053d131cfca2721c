/**
 * The header's account corner: the signed-in name with its initials avatar and
 * Sign out, or Sign in, which opens a small form to sign in or to create an
 * account (a guest's claim: its matches stay its own).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { initials } from "../table/seating.ts";
import { Link } from "../ui/Link.tsx";
import { AccountFailure, claimWithPasskey, loadAccount, signIn, signInWithPasskey, signOut, signUp, useAccount } from "./account.ts";
import "./account.css";

export function AccountMenu() {
  const { t } = useTranslation();
  const account = useAccount();
  const [open, setOpen] = useState(false);
  useEffect(() => void loadAccount(), []);
  if (account.status === "signed-in") {
    return (
      <div className="account-menu">
        {/* The name opens the player's own profile, where the account's settings are. */}
        <Link to="/profile" className="account-name">
          <span className="account-avatar" aria-hidden="true">{initials(account.name)}</span>
          <span title={t("account.signedInAs", { name: account.name })}>{account.name}</span>
        </Link>
        <button type="button" className="secondary" onClick={() => void signOut().then(() => location.reload())}>
          {t("account.signOut")}
        </button>
      </div>
    );
  }
  return (
    <div className="account-menu">
      <button type="button" className="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t("account.signIn")}
      </button>
      {open && <AccountForm onDone={() => setOpen(false)} />}
    </div>
  );
}

function AccountForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<"signin" | "signup">("signin");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => nameRef.current?.focus(), [mode]);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const name = String(data.get("name") ?? "");
    const password = String(data.get("password") ?? "");
    await act(() => (mode === "signup" ? signUp(name, password) : signIn(name, password)));
  }

  /** A passkey instead of a password: to sign in, no name either; to create an account, the name typed. */
  async function withPasskey() {
    const name = nameRef.current?.value.normalize("NFC").trim() ?? "";
    if (mode === "signup" && !nameRef.current?.reportValidity()) return;
    await act(() => (mode === "signup" ? claimWithPasskey(name) : signInWithPasskey()));
  }

  async function act(attempt: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await attempt();
      onDone();
      location.reload(); // every open view (history, lobby name) follows the new player
    } catch (failure) {
      const code = failure instanceof AccountFailure ? failure.code : "INTERNAL";
      setError(t(`account.errors.${code}`, { defaultValue: t("account.errors.INTERNAL") }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="account-form panel" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{mode === "signup" ? t("account.signUp") : t("account.signIn")}</h2>
      {mode === "signup" && <p className="muted">{t("account.claimNote")}</p>}
      <label>
        <span>{t("account.name")}</span>
        <input ref={nameRef} name="name" autoComplete="username" required minLength={3} maxLength={20} />
      </label>
      <label>
        <span>{t("account.password")}</span>
        <input name="password" type="password" autoComplete={mode === "signup" ? "new-password" : "current-password"} required minLength={8} maxLength={128} />
      </label>
      {error && <p role="alert" className="account-error">{error}</p>}
      <div className="account-actions">
        <button type="submit" className="primary" disabled={busy}>
          {mode === "signup" ? t("account.signUp") : t("account.signIn")}
        </button>
        <button type="button" className="secondary" disabled={busy} onClick={() => void withPasskey()}>
          {mode === "signup" ? t("account.passkeySignUp") : t("account.passkeySignIn")}
        </button>
        <button type="button" className="secondary" onClick={() => (setError(null), setMode(mode === "signup" ? "signin" : "signup"))}>
          {mode === "signup" ? t("account.haveAccount") : t("account.newAccount")}
        </button>
      </div>
    </form>
  );
}
