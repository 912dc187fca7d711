import { company } from '@/content/company';
import { callback, loanTerms } from '@/content/figures';
import { formatPercent, formatPln } from '@/lib/format';
import type { PageContent } from '@/content/types';

export const medicalWorkersPage: PageContent = {
  meta: {
    title: `Kredyt dla pracowników medycznych | ${company.brandName}`,
    description: `Kredyt dla lekarzy, pielęgniarek, ratowników i innych pracowników ochrony zdrowia: do ${formatPln(loanTerms.maxAmountUnsecured)}, od ${formatPercent(loanTerms.rateFrom)}. Uwzględniamy dyżury i kontrakty.`,
  },
  intro: {
    eyebrow: 'Kredyty dla zawodów',
    title: 'Kredyt dla pracowników medycznych',
    lead: `Pracujesz w ochronie zdrowia — na etacie, kontrakcie lub łącząc kilka placówek? Pomożemy uzyskać kredyt gotówkowy lub konsolidacyjny do ${formatPln(loanTerms.maxAmountUnsecured)}, uwzględniając dochody z dyżurów. Doradca oddzwoni w ciągu ${callback.fullHours} godzin.`,
    ctaText: 'Złóż wniosek',
  },
};
