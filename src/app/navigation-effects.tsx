import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { consentNeeded } from '@/features/consent/consent-needed';
import { replayHeldBeforeStart } from '@/hydration/held-before-start';
import { onNavigation } from './service-worker-registration';

/**
 * Once the app has started: what the visitor pressed before. After every client-side navigation:
 * the service worker's version check and the page view.
 */
export function NavigationEffects() {
  const location = useLocation();
  const shown = useRef(location.key);
  useEffect(replayHeldBeforeStart, []);
  useEffect(() => {
    if (location.key === shown.current) return;
    shown.current = location.key;
    onNavigation();
    if (consentNeeded) {
      void import('@/features/consent/measurement').then((m) => m.trackPageView(location.pathname));
    }
  }, [location]);
  return null;
}
