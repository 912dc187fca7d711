import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';

/** Context shared by the browser entry and the prerender entry. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <HelmetProvider>{children}</HelmetProvider>;
}
