import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TestimonialsContent } from '@/content/section-types';
import { TestimonialsSection } from '@/sections/testimonials-section';
import { setMediaQueryMatches } from './media-query';

const content: TestimonialsContent = {
  title: 'Opinie naszych klientów',
  items: [
    {
      quote: 'Jedna rata zamiast czterech.',
      author: 'Anna Kowalska',
      location: 'Kraków',
      additionalInfo: 'Konsolidacja 80 000 zł',
    },
    {
      quote: 'Pomogli mimo odmowy w banku.',
      author: 'Jan N.',
      location: 'Gdańsk',
      additionalInfo: 'Kredyt gotówkowy',
      avatar: '/images/team/jan.jpg',
    },
    {
      quote: 'Spokojna i rzeczowa rozmowa.',
      author: 'Ewa Z.',
      location: 'Poznań',
      additionalInfo: 'Pielęgniarka',
    },
  ],
};

function renderCarousel() {
  const user = userEvent.setup();
  render(<TestimonialsSection {...content} />);
  const list = screen.getByRole('region', { name: /lista opinii/ });
  const scrollBy = vi.fn();
  list.scrollBy = scrollBy;
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: 824 });
  return { user, list, scrollBy };
}

describe('TestimonialsSection', () => {
  it('renders every card with its quote, author, location and details', () => {
    renderCarousel();
    const cards = screen.getAllByRole('figure');
    expect(cards).toHaveLength(3);
    const [firstCard, secondCard] = cards as [HTMLElement, HTMLElement, HTMLElement];
    const first = within(firstCard);
    expect(first.getByText('Jedna rata zamiast czterech.').closest('blockquote')).not.toBeNull();
    expect(first.getByText('Anna Kowalska')).toBeInTheDocument();
    expect(first.getByText(/Kraków/)).toHaveTextContent('Kraków · Konsolidacja 80 000 zł');
    // No avatar: the author's initials; with an avatar: the photo (decorative, alt '').
    expect(first.getByText('AK')).toBeInTheDocument();
    const photo = secondCard.querySelector('img');
    expect(photo).toHaveAttribute('alt', '');
    expect(photo?.getAttribute('src')).toMatch(/^\/images\/team\/jan\.webp\?/);
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
