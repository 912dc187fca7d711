import { company } from '@/content/company';
import { teacher } from '@/content/figures';
import { formatPercent, formatPln } from '@/lib/format';
import type { PageContent } from '@/content/types';

export const teacherPage: PageContent = {
  meta: {
    title: `Kredyt dla nauczyciela | ${company.brandName}`,
    description: `Kredyt dla nauczycieli do ${formatPln(teacher.maxAmount)} na ${teacher.maxPeriodYears} lat, od ${formatPercent(teacher.rateFrom)}. Kontakt w ciągu ${teacher.contactMinutes} minut, bezpłatna analiza i jasne zasady współpracy.`,
  },
  intro: {
    eyebrow: 'Kredyt dla nauczycieli',
    title: 'Kredyt dla nauczyciela na przejrzystych warunkach',
    lead: `Dla nauczycieli szkół i przedszkoli: kredyt do ${formatPln(teacher.maxAmount)} na okres do ${teacher.maxPeriodYears} lat, z oprocentowaniem od ${formatPercent(teacher.rateFrom)}. Doradca oddzwoni w ciągu ${teacher.contactMinutes} minut, a przy komplecie dokumentów decyzja i wypłata są możliwe w ciągu ${teacher.decisionAndPayoutHours} godzin.`,
    ctaText: 'Złóż wniosek',
  },
};
