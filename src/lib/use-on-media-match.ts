import { useEffect } from 'react';

/** Calls `onMatch` whenever the media query starts to match (e.g. the viewport grows to desktop). */
export function useOnMediaMatch(query: string, onMatch: () => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    const media = window.matchMedia(query);
    const listener = (event: MediaQueryListEvent) => {
      if (event.matches) onMatch();
    };
    media.addEventListener('change', listener);
    return () => media.removeEventListener('change', listener);
  }, [query, onMatch, enabled]);
}
