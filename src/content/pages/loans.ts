import { company } from '@/content/company';
import { consolidation } from '@/content/figures';
import { formatPercent, formatPln } from '@/lib/format';
import type { PageContent } from '@/content/types';

const reduction = consolidation.instalmentReductionPercent;

export const loansPage: PageContent = {
  meta: {
    title: `Pożyczki i konsolidacja zobowiązań | ${company.brandName}`,
    description: `Kredyt konsolidacyjny, pożyczka konsolidacyjna i konsolidacja chwilówek: do ${formatPln(consolidation.maxAmount)} na ${consolidation.maxPeriodMonths} miesięcy. Bezpłatna analiza przed złożeniem wniosku.`,
  },
  intro: {
    eyebrow: 'Oferta pożyczek',
    title: 'Pożyczki, które porządkują domowe finanse',
    lead: `Trzy rozwiązania dla osób, które spłacają kilka zobowiązań naraz: kredyt konsolidacyjny, pożyczka konsolidacyjna i konsolidacja chwilówek. Łączymy raty w jedną — zazwyczaj niższą o ${reduction.from}–${formatPercent(reduction.to)} — a zaczynamy od bezpłatnej analizy.`,
    ctaText: 'Sprawdź swoje możliwości',
  },
};
