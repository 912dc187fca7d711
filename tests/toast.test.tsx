import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastOutlet } from '@/components/layout/toast-outlet';
import { TOAST_DURATION_MS, resetToasts, toast } from '@/components/ui/toast-store';

function show(input: Parameters<typeof toast>[0]) {
  act(() => toast(input));
}

describe('Toasts', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.useRealTimers();
  });

  it('renders nothing before the first toast', () => {
    const { container } = render(<ToastOutlet />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the title and the description', async () => {
    render(<ToastOutlet />);
    show({ title: 'Wysłano zgłoszenie', description: 'Doradca oddzwoni wkrótce.' });
    expect(await screen.findByText('Wysłano zgłoszenie')).toBeInTheDocument();
    expect(screen.getByText('Doradca oddzwoni wkrótce.')).toBeInTheDocument();
  });

  it('names its region in Polish, with the key that reaches it', async () => {
    render(<ToastOutlet />);
    show({ title: 'Wysłano zgłoszenie' });
    expect(await screen.findByRole('region', { name: 'Powiadomienia (F8)' })).toBeInTheDocument();
  });

  it('shows a destructive toast, announced assertively', async () => {
    render(<ToastOutlet />);
    show({ title: 'Błąd wysyłki', description: 'Spróbuj ponownie.', variant: 'destructive' });
    expect(await screen.findByText('Błąd wysyłki')).toBeInTheDocument();
    expect(screen.getByText('Spróbuj ponownie.')).toBeInTheDocument();
    const announcement = await screen.findByRole('status');
    expect(announcement).toHaveAttribute('aria-live', 'assertive');
  });

  it('announces a default toast politely', async () => {
    render(<ToastOutlet />);
    show({ title: 'Zapisano' });
    await screen.findByText('Zapisano');
    expect(await screen.findByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('closing one toast removes that one only', async () => {
    const user = userEvent.setup({ delay: null });
    render(<ToastOutlet />);
    show({ title: 'Pierwsze powiadomienie' });
    show({ title: 'Drugie powiadomienie' });
    const first = (await screen.findByText('Pierwsze powiadomienie')).closest('li');
    if (!first) throw new Error('the toast is not a list item');

    await user.click(within(first).getByRole('button', { name: 'Zamknij powiadomienie' }));

    await waitFor(() =>
      expect(screen.queryByText('Pierwsze powiadomienie')).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Drugie powiadomienie')).toBeInTheDocument();
  });

  it('closes by itself after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<ToastOutlet />);
    show({ title: 'Znika sam' });
    await screen.findByText('Znika sam');
    expect(TOAST_DURATION_MS).toBe(5000);

    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 500);
    });
    expect(screen.getByText('Znika sam')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    await waitFor(() => expect(screen.queryByText('Znika sam')).not.toBeInTheDocument());
  });

  it("closes with the button 'Zamknij powiadomienie'", async () => {
    const user = userEvent.setup({ delay: null });
    render(<ToastOutlet />);
    show({ title: 'Zamknij mnie' });
    await screen.findByText('Zamknij mnie');

    await user.click(screen.getByRole('button', { name: 'Zamknij powiadomienie' }));

    await waitFor(() => expect(screen.queryByText('Zamknij mnie')).not.toBeInTheDocument());
  });

  it('keeps at most the three newest toasts', async () => {
    render(<ToastOutlet />);
    for (const title of ['Jeden', 'Dwa', 'Trzy', 'Cztery']) show({ title });
    await screen.findByText('Cztery');
    expect(screen.queryByText('Jeden')).not.toBeInTheDocument();
    for (const title of ['Dwa', 'Trzy']) expect(screen.getByText(title)).toBeInTheDocument();
  });
});
