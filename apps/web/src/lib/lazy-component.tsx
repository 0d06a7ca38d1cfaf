'use client';
// Components whose code loads on demand, on React's own lazy() and Suspense. next/dynamic does the
// same with a loader, preload markers and a server bail-out around them, about 2 KB brotli in every
// page's first load; none of that is needed here: a component that needs the browser renders
// after hydration, and one the server renders is awaited by React's streaming renderer.
import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

const never = () => () => {};

/** False on the server and while the page hydrates, true after (and at once on later mounts). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

interface Options<P> {
  /** Rendered on the server (when not `ssr`) and until the code is here; may read the props. */
  fallback?: ReactNode | ((props: P) => ReactNode);
  /** Whether the server renders the component too (default: browser only). */
  ssr?: boolean;
}

/**
 * A component whose code `load` fetches the first time it renders. Browser-only by default: the
 * server and the hydrating render show `fallback`, as the page's HTML did.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P> | { default: ComponentType<P> }>,
  { fallback = null, ssr = false }: Options<P> = {},
): ComponentType<P> {
  const Loaded = lazy(() =>
    load().then((loaded) => ({ default: 'default' in loaded ? loaded.default : loaded })),
  );
  function Lazy(props: P) {
    const hydrated = useHydrated();
    const shown = typeof fallback === 'function' ? fallback(props) : fallback;
    if (!ssr && !hydrated) return shown;
    return (
      <Suspense fallback={shown}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Lazy;
}
