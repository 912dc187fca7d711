import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { googleReviews, googleReviewsFrom, type OwnerGoogleProfile } from '@/content/reviews';
import type { ReviewsContent } from '@/sections/reviews-section';
import { formatDatePl } from '@/lib/format';
import { ReviewsSection } from '@/sections/reviews-section';
import { preloadPages, renderApp } from './render-app';

preloadPages('/o-nas');

/** A test fixture, not a real review: four copied reviews of a made-up profile. */
const profile: OwnerGoogleProfile = {
  profileUrl: 'https://example.test/wizytowka',
  average: 4.6,
  total: 12,
  checkedOn: '2030-01-15',
  reviews: [
    { author: 'Autor testowy 1', date: '2029-05-01', rating: 4, text: 'Tekst testowy pierwszy.' },
    { author: 'Autor testowy 2', date: '2029-06-01', rating: 5, text: 'Tekst testowy drugi.' },
    { author: 'Autor testowy 3', date: '2029-07-01', rating: 3, text: 'Tekst testowy trzeci.' },
    { author: 'Autor testowy 4', date: '2029-08-01', rating: 5, text: 'Tekst testowy czwarty.' },
  ],
};

function configured(): ReviewsContent {
  const content = googleReviewsFrom(profile);
  if (!content) throw new Error('A complete profile gives the reviews block.');
  return content;
}

function shownCards(): HTMLElement[] {
  const [list] = screen.getAllByRole('list');
  if (!list) throw new Error('No list of reviews.');
  return within(list).getAllByRole('listitem');
}

describe('Google reviews', () => {
  it('are not shown until the owner configures the public profile', () => {
    expect(googleReviews).toBeUndefined();
  });

  it('need the profile link, the figures and the copied reviews, all of them', () => {
    expect(googleReviewsFrom({ ...profile, profileUrl: '' })).toBeUndefined();
    expect(googleReviewsFrom({ ...profile, total: 0 })).toBeUndefined();
    expect(googleReviewsFrom({ ...profile, average: 0 })).toBeUndefined();
    expect(googleReviewsFrom({ ...profile, reviews: [] })).toBeUndefined();
    expect(configured()).toMatchObject({
      average: 4.6,
      total: 12,
      profileUrl: profile.profileUrl,
      sourceLabel: `12 opinii w Google (stan na ${formatDatePl('2030-01-15')})`,
    });
  });

  it('leave /o-nas without any rating or review count today', async () => {
    await renderApp('/o-nas');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(main).not.toHaveTextContent(/w Google|Średnia ocena|opinii/);
    expect(within(main).queryByRole('img', { name: /Ocena/ })).toBeNull();
  });
});

describe('ReviewsSection', () => {
  it('shows only the last three reviews, with author, Polish date and stars', () => {
    render(<ReviewsSection {...configured()} />);
    const cards = shownCards();
    expect(cards).toHaveLength(3);
    profile.reviews.slice(1).forEach((review, index) => {
      const view = within(cards[index] as HTMLElement);
      expect(view.getByText(review.author)).toBeInTheDocument();
      expect(view.getByText(review.text)).toBeInTheDocument();
      expect(view.getByText(formatDatePl(review.date))).toHaveAttribute('datetime', review.date);
      expect(view.getByRole('img', { name: `Ocena ${review.rating} na 5` })).toBeInTheDocument();
    });
    expect(screen.queryByText('Tekst testowy pierwszy.')).not.toBeInTheDocument();
  });

  it('summarises the rating and the count from the profile', () => {
    render(<ReviewsSection {...configured()} />);
    expect(
      screen.getByRole('img', { name: 'Średnia ocena 4,6 na 5, liczba opinii: 12' }),
    ).toBeInTheDocument();
    expect(screen.getByText('4,6')).toHaveTextContent('4,6 / 5');
    expect(screen.getByText(/^12 opinii w Google/)).toBeInTheDocument();
  });

  it('links to the public profile, where every review can be checked, in a new tab', () => {
    render(<ReviewsSection {...configured()} />);
    const link = screen.getByRole('link', { name: /Zobacz wszystkie opinie w\sGoogle/ });
    expect(link).toHaveAttribute('href', profile.profileUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(/\s+/)).toContain('noopener');
  });

  it('fills as many stars as the rating', () => {
    render(<ReviewsSection {...configured()} />);
    const stars = screen.getByRole('img', { name: 'Ocena 3 na 5' }).querySelectorAll('svg');
    const filled = [...stars].filter((star) => star.getAttribute('class')?.includes('fill-accent'));
    expect(stars).toHaveLength(5);
    expect(filled).toHaveLength(3);
  });
});
