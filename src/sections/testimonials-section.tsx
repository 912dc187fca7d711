import { useId } from 'react';
import { SectionShell, type SectionHeading } from './section-shell';
import { TestimonialCard, type Testimonial, type TestimonialsLabels } from './testimonial-card';

export interface TestimonialsContent extends SectionHeading {
  items: Testimonial[];
  labels: TestimonialsLabels;
}

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
 * 400 px from md). From md up, arrows scroll it by one visible width (hydration/before-start.ts does
 * it, so they work from the first paint, before the app's code); everywhere it scrolls by touch
 * and, once focused, by keyboard.
 */
export function TestimonialsSection({
  items,
  labels,
  tone = 'plain',
  ...heading
}: TestimonialsContent) {
  const listId = useId();

  return (
    <SectionShell section="testimonials-section" heading={heading} tone={tone}>
      <div
        id={listId}
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
      <div data-early="scroll" className="mt-4 hidden justify-end gap-3 md:flex">
        <button
          type="button"
          aria-label={labels.previous}
          aria-controls={listId}
          data-step="-1"
          className={arrowClass}
        >
          <Arrow direction="left" />
        </button>
        <button
          type="button"
          aria-label={labels.next}
          aria-controls={listId}
          data-step="1"
          className={arrowClass}
        >
          <Arrow direction="right" />
        </button>
      </div>
    </SectionShell>
  );
}
