import { Fragment, useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { cardClass } from '@/components/ui/card';
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

/** An article of the hub: its card and its category. */
type HubArticle<Category extends string> = RelatedArticleCard & { category: Category };

export interface ArticleHubProps<Category extends string> {
  /** Any order: the newest (by date) is featured, the others follow newest first. */
  articles: HubArticle<Category>[];
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

/** The id of the list of a page of cards (the first is 0): the target of its "show more" link. */
function pageIdOf(id: string, page: number): string {
  return `${id}-strona-${String(page + 1)}`;
}

/**
 * The pages of cards shown so far (from 1), and `showPage`, which shows every page up to `page`
 * and moves the focus to its first card, as "show more" does; `showFirstPage` goes back to one.
 */
function useShownPages(id: string) {
  const [shownPages, setShownPages] = useState(1);
  /** The page the last "show more" revealed: its first card takes the focus. */
  const [revealed, setRevealed] = useState<number | null>(null);

  useEffect(() => {
    if (revealed === null) return;
    document.getElementById(pageIdOf(id, revealed))?.querySelector('a')?.focus();
    // The focus moves when a page is revealed, not when the section's id changes.
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

  const showPage = (page: number) => {
    setShownPages(page + 1);
    setRevealed(page);
  };
  const showFirstPage = () => {
    setShownPages(1);
    setRevealed(null);
  };
  return { shownPages, showPage, showFirstPage };
}

interface Filter<Category extends string> {
  value: Category | null;
  label: string;
}

/** One button per category that has articles, after "all", each with its count; one is pressed. */
function CategoryFilters<Category extends string>({
  label,
  filters,
  chosen,
  count,
  onChoose,
}: {
  label: string;
  filters: Filter<Category>[];
  chosen: Category | null;
  count: (value: Category | null) => number;
  onChoose: (value: Category | null) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {filters.map((filter) => (
        <button
          key={filter.label}
          type="button"
          aria-pressed={chosen === filter.value}
          onClick={() => onChoose(filter.value)}
          className={`${filterClass} border-slate-300 bg-white text-brand-900 hover:border-brand-600`}
        >
          {filter.label} <span className="opacity-80">({count(filter.value)})</span>
        </button>
      ))}
    </div>
  );
}

/** The newest article, on a dark card above the filtered grid. */
function FeaturedArticle<Category extends string>({
  article,
  label,
  readMore,
}: {
  article: HubArticle<Category>;
  label: string;
  readMore: string;
}) {
  return (
    <article className="surface-dark relative mt-8 grid gap-4 rounded-card bg-brand-900 p-6 text-white shadow-lifted sm:p-10">
      <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
        {label} · {article.category}
      </p>
      <h2 className="text-2xl font-bold text-balance sm:text-3xl">
        <Link to={article.href} className="after:absolute after:inset-0 hover:underline">
          {article.title}
        </Link>
      </h2>
      <p className="max-w-3xl text-lg text-pretty text-brand-100">{article.excerpt}</p>
      <p className="text-sm text-brand-100">
        <time dateTime={article.date}>{article.dateText}</time>
      </p>
      <p aria-hidden="true" className="font-semibold text-accent-300">
        {readMore} →
      </p>
    </article>
  );
}

/**
 * A link to the next page's list, which follows it: with scripts it shows that list and moves the
 * focus there; without them (every list shown) it just leads there. Only the link to the first
 * page not shown yet is visible with scripts.
 */
function ShowMoreLink({
  page,
  pageId,
  next,
  text,
  onShow,
}: {
  page: number;
  pageId: string;
  /** Whether this is the link to the first page not shown yet. */
  next: boolean;
  text: string;
  onShow: (page: number) => void;
}) {
  return (
    <p
      data-hidden-with-scripts={next ? undefined : ''}
      className={`mt-8 flex justify-center ${next ? '' : hiddenWithScripts}`}
    >
      <a
        href={`#${pageId}`}
        className="btn-secondary"
        onClick={(event) => {
          event.preventDefault();
          onShow(page);
        }}
      >
        {text}
      </a>
    </p>
  );
}

/** One page of the grid: a card per article, the whole card a link to it. */
function ArticleCardPage<Category extends string>({
  id,
  cards,
  hidden,
}: {
  id: string;
  cards: HubArticle<Category>[];
  /** Not shown yet (with scripts only). */
  hidden: boolean;
}) {
  return (
    <ul
      id={id}
      data-hidden-with-scripts={hidden ? '' : undefined}
      className={`mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3 ${hidden ? hiddenWithScripts : ''}`}
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
  );
}

/** `items` in pages of `pageSize`, the last one possibly shorter. */
function inPages<T>(items: T[], pageSize: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / pageSize) }, (_, page) =>
    items.slice(page * pageSize, (page + 1) * pageSize),
  );
}

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
  const { shownPages, showPage, showFirstPage } = useShownPages(id);
  const headingId = useId();

  const [featured, ...others] = [...articles].sort((a, b) => b.date.localeCompare(a.date));
  const matching = others.filter((article) => category === null || article.category === category);
  const pages = inPages(matching, pageSize);
  const shownCount = Math.min(shownPages * pageSize, matching.length);
  const count = (value: Category | null) =>
    articles.filter((article) => value === null || article.category === value).length;

  const filters: Filter<Category>[] = [
    { value: null, label: copy.allLabel },
    ...categories.filter((value) => count(value) > 0).map((value) => ({ value, label: value })),
  ];

  const choose = (value: Category | null) => {
    setCategory(value);
    showFirstPage();
  };

  return (
    <section data-section="article-hub" id={id} aria-labelledby={headingId} className="pb-16">
      <div className="container-page">
        <CategoryFilters
          label={copy.filterLabel}
          filters={filters}
          chosen={category}
          count={count}
          onChoose={choose}
        />

        {featured ? (
          <FeaturedArticle article={featured} label={copy.featuredLabel} readMore={copy.readMore} />
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
              <ShowMoreLink
                page={page}
                pageId={pageIdOf(id, page)}
                next={page === shownPages}
                text={copy.showMore}
                onShow={showPage}
              />
            ) : null}
            <ArticleCardPage id={pageIdOf(id, page)} cards={cards} hidden={page >= shownPages} />
          </Fragment>
        ))}
      </div>
    </section>
  );
}
