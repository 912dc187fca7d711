import { Link } from 'react-router-dom';

export interface RelatedArticleCard {
  href: string;
  title: string;
  excerpt: string;
  category: string;
  /** ISO date for the `<time>` element. */
  date: string;
  dateText: string;
}

export interface RelatedArticlesProps {
  title: string;
  items: RelatedArticleCard[];
}

/** Cards of other articles; renders nothing for an empty list. */
export function RelatedArticles({ title, items }: RelatedArticlesProps) {
  if (items.length === 0) return null;
  return (
    <section
      data-section="related-articles"
      aria-label={title}
      className="bg-surface-muted py-12 sm:py-16"
    >
      <div className="container-page">
        <h2 className="text-2xl font-bold text-brand-950">{title}</h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {items.map((item) => (
            <li
              key={item.href}
              className="relative rounded-card border border-slate-200 bg-white p-6 shadow-card"
            >
              <p className="text-sm text-ink-soft">
                {item.category} · <time dateTime={item.date}>{item.dateText}</time>
              </p>
              <h3 className="mt-2 text-lg font-semibold text-balance">
                <Link
                  to={item.href}
                  className="text-brand-800 after:absolute after:inset-0 hover:underline"
                >
                  {item.title}
                </Link>
              </h3>
              <p className="mt-2 text-ink-muted">{item.excerpt}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
