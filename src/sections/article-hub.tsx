import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { cardClass } from './card';
import type { RelatedArticleCard } from './related-articles';

interface ArticleHubCopy {
  filterLabel: string;
  allLabel: string;
  featuredLabel: string;
  readMore: string;
  allHeading: string;
  categoryHeading: (category: string) => string;
  shownCount: (count: number) => string;
}

export interface ArticleHubProps<Category extends string> {
  /** Newest first; the first one is featured and never repeated in the grid. */
  articles: (RelatedArticleCard & { category: Category })[];
  categories: readonly Category[];
  copy: ArticleHubCopy;
  /** Anchor id of the section (the hero links to it). */
  id: string;
}

const filterClass =
  'rounded-pill border px-4 py-2 text-sm font-semibold transition-colors min-h-11 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white';

/**
 * Spec §2 knowledge hub: category filters with counts, the featured first article and a grid of
 * the others filtered by category, under a heading that names the chosen category.
 */
export function ArticleHub<Category extends string>({
  articles,
  categories,
  copy,
  id,
}: ArticleHubProps<Category>) {
  const [category, setCategory] = useState<Category | null>(null);
  const headingId = useId();
  const [featured, ...others] = articles;
  const shown = others.filter((article) => category === null || article.category === category);
  const count = (value: Category | null) =>
    articles.filter((article) => value === null || article.category === value).length;

  const filters: { value: Category | null; label: string }[] = [
    { value: null, label: copy.allLabel },
    ...categories.map((value) => ({ value, label: value })),
  ];

  return (
    <section id={id} aria-labelledby={headingId} className="pb-16">
      <div className="container-page">
        <div role="group" aria-label={copy.filterLabel} className="flex flex-wrap gap-2">
          {filters.map((filter) => (
            <button
              key={filter.label}
              type="button"
              aria-pressed={category === filter.value}
              onClick={() => setCategory(filter.value)}
              className={`${filterClass} border-slate-300 bg-white text-brand-900 hover:border-brand-600`}
            >
              {filter.label} <span className="opacity-80">({count(filter.value)})</span>
            </button>
          ))}
        </div>

        {featured ? (
          <article className="surface-dark relative mt-8 grid gap-4 rounded-card bg-brand-900 p-6 text-white shadow-lifted sm:p-10">
            <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
              {copy.featuredLabel} · {featured.category}
            </p>
            <h2 className="text-2xl font-bold text-balance sm:text-3xl">
              <Link to={featured.href} className="after:absolute after:inset-0 hover:underline">
                {featured.title}
              </Link>
            </h2>
            <p className="max-w-3xl text-lg text-pretty text-brand-100">{featured.excerpt}</p>
            <p className="text-sm text-brand-100">
              <time dateTime={featured.date}>{featured.dateText}</time>
            </p>
            <p aria-hidden="true" className="font-semibold text-accent-300">
              {copy.readMore} →
            </p>
          </article>
        ) : null}

        <h2 id={headingId} className="mt-12 text-2xl font-bold text-brand-950">
          {category === null ? copy.allHeading : copy.categoryHeading(category)}
        </h2>
        <p role="status" className="sr-only">
          {copy.shownCount(shown.length)}
        </p>
        {shown.length > 0 ? (
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {shown.map((article) => (
              <li key={article.href} className={`${cardClass} relative`}>
                <p className="text-sm text-ink-soft">
                  {article.category} · <time dateTime={article.date}>{article.dateText}</time>
                </p>
                <h3 className="mt-2 text-lg font-semibold text-balance">
                  <Link
                    to={article.href}
                    className="text-brand-800 after:absolute after:inset-0 hover:underline"
                  >
                    {article.title}
                  </Link>
                </h3>
                <p className="mt-2 text-pretty text-ink-muted">{article.excerpt}</p>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
