import { Fragment, useEffect, useId, useState } from 'react';
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
  /** The link under each page of a list longer than a page: it shows the next one. */
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
 * Hidden only where scripts run (they show it on demand): without them the served page shows every
 * page of cards, so every article stays one link away.
 */
const hiddenWithScripts = '[@media(scripting:enabled)]:hidden';

/**
 * Spec §2 knowledge hub: category filters with counts (only categories that have articles), the
 * newest article featured, and a grid of the others filtered by category under a heading that names
 * the chosen category, a page at a time with a link that shows the next page.
 */
export function ArticleHub<Category extends string>({
  articles,
  categories,
  copy,
  id,
  pageSize = HUB_PAGE_SIZE,
}: ArticleHubProps<Category>) {
  const [category, setCategory] = useState<Category | null>(null);
  const [shownPages, setShownPages] = useState(1);
  /** The page the last "show more" revealed: its first card takes the focus. */
  const [revealed, setRevealed] = useState<number | null>(null);
  const headingId = useId();
  const pageId = (page: number) => `${id}-strona-${String(page + 1)}`;

  const [featured, ...others] = [...articles].sort((a, b) => b.date.localeCompare(a.date));
  const matching = others.filter((article) => category === null || article.category === category);
  const pages = Array.from({ length: Math.ceil(matching.length / pageSize) }, (_, page) =>
    matching.slice(page * pageSize, (page + 1) * pageSize),
  );
  const shownCount = Math.min(shownPages * pageSize, matching.length);
  const count = (value: Category | null) =>
    articles.filter((article) => value === null || article.category === value).length;

  const filters: { value: Category | null; label: string }[] = [
    { value: null, label: copy.allLabel },
    ...categories.filter((value) => count(value) > 0).map((value) => ({ value, label: value })),
  ];

  useEffect(() => {
    if (revealed === null) return;
    document.getElementById(pageId(revealed))?.querySelector('a')?.focus();
    // pageId only joins the section id and the page number.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [revealed]);

  // A "show more" link used before the page hydrated was followed by the browser (a jump within
  // the page is not held for React): its address names the page to show.
  useEffect(() => {
    const showPageInAddress = () => {
      const match = new RegExp(`^#${id}-strona-(\\d+)$`).exec(window.location.hash);
      const page = Number(match?.[1] ?? 1) - 1;
      if (page < 1) return;
      setShownPages((shown) => Math.max(shown, page + 1));
      setRevealed(page);
    };
    showPageInAddress();
    window.addEventListener('hashchange', showPageInAddress);
    return () => {
      window.removeEventListener('hashchange', showPageInAddress);
    };
  }, [id]);

  const choose = (value: Category | null) => {
    setCategory(value);
    setShownPages(1);
    setRevealed(null);
  };

  return (
    <section data-section="article-hub" id={id} aria-labelledby={headingId} className="pb-16">
      <div className="container-page">
        <div role="group" aria-label={copy.filterLabel} className="flex flex-wrap gap-2">
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
        <p role="status" className="sr-only">
          {shownCount < matching.length
            ? copy.shownOf(shownCount, matching.length)
            : copy.shownCount(matching.length)}
        </p>
        {pages.map((cards, page) => (
          <Fragment key={page}>
            {page > 0 ? (
              // A link to the next page's list, which follows it: with scripts it shows that list
              // and moves the focus there; without them (every list shown) it just leads there.
              <p
                data-hidden-with-scripts={page === shownPages ? undefined : ''}
                className={`mt-8 flex justify-center ${page === shownPages ? '' : hiddenWithScripts}`}
              >
                <a
                  href={`#${pageId(page)}`}
                  className="btn-secondary"
                  onClick={(event) => {
                    event.preventDefault();
                    setShownPages(page + 1);
                    setRevealed(page);
                  }}
                >
                  {copy.showMore}
                </a>
              </p>
            ) : null}
            <ul
              id={pageId(page)}
              data-hidden-with-scripts={page >= shownPages ? '' : undefined}
              className={`mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3 ${page >= shownPages ? hiddenWithScripts : ''}`}
            >
              {cards.map((article) => (
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
          </Fragment>
        ))}
      </div>
    </section>
  );
}
