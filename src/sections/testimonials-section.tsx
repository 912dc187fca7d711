import { useRef } from 'react';
import type { TestimonialsContent } from '@/sections/types';
import { SectionShell } from './section-shell';
import { TestimonialCard } from './testimonial-card';

const arrowClass =
  'flex h-11 w-11 items-center justify-center rounded-full border border-brand-700 bg-white text-brand-800 transition-colors hover:bg-brand-50';

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
    </svg>
  );
}

/**
 * Spec §2 testimonial carousel: a horizontally scrolling, snapping list of cards (300 px wide,
 * 400 px from md). From md up, arrows scroll it by one visible width; everywhere it scrolls by touch
 * and, once focused, by keyboard.
 */
export function TestimonialsSection({
  items,
  labels,
  tone = 'plain',
  ...heading
}: TestimonialsContent) {
  const listRef = useRef<HTMLDivElement>(null);

  function scroll(direction: -1 | 1) {
    const list = listRef.current;
    if (!list) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({
      left: direction * list.clientWidth,
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
  }

  return (
    <SectionShell heading={heading} tone={tone}>
      <div
        ref={listRef}
        role="region"
        aria-label={labels.region(heading.title)}
        // A scrollable region must be reachable by keyboard (WCAG 2.1.1), hence the tab stop.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="-mx-1 snap-x snap-mandatory overflow-x-auto overscroll-x-contain px-1 pt-1 pb-4"
      >
        <ul className="flex gap-4 md:gap-6">
          {items.map((item, index) => (
            <li
              key={`${index}-${item.author}`}
              className="w-[300px] shrink-0 snap-start md:w-[400px]"
            >
              <TestimonialCard {...item} labels={labels} />
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-4 hidden justify-end gap-3 md:flex">
        <button
          type="button"
          aria-label={labels.previous}
          className={arrowClass}
          onClick={() => scroll(-1)}
        >
          <Arrow direction="left" />
        </button>
        <button
          type="button"
          aria-label={labels.next}
          className={arrowClass}
          onClick={() => scroll(1)}
        >
          <Arrow direction="right" />
        </button>
      </div>
    </SectionShell>
  );
}
