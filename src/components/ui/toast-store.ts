import { useSyncExternalStore } from 'react';

/**
 * The site's toast queue. Kept apart from the Radix renderer so that pages do not load the renderer
 * until the first toast is shown (forms are the only callers).
 */

type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; the site default is 5 s. */
  duration?: number;
}

export interface ToastEntry extends ToastInput {
  id: string;
  open: boolean;
}

export const TOAST_DURATION_MS = 5000;
/** How long a closed toast stays in the list so its exit animation can run. */
const REMOVE_DELAY_MS = 300;
const MAX_TOASTS = 3;

let entries: ToastEntry[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const emptyList: ToastEntry[] = [];

function emit(next: ToastEntry[]) {
  entries = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: string): void {
  emit(entries.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
  setTimeout(() => emit(entries.filter((entry) => entry.id !== id)), REMOVE_DELAY_MS);
}

/** Shows a toast (the newest first, at most three). */
export function toast(input: ToastInput): void {
  counter += 1;
  const id = `toast-${counter}`;
  emit([{ ...input, id, open: true }, ...entries].slice(0, MAX_TOASTS));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => entries,
    () => emptyList,
  );
}

/** Test helper: forget every toast. */
export function resetToasts(): void {
  emit([]);
}
