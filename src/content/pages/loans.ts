import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { consolidation } from '@/content/figures';
import { callbackPromise } from '@/content/promises';
import { yearlyRateFrom } from '@/content/rates';
import { rateNoteFor, representativeExampleFor } from '@/content/representative-example';
import type { CallToActionContent } from '@/sections/call-to-action';
import type { OfferGridContent } from '@/sections/offer-grid';
import type { ProseContent } from '@/sections/prose-section';
import type { RepresentativeExampleContent } from '@/sections/representative-example';
import type { PageContent } from '@/content/types';
import { formatPln } from '@/lib/format';
import { typeset } from '@/lib/typography';
import { promises } from '@/content/promises';

const urgent = consolidation.urgentWorkingDays;

export interface LoansPageContent extends PageContent {
  offers: OfferGridContent;
  explanation: ProseContent;
  representativeExample: RepresentativeExampleContent;
  cta: CallToActionContent;
}

const copy: Omit<LoansPageContent, 'representativeExample'> = {
  meta: {
    title: `Pożyczki i konsolidacja zobowiązań | ${company.brandName}`,
    description: `Pożyczka konsolidacyjna, konsolidacja chwilówek i porównanie pożyczek pozabankowych: do ${formatPln(consolidation.maxAmount)} na ${consolidation.maxPeriodMonths} miesięcy. Bezpłatna analiza przed złożeniem wniosku.`,
  },
  intro: {
    eyebrow: 'Oferta pożyczek',
    title: 'Pożyczki na spłatę kilku zobowiązań',
    lead: `Trzy rozwiązania dla osób, które spłacają kilka zobowiązań naraz: pożyczka konsolidacyjna, konsolidacja chwilówek oraz rzetelne porównanie pożyczek pozabankowych z kredytem w banku. Pomagamy połączyć raty w jedną, z oprocentowaniem ${yearlyRateFrom('consolidation')}, a zaczynamy od bezpłatnej analizy.`,
    ctaText: 'Sprawdź swoje możliwości',
    rateNote: rateNoteFor('consolidation'),
  },
  offers: {
    eyebrow: 'Trzy rozwiązania',
    title: 'Wybierz rozwiązanie dla swoich zobowiązań',
    lead: 'Przy każdej z nich zaczynamy od sprawdzenia, czy nowa rata zmieści się w Twoim budżecie i ile będzie kosztować cały kredyt.',
    offers: [
      {
        title: 'Pożyczka konsolidacyjna',
        text: 'Łączy kilka kredytów, kart i pożyczek w jedno zobowiązanie z jednym terminem spłaty i jedną ratą.',
        link: { text: 'Poznaj pożyczkę konsolidacyjną', path: paths.consolidationLoan },
        highlights: [
          `Do ${formatPln(consolidation.maxAmount)} bez zabezpieczenia`,
          `Telefon od doradcy ${callbackPromise.forms}`,
          `W pilnych sprawach finansowanie nawet w ${urgent.from}–${urgent.to} dni roboczych`,
        ],
        icon: 'coins',
      },
      {
        title: 'Konsolidacja chwilówek',
        text: 'Dla osób, które biorą kolejne chwilówki, by spłacić poprzednie. Sprawdzamy, czy można je zastąpić jednym zobowiązaniem rozłożonym na dłużej.',
        link: { text: 'Poznaj konsolidację chwilówek', path: paths.paydayConsolidation },
        highlights: [
          `Okres spłaty do ${consolidation.maxPeriodMonths} miesięcy`,
          'Jedna rata w jednym terminie',
          'Bezpłatna analiza wszystkich pożyczek',
        ],
        icon: 'clock',
      },
      {
        title: 'Pożyczki pozabankowe',
        text: 'Zanim podpiszesz umowę z firmą pożyczkową, porównamy jej koszt z kredytem bankowym i powiemy, co naprawdę się opłaca.',
        link: { text: 'Dowiedz się więcej o pożyczkach pozabankowych', path: paths.nonBankLoans },
        highlights: [
          'Porównanie z kosztem kredytu bankowego',
          'Uczciwa ocena całkowitego kosztu pożyczki',
        ],
        icon: 'eye',
      },
    ],
  },
  explanation: {
    eyebrow: 'Jak to działa',
    title: 'Czym jest konsolidacja i kiedy ma sens?',
    paragraphs: [
      'Konsolidacja polega na tym, że nowy kredyt lub pożyczka spłaca Twoje dotychczasowe zobowiązania: kredyty gotówkowe, karty kredytowe, limity w koncie i chwilówki. Zamiast kilku rat w różnych terminach masz jedną ratę w jednym banku.',
      'Rata może być niższa, bo spłata rozkłada się na dłuższy okres, a oprocentowanie kredytu bankowego bywa wyraźnie niższe niż koszt pożyczek pozabankowych. Trzeba jednak pamiętać, że dłuższy okres spłaty może oznaczać wyższy całkowity koszt – dlatego przed złożeniem wniosku pokazujemy obie liczby: nową ratę i łączną kwotę do zapłaty.',
      'Konsolidacja ma sens, gdy raty zaczynają przerastać Twój budżet, gdy trudno Ci pilnować wielu terminów albo gdy płacisz wysokie koszty chwilówek. Nie ma sensu, gdy zobowiązania są niewielkie i wkrótce się skończą – wtedy też to powiemy.',
    ],
    aside: {
      title: 'Pośrednik, nie bank',
      text: `${company.brandName} nie udziela pożyczek. Analizujemy Twoją sytuację, porównujemy oferty banków i instytucji, z którymi współpracujemy, i pomagamy złożyć wniosek. Decyzję kredytową podejmuje kredytodawca.`,
    },
    tone: 'muted',
  },
  cta: {
    title: 'Sprawdź, czy jedna rata się opłaca',
    text: 'Wypełnij krótki wniosek online. Doradca przejrzy Twoje zobowiązania i przedstawi propozycję z wyliczoną ratą i całkowitym kosztem.',
    primary: { text: 'Złóż wniosek', path: paths.application },
    secondary: { text: 'Porozmawiaj z doradcą', path: paths.contact },
    benefits: [
      promises.freeAnalysis,
      promises.noUpfrontFee,
      'Wniosek składamy tylko tam, gdzie ma realną szansę',
    ],
  },
};

export const loansPage: LoansPageContent = {
  ...typeset(copy),
  // The statutory example is shown exactly as computed (tests/published-figures.test.ts).
  representativeExample: representativeExampleFor('consolidation'),
};
