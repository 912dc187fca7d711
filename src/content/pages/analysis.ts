import { company } from '@/content/company';
import { callback } from '@/content/figures';
import type { PageContent } from '@/content/types';

export const analysisPage: PageContent = {
  meta: {
    title: `Bezpłatna analiza finansowa | ${company.brandName}`,
    description: `Opisz zobowiązania, dochód i historię spłat, a analityk oceni Twoje realne możliwości kredytowe. Bez opłat i zobowiązań, odpowiedź w ciągu ${callback.fullHours} godzin.`,
  },
  intro: {
    eyebrow: 'Bezpłatna analiza',
    title: 'Bezpłatna analiza Twojej sytuacji finansowej',
    lead: `Zanim złożysz wniosek w banku, sprawdzimy Twoje zadłużenie, dochody i historię kredytową. Wypełnij trzy krótkie kroki — analityk odezwie się w ciągu ${callback.fullHours} godzin z konkretną oceną i propozycją dalszych działań.`,
  },
};
