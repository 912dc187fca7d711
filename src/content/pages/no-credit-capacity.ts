import { company } from '@/content/company';
import { noCreditCapacity } from '@/content/figures';
import type { PageContent } from '@/content/types';

export const noCreditCapacityPage: PageContent = {
  meta: {
    title: `Kredyt bez zdolności kredytowej | ${company.brandName}`,
    description: `Bank odmówił z powodu zdolności kredytowej? Sprawdzimy, które banki ocenią Cię inaczej i co warto poprawić. Bezpłatna analiza, kontakt w ciągu ${noCreditCapacity.contactMinutes} minut.`,
  },
  intro: {
    eyebrow: 'Trudne kredyty',
    title: 'Kredyt mimo niskiej zdolności kredytowej — sprawdź, co jest możliwe',
    lead: `Odmowa w jednym banku nie oznacza odmowy wszędzie, bo każdy bank inaczej liczy zdolność kredytową. Przeanalizujemy Twoje dochody i zobowiązania, wskażemy, co można poprawić, i złożymy wniosek tylko tam, gdzie ma realną szansę. Doradca oddzwoni w ciągu ${noCreditCapacity.contactMinutes} minut.`,
    ctaText: 'Sprawdź swoje możliwości',
  },
};
