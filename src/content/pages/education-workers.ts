import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { experience, loanTerms } from '@/content/figures';
import { earlyRepaymentText } from '@/content/law';
import { callbackPromise, experienceClaim } from '@/content/promises';
import { productRates, yearlyRateFrom } from '@/content/rates';
import {
  rateNoteFor,
  representativeExampleFor,
  standardLoanTerms,
} from '@/content/representative-example';
import type { CallToActionContent } from '@/sections/call-to-action';
import type { ChecklistContent } from '@/sections/checklist-section';
import type { ComparisonContent } from '@/sections/comparison-section';
import type { FeaturesContent } from '@/sections/features-section';
import type { LoanTermsContent } from '@/sections/loan-terms-panel';
import type { QuoteContent } from '@/sections/pull-quote';
import type { RepresentativeExampleContent } from '@/sections/representative-example';
import type { PageContent } from '@/content/types';
import { formatPln } from '@/lib/format';
import { typeset } from '@/lib/typography';
import { promises } from '@/content/promises';
import { comparisonLabels } from '@/content/labels';

const analyst = company.chiefAnalyst;

/** The education-worker page: every section in the order of spec §2 "Education workers". */
export interface EducationWorkersPageContent extends PageContent {
  /** Words of the chief credit analyst (two quotes). */
  expertQuotes: QuoteContent[];
  advantages: FeaturesContent;
  whyTrustUs: FeaturesContent;
  /** Why not apply alone: with an intermediary and on one's own, side by side. */
  whyNotAlone: ComparisonContent;
  guarantees: ChecklistContent;
  /** Spec §9 loan-terms panel. */
  terms: LoanTermsContent;
  /** The consolidation example: the page states the general "od" rate of the offer. */
  representativeExample: RepresentativeExampleContent;
  cta: CallToActionContent;
}

const content: Omit<EducationWorkersPageContent, 'representativeExample'> = {
  meta: {
    title: `Kredyt dla pracowników oświaty | ${company.brandName}`,
    description: `Kredyt dla nauczycieli, pedagogów i pracowników administracji szkół do ${formatPln(loanTerms.maxAmountUnsecured)} bez zabezpieczenia. Bezpłatna analiza i prowizja dopiero po wypłacie.`,
  },
  intro: {
    eyebrow: 'Kredyty dla zawodów',
    title: 'Kredyt dla pracowników oświaty',
    lead: `Dla nauczycieli, pedagogów oraz pracowników administracji i obsługi szkół i przedszkoli. Pomożemy Ci ubiegać się o kredyt do ${formatPln(loanTerms.maxAmountUnsecured)} z oprocentowaniem ${yearlyRateFrom('consolidation')}. Przeanalizujemy Twoje dochody, także z dodatków i nadgodzin, i wskażemy banki, które uwzględnią stabilne zatrudnienie w oświacie. Doradca oddzwoni ${callbackPromise.forms}.`,
    ctaText: 'Złóż wniosek',
    rateNote: rateNoteFor('consolidation'),
  },
  product: {
    name: 'Kredyt dla pracowników oświaty',
    description:
      'Kredyt gotówkowy lub konsolidacyjny dla nauczycieli, pedagogów oraz pracowników administracji i obsługi placówek oświatowych, dobierany przez pośrednika kredytowego spośród ofert współpracujących banków.',
    ...productRates('consolidation'),
    maxAmount: loanTerms.maxAmountUnsecured,
    maxMonths: loanTerms.maxPeriodMonths,
  },

  expertQuotes: [
    {
      quote: `Przez ${experienceClaim} pracy widziałem wielu pracowników oświaty ze stabilnymi dochodami i zaniżoną zdolnością kredytową, bo nikt nie pokazał bankowi dodatków, nadgodzin czy drugiej umowy. Moja praca polega na tym, żeby bank zobaczył cały dochód.`,
      author: analyst.name,
      role: analyst.role,
    },
    {
      quote:
        'Każdy złożony wniosek zostawia w BIK ślad w postaci zapytania kredytowego. Dlatego najpierw analizujemy sytuację, a dopiero potem wybieramy bank. Nie składamy wniosków, które nie mają realnych szans.',
      author: analyst.name,
      role: analyst.role,
      link: { text: 'Poznaj naszego głównego analityka', path: paths.team },
    },
  ],

  advantages: {
    eyebrow: 'Korzyści',
    title: 'Co zyskujesz, pracując w oświacie',
    lead: 'Stałe zatrudnienie w szkole lub przedszkolu to dla banku ważny argument. Pomagamy w pełni go wykorzystać.',
    columns: 3,
    tone: 'muted',
    items: [
      {
        title: 'Dla całej kadry placówki',
        text: 'Pomagamy nauczycielom, pedagogom, psychologom szkolnym i bibliotekarzom, a także pracownikom administracji i obsługi szkół i przedszkoli.',
        icon: 'education',
        link: { text: 'Oferta dla nauczycieli', path: paths.teacher },
      },
      {
        title: 'Pełny obraz dochodów',
        text: 'Uwzględniamy wynagrodzenie zasadnicze, dodatki, godziny ponadwymiarowe i dodatkowe umowy, na przykład zajęcia pozalekcyjne na zleceniu.',
        icon: 'coins',
      },
      {
        title: 'Bez dodatkowych zabezpieczeń',
        text: `Kredyt do ${formatPln(loanTerms.maxAmountUnsecured)} jest możliwy bez dodatkowych zabezpieczeń, na okres do ${loanTerms.maxPeriodMonths} miesięcy, z oprocentowaniem ${yearlyRateFrom('consolidation')}. Ostateczne warunki ustala bank po ocenie zdolności kredytowej.`,
        icon: 'percent',
      },
      {
        title: 'Jedna rata zamiast kilku',
        text: 'Połączymy kredyty, karty i pożyczki w jedną ratę, jeśli po analizie okaże się to dla Ciebie korzystne.',
        icon: 'chart',
        link: { text: 'Więcej o kredycie konsolidacyjnym', path: paths.consolidationCredit },
      },
      {
        title: 'Formalności online',
        text: 'Wniosek złożysz przez internet, a rozmowę z doradcą umówisz na czas po zajęciach.',
        icon: 'calendar',
      },
      {
        title: 'Wcześniejsza spłata na jasnych zasadach',
        text: `${earlyRepaymentText} Przed podpisaniem umowy sprawdzimy to z Tobą.`,
        icon: 'coins',
      },
    ],
  },

  whyTrustUs: {
    eyebrow: 'Zaufanie',
    title: 'Dlaczego warto nam zaufać',
    columns: 4,
    tone: 'plain',
    items: [
      {
        title: `Ponad ${experience.yearsClaim} lat doświadczenia`,
        text: 'Od lat pomagamy klientom, także w trudnej sytuacji finansowej, znaleźć rozwiązanie na miarę ich możliwości.',
        icon: 'star',
      },
      {
        title: 'Pośrednik wpisany do rejestru KNF',
        text: 'Jesteśmy pośrednikiem kredytowym wpisanym do rejestru pośredników kredytowych KNF. Nie jesteśmy bankiem: decyzję kredytową podejmuje bank.',
        icon: 'badge',
      },
      {
        title: 'Wiele banków, jedno miejsce',
        text: 'Porównujemy oferty wielu banków i instytucji finansowych, zamiast proponować jedną, wybraną z góry.',
        icon: 'bank',
      },
      {
        title: 'Przejrzyste zasady',
        text: 'Analiza jest bezpłatna, a prowizja należy się dopiero po uzyskaniu finansowania. Wszystkie koszty znasz przed podpisaniem umowy.',
        icon: 'eye',
      },
    ],
  },

  whyNotAlone: {
    labels: comparisonLabels,
    eyebrow: 'Samodzielnie czy z doradcą',
    title: 'Dlaczego nie warto składać wniosków na własną rękę',
    lead: 'Wniosek w kilku bankach po kolei wydaje się najprostszy, ale może obniżyć Twoje szanse. Zobacz różnicę.',
    oursTitle: 'Ze Spokojną Ratą',
    theirsTitle: 'Samodzielnie',
    tone: 'muted',
    rows: [
      {
        label: 'Wybór banku',
        ours: 'Porównanie ofert wielu banków pod kątem Twojego zatrudnienia i dochodów',
        theirs: 'Wniosek tam, gdzie masz konto lub gdzie zobaczysz reklamę',
      },
      {
        label: 'Zapytania w BIK',
        ours: 'Wniosek tylko tam, gdzie ma realne szanse',
        theirs: 'Każda kolejna próba po odmowie to nowe zapytanie, które bank widzi w BIK',
      },
      {
        label: 'Dochody z dodatków',
        ours: 'Dokumentujemy dodatki, nadgodziny i dodatkowe umowy',
        theirs: 'Łatwo pominąć część dochodu i zaniżyć zdolność kredytową',
      },
      {
        label: 'Porównanie kosztów',
        ours: 'RRSO, prowizja i całkowity koszt ofert zestawione w jednym miejscu',
        theirs: 'Samodzielne przeliczanie ofert o różnej konstrukcji',
      },
      {
        label: 'Formalności',
        ours: 'Pomoc w skompletowaniu dokumentów i w kontakcie z bankiem',
        theirs: 'Wszystkie formalności i wizyty w oddziałach po Twojej stronie',
      },
      {
        label: 'Koszt',
        ours: 'Analiza bezpłatna, prowizja dopiero po uzyskaniu finansowania',
        theirs: 'Bez prowizji pośrednika, ale też bez wsparcia i porównania ofert',
      },
    ],
  },

  guarantees: {
    eyebrow: 'Nasze zobowiązania',
    title: 'Do czego się zobowiązujemy',
    tone: 'plain',
    items: [
      'Bezpłatną i niezobowiązującą analizę Twojej sytuacji finansowej',
      'Brak jakichkolwiek opłat z góry: prowizja dopiero po uzyskaniu finansowania',
      'Pełną informację o RRSO, kosztach i warunkach przed podpisaniem umowy',
      'Szczerą ocenę szans: nie składamy wniosków, które nie mają realnych szans',
      'Jasne zasady dotyczące danych: trafiają do naszych doradców i do firm, które obsługują dla nas stronę i wysyłkę e-maili, a do banku dopiero wtedy, gdy zdecydujesz się złożyć wniosek (szczegóły w polityce prywatności)',
      `Telefon od doradcy ${callbackPromise.forms} od wysłania wniosku online`,
    ],
    note: 'Nie obiecujemy przyznania kredytu, bo decyzję podejmuje bank po ocenie zdolności kredytowej. Obiecujemy rzetelną pracę i jasne zasady.',
  },

  terms: standardLoanTerms({
    variant: 'detailed',
    title: 'Warunki kredytu dla pracowników oświaty',
    withOptions: true,
  }),

  cta: {
    title: 'Sprawdź swoje możliwości bez zobowiązań',
    text: `Wypełnij krótki wniosek, a doradca oddzwoni ${callbackPromise.forms}. Przeanalizujemy Twoje dochody i zobowiązania i przedstawimy propozycje banków. Decyzja, czy z nich skorzystasz, należy do Ciebie.`,
    primary: { text: 'Złóż wniosek', path: paths.application },
    secondary: { text: 'Skontaktuj się z nami', path: paths.contact },
    benefits: [promises.freeAnalysis, promises.noUpfrontFee, promises.manyBanks],
  },
};

/**
 * The education-worker page, typeset for Polish. The representative example is added as computed
 * (its figures are compared with the computation exactly).
 */
export const educationWorkersPage: EducationWorkersPageContent = {
  ...typeset(content),
  representativeExample: representativeExampleFor('consolidation'),
};
