import { type ComponentType, lazy, type ReactElement } from "react";

/** A screen loaded on demand, like React.lazy, that can also be loaded ahead of its render. */
export interface LazyScreen {
  (): ReactElement;
  /** Loads the screen's chunk; once it has loaded, the screen renders without suspending. */
  preload(): Promise<void>;
}

/**
 * React.lazy suspends on a screen's first render even when its chunk has already arrived. The
 * public pages are served prerendered, and their first client render must reproduce that markup
 * at once rather than a loading screen, so the app preloads the screen of the URL it starts on
 * (see `preloadScreen`) and this renders it directly.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let Loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const loadOnce = () => {
    loading ??= load().then((module) => {
      Loaded = module.default;
      return module;
    });
    return loading;
  };
  const Suspending = lazy(loadOnce);

  function Screen() {
    return Loaded ? <Loaded /> : <Suspending />;
  }
  Screen.preload = () => loadOnce().then(() => undefined);
  return Screen;
}
