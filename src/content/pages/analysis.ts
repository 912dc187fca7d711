import { company } from '@/content/company';
import { callbackPromise } from '@/content/promises';
import type { PageContent } from '@/content/types';
import { typeset } from '@/lib/typography';

export const analysisPage: PageContent = typeset({
  meta: {
    title: `Bezpłatna analiza finansowa | ${company.brandName}`,
    description: `Opisz zobowiązania, dochód i historię spłat, a doradca oceni Twoje możliwości kredytowe. Bez opłat i zobowiązań, telefon od doradcy ${callbackPromise.forms}.`,
  },
  intro: {
    eyebrow: 'Bezpłatna analiza',
    title: 'Bezpłatna analiza Twojej sytuacji finansowej',
    lead: `Zanim złożysz wniosek w banku, przejrzymy z Tobą zadłużenie, dochody i historię spłat, także raport BIK, jeśli go pobierzesz. Wypełnij trzy krótkie kroki – doradca oddzwoni ${callbackPromise.forms} z konkretną oceną i propozycją dalszych działań.`,
  },
});
