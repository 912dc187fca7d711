import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { fakeMatchMedia, resetMediaQueries } from './media-query';

const inBrowser = typeof window !== 'undefined';

if (inBrowser) {
  // jsdom lacks these browser APIs; the app and Radix use them.
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: fakeMatchMedia,
  });
  Object.defineProperty(window, 'ResizeObserver', {
    configurable: true,
    writable: true,
    value: class ResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
  Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: vi.fn() });
  Element.prototype.scrollIntoView = vi.fn();
  Element.prototype.hasPointerCapture = vi.fn(() => false);
  Element.prototype.setPointerCapture = vi.fn();
  Element.prototype.releasePointerCapture = vi.fn();
}

afterEach(() => {
  if (!inBrowser) return;
  cleanup();
  resetMediaQueries();
  vi.mocked(window.scrollTo).mockClear();
  vi.mocked(Element.prototype.scrollIntoView).mockClear();
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
  document.body.style.overflow = '';
});
