import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadPages, renderApp } from './render-app';

preloadPages('/newsletter/potwierdzony', '/newsletter/link-niewazny');

function robots(): string | null | undefined {
  return document.head.querySelector('meta[name="robots"]')?.getAttribute('content');
}

describe('Newsletter confirmation pages', () => {
  it('/newsletter/potwierdzony thanks for the confirmed address, noindex, with a way on', async () => {
    await renderApp('/newsletter/potwierdzony');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Dziękujemy, Twój adres został potwierdzony',
    );
    expect(document.title).toBe('Adres potwierdzony | Spokojna Rata');
    expect(robots()).toMatch(/\bnoindex\b/);
    expect(screen.getByRole('link', { name: 'Przejdź do bazy wiedzy' })).toHaveAttribute(
      'href',
      '/wiedza',
    );
  });

  it('/newsletter/link-niewazny says the link did not work and leads to a new sign-up', async () => {
    await renderApp('/newsletter/link-niewazny');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Ten link wygasł lub jest nieprawidłowy',
    );
    expect(document.title).toBe('Link wygasł lub jest nieprawidłowy | Spokojna Rata');
    expect(robots()).toMatch(/\bnoindex\b/);
    expect(screen.getByRole('link', { name: 'Zapisz się ponownie' })).toHaveAttribute(
      'href',
      '/wiedza',
    );
  });
});
