import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { callback, experience } from '@/content/figures';
import type { PageContent } from '@/content/types';

export const homePage: PageContent = {
  meta: {
    title: `Pośrednik kredytowy i konsolidacja kredytów | ${company.brandName}`,
    description: `Konsolidacja kredytów i chwilówek, kredyty mimo odmowy banku i dla wybranych zawodów. Działamy od ${experience.sinceYear} r., analiza bezpłatna, prowizja po wypłacie.`,
  },
  intro: {
    eyebrow: 'Pośrednik kredytowy',
    title: 'Eksperci od Twoich wyzwań finansowych',
    lead: `Pomagamy, gdy spłacasz kilka rat lub chwilówek naraz albo bank odmówił Ci kredytu. Zaczynamy od bezpłatnej, niezobowiązującej analizy — doradca odezwie się w ciągu ${callback.fullHours} godzin i szczerze powie, jakie masz możliwości.`,
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
  },
};
