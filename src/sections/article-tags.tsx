export interface ArticleTagsProps {
  label: string;
  tags: readonly string[];
}

/** The article's tags: a list under its own heading (a plain list takes no aria-label). */
export function ArticleTags({ label, tags }: ArticleTagsProps) {
  return (
    <div data-section="article-tags" className="mx-auto mt-12 max-w-prose">
      <h2 className="text-sm font-semibold text-ink-muted">{label}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
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
