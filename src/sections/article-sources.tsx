import { NewTabNote } from '@/components/ui/new-tab-note';

export interface ArticleSourcesProps {
  title: string;
  /** Each named in plain text, with the page where a reader finds it when there is one. */
  sources: readonly { title: string; url?: string }[];
  /** Between a source's name and its site (a typeset " – "). */
  separator: string;
  /** Read after each link, which opens in a new tab. */
  opensInNewTab: string;
}

/** Where a link leads, as a reader recognises it: the site's host name without "www.". */
function siteOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

/**
 * The acts and institutions' pages an article rests on: a short list under its own heading. Each
 * source is named in plain text; where it has a page, the site follows as the link, so that a
 * reader knows the link leads to the institution's site, not to the very paragraph named.
 */
export function ArticleSources({ title, sources, separator, opensInNewTab }: ArticleSourcesProps) {
  if (sources.length === 0) return null;
  return (
    <section
      data-section="article-sources"
      aria-label={title}
      className="mx-auto mt-12 max-w-prose border-t border-brand-100 pt-6"
    >
      <h2 className="text-lg font-semibold text-brand-950">{title}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-sm leading-6 text-ink-muted marker:text-brand-600">
        {sources.map((source) => (
          <li key={source.title}>
            {source.title}
            {source.url ? (
              <>
                {separator}
                <a
                  href={source.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {siteOf(source.url)}
                  <NewTabNote text={opensInNewTab} />
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
