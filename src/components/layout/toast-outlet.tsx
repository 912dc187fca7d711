import { Suspense, lazy, useState } from 'react';
import { notificationLabels } from '@/content/labels';
import { useToasts } from '@/components/ui/toast-store';

const LazyToaster = lazy(() =>
  import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })),
);

/**
 * Mounts the Radix toaster once the first toast is shown, and keeps it mounted afterwards. Part of
 * the site's frame (mounted once by the root layout), so it gives the toaster its labels from content.
 */
export function ToastOutlet() {
  const toasts = useToasts();
  const [used, setUsed] = useState(false);
  if (toasts.length > 0 && !used) setUsed(true);
  if (!used && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster toasts={toasts} labels={notificationLabels} />
    </Suspense>
  );
}
