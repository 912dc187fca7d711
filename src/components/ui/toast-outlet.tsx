/**
 * Moved to components/layout/toast-outlet.tsx (it gives the toaster its labels from content). This
 * re-export keeps src/app/root-layout.tsx working until it imports from the new place; then delete
 * it together with its exception in eslint/import-boundaries.js.
 */
export { ToastOutlet } from '@/components/layout/toast-outlet';
