import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { nurse } from '@/content/figures';
import { instalmentRows, representativeExampleFor } from '@/content/representative-example';
import type {
  CallToActionContent,
  FaqContent,
  InstalmentTableContent,
  RepresentativeExampleContent,
  StatsContent,
  TestimonialsContent,
} from '@/content/section-types';
import type { PageContent } from '@/content/types';
import { formatMonths, formatPercent, formatPln } from '@/lib/format';
import { promises } from '@/content/promises';

/** The nurse page: every section in the order of spec §2 "Nurse page". */
export interface NursePageContent extends PageContent {
  /** Offer facts. */
  offer: StatsContent;
  /** Opinions. */
  testimonials: TestimonialsContent;
  /** Five questions; the FAQ section also takes a background tone. */
  faq: FaqContent;
  /** Contact call to action. */
  contactCta: CallToActionContent;
  /** Example instalments at the nurse rate (all rows of spec §9). */
  instalments: InstalmentTableContent;
  /** Spec §9 representative example: the page states rates and amounts. */
  representativeExample: RepresentativeExampleContent;
}

export const nursePage: NursePageContent = {
  meta: {
    title: `Kredyt dla pielęgniarki | ${company.brandName}`,
    description: `Kredyt dla pielęgniarek do ${formatPln(nurse.maxAmount)} na ${nurse.maxPeriodYears} lat, od ${formatPercent(nurse.rateFrom)}. Już po ${nurse.minimumEmploymentMonths} miesiącach zatrudnienia. Kontakt doradcy w ciągu ${nurse.contactHours} godzin.`,
  },
  intro: {
    eyebrow: 'Kredyt dla pielęgniarek',
    title: 'Kredyt dla pielęgniarki — stabilna praca, realne możliwości',
    lead: `Już po ${nurse.minimumEmploymentMonths} miesiącach zatrudnienia możesz ubiegać się o kredyt do ${formatPln(nurse.maxAmount)} na okres do ${nurse.maxPeriodYears} lat, z oprocentowaniem od ${formatPercent(nurse.rateFrom)}. Uwzględnimy dodatki za dyżury i pracę w kilku placówkach, a doradca oddzwoni w ciągu ${nurse.contactHours} godzin.`,
    ctaText: 'Złóż wniosek',
  },
  product: {
    name: 'Kredyt dla pielęgniarki',
    description:
      'Kredyt gotówkowy lub konsolidacyjny dla pielęgniarek i położnych, także pracujących w kilku placówkach, dobierany przez pośrednika kredytowego spośród ofert współpracujących banków.',
    rateFrom: nurse.rateFrom,
    maxAmount: nurse.maxAmount,
    maxMonths: nurse.maxPeriodYears * 12,
  },

  offer: {
    eyebrow: 'Oferta w skrócie',
    title: 'Najważniejsze warunki kredytu dla pielęgniarek',
    stats: [
      { value: `do ${formatPln(nurse.maxAmount)}`, label: 'kwota kredytu' },
      { value: `do ${nurse.maxPeriodYears} lat`, label: 'okres spłaty' },
      { value: `od ${formatPercent(nurse.rateFrom)}`, label: 'oprocentowanie w skali roku' },
      {
        value: formatMonths(nurse.minimumEmploymentMonths),
        label: 'minimalny okres zatrudnienia',
      },
      { value: `${nurse.contactHours}h`, label: 'na kontakt doradcy' },
    ],
    info: 'Uwzględniamy dochody z umowy o pracę, kontraktu i dyżurów, także w kilku placówkach. Ostateczne warunki ustala bank po ocenie zdolności kredytowej.',
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
    variant: 'light',
  },

  testimonials: {
    eyebrow: 'Opinie',
    title: 'Co mówią pielęgniarki, którym pomogliśmy',
    tone: 'plain',
    items: [
      {
        quote:
          'Pracuję w szpitalu i dodatkowo w przychodni. Doradca pokazał bankowi oba dochody i wreszcie mogłam spłacić trzy drobne pożyczki jednym kredytem, z jedną ratą.',
        author: 'Ewa M.',
        location: 'Łódź',
        additionalInfo: 'Pielęgniarka, konsolidacja 3 pożyczek',
      },
      {
        quote:
          'Byłam w nowej pracy od kilku miesięcy i myślałam, że nie mam szans. Doradca znalazł bank, dla którego to wystarczyło, i przeprowadził mnie przez wszystkie formalności.',
        author: 'Agnieszka P.',
        location: 'Bydgoszcz',
        additionalInfo: 'Pielęgniarka anestezjologiczna, kredyt gotówkowy',
      },
      {
        quote:
          'Rozmawialiśmy zawsze po moich dyżurach, bez pośpiechu. Wszystko zostało jasno wyjaśnione, łącznie z prowizją, którą zapłaciłam dopiero po wypłacie kredytu.',
        author: 'Barbara W.',
        location: 'Olsztyn',
        additionalInfo: 'Pielęgniarka środowiskowa, kredyt na remont mieszkania',
      },
    ],
  },

  faq: {
    eyebrow: 'Pytania i odpowiedzi',
    title: 'Najczęściej zadawane pytania',
    tone: 'muted',
    items: [
      {
        question: 'Czy mogę dostać kredyt po krótkim stażu pracy?',
        answer: `Tak, w wybranych bankach wystarczą ${nurse.minimumEmploymentMonths} miesiące zatrudnienia. Znaczenie ma też rodzaj umowy: umowa na czas nieokreślony lub dłuższy staż w zawodzie poprawiają ocenę wniosku.`,
      },
      {
        question: 'Czy dodatki za dyżury i nadgodziny zwiększają zdolność kredytową?',
        answer:
          'Tak, jeśli są wypłacane regularnie i widoczne w zaświadczeniu o zarobkach lub na wyciągach z konta. Banki liczą je różnie, dlatego sprawdzamy, gdzie zostaną uwzględnione najkorzystniej.',
      },
      {
        question: 'Pracuję w dwóch placówkach. Czy bank zsumuje moje dochody?',
        answer:
          'Wiele banków akceptuje dochody z kilku źródeł, na przykład z etatu w szpitalu i umowy w przychodni. Każde z nich trzeba udokumentować, dlatego pomożemy Ci przygotować właściwe zaświadczenia.',
      },
      {
        question: 'Czy mogę spłacić kredytem pożyczki i chwilówki?',
        answer:
          'Tak, kredyt można przeznaczyć na spłatę innych zobowiązań, także w firmach pozabankowych. Najpierw sprawdzimy, czy po konsolidacji rata rzeczywiście będzie niższa, a całkowity koszt akceptowalny.',
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
    text: `Zostaw wniosek, a doradca skontaktuje się z Tobą w ciągu ${nurse.contactHours} godzin. Razem sprawdzimy, jaka kwota i rata będą dla Ciebie bezpieczne. Rozmowa niczego nie przesądza i do niczego nie zobowiązuje.`,
    primary: { text: 'Złóż wniosek', path: paths.application },
    secondary: { text: 'Dane kontaktowe', path: paths.contact },
    benefits: [
      promises.freeAnalysis,
      promises.noUpfrontFee,
      'Rozmowa o porze dopasowanej do Twojego grafiku dyżurów',
    ],
  },

  instalments: {
    eyebrow: 'Przykładowe raty',
    title: 'Ile może wynosić Twoja rata?',
    lead: 'Orientacyjne raty pomogą Ci ocenić, jaka kwota i okres spłaty będą dla Ciebie wygodne.',
    caption: `Przykładowe raty przy oprocentowaniu ${formatPercent(nurse.rateFrom)}`,
    annualRatePercent: nurse.rateFrom,
    rows: instalmentRows(nurse.rateFrom, nurse.examples),
    note: 'Raty są przybliżone i mają charakter poglądowy. Ich wysokość zależy od oferty banku, prowizji i innych kosztów kredytu oraz od Twojej zdolności kredytowej.',
  },

  representativeExample: representativeExampleFor('nurse'),
};
