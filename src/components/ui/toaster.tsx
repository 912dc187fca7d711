import * as Toast from '@radix-ui/react-toast';
import { TOAST_DURATION_MS, dismissToast, type ToastEntry } from './toast-store';

const variantClasses = {
  default: 'border-slate-200 bg-white text-ink',
  destructive: 'surface-dark border-danger-600 bg-danger-600 text-white',
} as const;

/** What screen readers call a toast, its close button and the toasts' region. */
export interface NotificationLabels {
  toast: string;
  close: string;
  /** Radix replaces {hotkey} with the shortcut that focuses the region. */
  region: string;
}

/** Radix renderer of the toast queue; loaded on the first toast. */
export function Toaster({ toasts, labels }: { toasts: ToastEntry[]; labels: NotificationLabels }) {
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label={labels.toast}>
      {toasts.map((entry) => (
        <Toast.Root
          key={entry.id}
          open={entry.open}
          duration={entry.duration}
          type={entry.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(entry.id);
          }}
          className={`toast-root relative flex w-full items-start gap-3 rounded-card border p-4 pr-10 shadow-lifted ${variantClasses[entry.variant ?? 'default']}`}
        >
          <div className="grid gap-1">
            <Toast.Title className="font-semibold">{entry.title}</Toast.Title>
            {entry.description ? (
              <Toast.Description className="text-sm opacity-90">
                {entry.description}
              </Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label={labels.close}
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100"
          >
            <span aria-hidden="true">✕</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        // Radix names the region 'Notifications ({hotkey})' unless told otherwise.
        label={labels.region}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
