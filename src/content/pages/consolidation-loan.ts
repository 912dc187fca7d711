import { company } from '@/content/company';
import { consolidation } from '@/content/figures';
import { formatPln } from '@/lib/format';
import type { PageContent } from '@/content/types';

const urgent = consolidation.urgentWorkingDays;

export const consolidationLoanPage: PageContent = {
  meta: {
    title: `Pożyczka konsolidacyjna | ${company.brandName}`,
    description: `Pożyczka konsolidacyjna do ${formatPln(consolidation.maxAmount)} bez zabezpieczenia. Kontakt w ciągu ${consolidation.contactMinutes} minut, w pilnych sprawach finansowanie nawet w ciągu ${urgent.from}–${urgent.to} dni roboczych.`,
  },
  intro: {
    eyebrow: 'Pożyczka konsolidacyjna',
    title: 'Pożyczka konsolidacyjna — uporządkuj raty w jednym miejscu',
    lead: `Zostaw imię i numer telefonu, a w godzinach pracy doradca oddzwoni w ciągu ${consolidation.contactMinutes} minut. Przejrzymy Twoje zobowiązania i sprawdzimy, czy jedna pożyczka na okres do ${consolidation.maxPeriodMonths} miesięcy realnie zmniejszy Twoje miesięczne obciążenie.`,
    ctaText: 'Złóż wniosek',
  },
};
