import type { ReactNode } from 'react';

/** A date the header states, with the words before it ("Stan prawny na"). */
export interface ArticleHeaderDate {
  /** ISO date for the `<time>` element. */
  date: string;
  /** The same date as visitors read it. */
  dateText: string;
  label: string;
}

export interface ArticleHeaderProps {
  category: string;
  /** The first publication. */
  published: ArticleHeaderDate;
  /** The last review or revision. */
  updated: ArticleHeaderDate;
  /** The legal position the article describes. */
  legalState: ArticleHeaderDate;
  readTime: string;
  /** The page's only H1. */
  title: string;
  excerpt: string;
  author: string;
  authorRole: string;
  authorLabel: string;
  /** Actions under the byline (the share button). */
  actions?: ReactNode;
}

/** "Stan prawny na 28 listopada 2026": the words, then the date as a `<time>`. */
function LabelledDate({ date, dateText, label }: ArticleHeaderDate) {
  return (
    <span>
      {label} <time dateTime={date}>{dateText}</time>
    </span>
  );
}

/**
 * The opening block of an article: its facts (category, first publication, read time; then the last
 * update and the legal position it describes), the H1, the lead and the byline.
 */
export function ArticleHeader({
  category,
  published,
  updated,
  legalState,
  readTime,
  title,
  excerpt,
  author,
  authorRole,
  authorLabel,
  actions,
}: ArticleHeaderProps) {
  return (
    <header
      data-section="article-header"
      className="bg-gradient-to-b from-brand-50 to-white pt-10 pb-8 sm:pt-14"
    >
      <div className="container-page">
        <div className="mx-auto max-w-prose">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
            <span className="rounded-pill bg-brand-100 px-3 py-1 font-semibold text-brand-800">
              {category}
            </span>
            <LabelledDate {...published} />
            <span aria-hidden="true">·</span>
            <span>{readTime}</span>
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
            <LabelledDate {...updated} />
            <span aria-hidden="true">·</span>
            <LabelledDate {...legalState} />
          </p>
          <h1 className="mt-5 text-3xl leading-tight font-bold tracking-tight text-balance text-brand-950 sm:text-4xl">
            {title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-pretty text-ink-muted">{excerpt}</p>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-t border-brand-100 pt-5">
            <p className="text-sm">
              <span className="sr-only">{authorLabel}: </span>
              <span className="block font-semibold text-ink">{author}</span>
              <span className="block text-ink-soft">{authorRole}</span>
            </p>
            {actions}
          </div>
        </div>
      </div>
    </header>
  );
}
