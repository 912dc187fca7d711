import { company } from '@/content/company';
import { soldier } from '@/content/figures';
import { formatPercent, formatPln } from '@/lib/format';
import type { PageContent } from '@/content/types';

const payout = soldier.averagePayoutWorkingDays;

export const soldierPage: PageContent = {
  meta: {
    title: `Kredyt dla żołnierza | ${company.brandName}`,
    description: `Kredyt dla żołnierzy zawodowych do ${formatPln(soldier.maxAmount)}, oprocentowanie od ${formatPercent(soldier.rateFrom)}. Od wniosku do wypłaty średnio ${payout.from}–${payout.to} dni roboczych. Analiza bezpłatna.`,
  },
  intro: {
    eyebrow: 'Kredyt dla żołnierzy',
    title: 'Kredyt dla żołnierza zawodowego',
    lead: `Pełnisz zawodową służbę w Wojsku Polskim od co najmniej ${soldier.minimumServiceMonths} miesięcy? Pomożemy Ci ubiegać się o kredyt do ${formatPln(soldier.maxAmount)} z oprocentowaniem od ${formatPercent(soldier.rateFrom)}. Od złożenia wniosku do wypłaty mija średnio ${payout.from}–${payout.to} dni roboczych.`,
    ctaText: 'Złóż wniosek',
  },
};
