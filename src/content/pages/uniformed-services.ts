import { company } from '@/content/company';
import { callback, loanTerms } from '@/content/figures';
import { formatPercent, formatPln } from '@/lib/format';
import type { PageContent } from '@/content/types';

export const uniformedServicesPage: PageContent = {
  meta: {
    title: `Kredyt dla służb mundurowych | ${company.brandName}`,
    description: `Kredyt dla policjantów, strażaków, strażników granicznych i funkcjonariuszy Służby Więziennej do ${formatPln(loanTerms.maxAmountUnsecured)}, od ${formatPercent(loanTerms.rateFrom)}. Analiza bezpłatna.`,
  },
  intro: {
    eyebrow: 'Kredyty dla zawodów',
    title: 'Kredyt dla służb mundurowych',
    lead: `Dla funkcjonariuszy Policji, Państwowej Straży Pożarnej, Straży Granicznej, Służby Więziennej i żołnierzy. Pokażemy bankom pełny obraz Twojego uposażenia wraz z dodatkami, a doradca oddzwoni w ciągu ${callback.fullHours} godzin z konkretną propozycją.`,
    ctaText: 'Złóż wniosek',
  },
};
