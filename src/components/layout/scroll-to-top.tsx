import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { decodeComponent } from '@/lib/decode-component';

/**
 * Scrolls the element `hash` names into view; false when the page has none. The sections above it
 * are rendered first (as a jump by the browser renders them: styles/index.css), so that it lands
 * where it stays: rendered later, their heights would move it in browsers without scroll anchoring.
 */
export function scrollToHash(hash: string): boolean {
  const id = hash.slice(1);
  // The id the hash names, decoded, or as written when it has a broken escape.
  const target = id ? document.getElementById(decodeComponent(id) ?? id) : null;
  if (!target) return false;
  for (const section of document.querySelectorAll<HTMLElement>('main section')) {
    if (section.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) {
      section.style.contentVisibility = 'visible';
    }
  }
  target.scrollIntoView();
  return true;
}

/**
 * Every path change starts at the top of the page, or at the anchor the link names. The page the
 * visitor opened is left where the browser put it (at the top, at its anchor, or where a reload
 * left it): the visitor may have scrolled it before the app started. A jump within the page whose
 * anchor is not there leaves the visitor where they are. (In the browser, jumps within the page do
 * not reach the router at all: app/site-router.tsx.)
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const shown = useRef({ pathname, hash });
  useEffect(() => {
    const previous = shown.current;
    if (previous.pathname === pathname && previous.hash === hash) return;
    shown.current = { pathname, hash };
    // Block body on purpose: in current Chromium scrollTo() returns a Promise, which React must not
    // receive as an effect cleanup.
    if (!scrollToHash(hash) && previous.pathname !== pathname) {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash]);
  return null;
}
