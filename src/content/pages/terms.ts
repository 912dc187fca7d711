import { company } from '@/content/company';
import { retention } from '@/content/figures';
import type { PageContent } from '@/content/types';

export const termsPage: PageContent = {
  meta: {
    title: `Regulamin serwisu | ${company.brandName}`,
    description: `Zasady korzystania z serwisu ${company.brandName}: rola pośrednika kredytowego, bezpłatna analiza, wynagrodzenie i reklamacje. Aktualizacja: ${retention.legalLastUpdated}.`,
  },
  intro: {
    eyebrow: 'Dokumenty prawne',
    title: 'Regulamin serwisu',
    lead: `Regulamin opisuje zasady korzystania z serwisu i formularzy, naszą rolę jako pośrednika kredytowego, zasady wynagrodzenia oraz tryb składania reklamacji, które rozpatrujemy w ciągu ${retention.complaintDays} dni. Ostatnia aktualizacja: ${retention.legalLastUpdated}.`,
  },
};
