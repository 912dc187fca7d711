import type { ListedArticle } from '@/content/types';
import { typeset } from '@/lib/typography';
import { consolidationCreditSummary } from './co-to-jest-kredyt-konsolidacyjny-jak-dziala.summary';
import { debtFreedomSummary } from './jak-skutecznie-wyjsc-z-dlugow.summary';
import { newestFirst, withoutByline } from './registry';

/**
 * The articles without their bodies, newest first, for lists: pages that only link to articles
 * (the knowledge hub) do not download the full texts. Typeset like the articles (./index.ts); the
 * byline and read time, which lists do not show, are left to the article view.
 */
export const articleSummaries: ListedArticle[] = typeset(
  [consolidationCreditSummary, debtFreedomSummary].map(withoutByline).sort(newestFirst),
);
