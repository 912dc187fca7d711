/**
 * Code the app imports on demand: the toaster on the first toast (toast-outlet.tsx), the desktop
 * dropdowns on intent (desktop-nav.tsx). A test that waits for what such code shows would wait, on
 * a busy machine, mostly for the import itself (module transform and evaluation), past a findBy's
 * second. Called at the top of a test helper or file, these import the code before the file's first
 * test; the app still loads it on demand (it then finds the module loaded) and renders it as usual.
 */
import { beforeAll } from 'vitest';

export function preloadToaster(): void {
  beforeAll(async () => {
    await import('@/components/ui/toaster');
  });
}

export function preloadNavDropdown(): void {
  beforeAll(async () => {
    await import('@/components/layout/nav-dropdown');
  });
}
