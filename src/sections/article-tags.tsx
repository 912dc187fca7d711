import { useId } from 'react';

export interface ArticleTagsProps {
  label: string;
  tags: readonly string[];
}

/** The article's tags as a labelled list. */
export function ArticleTags({ label, tags }: ArticleTagsProps) {
  const headingId = useId();
  return (
    <div className="mx-auto mt-12 max-w-prose">
      <h2 id={headingId} className="text-sm font-semibold text-ink-muted">
        {label}
      </h2>
      <ul aria-labelledby={headingId} className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li
            key={tag}
            className="rounded-pill border border-brand-200 bg-brand-50 px-3 py-1 text-sm text-brand-800"
          >
            {tag}
          </li>
        ))}
      </ul>
    </div>
  );
}
