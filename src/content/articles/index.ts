import type { Article } from '@/content/types';
import { consolidationCreditArticle } from './co-to-jest-kredyt-konsolidacyjny-jak-dziala';
import { debtFreedomArticle } from './jak-skutecznie-wyjsc-z-dlugow';

export { consolidationCreditArticle, debtFreedomArticle };

/** All articles, newest first. */
export const articles: Article[] = [consolidationCreditArticle, debtFreedomArticle];

/** How many related articles an article shows (spec §9). */
export const RELATED_ARTICLES_COUNT = 2;

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

/** The other articles, first two, for the "read also" block. */
export function relatedArticles(slug: string): Article[] {
  return articles.filter((article) => article.slug !== slug).slice(0, RELATED_ARTICLES_COUNT);
}
