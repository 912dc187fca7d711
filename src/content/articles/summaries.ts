import type { ArticleSummary } from '@/content/types';
import { typeset } from '@/lib/typography';
import { consolidationCreditSummary } from './co-to-jest-kredyt-konsolidacyjny-jak-dziala.summary';
import { debtFreedomSummary } from './jak-skutecznie-wyjsc-z-dlugow.summary';

/**
 * The articles without their bodies, newest first, for lists: pages that only link to articles
 * (the knowledge hub) do not download the full texts. Typeset like the articles (./index.ts).
 */
export const articleSummaries: ArticleSummary[] = typeset([
  consolidationCreditSummary,
  debtFreedomSummary,
]);
