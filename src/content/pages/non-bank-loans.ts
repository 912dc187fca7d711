import { company } from '@/content/company';
import { loanTerms } from '@/content/figures';
import { formatPercent } from '@/lib/format';
import type { PageContent } from '@/content/types';

export const nonBankLoansPage: PageContent = {
  meta: {
    title: `Pożyczki pozabankowe | ${company.brandName}`,
    description:
      'Czym są pożyczki pozabankowe, ile kosztują i kiedy lepszy jest kredyt w banku. Bezpłatnie porównamy Twoje opcje i wskażemy tańsze, bezpieczniejsze rozwiązanie.',
  },
  intro: {
    eyebrow: 'Pożyczki pozabankowe',
    title: 'Pożyczki pozabankowe — co warto wiedzieć przed podpisaniem umowy',
    lead: `Pożyczek pozabankowych udzielają firmy, które nie są bankami: decyzja bywa szybsza, ale całkowity koszt jest zwykle wyraźnie wyższy. Zanim wybierzesz taką ofertę, porównamy ją z kredytem bankowym oprocentowanym od ${formatPercent(loanTerms.rateFrom)} i uczciwie powiemy, które rozwiązanie jest dla Ciebie lepsze.`,
    ctaText: 'Porównaj swoje opcje',
  },
};
