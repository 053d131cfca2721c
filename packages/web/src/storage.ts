/** What the browser remembers between visits: name, guest token, language. */
/** The longest display name the server keeps. */
export const NAME_MAX = 32;

const KEY = { name: "gg.name", token: "gg.token", playerId: "gg.playerId", lang: "gg.lang", account: "gg.account" } as const;

function get(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode): the app still works, it just forgets
  }
}

function set(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* see get() */
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    /* see get() */
  }
}

export const remembered = {
  /** At most 32 characters, as the server keeps (an older, longer entry is cut, not sent as is). */
  name: () => (get(KEY.name) ?? "").trim().slice(0, NAME_MAX),
  setName: (name: string) => set(KEY.name, name),
  token: () => get(KEY.token),
  playerId: () => get(KEY.playerId),
  /** The guest token proves who we are: it takes our seat back after a reload. */
  setGuest: (token: string, playerId: string) => {
    set(KEY.token, token);
    set(KEY.playerId, playerId);
  },
  /** The signed-in account's name (account/account.ts); the session itself is an HTTP-only cookie. */
  account: () => get(KEY.account),
  setAccount: (name: string) => set(KEY.account, name),
  /** Signed out: the account's player stays with the account, this browser becomes a new guest. */
  forgetIdentity: () => [KEY.token, KEY.playerId, KEY.account].forEach(remove),
  lang: () => get(KEY.lang),
  setLang: (lang: string) => set(KEY.lang, lang),
};
