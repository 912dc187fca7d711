import type { ArticleSummary } from '@/content/types';
import { consolidationCreditArticle } from './co-to-jest-kredyt-konsolidacyjny-jak-dziala';
import { debtFreedomArticle } from './jak-skutecznie-wyjsc-z-dlugow';

export { consolidationCreditArticle, debtFreedomArticle };

/** All articles, newest first. */
export const articles: ArticleSummary[] = [consolidationCreditArticle, debtFreedomArticle];

export function findArticle(slug: string): ArticleSummary | undefined {
  return articles.find((article) => article.slug === slug);
}
