import { Link } from 'react-router-dom';
import { articlePath, paths } from '@/config/paths';
import { articleSummaries } from '@/content/articles/summaries';
import { knowledgePage } from '@/content/pages/knowledge';
import { withCurrentYear } from '@/lib/current-year-in-title';
import { NewsletterForm } from '@/features/leads/newsletter-form';
import { formatDatePl } from '@/lib/format';
import { useCurrentYear } from '@/lib/use-current-year';
import { ContentPage } from './content-page';

export function KnowledgePage() {
  const year = useCurrentYear();
  return (
    <>
      <ContentPage content={knowledgePage} path={paths.knowledge} />
      <section id="articles" aria-labelledby="articles-heading" className="container-page pb-16">
        <h2 id="articles-heading" className="text-2xl font-bold text-brand-950">
          Artykuły
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {articleSummaries.map((article) => (
            <li key={article.slug} className="rounded-card border border-slate-200 p-6 shadow-card">
              <p className="text-sm text-ink-soft">
                {article.category} ·{' '}
                <time dateTime={article.date}>{formatDatePl(article.date)}</time>
              </p>
              <h3 className="mt-2 text-lg font-semibold">
                <Link to={articlePath(article.slug)} className="text-brand-800 hover:underline">
                  {withCurrentYear(article.title, year)}
                </Link>
              </h3>
              <p className="mt-2 text-ink-muted">{article.excerpt}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="container-page pb-16">
        <NewsletterForm />
      </div>
    </>
  );
}
