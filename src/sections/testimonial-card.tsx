import { Image } from '@/components/ui/image';
import { formatDatePl } from '@/lib/format';
import { cardClass } from '@/components/ui/card';
import { Stars } from './reviews-section';

/** Spec §2 testimonial card. */
/**
 * A client's own words, published by the owner with the client's consent (spec §3 fields). Only
 * real entries with a source and a date exist: the site never invents one.
 */
export interface Testimonial {
  quote: string;
  /** As the client agreed to be named, e.g. "Anna K.". */
  author: string;
  location?: string;
  /** Profession or position, e.g. "pielęgniarka". */
  position?: string;
  /** What the client came with. */
  situation?: string;
  /** What was arranged. */
  result?: string;
  /** Stars given by the client in the source, if the source has them. */
  rating?: number;
  /** The owner holds the client's confirmation (e.g. a signed consent or a verified review). */
  verified: boolean;
  /** Where the words come from, e.g. "Opinia w Google". */
  source: string;
  /** ISO date of the opinion. */
  date: string;
  /** Local image path, only with the client's consent; initials are shown when absent. */
  avatar?: string;
}

/** The words around the testimonials: the carousel's buttons and each card's field names. */
export interface TestimonialsLabels {
  /** Names the scrollable list, e.g. "<title>: lista opinii, przewijana w poziomie". */
  region: (title: string) => string;
  previous: string;
  next: string;
  situation: string;
  result: string;
  verified: string;
  /** The client's rating, e.g. "Ocena 5 na 5". */
  rating: (rating: string, scale: number) => string;
}

/** Testimonials are rated on the same five-star scale as reviews (spec §3: rating 0–5). */
const SCALE = 5;
const ratingFormat = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 });

/** "Anna K." → "AK"; "Marek" → "M". */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.replace(/[^\p{L}]/gu, '').charAt(0))
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

/**
 * Spec §2/§3 testimonial card for the owner's real entries: the stars when the source has a rating,
 * the quote, the situation and the result when given, who said it (position, location), and where
 * and when it was published, marked 'Zweryfikowana opinia' when the owner holds the confirmation.
 */
export function TestimonialCard({
  quote,
  author,
  location,
  position,
  situation,
  result,
  rating,
  verified,
  source,
  date,
  avatar,
  labels,
}: Testimonial & { labels: TestimonialsLabels }) {
  const details = [position, location].filter(Boolean).join(' · ');
  return (
    <figure className={`${cardClass} flex h-full flex-col`}>
      {rating === undefined ? (
        <svg
          aria-hidden="true"
          viewBox="0 0 32 24"
          className="h-6 w-8 shrink-0 fill-brand-200"
          focusable="false"
        >
          <path d="M0 24V14C0 6.3 4.2 1.6 12.6 0l1.2 3.4C9 4.7 6.7 7.3 6.6 11H13v13H0Zm19 0V14c0-7.7 4.2-12.4 12.6-14l1.2 3.4C28 4.7 25.7 7.3 25.6 11H32v13H19Z" />
        </svg>
      ) : (
        <Stars
          rating={rating}
          scale={SCALE}
          label={labels.rating(ratingFormat.format(rating), SCALE)}
          size="h-5 w-5"
        />
      )}
      <blockquote className="mt-4 flex-1 text-base leading-relaxed text-ink">
        <p>{quote}</p>
      </blockquote>
      {situation || result ? (
        <dl className="mt-4 space-y-2 text-sm">
          {situation ? (
            <div>
              <dt className="font-semibold text-brand-950">{labels.situation}</dt>
              <dd className="text-ink-muted">{situation}</dd>
            </div>
          ) : null}
          {result ? (
            <div>
              <dt className="font-semibold text-brand-950">{labels.result}</dt>
              <dd className="text-ink-muted">{result}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <figcaption className="mt-6 border-t border-slate-200 pt-5">
        <span className="flex items-center gap-3">
          {avatar ? (
            <Image
              src={avatar}
              alt=""
              width={48}
              height={48}
              requestWidth={96}
              className="h-12 w-12 shrink-0 rounded-full object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
            >
              {initialsOf(author)}
            </span>
          )}
          <span className="min-w-0">
            <span className="block font-semibold text-brand-950">{author}</span>
            {details ? <span className="block text-sm text-ink-muted">{details}</span> : null}
          </span>
        </span>
        <span className="mt-3 block text-sm text-ink-muted">
          {verified ? (
            <span className="mr-2 inline-block rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
              {labels.verified}
            </span>
          ) : null}
          {source}, <time dateTime={date}>{formatDatePl(date)}</time>
        </span>
      </figcaption>
    </figure>
  );
}
