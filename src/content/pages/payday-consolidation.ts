import { company } from '@/content/company';
import { consolidation } from '@/content/figures';
import { formatPln } from '@/lib/format';
import type { PageContent } from '@/content/types';

export const paydayConsolidationPage: PageContent = {
  meta: {
    title: `Konsolidacja chwilówek | ${company.brandName}`,
    description: `Połącz chwilówki w jeden kredyt do ${formatPln(consolidation.maxAmount)} spłacany nawet przez ${consolidation.maxPeriodMonths} miesięcy. Bezpłatna analiza, kontakt w ciągu ${consolidation.contactMinutes} minut.`,
  },
  intro: {
    eyebrow: 'Konsolidacja chwilówek',
    title: 'Konsolidacja chwilówek — wyjdź ze spirali krótkich pożyczek',
    lead: `Jeśli bierzesz kolejne chwilówki tylko po to, by spłacić poprzednie, połączymy je w jedno zobowiązanie z dłuższym okresem spłaty — do ${consolidation.maxPeriodMonths} miesięcy. Analiza jest bezpłatna, a doradca oddzwoni w ciągu ${consolidation.contactMinutes} minut w godzinach pracy.`,
    ctaText: 'Sprawdź swoje możliwości',
  },
};
