import { company } from '@/content/company';
import { consolidation } from '@/content/figures';
import { formatPercent, formatPln } from '@/lib/format';
import type { PageContent } from '@/content/types';

const reduction = consolidation.instalmentReductionPercent;

export const consolidationCreditPage: PageContent = {
  meta: {
    title: `Kredyt konsolidacyjny | ${company.brandName}`,
    description: `Kredyt konsolidacyjny do ${formatPln(consolidation.maxAmount)} na ${consolidation.maxPeriodMonths} miesięcy, od ${formatPercent(consolidation.rateFrom)}. Rata zwykle niższa o ${reduction.from}–${formatPercent(reduction.to)}. Prowizja dopiero po wypłacie.`,
  },
  intro: {
    eyebrow: 'Konsolidacja kredytów',
    title: 'Kredyt konsolidacyjny — jedna rata zamiast wielu',
    lead: `Połączymy kredyty, karty i limity w jedno zobowiązanie: do ${formatPln(consolidation.maxAmount)} bez zabezpieczenia, na okres do ${consolidation.maxPeriodMonths} miesięcy, z oprocentowaniem od ${formatPercent(consolidation.rateFrom)}. Doradca oddzwoni w ciągu ${consolidation.contactMinutes} minut i najpierw bezpłatnie sprawdzi, czy konsolidacja naprawdę się opłaca.`,
    ctaText: 'Sprawdź swoje możliwości',
  },
};
