import { company } from '@/content/company';
import { callbackWithin } from '@/content/promises';
import type { PageContent } from '@/content/types';
import { typeset } from '@/lib/typography';

export const analysisPage: PageContent = typeset({
  meta: {
    title: `Bezpłatna analiza finansowa | ${company.brandName}`,
    description: `Opisz zobowiązania, dochód i historię spłat, a doradca oceni Twoje realne możliwości kredytowe. Bez opłat i zobowiązań, telefon od doradcy ${callbackWithin.analysis}.`,
  },
  intro: {
    eyebrow: 'Bezpłatna analiza',
    title: 'Bezpłatna analiza Twojej sytuacji finansowej',
    lead: `Zanim złożysz wniosek w banku, sprawdzimy Twoje zadłużenie, dochody i historię kredytową. Wypełnij trzy krótkie kroki – doradca oddzwoni ${callbackWithin.analysis} z konkretną oceną i propozycją dalszych działań.`,
  },
});
