// A component whose code loads on demand and shows once loaded, without a Suspense boundary
// (docs/architecture.md, "A student's first screen"): React holds a boundary's content back for up to
// 300 ms after its fallback has shown, even when the chunk came at once, and React.lazy suspends at its
// first render even when the chunk is already there. `preload()` loads it ahead; once loaded it renders at
// once. A chunk that fails to load is thrown to the nearest error boundary, as a lazy component's would be.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

export interface WhenLoaded<P> {
  (props: P): ReactNode;
  /** Starts loading the code (again, if it failed before); resolves once it is there. */
  preload(): Promise<ComponentType<P>>;
}

type State<P> = { Component: ComponentType<P> } | { error: unknown } | null;

export function whenLoaded<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ReactNode = null,
): WhenLoaded<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  function Loaded(props: P) {
    const [state, setState] = useState<State<P>>(() => (loaded ? { Component: loaded } : null));
    useEffect(() => {
      if (state) return;
      let live = true;
      preload().then(
        (Component) => live && setState({ Component }),
        (error: unknown) => live && setState({ error }),
      );
      return () => {
        live = false;
      };
    }, [state]);
    if (!state) return fallback;
    if ('error' in state) throw state.error;
    return <state.Component {...props} />;
  }
  Loaded.preload = preload;
  return Loaded;
}
