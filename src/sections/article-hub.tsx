import { useEffect, useId, useRef, useState } from 'react';
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
  /** Announced to screen readers after a filter change: every article of the list is shown. */
  shownCount: (count: number) => string;
  /** The same while only the first ones are shown, e.g. "Wyświetlono 6 z 13 artykułów". */
  shownOf: (shown: number, total: number) => string;
  /** The button under a list longer than a page. */
  showMore: string;
}

export interface ArticleHubProps<Category extends string> {
  /** Any order: the newest (by date) is featured, the others follow newest first. */
  articles: (RelatedArticleCard & { category: Category })[];
  /** The order of the filters; a category without articles has none. */
  categories: readonly Category[];
  copy: ArticleHubCopy;
  /** Anchor id of the section (the hero links to it). */
  id: string;
  /** How many cards the grid shows at first, and how many more each "show more" adds. */
  pageSize?: number;
}

/** Cards a phone shows in one long screen (three rows of two or two of three on wider screens). */
export const HUB_PAGE_SIZE = 6;

const filterClass =
  'rounded-pill border px-4 py-2 text-sm font-semibold transition-colors min-h-11 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white';

/**
 * Hidden only where scripts run: without them the served page shows every card (and no filter or
 * button that would need a script), so every article stays one link away.
 */
const onlyWithScripts = 'hidden [@media(scripting:enabled)]:flex';
const hiddenWithScripts = '[@media(scripting:enabled)]:hidden';

/**
 * Spec §2 knowledge hub: category filters with counts (only categories that have articles), the
 * newest article featured, and a grid of the others filtered by category under a heading that names
 * the chosen category, a page at a time with a button that shows the next page.
 */
export function ArticleHub<Category extends string>({
  articles,
  categories,
  copy,
  id,
  pageSize = HUB_PAGE_SIZE,
}: ArticleHubProps<Category>) {
  const [category, setCategory] = useState<Category | null>(null);
  const [limit, setLimit] = useState(pageSize);
  /** The index of the first card the last "show more" revealed: it takes the focus. */
  const [revealedFrom, setRevealedFrom] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const headingId = useId();

  const [featured, ...others] = [...articles].sort((a, b) => b.date.localeCompare(a.date));
  const matching = others.filter((article) => category === null || article.category === category);
  const shownCount = Math.min(limit, matching.length);
  const count = (value: Category | null) =>
    articles.filter((article) => value === null || article.category === value).length;

  const filters: { value: Category | null; label: string }[] = [
    { value: null, label: copy.allLabel },
    ...categories.filter((value) => count(value) > 0).map((value) => ({ value, label: value })),
  ];

  useEffect(() => {
    if (revealedFrom === null) return;
    listRef.current?.children[revealedFrom]?.querySelector('a')?.focus();
  }, [revealedFrom]);

  const choose = (value: Category | null) => {
    setCategory(value);
    setLimit(pageSize);
    setRevealedFrom(null);
  };

  return (
    <section id={id} aria-labelledby={headingId} className="pb-16">
      <div className="container-page">
        <div
          role="group"
          aria-label={copy.filterLabel}
          className={`${onlyWithScripts} flex-wrap gap-2`}
        >
          {filters.map((filter) => (
            <button
              key={filter.label}
              type="button"
              aria-pressed={category === filter.value}
              onClick={() => choose(filter.value)}
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
        <p role="status" className={`sr-only ${onlyWithScripts}`}>
          {shownCount < matching.length
            ? copy.shownOf(shownCount, matching.length)
            : copy.shownCount(matching.length)}
        </p>
        {matching.length > 0 ? (
          <ul ref={listRef} className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {matching.map((article, index) => (
              <li
                key={article.href}
                data-later-page={index >= limit ? '' : undefined}
                className={`${cardClass} relative ${index >= limit ? hiddenWithScripts : ''}`}
              >
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
                <p className="mt-2 text-pretty text-ink-muted max-md:line-clamp-3">
                  {article.excerpt}
                </p>
              </li>
            ))}
          </ul>
        ) : null}
        {shownCount < matching.length ? (
          <div className={`${onlyWithScripts} mt-8 justify-center`}>
            <button
              type="button"
              className="btn-secondary"
              onClick={() => {
                setRevealedFrom(limit);
                setLimit(limit + pageSize);
              }}
            >
              {copy.showMore}
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
