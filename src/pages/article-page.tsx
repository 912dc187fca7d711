import { Link, useParams } from 'react-router-dom';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { Seo } from '@/components/seo/seo';
import { articlePath, paths } from '@/config/paths';
import { findArticle, relatedArticles } from '@/content/articles';
import { articleViewCopy as copy } from '@/content/articles/article-view';
import { articleNotFound } from '@/content/pages/not-found';
import { withCurrentYear } from '@/lib/current-year-in-title';
import { formatDatePl } from '@/lib/format';
import { useCurrentYear } from '@/lib/use-current-year';
import { ArticleBody } from '@/sections/article-body';
import { ArticleCta } from '@/sections/article-cta';
import { ArticleHeader } from '@/sections/article-header';
import { ArticleShareButton } from '@/sections/article-share-button';
import { ArticleSources } from '@/sections/article-sources';
import { ArticleStructuredData } from '@/sections/article-structured-data';
import { ArticleTags } from '@/sections/article-tags';
import { RelatedArticles } from '@/sections/related-articles';

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

  const title = withCurrentYear(article.title, year);
  const path = articlePath(article.slug);
  const related = relatedArticles(article.slug).map((other) => ({
    href: articlePath(other.slug),
    title: withCurrentYear(other.title, year),
    excerpt: other.excerpt,
    category: other.category,
    date: other.date,
    dateText: formatDatePl(other.date),
  }));

  return (
    <>
      {/* The social preview stays the site PNG: networks do not show SVG images. */}
      <Seo {...article.meta} path={path} type="article" />
      <Breadcrumbs
        trail={[
          { name: copy.breadcrumb, path: paths.knowledge },
          { name: title, path },
        ]}
      />
      <article>
        <ArticleHeader
          category={article.category}
          published={{
            date: article.date,
            dateText: formatDatePl(article.date),
            label: copy.dates.published,
          }}
          updated={{
            date: article.dateModified,
            dateText: formatDatePl(article.dateModified),
            label: copy.dates.updated,
          }}
          legalState={{
            date: article.legalStateOn,
            dateText: formatDatePl(article.legalStateOn),
            label: copy.dates.legalState,
          }}
          readTime={article.readTime}
          title={title}
          excerpt={article.excerpt}
          author={article.author.name}
          authorRole={article.author.role}
          authorLabel={copy.authorLabel}
          actions={
            <ArticleShareButton
              title={title}
              label={copy.share.button}
              copied={copy.share.copied}
              failed={copy.share.failed}
            />
          }
        />
        <div className="container-page pb-16">
          <ArticleBody image={article.image} html={article.content} />
          <ArticleSources
            title={copy.sources.title}
            sources={article.sources}
            separator={copy.sources.separator}
            opensInNewTab={copy.sources.opensInNewTab}
          />
          <ArticleStructuredData
            headline={title}
            description={article.excerpt}
            datePublished={article.date}
            dateModified={article.dateModified}
            author={article.author}
            imagePath={article.image.src}
            path={path}
            section={article.category}
            keywords={article.tags}
          />
          <ArticleTags label={copy.tagsLabel} tags={article.tags} />
          <ArticleCta
            title={copy.cta.title}
            text={copy.cta.text}
            buttonText={copy.cta.button}
            link={paths.analysis}
          />
        </div>
      </article>
      <RelatedArticles title={copy.related.title} items={related} />
    </>
  );
}
