import {
  Suspense,
  memo,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { loadOnce, type LoadOnce } from '@/lib/load-once';
import { hydrationTriggers, type HydrationTrigger } from './hydration-triggers';
import { LAZY_PART_ATTRIBUTE, lazyPart, type LazyPart } from './held-actions';

/**
 * Lazily hydrated components. Their code is a chunk of its own, and on the page a visitor opens
 * they hydrate only when they matter (near the viewport, or at the visitor's first touch, focus or
 * key), so the JavaScript loaded before any interaction stays small. Until then React keeps the
 * prerendered HTML as it is: nothing disappears or flashes, links work as plain links, typed text
 * stays in its field, and a press of a button, a submit or a click on a link to another page is held
 * and done once the component has hydrated (./held-actions.ts).
 *
 * Rendered afresh (after a client-side navigation) the component renders at once: the navigation,
 * a transition, waits for its chunk as it waits for the page's.
 */

/** Seconds before each next attempt at a chunk that failed to load; sooner when the network is back. */
const RETRY_DELAYS_S = [1, 3, 10, 30];

function retryAfter(milliseconds: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, milliseconds);
    window.addEventListener('online', done);
  });
}

/**
 * A chunk that fails to load on a weak connection is tried again a few times: meanwhile the
 * prerendered HTML stays and keeps what the visitor types, where an error would take the page down.
 */
async function withRetries<T>(load: () => Promise<T>, onFailure: () => void): Promise<T> {
  for (const seconds of RETRY_DELAYS_S) {
    try {
      return await load();
    } catch {
      onFailure();
      await retryAfter(seconds * 1000);
    }
  }
  return load();
}

/** Every lazily hydrated component's loader, for code that needs them all loaded (tests). */
const registered = new Set<LoadOnce<unknown>>();

/** Loads the code of every lazily hydrated component defined so far. */
export async function loadLazilyHydrated(): Promise<void> {
  await Promise.all([...registered].map((chunk) => chunk.load()));
}

const noSubscription = () => () => undefined;

/**
 * True while React renders the server's HTML again to hydrate it (and on the server itself), false
 * in a render made afresh in the browser.
 */
export function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

interface Gate {
  promise: Promise<void>;
  open: () => void;
  /** Whether React has already tried to hydrate behind this gate once. */
  tried: boolean;
}

/**
 * A promise that `use` reads as settled the moment it opens (React reads a thenable's `status`), so
 * a hydration React attempts in the same event, for a press or a key, does not wait a tick.
 */
function createGate(): Gate {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  const open = () => {
    const thenable: Promise<void> & { status?: string; value?: undefined } = promise;
    thenable.status = 'fulfilled';
    thenable.value = undefined;
    resolve();
  };
  return { promise, open, tried: false };
}

/**
 * Waits behind the gate, but lets React through when it comes back. React tries to hydrate once, at
 * load; it tries again only when it must: an event aimed at the component, or a change of a context
 * above it (a client-side navigation changes the router's). A boundary that could not hydrate then
 * would hold the navigation (a transition) for good, so the second try opens the gate.
 */
function useGate(gate: Gate | undefined): void {
  if (!gate) return;
  if (gate.tried) gate.open();
  gate.tried = true;
  use(gate.promise);
}

interface LoadedProps<P> {
  chunk: LoadOnce<ComponentType<P>>;
  gate: Gate | undefined;
  onHydrated: (() => void) | undefined;
  props: P;
}

function Loaded<P extends object>({ chunk, gate, onHydrated, props }: LoadedProps<P>) {
  useGate(gate);
  const Component = use(chunk.load());
  useLayoutEffect(() => onHydrated?.(), [onHydrated]);
  // Not created in render: the module-level cache gives the same component on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Component {...props} />;
}

export interface LazyHydrationOptions {
  /** When the prerendered component comes to life: near the viewport, or at the first interaction. */
  when: HydrationTrigger;
  /** Hydrate at once anyway (e.g. a form with a saved draft to restore). Called in the browser. */
  now?: () => boolean;
  /** The wrapper's classes (a block box by default): it stands where the component stood. */
  className?: string;
}

/**
 * `load` gives the component (a dynamic import); the result renders it with the same props,
 * prerendered in full and hydrated as `when` says.
 */
export function lazyHydrated<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { when, now, className }: LazyHydrationOptions,
): ComponentType<P> {
  // Weak connections: tried again a few times before an error could take the page down. Each failed
  // attempt is told to the parts waiting for it (a held link is then followed by the browser).
  const waiting = new Set<LazyPart>();
  const chunk = loadOnce(() =>
    withRetries(load, () => {
      for (const part of waiting) part.loadFailed();
    }),
  );
  registered.add(chunk);
  function LazilyHydrated(props: P) {
    const box = useRef<HTMLDivElement>(null);
    const hydrating = useIsHydrating();
    // Decided at the first render and kept: the tree's shape must not change afterwards. The server
    // renders the same Suspense boundary, so the prerendered HTML and the hydration match.
    const [deferred] = useState(() => hydrating);
    const [gate] = useState(() =>
      deferred && typeof window !== 'undefined' && !now?.() ? createGate() : undefined,
    );
    const [part] = useState(() => (deferred ? lazyPart() : undefined));

    useEffect(() => {
      const element = box.current;
      if (!element || !part) return;
      const detach = part.attach(element, () => gate?.open());
      waiting.add(part);
      const stop = gate ? hydrationTriggers[when](element, gate.open) : undefined;
      return () => {
        stop?.();
        waiting.delete(part);
        detach();
      };
    }, [gate, part]);

    // An update to a boundary that has not hydrated yet would make React drop its server HTML and
    // render the fallback. So the boundary gets the very same element until its props change (the
    // component is memoised, so a parent's render with equal props does not reach it either).
    const content = useMemo(() => {
      const component = (
        <Loaded chunk={chunk} gate={gate} onHydrated={part?.hydrated} props={props} />
      );
      return deferred ? <Suspense>{component}</Suspense> : component;
    }, [deferred, gate, part, props]);
    return (
      <div ref={box} className={className} {...(deferred ? { [LAZY_PART_ATTRIBUTE]: '' } : {})}>
        {content}
      </div>
    );
  }
  LazilyHydrated.displayName = `LazilyHydrated(${when})`;
  return memo(LazilyHydrated);
}
