import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { ChunkBoundary, LazyFallback } from './ChunkBoundary';
import { loadChunk } from './loadChunk';

export interface Preloadable<P extends object> {
  /** Renders the component, or the loading fallback until its script has arrived. */
  View: ComponentType<P>;
  /** Requests the script now (errors are left to the first render, which shows them). */
  preload: () => void;
}

/**
 * A component in its own chunk that can be requested before it is rendered. Once the script has
 * arrived, a view mounted from then on renders the component directly: React.lazy would still
 * suspend once, and React holds a revealed boundary back up to 300 ms after its fallback showed.
 * A failure or a 120 s wait shows ChunkBoundary's reload message; the view shown again later
 * loads again. `fallback` is what shows meanwhile (default: the progress bar and react-admin's
 * loader).
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => <LazyFallback />,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const lazyView = () => lazy(() => request().then((component) => ({ default: component })));
  // React.lazy keeps a failure for good: after one, the next mount gets a fresh lazy view.
  let Lazy = lazyView();
  const request = () =>
    (pending ??= loadChunk(load).then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        Lazy = lazyView();
        throw error;
      },
    ));

  function View(props: P) {
    // Chosen once, at mount: a view that mounted through the lazy one keeps it after the script
    // arrived, since switching to the loaded component would mount the screen again and lose
    // its state (a form's input typed meanwhile).
    const [Loaded] = useState(() => loaded);
    return (
      <ChunkBoundary>
        {Loaded ? (
          <Loaded {...props} />
        ) : (
          <Suspense fallback={fallback(props)}>
            <Lazy {...props} />
          </Suspense>
        )}
      </ChunkBoundary>
    );
  }
  return { View, preload: () => void request().catch(() => undefined) };
}
