import { company } from '@/content/company';
import { loanTerms } from '@/content/figures';
import { formatPercent, formatPln } from '@/lib/format';
import type { PageContent } from '@/content/types';

export const creditsPage: PageContent = {
  meta: {
    title: `Kredyty – przegląd ofert | ${company.brandName}`,
    description: `Kredyt konsolidacyjny, kredyt mimo odmowy banku i kredyty dla wybranych zawodów. Do ${formatPln(loanTerms.maxAmountUnsecured)} bez zabezpieczenia, oprocentowanie od ${formatPercent(loanTerms.rateFrom)}.`,
  },
  intro: {
    eyebrow: 'Oferta kredytów',
    title: 'Kredyty dopasowane do Twojej sytuacji',
    lead: 'Zebraliśmy dziewięć ofert: od kredytu konsolidacyjnego, przez kredyt na spłatę parabanków, po kredyty dla lekarzy, nauczycieli i służb mundurowych. Wybierz tę, która najlepiej opisuje Twoją sytuację, albo złóż wniosek — doradca sam wskaże rozwiązanie z realną szansą na akceptację.',
    ctaText: 'Złóż wniosek',
  },
};
