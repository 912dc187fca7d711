import { useId, type ReactNode } from 'react';

/** A heading block shared by most sections. */
export interface SectionHeading {
  /** Small label above the heading. */
  eyebrow?: string;
  /** The section's H2. */
  title: string;
  /** One or two sentences under the heading. */
  lead?: string;
  /** `muted` draws the section on a pale background to separate it from its neighbours. */
  tone?: 'plain' | 'muted';
}

type SectionTone = 'plain' | 'muted' | 'brand';

const toneClass: Record<SectionTone, string> = {
  plain: 'bg-white',
  muted: 'bg-surface-muted',
  brand: 'surface-dark bg-brand-900 text-white',
};

interface SectionShellProps {
  /**
   * The section component it frames, by its file name: its `data-section`, beside the tone as its
   * `data-variant` (tests/covering-pages.test.ts reads both).
   */
  section?: string;
  heading: SectionHeading;
  tone?: SectionTone;
  /** Centre the heading above the content (default: left-aligned). */
  centered?: boolean;
  children: ReactNode;
  className?: string;
  /** Optional anchor id of the section. */
  id?: string;
}

/**
 * The frame of a page section: spacing, background tone and the eyebrow / H2 / lead heading,
 * labelled for assistive technology. Every content section renders inside one.
 */
export function SectionShell({
  section = 'section-shell',
  heading,
  tone = 'plain',
  centered = false,
  children,
  className = '',
  id,
}: SectionShellProps) {
  const headingId = useId();
  const onDark = tone === 'brand';
  return (
    <section
      data-section={section}
      data-variant={tone}
      id={id}
      aria-labelledby={headingId}
      className={`${toneClass[tone]} py-14 sm:py-20 ${className}`}
    >
      <div className="container-page">
        <div className={`max-w-3xl ${centered ? 'mx-auto text-center' : ''}`}>
          {heading.eyebrow ? (
            <p
              className={`mb-2 text-sm font-semibold tracking-wide uppercase ${
                onDark ? 'text-accent-300' : 'text-brand-700'
              }`}
            >
              {heading.eyebrow}
            </p>
          ) : null}
          <h2
            id={headingId}
            className={`text-2xl leading-tight font-bold tracking-tight text-balance sm:text-3xl ${
              onDark ? 'text-white' : 'text-brand-950'
            }`}
          >
            {heading.title}
          </h2>
          {heading.lead ? (
            <p
              className={`mt-4 text-lg leading-relaxed text-pretty ${
                onDark ? 'text-brand-100' : 'text-ink-muted'
              }`}
            >
              {heading.lead}
            </p>
          ) : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
