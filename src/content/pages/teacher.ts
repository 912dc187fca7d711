import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { callback, requiredDocuments, teacher } from '@/content/figures';
import {
  exampleFigures,
  instalmentRows,
  representativeExampleFor,
} from '@/content/representative-example';
import type {
  CallToActionContent,
  ChecklistContent,
  FaqContent,
  FeaturesContent,
  InstalmentTableContent,
  RepresentativeExampleContent,
  StatsContent,
  TestimonialsContent,
} from '@/content/section-types';
import type { PageContent } from '@/content/types';
import { formatPercent, formatPln } from '@/lib/format';
import { promises } from '@/content/promises';

const example = exampleFigures('teacher');
const hours = callback.workingHours;

/** The teacher page: every section in the order of spec §2 "Teacher page". */
export interface TeacherPageContent extends PageContent {
  /** Key stats of the offer. */
  stats: StatsContent;
  /** Why a credit for teachers. */
  whyTeacher: FeaturesContent;
  /** Three credit types. */
  creditTypes: FeaturesContent;
  /** Required documents. */
  documents: ChecklistContent;
  /** What the bank looks at when it assesses creditworthiness. */
  creditworthiness: FeaturesContent;
  /** Sample instalments; the note states the teacher example of spec §9. */
  instalments: InstalmentTableContent;
  /** The FAQ section also takes a background tone. */
  faq: FaqContent;
  /** Shown as a carousel. */
  testimonials: TestimonialsContent;
  /** Spec §9 representative example: the page states rates and amounts. */
  representativeExample: RepresentativeExampleContent;
  /** Final call to action. */
  cta: CallToActionContent;
}

export const teacherPage: TeacherPageContent = {
  meta: {
    title: `Kredyt dla nauczyciela | ${company.brandName}`,
    description: `Kredyt dla nauczycieli do ${formatPln(teacher.maxAmount)} na ${teacher.maxPeriodYears} lat, od ${formatPercent(teacher.rateFrom)}. Kontakt w ciągu ${teacher.contactMinutes} minut, bezpłatna analiza i jasne zasady współpracy.`,
  },
  intro: {
    eyebrow: 'Kredyt dla nauczycieli',
    title: 'Kredyt dla nauczyciela na przejrzystych warunkach',
    lead: `Dla nauczycieli szkół i przedszkoli: kredyt do ${formatPln(teacher.maxAmount)} na okres do ${teacher.maxPeriodYears} lat, z oprocentowaniem od ${formatPercent(teacher.rateFrom)}. Doradca oddzwoni w ciągu ${teacher.contactMinutes} minut, a przy komplecie dokumentów decyzja i wypłata są możliwe w ciągu ${teacher.decisionAndPayoutHours} godzin.`,
    ctaText: 'Złóż wniosek',
  },
  product: {
    name: 'Kredyt dla nauczyciela',
    description:
      'Kredyt gotówkowy, konsolidacyjny lub na cele mieszkaniowe dla nauczycieli, dobierany przez pośrednika kredytowego spośród ofert współpracujących banków.',
    rateFrom: teacher.rateFrom,
    maxAmount: teacher.maxAmount,
    maxMonths: teacher.maxPeriodYears * 12,
  },

  stats: {
    eyebrow: 'Najważniejsze liczby',
    title: 'Kredyt dla nauczyciela w skrócie',
    stats: [
      { value: `do ${formatPln(teacher.maxAmount)}`, label: 'maksymalna kwota kredytu' },
      { value: `do ${teacher.maxPeriodYears} lat`, label: 'okres spłaty' },
      { value: `od ${formatPercent(teacher.rateFrom)}`, label: 'oprocentowanie w skali roku' },
      { value: `${teacher.contactMinutes} min`, label: 'na kontakt doradcy' },
      { value: `${teacher.decisionAndPayoutHours}h`, label: 'możliwa decyzja i wypłata' },
    ],
    info: `Kontakt w ciągu ${teacher.contactMinutes} minut dotyczy godzin pracy doradców (${hours.days} ${hours.from}–${hours.to}). Decyzja i wypłata w ciągu ${teacher.decisionAndPayoutHours} godzin są możliwe przy komplecie dokumentów, a ostateczne warunki ustala bank.`,
    ctaText: 'Sprawdź swoje możliwości',
    ctaLink: paths.application,
    variant: 'primary',
  },

  whyTeacher: {
    eyebrow: 'Dlaczego kredyt dla nauczyciela',
    title: 'Praca w oświacie to dla banku mocny argument',
    lead: 'Stałe zatrudnienie i przewidywalne wynagrodzenie przemawiają na Twoją korzyść. Pomagamy przełożyć je na konkretne warunki kredytu.',
    columns: 4,
    tone: 'plain',
    items: [
      {
        title: 'Stabilne zatrudnienie',
        text: 'Umowa z publiczną lub samorządową placówką i wynagrodzenie oparte na Karcie Nauczyciela to dla banków przewidywalny dochód.',
        icon: 'education',
      },
      {
        title: 'Dodatki, które się liczą',
        text: 'Dodatek za wysługę lat, wychowawstwo czy godziny ponadwymiarowe mogą zwiększyć zdolność kredytową, jeśli są regularne i udokumentowane.',
        icon: 'coins',
      },
      {
        title: 'Formalności w dogodnym czasie',
        text: 'Rozmowę z doradcą umówisz po lekcjach, a większość dokumentów prześlesz online, bez zwalniania się z pracy.',
        icon: 'calendar',
      },
      {
        title: 'Jasne koszty',
        text: 'Przy każdej propozycji pokazujemy RRSO, całkowity koszt i wysokość raty, żeby oferty łatwo było porównać.',
        icon: 'eye',
      },
    ],
  },

  creditTypes: {
    eyebrow: 'Rodzaje kredytu',
    title: 'Trzy rozwiązania dla nauczycieli',
    lead: 'Dobieramy rodzaj kredytu do celu i do tego, jaka rata będzie dla Ciebie bezpieczna.',
    columns: 3,
    tone: 'muted',
    items: [
      {
        title: 'Kredyt gotówkowy',
        text: 'Na dowolny cel: samochód, wyjazd, kurs doskonalący czy nieprzewidziane wydatki. Nie musisz dokumentować, na co przeznaczysz pieniądze.',
        icon: 'coins',
      },
      {
        title: 'Kredyt konsolidacyjny',
        text: 'Łączy kilka kredytów, kart i pożyczek w jedną ratę, zwykle niższą dzięki dłuższemu okresowi spłaty. Pamiętaj, że dłuższa spłata może oznaczać wyższy całkowity koszt.',
        icon: 'chart',
        link: { text: 'Więcej o kredycie konsolidacyjnym', path: paths.consolidationCredit },
      },
      {
        title: 'Kredyt na remont i cele mieszkaniowe',
        text: 'Na remont, wykończenie lub wyposażenie mieszkania czy domu. Przy mniejszych kwotach banki zwykle nie wymagają zabezpieczenia na nieruchomości.',
        icon: 'bank',
      },
    ],
  },

  documents: {
    eyebrow: 'Formalności',
    title: 'Wymagane dokumenty',
    lead: 'Zwykle wystarczą cztery dokumenty. Dokładną listę potwierdzi doradca, bo wymagania różnią się między bankami.',
    tone: 'plain',
    items: [
      'Dokument tożsamości (dowód osobisty)',
      'Zaświadczenie od pracodawcy o zatrudnieniu i wysokości dochodów',
      `Wyciągi z konta bankowego za ostatnie ${requiredDocuments.bankStatementMonths} miesiące`,
      'Oświadczenie o dochodach i zobowiązaniach',
    ],
    note: 'Dokumenty możesz przesłać elektronicznie. Pomożemy sprawdzić, czy są kompletne, zanim trafią do banku.',
  },

  creditworthiness: {
    eyebrow: 'Zdolność kredytowa',
    title: 'Co wpływa na Twoją zdolność kredytową',
    lead: 'Bank ocenia nie tylko wysokość pensji. Te czynniki sprawdzamy razem z Tobą, zanim złożymy wniosek.',
    columns: 3,
    tone: 'muted',
    items: [
      {
        title: 'Wysokość i regularność dochodu',
        text: 'Wynagrodzenie zasadnicze wraz z dodatkami, wypłacane co miesiąc przez pracodawcę.',
        icon: 'coins',
      },
      {
        title: 'Rodzaj i okres umowy',
        text: 'Mianowanie lub umowa na czas nieokreślony są oceniane korzystniej niż krótka umowa na zastępstwo.',
        icon: 'document',
      },
      {
        title: 'Obecne zobowiązania',
        text: 'Raty innych kredytów oraz limity na kartach i w koncie, także niewykorzystane, obniżają dostępną kwotę.',
        icon: 'chart',
      },
      {
        title: 'Historia w BIK',
        text: 'Terminowa spłata wcześniejszych zobowiązań pomaga, a opóźnienia mogą utrudnić uzyskanie kredytu.',
        icon: 'analysis',
      },
      {
        title: 'Koszty utrzymania',
        text: 'Liczba osób w gospodarstwie domowym i stałe wydatki wpływają na kwotę, którą bank uzna za bezpieczną.',
        icon: 'users',
      },
      {
        title: 'Okres kredytowania',
        text: 'Dłuższy okres spłaty obniża ratę i może zwiększyć dostępną kwotę, ale podnosi całkowity koszt kredytu.',
        icon: 'calendar',
      },
    ],
  },

  instalments: {
    eyebrow: 'Przykładowe raty',
    title: 'Ile może wynosić Twoja rata?',
    lead: 'Orientacyjne raty pomogą Ci ocenić, jaka kwota i okres spłaty będą dla Ciebie wygodne.',
    caption: `Przykładowe raty przy oprocentowaniu ${formatPercent(teacher.rateFrom)}`,
    annualRatePercent: teacher.rateFrom,
    rows: instalmentRows(teacher.rateFrom, teacher.examples),
    note: `Przykład: kwota kredytu ${formatPln(example.amount)}, okres spłaty ${example.months} miesięcy, oprocentowanie stałe ${formatPercent(example.annualRatePercent)}, prowizja ${formatPln(example.commission)}, RRSO ${formatPercent(example.aprPercent)}, całkowita kwota do zapłaty ${formatPln(example.totalPayable)}. Raty w tabeli obejmują kapitał i odsetki, bez prowizji i innych kosztów, a ostateczne warunki zależą od oferty banku i Twojej zdolności kredytowej.`,
  },

  faq: {
    eyebrow: 'Pytania i odpowiedzi',
    title: 'Najczęściej zadawane pytania',
    tone: 'muted',
    items: [
      {
        question: 'Czy nauczyciel na umowie na zastępstwo może dostać kredyt?',
        answer:
          'Tak, choć bank często dopasowuje okres kredytowania do czasu trwania umowy albo bierze pod uwagę wcześniejszą historię zatrudnienia. Doradca sprawdzi, które banki najlepiej oceniają taką sytuację, i powie, na jaką kwotę realnie możesz liczyć.',
      },
      {
        question: 'Czy dodatki i godziny ponadwymiarowe liczą się do dochodu?',
        answer:
          'Tak, jeśli są wypłacane regularnie i wykazane w zaświadczeniu o zarobkach. Banki liczą je różnie, na przykład jako średnią z kilku ostatnich miesięcy, dlatego dobieramy bank do struktury Twojego wynagrodzenia.',
      },
      {
        question: 'Jak szybko mogę otrzymać pieniądze?',
        answer: `Doradca kontaktuje się w ciągu ${teacher.contactMinutes} minut w godzinach pracy. Przy komplecie dokumentów decyzja i wypłata są możliwe nawet w ciągu ${teacher.decisionAndPayoutHours} godzin, ale ostateczny termin zależy od banku.`,
      },
      {
        question: 'Czy dostanę kredyt, jeśli spłacam już inne zobowiązania?',
        answer:
          'To zależy od Twojej zdolności kredytowej. Często dobrym rozwiązaniem jest kredyt konsolidacyjny, który łączy kilka rat w jedną. Jeśli w Twojej sytuacji nie byłoby to korzystne, powiemy o tym wprost.',
      },
      {
        question: 'Czy negatywny wpis w BIK przekreśla moje szanse?',
        answer:
          'Nie zawsze. Znaczenie ma wysokość zaległości, jej długość i czas, jaki od niej upłynął. Przeanalizujemy Twój raport i wskażemy banki, w których wniosek ma realne szanse.',
      },
      {
        question: 'Ile kosztuje pomoc doradcy?',
        answer:
          'Analiza Twojej sytuacji jest bezpłatna i do niczego nie zobowiązuje. Nie pobieramy opłat z góry: prowizję płacisz dopiero po uzyskaniu finansowania, a jej wysokość znasz przed podpisaniem umowy.',
      },
    ],
    link: {
      before: 'Nie ma tu odpowiedzi na Twoje pytanie?',
      text: 'Napisz do nas',
      path: paths.contact,
    },
  },

  testimonials: {
    eyebrow: 'Opinie',
    title: 'Co mówią nauczyciele, którym pomogliśmy',
    tone: 'plain',
    items: [
      {
        quote:
          'Uczę od wielu lat, ale dopiero doradca policzył moją zdolność z uwzględnieniem wszystkich dodatków. Dzięki temu kwota wystarczyła na cały remont łazienki i kuchni.',
        author: 'Dorota S.',
        location: 'Rzeszów',
        additionalInfo: 'Nauczycielka edukacji wczesnoszkolnej, kredyt na remont',
      },
      {
        quote:
          'Miałem trzy kredyty i debet na koncie. Po konsolidacji płacę jedną ratę i wreszcie wiem, ile zostaje mi do pierwszego.',
        author: 'Krzysztof L.',
        location: 'Kielce',
        additionalInfo: 'Nauczyciel historii, konsolidacja 3 kredytów',
      },
      {
        quote:
          'Rozmawialiśmy po moich lekcjach, a dokumenty wysłałam mailem. Doradca tak wyjaśnił RRSO i prowizję, że pierwszy raz wiedziałam, za co dokładnie płacę.',
        author: 'Monika J.',
        location: 'Opole',
        additionalInfo: 'Nauczycielka języka angielskiego, kredyt gotówkowy',
      },
      {
        quote:
          'Pracuję na umowie na zastępstwo i nie liczyłam na wiele. Usłyszałam uczciwie, co jest możliwe, i dostałam kredyt na krótszy okres, ale z ratą, która mi odpowiada.',
        author: 'Aleksandra N.',
        location: 'Toruń',
        additionalInfo: 'Nauczycielka przedszkola, kredyt gotówkowy',
      },
    ],
  },

  representativeExample: representativeExampleFor('teacher'),

  cta: {
    title: 'Sprawdź, na jaki kredyt możesz liczyć',
    text: `Wypełnij krótki wniosek, a doradca oddzwoni w ciągu ${teacher.contactMinutes} minut w godzinach pracy. Przeanalizujemy Twoją sytuację i przedstawimy propozycje banków. Decyzja, czy z nich skorzystasz, należy do Ciebie.`,
    primary: { text: 'Złóż wniosek', path: paths.application },
    secondary: { text: 'Skontaktuj się z nami', path: paths.contact },
    benefits: [promises.freeAnalysis, promises.noUpfrontFee, promises.manyBanks],
  },
};
