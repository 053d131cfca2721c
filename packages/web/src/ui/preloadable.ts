/**
 * A lazily loaded component that can be fetched ahead of its first render (`preload`), and that
 * renders at once when its code is already here. React's `lazy` always suspends on its first
 * render, even for a module already loaded, and React holds a Suspense boundary's content back
 * for up to 300 ms after its fallback was shown: a table fetched in advance would still wait.
 */
import { createElement, lazy, useEffect, useState, type ComponentType } from "react";

export interface Preloadable<P> {
  readonly Component: ComponentType<P>;
  /** Starts (once) fetching the component's code; resolves when it is loaded. */
  readonly preload: () => Promise<void>;
  readonly loaded: () => boolean;
}

export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = (): Promise<void> =>
    (pending ??= load().then(
      (m) => void (loaded = m.default),
      (error: unknown) => {
        pending = null; // a failed fetch is tried again next time
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Component(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the module would remount the component.
    const [type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(type, props);
  }
  return { Component, preload, loaded: () => loaded !== null };
}

/**
 * Whether `p`'s code is here, fetching it when not: a page shows its own placeholder meanwhile and
 * renders the component once, at once, with no Suspense fallback (whose content React would hold
 * back). A failed fetch answers true: the component's lazy path then fails where it is drawn.
 */
export function usePreloaded(p: Pick<Preloadable<object>, "preload" | "loaded"> | undefined): boolean {
  const [failed, setFailed] = useState(false);
  const [, setLoaded] = useState(false);
  const ready = !p || p.loaded() || failed;
  useEffect(() => {
    if (!ready) p!.preload().then(() => setLoaded(true), () => setFailed(true));
  }, [p, ready]);
  return ready;
}
