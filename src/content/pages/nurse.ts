import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { nurse } from '@/content/figures';
import { callbackPromise, callbackShort } from '@/content/promises';
import { productRates, rrsoOf, yearlyRateFrom } from '@/content/rates';
import {
  instalmentRows,
  rateNoteFor,
  representativeExampleFor,
} from '@/content/representative-example';
import type { CallToActionContent } from '@/sections/call-to-action';
import type { ClientSituationsContent } from '@/sections/client-situations-section';
import type { FaqContent } from '@/sections/faq-section';
import type { InstalmentTableContent } from '@/sections/instalment-table';
import type { RepresentativeExampleContent } from '@/sections/representative-example';
import type { StatsContent } from '@/sections/stats-section';
import type { TestimonialsContent } from '@/sections/testimonials-section';
import { testimonialsFor } from '@/content/testimonials';
import type { PageContent } from '@/content/types';
import { formatMonths, formatPercent, formatPln } from '@/lib/format';
import { typeset } from '@/lib/typography';
import { promises } from '@/content/promises';
import { instalmentTableLabels } from '@/content/labels';

const rateFrom = formatPercent(nurse.rateFrom);

/** The nurse page: every section in the order of spec §2 "Nurse page". */
export interface NursePageContent extends PageContent {
  /** Offer facts. */
  offer: StatsContent;
  /** Where the spec's opinions stood: typical situations, described as illustrative. */
  situations: ClientSituationsContent;
  /** The owner's real testimonials of nurses; absent until the owner supplies some. */
  testimonials?: TestimonialsContent;
  /** Five questions; the FAQ section also takes a background tone. */
  faq: FaqContent;
  /** Contact call to action. */
  contactCta: CallToActionContent;
  /** Example instalments at the nurse rate (all rows of spec §9), computed. */
  instalments: InstalmentTableContent;
  /** The nurse credit's representative example: the page states its rate and amounts. */
  representativeExample: RepresentativeExampleContent;
}

const copy: Omit<NursePageContent, 'representativeExample'> = {
  meta: {
    title: `Kredyt dla pielęgniarki | ${company.brandName}`,
    description: `Kredyt dla pielęgniarek do ${formatPln(nurse.maxAmount)} na okres do ${nurse.maxPeriodYears} lat, już po ${nurse.minimumEmploymentMonths} miesiącach zatrudnienia. Doradca oddzwoni ${callbackPromise.forms}.`,
  },
  intro: {
    eyebrow: 'Kredyt dla pielęgniarek',
    title: 'Kredyt dla pielęgniarki – stabilna praca, realne możliwości',
    lead: `Już po ${nurse.minimumEmploymentMonths} miesiącach zatrudnienia możesz ubiegać się o kredyt do ${formatPln(nurse.maxAmount)} na okres do ${nurse.maxPeriodYears} lat, z oprocentowaniem ${yearlyRateFrom('nurse')}. Pokażemy bankowi także dodatki za dyżury i pracę w kilku placówkach, a doradca oddzwoni ${callbackPromise.forms}.`,
    ctaText: 'Złóż wniosek',
    rateNote: rateNoteFor('nurse'),
  },
  product: {
    name: 'Kredyt dla pielęgniarki',
    description:
      'Kredyt gotówkowy lub konsolidacyjny dla pielęgniarek i położnych, także pracujących w kilku placówkach, dobierany przez pośrednika kredytowego spośród ofert współpracujących banków.',
    ...productRates('nurse'),
    maxAmount: nurse.maxAmount,
    maxMonths: nurse.maxPeriodYears * 12,
  },

  offer: {
    eyebrow: 'Oferta w skrócie',
    title: 'Najważniejsze warunki kredytu dla pielęgniarek',
    stats: [
      { value: `do ${formatPln(nurse.maxAmount)}`, label: 'kwota kredytu' },
      { value: `do ${nurse.maxPeriodYears} lat`, label: 'okres spłaty' },
      {
        value: `od ${rateFrom}`,
        label: `oprocentowanie w skali roku (${rrsoOf('nurse')})`,
      },
      {
        value: formatMonths(nurse.minimumEmploymentMonths),
        label: 'minimalny okres zatrudnienia',
      },
      {
        value: callbackShort.forms,
        label: `na telefon od doradcy po wysłaniu wniosku online, ${callbackPromise.formsCondition}`,
      },
    ],
    info: 'W analizie uwzględniamy dochody z umowy o pracę, kontraktu i dyżurów, także z kilku placówek. Ostateczne warunki ustala bank po ocenie Twojej zdolności kredytowej.',
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
    variant: 'light',
  },

  situations: {
    eyebrow: 'Jak pracujemy',
    title: 'Przykładowe sytuacje, w których pomagamy',
    tone: 'plain',
    items: [
      {
        title: 'Praca w dwóch placówkach',
        situation:
          'Etat w szpitalu i dodatkowa umowa w przychodni albo w opiece długoterminowej. Własny bank bierze pod uwagę tylko dochód z etatu, więc wyliczona kwota jest niższa od potrzebnej.',
        help: 'Doradca zbiera dokumenty z obu miejsc pracy i sprawdza, które banki uwzględniają dochód z kilku źródeł i w jaki sposób. Wniosek trafia tam, gdzie zasady pasują do Twojej sytuacji, a decyzję podejmuje bank.',
      },
      {
        title: 'Krótki staż w nowym miejscu',
        situation:
          'Zmiana szpitala albo pierwsza praca po studiach i dopiero kilka miesięcy na nowej umowie. Część banków oczekuje dłuższego zatrudnienia u obecnego pracodawcy.',
        help: 'Sprawdzamy wymagania banków co do stażu i rodzaju umowy i mówimy wprost, czy wniosek ma sens już teraz, czy lepiej złożyć go za kilka miesięcy.',
      },
      {
        title: 'Kilka drobnych rat naraz',
        situation:
          'Karta kredytowa, zakupy na raty i pożyczka, każda z innym terminem płatności, trudnym do pogodzenia z grafikiem dyżurów.',
        help: 'Spisujemy zobowiązania i liczymy, czy połączenie ich w jeden kredyt obniży miesięczne obciążenie i ile wyniesie całkowity koszt. Jeśli konsolidacja się nie opłaca, mówimy o tym.',
      },
    ],
    note: 'Opisy są przykładowe i nie dotyczą konkretnych osób. Pokazują typowe sytuacje i to, jak doradca do nich podchodzi; o przyznaniu kredytu i jego warunkach zawsze decyduje bank.',
  },

  testimonials: testimonialsFor('nurse', {
    eyebrow: 'Opinie',
    title: 'Opinie pielęgniarek, którym pomogliśmy',
    tone: 'muted',
  }),

  faq: {
    eyebrow: 'Pytania i odpowiedzi',
    title: 'Najczęściej zadawane pytania',
    tone: 'muted',
    items: [
      {
        question: 'Czy mogę dostać kredyt po krótkim stażu pracy?',
        answer: `To możliwe: w części banków wystarczą ${nurse.minimumEmploymentMonths} miesiące zatrudnienia. Znaczenie ma też rodzaj umowy: umowa na czas nieokreślony lub dłuższy staż w zawodzie poprawiają ocenę wniosku. Decyzję podejmuje bank.`,
      },
      {
        question: 'Czy dodatki za dyżury i nadgodziny zwiększają zdolność kredytową?',
        answer:
          'Mogą, jeśli są wypłacane regularnie i widać je w zaświadczeniu o zarobkach lub na wyciągach z konta. Banki liczą je różnie, dlatego sprawdzamy, gdzie zostaną uwzględnione najkorzystniej.',
      },
      {
        question: 'Pracuję w dwóch placówkach. Czy bank zsumuje moje dochody?',
        answer:
          'Wiele banków akceptuje dochody z kilku źródeł, na przykład z etatu w szpitalu i umowy w przychodni. Każde z nich trzeba udokumentować, dlatego pomożemy Ci przygotować właściwe zaświadczenia.',
      },
      {
        question: 'Czy mogę spłacić kredytem pożyczki i chwilówki?',
        answer:
          'Tak, kredyt można przeznaczyć na spłatę innych zobowiązań, także w firmach pozabankowych, jeśli pozwala na to Twoja zdolność kredytowa. Najpierw sprawdzimy, czy po konsolidacji rata rzeczywiście będzie niższa, a całkowity koszt akceptowalny.',
      },
      {
        question: 'Ile kosztuje pomoc doradcy?',
        answer:
          'Analiza Twojej sytuacji jest bezpłatna i do niczego nie zobowiązuje. Nie pobieramy opłat z góry: prowizję płacisz dopiero po uzyskaniu finansowania, a jej wysokość znasz przed podpisaniem umowy.',
      },
    ],
    link: {
      before: 'Nie ma tu odpowiedzi na Twoje pytanie?',
      text: 'Skontaktuj się z nami',
      path: paths.contact,
    },
  },

  contactCta: {
    title: 'Porozmawiaj z doradcą o swojej sytuacji',
    text: `Złóż wniosek, a doradca skontaktuje się z Tobą ${callbackPromise.forms}. Razem sprawdzimy, jaka kwota i rata będą dla Ciebie bezpieczne. Rozmowa niczego nie przesądza i do niczego nie zobowiązuje.`,
    primary: { text: 'Złóż wniosek', path: paths.application },
    secondary: { text: 'Dane kontaktowe', path: paths.contact },
    benefits: [
      promises.freeAnalysis,
      promises.noUpfrontFee,
      'Rozmowa o porze dopasowanej do Twojego grafiku dyżurów',
    ],
  },

  instalments: {
    labels: instalmentTableLabels,
    eyebrow: 'Przykładowe raty',
    title: 'Ile może wynosić Twoja rata?',
    lead: 'Orientacyjne raty pomogą Ci ocenić, jaka kwota i okres spłaty będą dla Ciebie wygodne.',
    caption: `Przykładowe raty miesięczne przy oprocentowaniu nominalnym ${rateFrom} w skali roku`,
    annualRatePercent: nurse.rateFrom,
    rows: instalmentRows(nurse.rateFrom, nurse.examples),
    note: `Raty obejmują tylko kapitał i odsetki, wyliczone przy oprocentowaniu nominalnym ${rateFrom} w skali roku, bez prowizji i innych kosztów kredytu. Z tymi kosztami całkowita kwota do zapłaty, a często i rata, są wyższe (${rrsoOf('nurse')} w przykładzie reprezentatywnym poniżej). Ostateczne warunki ustala bank po ocenie Twojej zdolności kredytowej.`,
  },
};

export const nursePage: NursePageContent = {
  ...typeset(copy),
  // Left exactly as computed: the published-figures test compares it with the product's example.
  representativeExample: representativeExampleFor('nurse'),
};
