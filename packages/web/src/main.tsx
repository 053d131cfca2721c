/** Entry: languages first (every string is translated), then the app. */
import { createRoot } from "react-dom/client";
import { setupI18n } from "./i18n.ts";
import { App } from "./ui/App.tsx";
import "./styles.css";

await setupI18n();
createRoot(document.getElementById("root")!).render(<App />);
// Read by the browser tests and the load-time benchmark: the lobby can be used from here on.
performance.mark("gg-app-rendered");
