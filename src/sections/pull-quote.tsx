import { Link } from 'react-router-dom';
import type { InternalLink } from './internal-link';

/** A pull-quote of a named person. */
export interface QuoteContent {
  quote: string;
  author: string;
  role: string;
  link?: InternalLink;
}

/**
 * A quotation of a named person, with an optional link to read more. Not a landmark: a page may
 * quote the same person twice, and two regions of one name would be indistinguishable.
 */
export function PullQuote({ quote, author, role, link }: QuoteContent) {
  return (
    <section data-section="pull-quote" className="py-12 sm:py-16">
      <figure className="container-page max-w-4xl">
        <blockquote className="border-l-4 border-accent-400 pl-6 text-xl leading-relaxed font-medium text-pretty text-brand-950 sm:text-2xl">
          <p>„{quote}”</p>
        </blockquote>
        <figcaption className="mt-5 pl-7 text-ink-muted">
          <span className="font-semibold text-ink">{author}</span>, {role}
          {link ? (
            <>
              {' · '}
              <Link
                to={link.path}
                className="font-semibold text-brand-800 underline underline-offset-4"
              >
                {link.text}
              </Link>
            </>
          ) : null}
        </figcaption>
      </figure>
    </section>
  );
}
