import { company } from '@/content/company';
import { loanTerms } from '@/content/figures';
import { formatPercent, formatPln } from '@/lib/format';
import type { PageContent } from '@/content/types';

export const nonBankRepaymentPage: PageContent = {
  meta: {
    title: `Kredyt na spłatę parabanków | ${company.brandName}`,
    description: `Zamień drogie pożyczki z parabanków na kredyt bankowy do ${formatPln(loanTerms.maxAmountUnsecured)}, oprocentowany od ${formatPercent(loanTerms.rateFrom)} rocznie. Najpierw bezpłatna analiza szans.`,
  },
  intro: {
    eyebrow: 'Trudne kredyty',
    title: 'Kredyt na spłatę parabanków i pożyczek pozabankowych',
    lead: `Drogie pożyczki z firm pozabankowych można często zastąpić jednym kredytem bankowym z oprocentowaniem od ${formatPercent(loanTerms.rateFrom)} w skali roku. Sprawdzimy Twoją historię kredytową i wskażemy banki, które rozpatrują wnioski osób spłacających parabanki — analiza jest bezpłatna i niezobowiązująca.`,
    ctaText: 'Złóż wniosek',
  },
};
