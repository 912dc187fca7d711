import { Link, useParams } from 'react-router-dom';
import { Seo } from '@/components/seo/seo';
import { articlePath, paths } from '@/config/paths';
import { findArticle } from '@/content/articles';
import { articleNotFound } from '@/content/pages/not-found';
import { withCurrentYear } from '@/lib/current-year-in-title';
import { formatDatePl } from '@/lib/format';
import { useCurrentYear } from '@/lib/use-current-year';
import { Hero } from '@/sections/hero';

export function ArticlePage() {
  const { slug = '' } = useParams();
  const year = useCurrentYear();
  const article = findArticle(slug);
  if (!article) {
    return (
      <section className="container-page py-20 text-center">
        <Seo {...articleNotFound.meta} />
        <h1 className="text-2xl font-bold text-brand-950">{articleNotFound.title}</h1>
        <Link to={paths.knowledge} className="btn-secondary mt-6">
          {articleNotFound.backLinkText}
        </Link>
      </section>
    );
  }
  return (
    <>
      <Seo {...article.meta} path={articlePath(article.slug)} type="article" />
      <Hero
        title={withCurrentYear(article.title, year)}
        subtitle={`${article.category} · ${formatDatePl(article.date)} · ${article.readTime}`}
        description={article.excerpt}
      >
        <p className="mt-6 text-sm text-ink-muted">
          {article.author}, {article.authorRole}
        </p>
      </Hero>
    </>
  );
}
