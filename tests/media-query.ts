/**
 * A controllable window.matchMedia for jsdom, which has none. Every query starts not matching;
 * `setMediaQueryMatches` flips one and fires 'change' on every list made for it, as a browser does
 * when the viewport crosses the breakpoint.
 */

type ChangeListener = (event: MediaQueryListEvent) => void;

const state = new Map<string, boolean>();
const lists = new Set<{ media: string; listeners: Set<ChangeListener>; self: MediaQueryList }>();

/** window.matchMedia: a new list per call, as in browsers. */
export function fakeMatchMedia(query: string): MediaQueryList {
  const listeners = new Set<ChangeListener>();
  const list = {
    media: query,
    get matches() {
      return state.get(query) ?? false;
    },
    onchange: null as MediaQueryList['onchange'],
    addEventListener: (type: string, listener: ChangeListener) => {
      if (type === 'change') listeners.add(listener);
    },
    removeEventListener: (type: string, listener: ChangeListener) => {
      if (type === 'change') listeners.delete(listener);
    },
    addListener: (listener: ChangeListener) => listeners.add(listener),
    removeListener: (listener: ChangeListener) => listeners.delete(listener),
    dispatchEvent: () => true,
  } as unknown as MediaQueryList;
  lists.add({ media: query, listeners, self: list });
  return list;
}

/** Makes `query` (e.g. '(min-width: 768px)') match or stop matching, firing 'change' if it flips. */
export function setMediaQueryMatches(query: string, matches: boolean): void {
  const before = state.get(query) ?? false;
  state.set(query, matches);
  if (before === matches) return;
  for (const entry of lists) {
    if (entry.media !== query) continue;
    const event = Object.assign(new Event('change'), { matches, media: query });
    const mediaEvent = event as unknown as MediaQueryListEvent;
    for (const listener of [...entry.listeners]) listener(mediaEvent);
    entry.self.onchange?.call(entry.self, mediaEvent);
  }
}

export function resetMediaQueries(): void {
  state.clear();
  lists.clear();
}
