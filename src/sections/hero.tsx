import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CreditWarning } from '@/sections/credit-warning';

/** One line beside a headline rate: the RRSO and a link to the page's representative example. */
export interface RateNote {
  text: string;
  /** The example's anchor, "#…". */
  href: string;
  /**
   * The consumer credit warning (CCD2 art. 8), shown with the note: a page that advertises a rate
   * carries its RRSO note, so it carries the warning beside the rate with it.
   */
  warning: string;
}

export interface HeroProps {
  title: string;
  subtitle?: string;
  description?: string;
  ctaText?: string;
  /** Defaults to the application wizard. */
  ctaLink?: string;
  /** The RRSO line under a headline rate, linking to the page's representative example. */
  rateNote?: RateNote;
  /** Tailwind classes of the background; a soft brand gradient by default. */
  backgroundClass?: string;
  align?: 'left' | 'center';
  textLight?: boolean;
  /** Extra content under the text (a form, badges). */
  children?: ReactNode;
}

/** The opening block of a page, holding its only H1. */
export function Hero({
  title,
  subtitle,
  description,
  ctaText,
  ctaLink = paths.application,
  rateNote,
  backgroundClass = 'bg-gradient-to-b from-brand-50 to-white',
  align = 'left',
  textLight = false,
  children,
}: HeroProps) {
  const centered = align === 'center';
  // With a form beside it, the text and the form share the width on large screens.
  const split = children !== undefined && !centered;
  return (
    <section
      data-section="hero"
      data-variant={split ? 'with-form' : undefined}
      className={`${backgroundClass} py-12 sm:py-16 lg:py-20`}
    >
      <div
        className={`container-page ${centered ? 'text-center' : ''} ${
          split ? 'grid items-start gap-x-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]' : ''
        }`}
      >
        <div className={`max-w-3xl ${centered ? 'mx-auto' : ''} ${split ? 'lg:pt-4' : ''}`}>
          {subtitle ? (
            <p
              className={`mb-3 text-sm font-semibold tracking-wide uppercase ${
                textLight ? 'text-accent-300' : 'text-brand-700'
              }`}
            >
              {subtitle}
            </p>
          ) : null}
          <h1
            className={`text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl ${
              textLight ? 'text-white' : 'text-brand-950'
            }`}
          >
            {title}
          </h1>
          {description ? (
            <p
              className={`mt-5 text-lg leading-relaxed text-pretty ${
                textLight ? 'text-brand-50' : 'text-ink-muted'
              }`}
            >
              {description}
            </p>
          ) : null}
          {rateNote ? (
            <>
              <p className={`mt-3 text-sm ${textLight ? 'text-brand-50' : 'text-ink-muted'}`}>
                <a
                  href={rateNote.href}
                  className={`underline underline-offset-2 ${textLight ? 'text-white' : 'text-brand-800'}`}
                >
                  {rateNote.text}
                </a>
              </p>
              {/* A rate note follows the page's first rate: the credit warning stands with it. */}
              <CreditWarning text={rateNote.warning} className="mt-4" />
            </>
          ) : null}
          {ctaText ? (
            <div className={`mt-8 flex ${centered ? 'justify-center' : ''}`}>
              <Link to={ctaLink} className="btn-primary px-7 py-3 text-lg">
                {ctaText}
              </Link>
            </div>
          ) : null}
        </div>
        {split ? <div className="[&>*]:max-w-none lg:[&>*]:mt-0">{children}</div> : children}
      </div>
    </section>
  );
}
