import { company } from '@/content/company';
import { nurse } from '@/content/figures';
import { formatPercent, formatPln } from '@/lib/format';
import type { PageContent } from '@/content/types';

export const nursePage: PageContent = {
  meta: {
    title: `Kredyt dla pielęgniarki | ${company.brandName}`,
    description: `Kredyt dla pielęgniarek do ${formatPln(nurse.maxAmount)} na ${nurse.maxPeriodYears} lat, od ${formatPercent(nurse.rateFrom)}. Już po ${nurse.minimumEmploymentMonths} miesiącach zatrudnienia. Kontakt doradcy w ciągu ${nurse.contactHours} godzin.`,
  },
  intro: {
    eyebrow: 'Kredyt dla pielęgniarek',
    title: 'Kredyt dla pielęgniarki — stabilna praca, realne możliwości',
    lead: `Już po ${nurse.minimumEmploymentMonths} miesiącach zatrudnienia możesz ubiegać się o kredyt do ${formatPln(nurse.maxAmount)} na okres do ${nurse.maxPeriodYears} lat, z oprocentowaniem od ${formatPercent(nurse.rateFrom)}. Uwzględnimy dodatki za dyżury i pracę w kilku placówkach, a doradca oddzwoni w ciągu ${nurse.contactHours} godzin.`,
    ctaText: 'Złóż wniosek',
  },
};
