import type { ListedArticle } from '@/content/types';
import { typeset } from '@/lib/typography';
import { creditBureausSummary } from './bik-i-biura-informacji-gospodarczej-co-widza-kredytodawcy.summary';
import { householdBudgetSummary } from './budzet-domowy-i-lista-dlugow-przed-wnioskiem.summary';
import { consolidationCreditSummary } from './co-to-jest-kredyt-konsolidacyjny-jak-dziala.summary';
import { rrsoGuideSummary } from './jak-czytac-rrso-i-calkowity-koszt-kredytu.summary';
import { debtFreedomSummary } from './jak-skutecznie-wyjsc-z-dlugow.summary';
import { brokerRegisterSummary } from './jak-sprawdzic-posrednika-kredytowego-w-rejestrze-knf.summary';
import { bailiffCollectorSummary } from './komornik-lub-windykator-pisze-co-robic.summary';
import { paydayConsolidationSummary } from './konsolidacja-chwilowek-kiedy-pomaga-a-kiedy-nie.summary';
import { doctorGuideSummary } from './kredyt-dla-lekarza-etat-kontrakt-dyzury.summary';
import { teacherGuideSummary } from './kredyt-dla-nauczyciela-dochody-i-dokumenty.summary';
import { nurseGuideSummary } from './kredyt-dla-pielegniarki-i-poloznej.summary';
import { educationWorkersGuideSummary } from './kredyt-dla-pracownikow-oswiaty-bez-tajemnic.summary';
import { withdrawalSummary } from './odstapienie-od-umowy-kredytu-w-14-dni.summary';
import { earlyRepaymentSummary } from './wczesniejsza-splata-kredytu-ile-kosztuje.summary';
import { newestFirst, withoutByline } from './registry';

/**
 * The articles without their bodies, newest first, for lists: pages that only link to articles
 * (the knowledge hub) do not download the full texts. Typeset like the articles (./index.ts); the
 * byline and read time, which lists do not show, are left to the article view.
 */
export const articleSummaries: ListedArticle[] = typeset(
  [
    creditBureausSummary,
    householdBudgetSummary,
    consolidationCreditSummary,
    rrsoGuideSummary,
    debtFreedomSummary,
    brokerRegisterSummary,
    bailiffCollectorSummary,
    paydayConsolidationSummary,
    doctorGuideSummary,
    teacherGuideSummary,
    nurseGuideSummary,
    educationWorkersGuideSummary,
    withdrawalSummary,
    earlyRepaymentSummary,
  ]
    .map(withoutByline)
    .sort(newestFirst),
);
