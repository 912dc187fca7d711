import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MapContent } from '@/sections/map-preview';
import { MapPreview } from '@/sections/map-preview';
import { opensInNewTab } from '@/content/labels';

const content: MapContent = {
  opensInNewTab,
  title: 'Jak do nas trafić',
  address: ['Spokojna Rata sp. z o.o.', 'ul. Przykładowa 1', '00-001 Warszawa'],
  mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Warszawa',
  embedUrl: 'https://www.google.com/maps?q=Warszawa&output=embed',
  buttonText: 'Pokaż mapę',
  linkText: 'Otwórz w Mapach Google',
  iframeTitle: 'Mapa dojazdu do biura w Warszawie',
  privacyNote: 'Po kliknięciu mapa zostanie wczytana z serwerów Google.',
};

describe('MapPreview', () => {
  it('loads nothing from the map provider until asked: a local preview with the address', () => {
    const { container } = render(<MapPreview {...content} />);
    expect(container.querySelector('iframe')).toBeNull();
    // Nothing on the page points at another host except the plain link.
    const remote = [...container.querySelectorAll('[src]')].filter((el) =>
      /^(https?:)?\/\//.test(el.getAttribute('src') ?? ''),
    );
    expect(remote).toEqual([]);
    expect(container.querySelector('address')).toHaveTextContent(
      'Spokojna Rata sp. z o.o.ul. Przykładowa 100-001 Warszawa',
    );
    expect(screen.getByText(content.privacyNote)).toBeInTheDocument();
  });

  it('swaps in the embedded map on the button, with its title, and moves focus to it', async () => {
    const user = userEvent.setup({ delay: null });
    render(<MapPreview {...content} />);
    await user.click(screen.getByRole('button', { name: 'Pokaż mapę' }));

    const frame = screen.getByTitle(content.iframeTitle);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', content.embedUrl);
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('width');
    expect(frame).toHaveAttribute('height');
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Pokaż mapę' })).not.toBeInTheDocument();
  });

  it('links to the map in a new tab', () => {
    render(<MapPreview {...content} />);
    const link = screen.getByRole('link', { name: /Otwórz w Mapach Google/ });
    expect(link).toHaveAttribute('href', content.mapsUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Otwórz w Mapach Google (otwiera się w nowej karcie)');
  });
});
