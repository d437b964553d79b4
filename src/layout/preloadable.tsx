import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ChunkBoundary, LazyFallback } from './ChunkBoundary';
import { chunk, type Chunk } from './loadChunk';

export interface Preloadable<P extends object> {
  /** Renders the component, or the loading fallback until its script has arrived. */
  View: ComponentType<P>;
  /** Requests the script now (errors are left to the first render, which shows them). */
  preload: () => void;
}

/** What a view mounted before its script arrived has: nothing yet, the component, or the failure. */
type Arrival<P> = { component?: ComponentType<P>; error?: unknown };

/**
 * A component in its own chunk that can be requested before it is rendered. A view mounted after
 * the script arrived renders the component at once; one mounted before shows `fallback` (default:
 * the progress bar and react-admin's loader) and renders the component as soon as it arrives.
 *
 * Not React.lazy in a Suspense boundary: React holds a boundary's content back until 300 ms after
 * its fallback showed (its fallback throttle), so every first visit of a screen waited for that
 * timer with the page idle. A state update after the load is rendered at once.
 *
 * A failure or a 120 s wait shows ChunkBoundary's reload message; the view shown again later
 * loads again.
 */
export function preloadable<P extends object>(
  load: (() => Promise<ComponentType<P>>) | Chunk<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => <LazyFallback />,
): Preloadable<P> {
  const script = typeof load === 'function' ? chunk(load) : load;

  function Arriving(props: P) {
    const [arrival, setArrival] = useState<Arrival<P>>(() => ({ component: script.loaded() }));
    useEffect(() => {
      if (arrival.component) return;
      let mounted = true;
      script.request().then(
        (component) => mounted && setArrival({ component }),
        (error: unknown) => mounted && setArrival({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [arrival.component]);
    if (arrival.error !== undefined) throw arrival.error; // to ChunkBoundary
    // Once there, the component stays for the life of this view (a form typed into keeps its state).
    const Loaded = arrival.component;
    return Loaded ? <Loaded {...props} /> : fallback(props);
  }

  function View(props: P) {
    return (
      <ChunkBoundary>
        <Arriving {...props} />
      </ChunkBoundary>
    );
  }
  return { View, preload: script.preload };
}
