import type { Article } from '@/content/types';
import { typeset } from '@/lib/typography';
import { consolidationCreditArticle } from './co-to-jest-kredyt-konsolidacyjny-jak-dziala';
import { debtFreedomArticle } from './jak-skutecznie-wyjsc-z-dlugow';

/**
 * All articles, newest first, typeset for Polish (non-breaking spaces after one-letter words and
 * between a number and its unit; the HTML markup of the bodies is left as written).
 */
export const articles: Article[] = typeset([consolidationCreditArticle, debtFreedomArticle]);

/** How many related articles an article shows (spec §9). */
export const RELATED_ARTICLES_COUNT = 2;

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

/** The other articles, first two, for the "read also" block. */
export function relatedArticles(slug: string): Article[] {
  return articles.filter((article) => article.slug !== slug).slice(0, RELATED_ARTICLES_COUNT);
}
