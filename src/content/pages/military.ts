import { company } from '@/content/company';
import { military } from '@/content/figures';
import { formatPercent, formatPln } from '@/lib/format';
import type { PageContent } from '@/content/types';

export const militaryPage: PageContent = {
  meta: {
    title: `Kredyt dla wojskowych | ${company.brandName}`,
    description: `Kredyt dla żołnierzy zawodowych i pracowników cywilnych wojska do ${formatPln(military.maxAmount)} na ${military.maxPeriodYears} lat, od ${formatPercent(military.rateFrom)}. Kontakt w ciągu ${military.contactHours} godzin.`,
  },
  intro: {
    eyebrow: 'Kredyty dla wojska',
    title: 'Kredyt dla wojskowych i pracowników cywilnych wojska',
    lead: `Dla żołnierzy zawodowych oraz pracowników cywilnych jednostek wojskowych: kredyt do ${formatPln(military.maxAmount)} na okres do ${military.maxPeriodYears} lat, z oprocentowaniem od ${formatPercent(military.rateFrom)}. Doradca oddzwoni w ciągu ${military.contactHours} godzin, a decyzja i wypłata są możliwe w ciągu ${military.decisionAndPayoutHours} godzin.`,
    ctaText: 'Złóż wniosek',
  },
};
