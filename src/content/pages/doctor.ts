import { company } from '@/content/company';
import { doctor } from '@/content/figures';
import { formatPercent, formatPln } from '@/lib/format';
import type { PageContent } from '@/content/types';

export const doctorPage: PageContent = {
  meta: {
    title: `Kredyt dla lekarza | ${company.brandName}`,
    description: `Kredyt dla lekarzy do ${formatPln(doctor.metaMaxAmount)} bez zabezpieczenia, z oprocentowaniem od ${formatPercent(doctor.metaRateFrom)}. Uwzględniamy kontrakty i dyżury. Prowizja dopiero po wypłacie.`,
  },
  intro: {
    eyebrow: 'Kredyt dla lekarzy',
    title: 'Kredyt dla lekarza — warunki dopasowane do Twojej pracy',
    lead: `Dla lekarzy na etacie, kontrakcie i w trakcie specjalizacji: do ${formatPln(doctor.maxAmountUnsecured)} bez dodatkowych zabezpieczeń, na okres do ${doctor.maxPeriodMonths} miesięcy, z oprocentowaniem od ${formatPercent(doctor.rateFrom)}. Po złożeniu wniosku decyzja banku jest możliwa w ciągu ${doctor.decisionHours} godzin.`,
    ctaText: 'Złóż wniosek',
  },
};
