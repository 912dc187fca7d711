import { articlePath, paths } from '@/config/paths';
import { articleSummaries } from '@/content/articles/summaries';
import { knowledgePage } from '@/content/pages/knowledge';
import { withCurrentYear } from '@/lib/current-year-in-title';
import { formatDatePl } from '@/lib/format';
import { useCurrentYear } from '@/lib/use-current-year';
import { ArticleHub } from '@/sections/article-hub';
import { ContentPage } from './content-page';
import { NewsletterForm } from '@/hydration/parts/lazily-hydrated';

export function KnowledgePage() {
  const year = useCurrentYear();
  const cards = articleSummaries.map((article) => ({
    href: articlePath(article.slug),
    title: withCurrentYear(article.title, year),
    excerpt: article.excerpt,
    category: article.category,
    date: article.date,
    dateText: formatDatePl(article.date),
  }));
  return (
    <>
      <ContentPage content={knowledgePage} path={paths.knowledge} />
      <ArticleHub
        id="articles"
        articles={cards}
        categories={knowledgePage.hub.categories}
        copy={knowledgePage.hub}
      />
      <div className="container-page pb-16">
        <NewsletterForm />
      </div>
    </>
  );
}
