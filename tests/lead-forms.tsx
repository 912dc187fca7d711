/**
 * Helpers of the lead-form tests: a form rendered alone (with a router, for its privacy-policy
 * link, and the toast outlet), a promise settled by the test, and toast look-ups. Each test file
 * mocks '@/features/leads/send-lead' itself (vi.mock is hoisted per file).
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { expect } from 'vitest';
import { CONSENT_VERSION } from '@shared/lead-schema';
import { AppProviders } from '@/app/providers';
import { loadLazilyHydrated } from '@/hydration/lazy-hydration';
import { ToastOutlet } from '@/components/layout/toast-outlet';
import { resetToasts } from '@/components/ui/toast-store';
import { preloadToaster } from './lazy-code';

preloadToaster();

/** Renders `ui` alone with the toast outlet, at '/'. */
export function renderForm(ui: ReactNode) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          {ui}
          <ToastOutlet />
        </>
      ),
    },
  ]);
  const user = userEvent.setup({ delay: null });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router };
}

/**
 * Renders one page component alone (no layout, no route table), like `renderForm`, once the code of
 * its lazily hydrated parts is in: for what the page itself holds (which form, where, beside what).
 */
export async function renderPage(ui: ReactNode) {
  await loadLazilyHydrated();
  return renderForm(ui);
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/**
 * Waits for a toast with exactly this title and description (in the same toast); `timeout` for a
 * whole page, which re-renders slowly under load.
 */
export async function expectToast(
  title: string,
  description: string,
  timeout = 1000,
): Promise<void> {
  const heading = await screen.findByText(title, { exact: true }, { timeout });
  const toast = heading.closest('li');
  if (!toast) throw new Error(`'${title}' is not in a toast.`);
  expect(within(toast).getByText(description, { exact: true })).toBeInTheDocument();
}

export function clearToasts(): void {
  act(() => resetToasts());
}

/** The honeypot input (hidden from people and from the accessibility tree). */
export function honeypotOf(form: HTMLElement): HTMLInputElement {
  const input = form.querySelector<HTMLInputElement>('input[name="website"]');
  if (!input) throw new Error('The form has no honeypot input.');
  return input;
}

/** The only form with this data-form attribute. */
export function formOf(container: HTMLElement, name: string): HTMLFormElement {
  const forms = container.querySelectorAll<HTMLFormElement>(`form[data-form="${name}"]`);
  expect(forms).toHaveLength(1);
  return forms[0] as HTMLFormElement;
}

/** A version 4 UUID, as crypto.randomUUID() makes the submission ids. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** What every lead body carries besides its spec fields: a submission id, the consent version. */
export function envelope({ consent = true }: { consent?: boolean } = {}) {
  return {
    submissionId: expect.stringMatching(UUID) as unknown as string,
    ...(consent ? { consentVersion: CONSENT_VERSION } : {}),
  };
}

/** Drafts live in sessionStorage, which jsdom keeps between the tests of a file. */
export function clearDrafts(): void {
  window.sessionStorage.clear();
}
