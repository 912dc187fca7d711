import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const visitorYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

/**
 * The current year: the build's year in the prerendered HTML and during hydration (so server and
 * client render the same text), the visitor's year right after.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribe, visitorYear, buildYear);
}
