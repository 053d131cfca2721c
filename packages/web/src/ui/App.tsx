/** The shell: header (navigation, language), the routed page, and the live region. */
import { lazy, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRoute } from "../router.ts";
import { Announcer } from "./Announcer.tsx";
import { LanguagePicker } from "./LanguagePicker.tsx";
import { AccountMenu } from "../account/AccountMenu.tsx";
import { Link } from "./Link.tsx";
import { Lobby } from "./Lobby.tsx";
import { preloadable, usePreloaded } from "./preloadable.ts";

// A table's page (the room connection, waiting room, table shell, chat) is its own chunk, fetched
// once the lobby is idle so joining a table does not wait for it (`prefetchRoomPage`), and by
// main.tsx before the first render on a table's address.
export const roomPage = preloadable(async () => ({ default: (await import("./RoomPage.tsx")).RoomPage }));
const RoomPage = roomPage.Component;

/** Fetches the table's page when the browser has nothing better to do (Safari has no idle callback). */
function prefetchRoomPage(): void {
  const later = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 200));
  later(() => void roomPage.preload().catch(() => {}));
}
const RulesPage = lazy(() => import("./RulesPage.tsx"));
const HowToPage = lazy(() => import("../howto/HowToPage.tsx"));
const HistoryPage = lazy(() => import("./HistoryPage.tsx"));
const ReplayPage = lazy(() => import("./ReplayPage.tsx"));
const LeaderboardPage = lazy(() => import("../ratings/LeaderboardPage.tsx"));
const ProfilePage = lazy(() => import("../ratings/ProfilePage.tsx"));

export function App() {
  const { t } = useTranslation();
  const route = useRoute();
  useEffect(prefetchRoomPage, []);
  // The table's page is waited for here, not by Suspense (whose content React holds back after a fallback).
  const roomReady = usePreloaded(route.name === "room" ? roomPage : undefined);
  return (
    <>
      <a className="skip-link" href="#main">{t("app.skip")}</a>
      <header className="app-header">
        <Link to="/" className="brand">
          <span aria-hidden="true">♠</span> GG
        </Link>
        <nav aria-label={t("app.title")}>
          <Link to="/">{t("app.lobby")}</Link>
          <Link to="/howto" className="nav-howto">{t("app.howto")}</Link>
          <Link to="/rules">{t("app.rules")}</Link>
          <Link to="/history">{t("app.history")}</Link>
          <Link to="/leaderboards" className="nav-wide">{t("app.leaderboards")}</Link>
        </nav>
        <AccountMenu />
        <LanguagePicker />
      </header>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p className="muted">{t("app.loading")}</p>}>
          {route.name === "lobby" && <Lobby />}
          {route.name === "room" && (roomReady ? <RoomPage key={route.id} id={route.id} watch={route.watch} /> : <p className="muted">{t("app.loading")}</p>)}
          {route.name === "rules" && <RulesPage game={route.game} />}
          {route.name === "howto" && <HowToPage game={route.game} />}
          {route.name === "history" && <HistoryPage />}
          {route.name === "replay" && <ReplayPage id={route.id} />}
          {route.name === "leaderboards" && <LeaderboardPage game={route.game} />}
          {route.name === "profile" && <ProfilePage key={route.id ?? ""} id={route.id} />}
        </Suspense>
      </main>
      <Announcer />
    </>
  );
}
