import { NewTabNote } from '@/components/ui/new-tab-note';
import { formatDatePl } from '@/lib/format';
import { cardClass } from '@/components/ui/card';
import { SectionShell, type SectionHeading } from './section-shell';

export interface Review {
  author: string;
  /** ISO date. */
  date: string;
  rating: number;
  text: string;
}

/**
 * Spec §2 reviews block: the summary and the reviews the owner copied from the firm's public review
 * profile (with the link to it), of which the last `shown` appear.
 */
export interface ReviewsContent extends SectionHeading {
  average: number;
  total: number;
  scale: number;
  /** e.g. "10 opinii w Google". */
  sourceLabel: string;
  /** The public profile where every review can be checked. */
  profileUrl: string;
  reviews: Review[];
  shown: number;
  labels: ReviewsLabels;
}

/** The words around the reviews: the ratings read by screen readers and the profile link. */
export interface ReviewsLabels {
  /** The average, e.g. "Średnia ocena 4,9 na 5, liczba opinii: 10". */
  average: (average: string, scale: number, total: number) => string;
  /** One review's rating, e.g. "Ocena 5 na 5". */
  rating: (rating: string, scale: number) => string;
  profileLink: string;
  opensInNewTab: string;
}

const ratingFormat = new Intl.NumberFormat('pl-PL', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const wholeFormat = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 });

/** The reviews the block shows: the last `shown` of the list, in list order. */
function shownReviews(reviews: Review[], shown: number): Review[] {
  return shown > 0 ? reviews.slice(-shown) : [];
}

interface StarsProps {
  rating: number;
  scale: number;
  label: string;
  size: string;
}

/** `scale` stars, the first `rating` (rounded) filled; read out as one image with `label`. */
export function Stars({ rating, scale, label, size }: StarsProps) {
  const filled = Math.round(rating);
  return (
    <span role="img" aria-label={label} className="inline-flex gap-0.5">
      {Array.from({ length: scale }, (_, i) => (
        <svg
          key={i}
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 20 20"
          className={`${size} ${i < filled ? 'fill-accent-600' : 'fill-slate-200'}`}
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
        </svg>
      ))}
    </span>
  );
}

/**
 * Spec §2 reviews block: the rating summary, then the last `shown` reviews with their stars,
 * author and date.
 */
export function ReviewsSection({
  average,
  total,
  scale,
  sourceLabel,
  profileUrl,
  reviews,
  shown,
  labels,
  tone = 'plain',
  ...heading
}: ReviewsContent) {
  const averageText = ratingFormat.format(average);
  return (
    <SectionShell section="reviews-section" heading={heading} tone={tone}>
      <div
        className={`${cardClass} flex flex-wrap items-center gap-x-5 gap-y-2 sm:inline-flex sm:px-8`}
      >
        <p className="text-4xl font-bold text-brand-950">
          {averageText}
          <span className="text-lg font-semibold text-ink-muted"> / {scale}</span>
        </p>
        <div>
          <Stars
            rating={average}
            scale={scale}
            label={labels.average(averageText, scale, total)}
            size="h-6 w-6"
          />
          <p className="mt-1 font-medium text-ink-muted">{sourceLabel}</p>
        </div>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {shownReviews(reviews, shown).map((review) => (
          <li key={`${review.author}-${review.date}`} className={`${cardClass} flex flex-col`}>
            <Stars
              rating={review.rating}
              scale={scale}
              label={labels.rating(wholeFormat.format(review.rating), scale)}
              size="h-5 w-5"
            />
            <p className="mt-4 flex-1 leading-relaxed text-ink">{review.text}</p>
            <p className="mt-5 border-t border-slate-200 pt-4 text-sm">
              <span className="block font-semibold text-brand-950">{review.author}</span>
              <time dateTime={review.date} className="text-ink-muted">
                {formatDatePl(review.date)}
              </time>
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <a
          href={profileUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
        >
          {labels.profileLink}
          <NewTabNote text={labels.opensInNewTab} />
        </a>
      </p>
    </SectionShell>
  );
}
