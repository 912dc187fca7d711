/**
 * Helpers of the wizard tests (application and analysis): the form alone on its route with a
 * thank-you probe and the toast outlet, control look-ups, and the steps a visitor takes.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { expect } from 'vitest';
import { ToastOutlet } from '@/components/layout/toast-outlet';
import { preloadToaster } from './lazy-code';

preloadToaster();

/** Stands for /dziekujemy: shows the navigation state it was opened with. */
function ThankYouProbe() {
  const state: unknown = useLocation().state;
  return <p data-testid="thank-you-state">{JSON.stringify(state)}</p>;
}

/** Renders a wizard at `path`, beside a /dziekujemy probe, and finds it by its label. */
export function renderWizard(ui: ReactNode, path: string, formLabel: string) {
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '/dziekujemy', element: <ThankYouProbe /> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <RouterProvider router={router} />
      <ToastOutlet />
    </>,
  );
  const form = screen.getByRole('form', { name: formLabel });
  return { router, user, form };
}

export const textbox = (name: string) => screen.getByRole('textbox', { name });
export const checkbox = (name: string | RegExp) => screen.getByRole('checkbox', { name });
export const button = (name: string) => screen.getByRole('button', { name });
export const fileInput = () => screen.getByLabelText<HTMLInputElement>('Dokumenty (opcjonalnie)');
export const fileOfSize = (name: string, size: number) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

/** The file list's entries as their text (name, size, 'Usuń'). */
export function fileEntries(form: HTMLElement) {
  return within(form)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
}

/** Clicks 'Dalej' and waits for 'Krok N z 3'. */
export async function next(user: UserEvent, expectedStep: number) {
  await user.click(button('Dalej'));
  expect(await screen.findByText(`Krok ${expectedStep} z 3`)).toBeInTheDocument();
}

/** Puts `value` in the field in one input event (for tests where typing key by key is not the point). */
export async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

/**
 * Waits for a toast with this title and description (a failure also stands in the form, hence the
 * first of those found).
 */
export async function expectToast(title: string, description: string) {
  expect((await screen.findAllByText(title, { exact: true }))[0]).toBeInTheDocument();
  expect(screen.getAllByText(description, { exact: true })[0]).toBeInTheDocument();
}
