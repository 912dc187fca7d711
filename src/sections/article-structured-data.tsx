import { JsonLd } from '@/components/seo/json-ld';
import { articleSchema, type ArticleData } from '@/components/seo/structured-data';

/** schema.org Article data of the page, rendered in place (same text on server and client). */
export function ArticleStructuredData(props: ArticleData) {
  return <JsonLd data={articleSchema(props)} />;
}
