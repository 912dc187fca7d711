import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { loanTerms } from '@/content/figures';
import { creditCostCaps } from '@/content/statutory-figures';
import { callbackShort, callbackPromise } from '@/content/promises';
import { productRates, rateOf, rrsoOf, yearlyRateFrom } from '@/content/rates';
import {
  rateNoteFor,
  representativeExampleFor,
  standardLoanTerms,
} from '@/content/representative-example';
import type { CallToActionContent } from '@/sections/call-to-action';
import type { ChecklistContent } from '@/sections/checklist-section';
import type { ComparisonContent } from '@/sections/comparison-section';
import type { FaqContent } from '@/sections/faq-section';
import type { FeaturesContent } from '@/sections/features-section';
import type { LoanTermsContent } from '@/sections/loan-terms-panel';
import type { RepresentativeExampleContent } from '@/sections/representative-example';
import type { StepsContent } from '@/sections/steps-section';
import type { LoanProduct, PageContent } from '@/content/types';
import { formatPercent, formatPln } from '@/lib/format';
import { typeset } from '@/lib/typography';
import { promises } from '@/content/promises';
import { comparisonLabels, stepsLabels } from '@/content/labels';

/** The bank cash credit this page offers instead of a non-bank loan, with its own example. */
const product = 'cashLoan';
const rateFrom = rateOf(product);

/** Spec §2 "Non-bank loans page": offer copy with a call to the application wizard. */
export interface NonBankLoansPageContent extends PageContent {
  product: LoanProduct;
  /** A strip of the bank-credit terms under the hero: the figures the hero and `product` state. */
  terms: LoanTermsContent;
  whenItMakesSense: ChecklistContent;
  risks: FeaturesContent;
  howWeCompare: FeaturesContent;
  comparison: ComparisonContent;
  process: StepsContent;
  faq: FaqContent;
  /** The bank cash credit's own representative example (the rate the page states). */
  representativeExample: RepresentativeExampleContent;
  cta: CallToActionContent;
}

const copy: Omit<NonBankLoansPageContent, 'representativeExample'> = {
  meta: {
    title: `Pożyczki pozabankowe | ${company.brandName}`,
    description:
      'Czym są pożyczki pozabankowe, ile kosztują i kiedy lepszy jest kredyt w banku. Bezpłatnie porównamy Twoje opcje i uczciwie powiemy, co będzie bezpieczniejsze.',
  },
  intro: {
    eyebrow: 'Pożyczki pozabankowe',
    title: 'Pożyczki pozabankowe – co warto wiedzieć przed podpisaniem umowy',
    lead: `Pożyczek pozabankowych udzielają firmy, które nie są bankami: decyzja bywa szybsza, ale całkowity koszt jest zwykle wyraźnie wyższy. Zanim wybierzesz taką ofertę, porównamy ją z kredytem gotówkowym w banku oprocentowanym ${yearlyRateFrom(product)} i uczciwie powiemy, które rozwiązanie jest dla Ciebie lepsze.`,
    ctaText: 'Porównaj swoje opcje',
    rateNote: rateNoteFor(product),
  },
  product: {
    name: 'Kredyt gotówkowy zamiast pożyczki pozabankowej',
    description:
      'Kredyt bankowy, który może zastąpić pożyczkę pozabankową lub spłacić już zaciągnięte pożyczki – dobierany po bezpłatnym porównaniu całkowitych kosztów.',
    ...productRates(product),
    maxAmount: loanTerms.maxAmountUnsecured,
    maxMonths: loanTerms.maxPeriodMonths,
  },

  // The strip's note (early repayment, the lender decides) comes with the standard terms.
  terms: standardLoanTerms({
    variant: 'strip',
    title: 'Warunki kredytu bankowego',
    withOptions: true,
    product,
  }),

  whenItMakesSense: {
    eyebrow: 'Uczciwie o pożyczkach',
    title: 'Kiedy pożyczka pozabankowa może mieć sens',
    lead: 'Nie każda pożyczka pozabankowa jest złym wyborem. Bywa rozsądna, jeśli jednocześnie spełniasz kilka warunków:',
    items: [
      'Potrzebujesz niewielkiej kwoty na jednorazowy, nieprzewidziany i naprawdę konieczny wydatek.',
      'Masz pewność, że spłacisz całość w terminie z najbliższych dochodów, bez przedłużania.',
      'Znasz RRSO i całkowitą kwotę do zapłaty, a nie tylko wysokość raty.',
      'Firma pożyczkowa jest wpisana do rejestru instytucji pożyczkowych prowadzonego przez KNF.',
      'Nie bierzesz pożyczki po to, żeby spłacić inną pożyczkę.',
    ],
    note: 'Jeśli którykolwiek z tych punktów budzi wątpliwość, porozmawiaj z nami, zanim podpiszesz umowę. Rozmowa jest bezpłatna i do niczego nie zobowiązuje.',
    tone: 'plain',
  },

  risks: {
    eyebrow: 'Na co uważać',
    title: 'Ryzyka pożyczek pozabankowych',
    lead: 'Szybka decyzja i mało formalności mają swoją cenę. Oto, co najczęściej sprawia, że pożyczka staje się problemem.',
    items: [
      {
        title: 'Wysokie RRSO',
        text: 'Prowizje, opłaty przygotowawcze i odsetki sprawiają, że rzeczywista roczna stopa oprocentowania bywa wielokrotnie wyższa niż w banku.',
        icon: 'percent',
      },
      {
        title: 'Krótki okres spłaty',
        text: 'Całą kwotę z kosztami często trzeba oddać po kilku tygodniach lub miesiącach, co mocno obciąża domowy budżet.',
        icon: 'clock',
      },
      {
        title: 'Płatne przedłużenia',
        text: 'Przesunięcie terminu spłaty zwykle kosztuje, a sam dług przez ten czas nie maleje.',
        icon: 'calendar',
      },
      {
        title: 'Koszty opóźnień',
        text: 'Przy spóźnieniu dochodzą odsetki karne, koszty upomnień i windykacji, które szybko zwiększają zadłużenie.',
        icon: 'coins',
      },
      {
        title: 'Spirala zadłużenia',
        text: 'Kolejna pożyczka na spłatę poprzedniej to najczęstsza droga do sytuacji, w której co miesiąc spłaca się głównie koszty.',
        icon: 'chart',
      },
      {
        title: 'Wpływ na ocenę w banku',
        text: 'Pożyczki i opóźnienia są widoczne w BIK i rejestrach dłużników, a częste chwilówki niektóre banki oceniają negatywnie.',
        icon: 'eye',
      },
    ],
    columns: 3,
    tone: 'muted',
  },

  howWeCompare: {
    eyebrow: 'Jak porównujemy oferty',
    title: 'Patrzymy na całkowity koszt, nie tylko na ratę',
    lead: 'Porównujemy oferty banków i instytucji finansowych, z którymi współpracujemy, według tych samych kryteriów.',
    items: [
      {
        title: 'RRSO',
        text: 'Rzeczywista roczna stopa oprocentowania obejmuje odsetki, prowizje i inne obowiązkowe opłaty, więc pozwala uczciwie porównać różne oferty.',
        icon: 'percent',
      },
      {
        title: 'Całkowita kwota do zapłaty',
        text: 'Sprawdzamy, ile łącznie oddasz do końca umowy. Niska rata przy bardzo długim okresie nie zawsze oznacza tańszy kredyt.',
        icon: 'coins',
      },
      {
        title: 'Rata a Twój budżet',
        text: 'Rata musi się zmieścić w miesięcznych wydatkach z zapasem na nieprzewidziane sytuacje – inaczej problem tylko się odsunie.',
        icon: 'analysis',
      },
      {
        title: 'Warunki umowy',
        text: 'Czytamy zasady wcześniejszej spłaty, koszty opóźnień i dodatkowe usługi, zanim polecimy Ci jakąkolwiek ofertę.',
        icon: 'document',
      },
    ],
    columns: 4,
    tone: 'plain',
  },

  comparison: {
    labels: comparisonLabels,
    eyebrow: 'Bank czy firma pożyczkowa',
    title: 'Kiedy lepszy jest kredyt w banku lub konsolidacja',
    lead: 'Jeśli potrzebujesz większej kwoty, chcesz rozłożyć spłatę na dłużej albo masz już kilka pożyczek, kredyt bankowy lub konsolidacja zwykle okazują się tańsze i bezpieczniejsze.',
    oursTitle: 'Kredyt bankowy lub konsolidacja',
    theirsTitle: 'Pożyczka pozabankowa',
    rows: [
      {
        label: 'Oprocentowanie',
        ours: `od ${rateFrom} rocznie (${rrsoOf(product)})`,
        theirs:
          'oprocentowanie różne, nie wyższe niż odsetki maksymalne (art. 359 Kodeksu cywilnego); porównuj RRSO podane w umowie',
      },
      {
        label: 'Koszty poza odsetkami',
        ours: 'prowizja i inne opłaty wliczone w RRSO i całkowity koszt kredytu',
        theirs: `prowizje i opłaty do ustawowego limitu, w całym okresie nie więcej niż ${formatPercent(creditCostCaps.otherCosts.maxPercentOfAmount)} kwoty pożyczki (art. 36a ustawy o kredycie konsumenckim)`,
      },
      {
        label: 'Okres spłaty',
        ours: `do ${loanTerms.maxPeriodMonths} miesięcy`,
        theirs: 'często kilka tygodni lub miesięcy',
      },
      {
        label: 'Kwota',
        ours: `do ${formatPln(loanTerms.maxAmountUnsecured)} bez zabezpieczeń`,
        theirs: 'zwykle niższe kwoty',
      },
      {
        label: 'Rata',
        ours: 'rozłożona na dłużej, przewidywalna',
        theirs: 'wysoka lub spłata całości naraz',
      },
      {
        label: 'Decyzja',
        ours: `zwykle ${loanTerms.decisionHours.from}–${loanTerms.decisionHours.to} h; decyduje bank po ocenie zdolności i BIK`,
        theirs: 'często szybciej, przy mniejszej liczbie formalności',
      },
      {
        label: 'Kilka zobowiązań naraz',
        ours: 'można je połączyć w jedną ratę',
        theirs: 'każda pożyczka ma własny termin i koszty',
      },
      {
        label: 'Kiedy się sprawdza',
        ours: 'większe kwoty, konsolidacja, spłata rozłożona na lata',
        theirs: 'mała, jednorazowa kwota, którą na pewno spłacisz w terminie',
      },
    ],
    tone: 'muted',
  },

  process: {
    labels: stepsLabels,
    eyebrow: 'Krok po kroku',
    title: 'Jak wygląda współpraca z nami',
    steps: [
      {
        title: 'Wypełnij wniosek online',
        text: 'Napisz, ile potrzebujesz i na co, a jeśli masz już pożyczki – ile ich jest. Wniosek online trafia tylko do nas: to jeszcze nie wniosek kredytowy i nic nie podpisujesz.',
      },
      {
        title: 'Rozmowa z doradcą',
        text: `Doradca oddzwoni ${callbackPromise.forms}, zapyta o dochody i obecne zobowiązania i wyjaśni, jakie masz możliwości.`,
        time: `do ${callbackShort.forms}`,
      },
      {
        title: 'Porównanie opcji',
        text: 'Zestawiamy pożyczkę pozabankową, kredyt gotówkowy i konsolidację według całkowitego kosztu. Jeśli najlepiej jest nie pożyczać wcale, też to powiemy.',
      },
      {
        title: 'Wniosek i decyzja',
        text: 'Pomagamy przygotować wniosek do wybranej instytucji. Decyzję podejmuje kredytodawca, a naszą prowizję płacisz dopiero po uzyskaniu finansowania.',
      },
    ],
    note: 'Jeśli porównanie pokaże, że pożyczka pozabankowa jest w Twojej sytuacji rozsądna, też to powiemy.',
    ctaText: 'Porównaj swoje opcje',
    ctaLink: paths.application,
    tone: 'plain',
  },

  faq: {
    eyebrow: 'Pytania i odpowiedzi',
    title: 'Najczęstsze pytania o pożyczki pozabankowe',
    tone: 'muted',
    items: [
      {
        question: 'Czym pożyczka pozabankowa różni się od kredytu w banku?',
        answer:
          'Pożyczki pozabankowej udziela firma, która nie jest bankiem, zwykle szybciej i przy mniejszej liczbie formalności. Za tę wygodę płaci się jednak wyższymi kosztami i krótszym okresem spłaty. Kredyt bankowy wymaga dokładniejszej oceny zdolności, ale zazwyczaj jest wyraźnie tańszy.',
      },
      {
        question: 'Jak sprawdzić, czy firma pożyczkowa jest wiarygodna?',
        answer:
          'Sprawdź, czy firma jest wpisana do rejestru instytucji pożyczkowych prowadzonego przez KNF, i przeczytaj formularz informacyjny przed podpisaniem umowy. Zachowaj ostrożność, jeśli ktoś żąda opłaty z góry, zanim otrzymasz pieniądze.',
      },
      {
        question: 'Czy pożyczka pozabankowa wpłynie na moją ocenę w banku?',
        answer:
          'Może. Wiele firm pożyczkowych przekazuje dane do BIK, więc bank zobaczy takie zobowiązania we wniosku. Terminowa spłata nie musi szkodzić, ale częste chwilówki i opóźnienia niektóre banki oceniają negatywnie.',
      },
      {
        question: 'Mam już kilka pożyczek pozabankowych. Co mogę zrobić?',
        answer:
          'Warto sprawdzić, czy da się je spłacić jednym kredytem bankowym z dłuższym okresem spłaty. Zamiast kilku drogich zobowiązań zostaje wtedy jedna rata w banku. Przeanalizujemy Twoją sytuację bezpłatnie i powiemy, czy taki kredyt ma realną szansę.',
      },
      {
        question: 'Ile kosztuje Wasza pomoc?',
        answer:
          'Rozmowa i porównanie ofert są bezpłatne i niezobowiązujące. Nie pobieramy opłat z góry – prowizja jest należna dopiero po uzyskaniu finansowania, a jej wysokość poznasz przed podpisaniem umowy.',
      },
    ],
    link: { before: 'Masz inne pytanie?', text: 'Skontaktuj się z nami', path: paths.contact },
  },

  cta: {
    title: 'Zanim podpiszesz umowę pożyczki, porównaj opcje',
    text: `Wypełnij krótki wniosek online. Doradca oddzwoni ${callbackPromise.forms} i pokaże, czy kredyt w banku lub konsolidacja nie będą dla Ciebie tańszym rozwiązaniem.`,
    primary: { text: 'Złóż wniosek', path: paths.application },
    secondary: {
      text: 'Masz kilka pożyczek? Zobacz kredyt na spłatę parabanków',
      path: paths.nonBankRepayment,
    },
    benefits: [
      'Bezpłatne i niezobowiązujące porównanie',
      'Liczymy całkowity koszt, a nie tylko ratę',
      promises.noUpfrontFee,
      'Uczciwa rada, także gdy lepiej nie pożyczać',
    ],
  },
};

export const nonBankLoansPage: NonBankLoansPageContent = {
  ...typeset(copy),
  // Left exactly as computed: the published-figures test compares it with the product's example.
  representativeExample: representativeExampleFor(product),
};
