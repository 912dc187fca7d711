import { JsonLd } from '@/components/seo/json-ld';

export interface ArticleStructuredDataProps {
  headline: string;
  description: string;
  /** ISO date. */
  datePublished: string;
  authorName: string;
  publisherName: string;
  /** Absolute URLs. */
  imageUrl: string;
  pageUrl: string;
  section: string;
  keywords: readonly string[];
}

/** schema.org Article data of the page, rendered in place (same text on server and client). */
export function ArticleStructuredData(props: ArticleStructuredDataProps) {
  const data = {
    '@type': 'Article',
    headline: props.headline,
    description: props.description,
    datePublished: props.datePublished,
    dateModified: props.datePublished,
    inLanguage: 'pl-PL',
    articleSection: props.section,
    keywords: props.keywords.join(', '),
    image: props.imageUrl,
    author: { '@type': 'Organization', name: props.authorName },
    publisher: { '@type': 'Organization', name: props.publisherName },
    mainEntityOfPage: { '@type': 'WebPage', '@id': props.pageUrl },
  };
  return <JsonLd data={data} />;
}
