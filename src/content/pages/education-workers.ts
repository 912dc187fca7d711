import { company } from '@/content/company';
import { callback, loanTerms } from '@/content/figures';
import { formatPercent, formatPln } from '@/lib/format';
import type { PageContent } from '@/content/types';

export const educationWorkersPage: PageContent = {
  meta: {
    title: `Kredyt dla pracowników oświaty | ${company.brandName}`,
    description: `Kredyt dla nauczycieli, pedagogów i pracowników administracji szkół do ${formatPln(loanTerms.maxAmountUnsecured)}, od ${formatPercent(loanTerms.rateFrom)}. Bezpłatna analiza i prowizja po wypłacie.`,
  },
  intro: {
    eyebrow: 'Kredyty dla zawodów',
    title: 'Kredyt dla pracowników oświaty',
    lead: `Dla nauczycieli, pedagogów oraz pracowników administracji i obsługi szkół i przedszkoli. Przeanalizujemy Twoje dochody, także z dodatków i nadgodzin, i wybierzemy bank, który najlepiej oceni stabilne zatrudnienie w oświacie. Doradca odezwie się w ciągu ${callback.fullHours} godzin.`,
    ctaText: 'Złóż wniosek',
  },
};
