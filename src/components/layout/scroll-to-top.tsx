import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every path change starts at the top of the page, or at the anchor the link names. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
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
