import { Image } from '@/components/ui/image';
import type { Testimonial } from '@/content/section-types';
import { cardClass } from './card';

/** "Anna K." → "AK"; "Marek" → "M". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.replace(/[^\p{L}]/gu, '').charAt(0))
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

/** Spec §2 testimonial card: the quote, then who said it, with a photo or their initials. */
export function TestimonialCard({ quote, author, location, additionalInfo, avatar }: Testimonial) {
  return (
    <figure className={`${cardClass} flex h-full flex-col`}>
      <svg
        aria-hidden="true"
        viewBox="0 0 32 24"
        className="h-6 w-8 shrink-0 fill-brand-200"
        focusable="false"
      >
        <path d="M0 24V14C0 6.3 4.2 1.6 12.6 0l1.2 3.4C9 4.7 6.7 7.3 6.6 11H13v13H0Zm19 0V14c0-7.7 4.2-12.4 12.6-14l1.2 3.4C28 4.7 25.7 7.3 25.6 11H32v13H19Z" />
      </svg>
      <blockquote className="mt-4 flex-1 text-base leading-relaxed text-ink">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-200 pt-5">
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
          <span className="block text-sm text-ink-muted">
            {location}
            {additionalInfo ? ` · ${additionalInfo}` : null}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
