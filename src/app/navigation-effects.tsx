import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { trackPageView } from '@/features/consent/measurement';
import { onNavigation } from './service-worker-registration';

/** After every client-side navigation: the service worker's version check and the page view. */
export function NavigationEffects() {
  const location = useLocation();
  const shown = useRef(location.key);
  useEffect(() => {
    if (location.key === shown.current) return;
    shown.current = location.key;
    onNavigation();
    trackPageView(location.pathname);
  }, [location]);
  return null;
}
