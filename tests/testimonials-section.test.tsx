import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ClientSituationsContent } from '@/sections/client-situations-section';
import type { TestimonialsContent } from '@/sections/testimonials-section';
import { formatDatePl } from '@/lib/format';
import { ClientSituationsSection } from '@/sections/client-situations-section';
import { TestimonialsSection } from '@/sections/testimonials-section';
import { withBeforeStartScript } from './before-start-script';
import { setMediaQueryMatches } from './media-query';
import { testimonialsLabels } from '@/content/labels';

/** Test fixtures, not real opinions: one entry with every spec §3 field, two with the minimum. */
const content: TestimonialsContent = {
  labels: testimonialsLabels,
  title: 'Opinie naszych klientów',
  items: [
    {
      quote: 'Cytat testowy pierwszy.',
      author: 'Anna Testowa',
      position: 'zawód testowy',
      location: 'Miasto Testowe',
      situation: 'Sytuacja testowa.',
      result: 'Efekt testowy.',
      rating: 4,
      verified: true,
      source: 'Źródło testowe',
      date: '2030-02-01',
    },
    {
      quote: 'Cytat testowy drugi.',
      author: 'Jan T.',
      verified: false,
      source: 'Źródło testowe',
      date: '2030-03-01',
      avatar: '/images/team/jan.jpg',
    },
    {
      quote: 'Cytat testowy trzeci.',
      author: 'Ewa T.',
      verified: false,
      source: 'Źródło testowe',
      date: '2030-04-01',
    },
  ],
};

function renderCarousel() {
  const user = userEvent.setup({ delay: null });
  render(<TestimonialsSection {...content} />);
  const list = screen.getByRole('region', { name: /lista opinii/ });
  const scrollBy = vi.fn();
  list.scrollBy = scrollBy;
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: 824 });
  return { user, list, scrollBy };
}

describe('TestimonialsSection', () => {
  // The arrows work from the page's inline script, as on the site (src/hydration/before-start.ts).
  withBeforeStartScript();

  it('renders every card with its quote, author and every field the entry has', () => {
    renderCarousel();
    const cards = screen.getAllByRole('figure');
    expect(cards).toHaveLength(3);
    const [firstCard, secondCard] = cards as [HTMLElement, HTMLElement, HTMLElement];
    const first = within(firstCard);
    expect(first.getByText('Cytat testowy pierwszy.').closest('blockquote')).not.toBeNull();
    expect(first.getByText('Anna Testowa')).toBeInTheDocument();
    expect(first.getByText('zawód testowy · Miasto Testowe')).toBeInTheDocument();
    const terms = first.getAllByRole('term').map((term) => term.textContent);
    const values = first.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Sytuacja', 'Efekt']);
    expect(values).toEqual(['Sytuacja testowa.', 'Efekt testowy.']);
    expect(first.getByRole('img', { name: 'Ocena 4 na 5' })).toBeInTheDocument();
    expect(first.getByText('Zweryfikowana opinia')).toBeInTheDocument();
    expect(first.getByText(formatDatePl('2030-02-01'))).toHaveAttribute('datetime', '2030-02-01');
    expect(first.getByText(/Źródło testowe/)).toBeInTheDocument();
    // No avatar: the author's initials; with an avatar: the photo (decorative, alt '').
    expect(first.getByText('AT')).toBeInTheDocument();
    const photo = secondCard.querySelector('img');
    expect(photo).toHaveAttribute('alt', '');
    expect(photo?.getAttribute('src')).toMatch(/^\/images\/team\/jan\.webp\?/);
  });

  it('shows no stars, details or verified mark that an entry does not have', () => {
    renderCarousel();
    const second = within(screen.getAllByRole('figure')[1] as HTMLElement);
    expect(second.queryByRole('img', { name: /Ocena/ })).toBeNull();
    expect(second.queryByText('Zweryfikowana opinia')).toBeNull();
    expect(second.queryByRole('term')).toBeNull();
    expect(second.getByText(formatDatePl('2030-03-01'))).toBeInTheDocument();
  });

  it('makes the scrolling list a labelled keyboard stop', () => {
    const { list } = renderCarousel();
    expect(list).toHaveAttribute('tabindex', '0');
    expect(list.className).toMatch(/overflow-x-auto/);
  });

  it('scrolls forward by one visible width, smoothly, on "Następne opinie"', async () => {
    const { user, scrollBy } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Następne opinie' }));
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith({ left: 824, behavior: 'smooth' });
  });

  it('scrolls back by one visible width, smoothly, on "Poprzednie opinie"', async () => {
    const { user, scrollBy } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Poprzednie opinie' }));
    expect(scrollBy).toHaveBeenCalledExactlyOnceWith({ left: -824, behavior: 'smooth' });
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    setMediaQueryMatches('(prefers-reduced-motion: reduce)', true);
    const { user, scrollBy } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Następne opinie' }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 824, behavior: 'auto' });
  });
});

/** Test fixture: illustrative situations, as the pages use them instead of invented testimonials. */
const situations: ClientSituationsContent = {
  title: 'Przykładowe sytuacje, w których pomagamy',
  items: [
    { title: 'Sytuacja A', situation: 'Opis sytuacji A.', help: 'Jak pomagamy w A.' },
    { title: 'Sytuacja B', situation: 'Opis sytuacji B.', help: 'Jak pomagamy w B.' },
  ],
  note: 'Opisy są przykładowe i nie dotyczą konkretnych osób.',
};

describe('ClientSituationsSection', () => {
  it('shows each situation under its own heading, with how we help, and the note', () => {
    render(<ClientSituationsSection {...situations} />);
    const section = screen.getByRole('region', { name: situations.title });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    situations.items.forEach((item, index) => {
      const card = within(items[index] as HTMLElement);
      expect(card.getByRole('heading', { level: 3, name: item.title })).toBeInTheDocument();
      expect(card.getByText(item.situation)).toBeInTheDocument();
      expect(card.getByText(item.help)).toBeInTheDocument();
    });
    expect(within(section).getByText(situations.note)).toBeInTheDocument();
  });

  it('presents no person: no quote, no author, no stars', () => {
    render(<ClientSituationsSection {...situations} />);
    expect(screen.queryByRole('figure')).toBeNull();
    expect(document.querySelector('blockquote')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
