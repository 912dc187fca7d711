import { Suspense, startTransition, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { lazyHydrated } from '@/hydration/lazy-hydration';

describe('A lazily hydrated part rendered afresh (after a client-side navigation)', () => {
  it('renders once its code has loaded, with no error for React to recover from', async () => {
    // React's own scheduling, as in the browser: act() would finish the transition in one go.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
    const recovered = vi.fn();
    const warned = vi.spyOn(console, 'error');
    let arrive: (() => void) | undefined;
    const Part = lazyHydrated(
      () =>
        new Promise<ComponentType>((resolve) => {
          arrive = () => resolve(() => <p>Następna strona</p>);
        }),
      { when: 'interaction' },
    );
    const container = document.createElement('div');
    const root = createRoot(container, { onRecoverableError: recovered });
    const show = (content: ReactNode) =>
      startTransition(() => root.render(<Suspense>{content}</Suspense>));

    show(<p>Poprzednia strona</p>);
    await vi.waitFor(() => expect(container.textContent).toBe('Poprzednia strona'));
    // A navigation: the previous page stays on screen while the next one's code loads.
    show(<Part />);
    await vi.waitFor(() => expect(arrive).toBeDefined());
    expect(container.textContent).toBe('Poprzednia strona');
    arrive?.();

    await vi.waitFor(() => expect(container.textContent).toBe('Następna strona'));
    // In production an error React recovers from; in development its warning.
    expect(recovered).not.toHaveBeenCalled();
    expect(warned).not.toHaveBeenCalled();
    root.unmount();
    vi.unstubAllGlobals();
  });
});
