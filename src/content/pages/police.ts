import { company } from '@/content/company';
import { callback, loanTerms } from '@/content/figures';
import { formatPercent, formatPln } from '@/lib/format';
import type { PageContent } from '@/content/types';

export const policePage: PageContent = {
  meta: {
    title: `Kredyt dla policjanta | ${company.brandName}`,
    description: `Kredyt dla policjantów i pracowników Policji do ${formatPln(loanTerms.maxAmountUnsecured)}, oprocentowanie od ${formatPercent(loanTerms.rateFrom)}. Uwzględniamy dodatki służbowe. Analiza bezpłatna.`,
  },
  intro: {
    eyebrow: 'Kredyt dla policjantów',
    title: 'Kredyt dla policjanta — doceniamy stabilność służby',
    lead: `Funkcjonariusze Policji mają stałe uposażenie, które banki zwykle oceniają korzystnie. Pomożemy Ci uzyskać kredyt gotówkowy lub konsolidacyjny do ${formatPln(loanTerms.maxAmountUnsecured)}, uwzględniając dodatki służbowe, a doradca oddzwoni w ciągu ${callback.fullHours} godzin.`,
    ctaText: 'Złóż wniosek',
  },
};
