import { company } from '@/content/company';
import { civilContract } from '@/content/figures';
import { formatPercent, formatPln } from '@/lib/format';
import type { PageContent } from '@/content/types';

export const civilContractPage: PageContent = {
  meta: {
    title: `Kredyt na umowę zlecenie | ${company.brandName}`,
    description: `Kredyt na umowę zlecenie do ${formatPln(civilContract.maxAmount)} na ${civilContract.maxPeriodYears} lat, od ${formatPercent(civilContract.rateFrom)}. Wymagane minimum ${civilContract.minimumWorkMonths} miesięcy pracy. Analiza bezpłatna, prowizja po wypłacie.`,
  },
  intro: {
    eyebrow: 'Umowa zlecenie',
    title: 'Kredyt na umowę zlecenie — także bez etatu',
    lead: `Pracujesz na umowie zlecenie od co najmniej ${civilContract.minimumWorkMonths} miesięcy? Pomożemy ubiegać się o kredyt do ${formatPln(civilContract.maxAmount)} na okres do ${civilContract.maxPeriodYears} lat, z oprocentowaniem od ${formatPercent(civilContract.rateFrom)}. Ekspert oddzwoni w ciągu ${civilContract.contactMinutes} minut, a decyzja i wypłata są możliwe w ciągu ${civilContract.decisionAndPayoutHours} godzin.`,
    ctaText: 'Złóż wniosek',
  },
};
