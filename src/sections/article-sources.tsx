import { NewTabNote } from '@/components/ui/new-tab-note';

export interface ArticleSourcesProps {
  title: string;
  /** Each named in plain text, with the page where a reader finds it when there is one. */
  sources: readonly { title: string; url?: string }[];
  /** Read after each link, which opens in a new tab. */
  opensInNewTab: string;
}

/** The acts and institutions' pages an article rests on: a short list under its own heading. */
export function ArticleSources({ title, sources, opensInNewTab }: ArticleSourcesProps) {
  if (sources.length === 0) return null;
  return (
    <section
      aria-label={title}
      className="mx-auto mt-12 max-w-prose border-t border-brand-100 pt-6"
    >
      <h2 className="text-lg font-semibold text-brand-950">{title}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-sm leading-6 text-ink-muted marker:text-brand-600">
        {sources.map((source) => (
          <li key={source.title}>
            {source.url ? (
              <a
                href={source.url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                {source.title}
                <NewTabNote text={opensInNewTab} />
              </a>
            ) : (
              source.title
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
