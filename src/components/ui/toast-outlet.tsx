import { Suspense, lazy, useState } from 'react';
import { useToasts } from './toast-store';

const LazyToaster = lazy(() => import('./toaster').then((m) => ({ default: m.Toaster })));

/** Mounts the Radix toaster once the first toast is shown, and keeps it mounted afterwards. */
export function ToastOutlet() {
  const toasts = useToasts();
  const [used, setUsed] = useState(false);
  if (toasts.length > 0 && !used) setUsed(true);
  if (!used && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster toasts={toasts} />
    </Suspense>
  );
}
