import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reviewsSummary } from '@/content/figures';
import { reviews } from '@/content/reviews';
import { formatDatePl } from '@/lib/format';
import { ReviewsSection } from '@/sections/reviews-section';

function shownCards(): HTMLElement[] {
  const [list] = screen.getAllByRole('list');
  if (!list) throw new Error('No list of reviews.');
  return within(list).getAllByRole('listitem');
}

describe('ReviewsSection', () => {
  it('keeps six five-star reviews and the spec summary (5 of 5, 10 reviews, 3 shown)', () => {
    expect(reviews.reviews).toHaveLength(6);
    expect(reviews.reviews.every((review) => review.rating === 5)).toBe(true);
    expect(reviewsSummary).toEqual({ average: 5, total: 10, shown: 3, scale: 5 });
    expect(reviews.sourceLabel).toBe('10 opinii w Google');
  });

  it('shows only the last three of the six reviews, with author, Polish date and stars', () => {
    render(<ReviewsSection {...reviews} />);
    const cards = shownCards();
    const expected = reviews.reviews.slice(3);
    expect(cards).toHaveLength(3);
    expected.forEach((review, index) => {
      const view = within(cards[index] as HTMLElement);
      expect(view.getByText(review.author)).toBeInTheDocument();
      expect(view.getByText(review.text)).toBeInTheDocument();
      expect(view.getByText(formatDatePl(review.date))).toHaveAttribute('datetime', review.date);
      expect(view.getByRole('img', { name: 'Ocena 5 na 5' })).toBeInTheDocument();
    });
    for (const hidden of reviews.reviews.slice(0, 3)) {
      expect(screen.queryByText(hidden.text)).not.toBeInTheDocument();
    }
  });

  it('summarises the rating as 5 out of 5 from 10 Google reviews', () => {
    render(<ReviewsSection {...reviews} />);
    expect(screen.getByRole('img', { name: /^Średnia ocena 5,0 na 5, liczba opinii: 10$/ }));
    expect(screen.getByText('5,0')).toHaveTextContent('5,0 / 5');
    expect(screen.getByText('10 opinii w Google')).toBeInTheDocument();
  });

  it('fills as many stars as the rating', () => {
    render(
      <ReviewsSection
        {...reviews}
        reviews={[{ author: 'Ola P.', date: '2025-02-01', rating: 4, text: 'Dobrze.' }]}
      />,
    );
    const stars = screen.getByRole('img', { name: 'Ocena 4 na 5' }).querySelectorAll('svg');
    const filled = [...stars].filter((star) => star.getAttribute('class')?.includes('fill-accent'));
    expect(stars).toHaveLength(5);
    expect(filled).toHaveLength(4);
  });
});
