import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every path change starts at the top of the page, or at the anchor the link names. The page the
 * visitor opened is left where the browser put it (at the top, at its anchor, or where a reload
 * left it): the visitor may have scrolled it before the app started.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const shown = useRef({ pathname, hash });
  useEffect(() => {
    if (shown.current.pathname === pathname && shown.current.hash === hash) return;
    shown.current = { pathname, hash };
    // Block body on purpose: in current Chromium scrollTo() returns a Promise, which React must not
    // receive as an effect cleanup.
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      target.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash]);
  return null;
}
