import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { requiredDocuments, teacher } from '@/content/figures';
import { callbackPromise, callbackShort } from '@/content/promises';
import { productRates, rrsoOf, yearlyRateFrom } from '@/content/rates';
import {
  exampleFigures,
  instalmentRows,
  rateNoteFor,
  representativeExampleFor,
} from '@/content/representative-example';
import type { CallToActionContent } from '@/sections/call-to-action';
import type { ChecklistContent } from '@/sections/checklist-section';
import type { ClientSituationsContent } from '@/sections/client-situations-section';
import type { FaqContent } from '@/sections/faq-section';
import type { FeaturesContent } from '@/sections/features-section';
import type { InstalmentTableContent } from '@/sections/instalment-table';
import type { RepresentativeExampleContent } from '@/sections/representative-example';
import type { StatsContent } from '@/sections/stats-section';
import type { TestimonialsContent } from '@/sections/testimonials-section';
import { testimonialsFor } from '@/content/testimonials';
import type { PageContent } from '@/content/types';
import { formatPercent, formatPln } from '@/lib/format';
import { typeset } from '@/lib/typography';
import { promises } from '@/content/promises';
import { instalmentTableLabels } from '@/content/labels';

const example = exampleFigures('teacher');
const decisionHours = `${teacher.decisionAndPayoutHours} h`;

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
  /** Typical situations of teachers, in place of testimonials the owner does not hold. */
  situations: ClientSituationsContent;
  /** The owner's real testimonials of teachers, shown as a carousel; absent while there are none. */
  testimonials?: TestimonialsContent;
  /** The teacher example (fixed rate, commission), computed; the page states rates and amounts. */
  representativeExample: RepresentativeExampleContent;
  /** Final call to action. */
  cta: CallToActionContent;
}

const content: Omit<TeacherPageContent, 'representativeExample'> = {
  meta: {
    title: `Kredyt dla nauczyciela | ${company.brandName}`,
    description: `Kredyt dla nauczycieli do ${formatPln(teacher.maxAmount)} na ${teacher.maxPeriodYears} lat. Telefon od doradcy ${callbackPromise.forms}, bezpłatna analiza i jasne zasady współpracy.`,
  },
  intro: {
    eyebrow: 'Kredyt dla nauczycieli',
    title: 'Kredyt dla nauczyciela na przejrzystych warunkach',
    lead: `Dla nauczycieli szkół i przedszkoli: kredyt do ${formatPln(teacher.maxAmount)} na okres do ${teacher.maxPeriodYears} lat, z oprocentowaniem ${yearlyRateFrom('teacher')}. Doradca oddzwoni ${callbackPromise.forms}, a przy komplecie dokumentów decyzja banku i wypłata są możliwe w ciągu ${teacher.decisionAndPayoutHours} godzin.`,
    ctaText: 'Złóż wniosek',
    rateNote: rateNoteFor('teacher'),
  },
  product: {
    name: 'Kredyt dla nauczyciela',
    description:
      'Kredyt gotówkowy, konsolidacyjny lub na cele mieszkaniowe dla nauczycieli, dobierany przez pośrednika kredytowego spośród ofert współpracujących banków.',
    ...productRates('teacher'),
    maxAmount: teacher.maxAmount,
    maxMonths: teacher.maxPeriodYears * 12,
  },

  stats: {
    eyebrow: 'Najważniejsze liczby',
    title: 'Kredyt dla nauczyciela w skrócie',
    stats: [
      { value: `do ${formatPln(teacher.maxAmount)}`, label: 'maksymalna kwota kredytu' },
      { value: `do ${teacher.maxPeriodYears} lat`, label: 'okres spłaty' },
      {
        value: `od ${formatPercent(teacher.rateFrom)}`,
        label: `oprocentowanie w skali roku (${rrsoOf('teacher')})`,
      },
      {
        value: callbackShort.forms,
        label: `na telefon od doradcy po wysłaniu wniosku online, ${callbackPromise.formsCondition}`,
      },
      { value: decisionHours, label: 'możliwa decyzja banku i wypłata' },
    ],
    info: `Decyzję kredytową podejmuje bank: w ciągu ${teacher.decisionAndPayoutHours} godzin jest ona możliwa przy komplecie dokumentów, a ostateczne warunki ustala bank po ocenie Twojej zdolności kredytowej.`,
    ctaText: 'Sprawdź swoje możliwości',
    ctaLink: paths.application,
    variant: 'primary',
  },

  whyTeacher: {
    eyebrow: 'Dlaczego kredyt dla nauczyciela',
    title: 'Praca w oświacie to dla banku mocny argument',
    lead: 'Stałe zatrudnienie i przewidywalne wynagrodzenie przemawiają na Twoją korzyść. Pomagamy pokazać je bankowi tak, by zostały w pełni uwzględnione.',
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
    labels: instalmentTableLabels,
    eyebrow: 'Przykładowe raty',
    title: 'Ile może wynosić Twoja rata?',
    lead: 'Orientacyjne raty pomogą Ci ocenić, jaka kwota i okres spłaty będą dla Ciebie wygodne.',
    caption: `Przykładowe raty przy oprocentowaniu ${formatPercent(teacher.rateFrom)}`,
    annualRatePercent: teacher.rateFrom,
    rows: instalmentRows(teacher.rateFrom, teacher.examples),
    note: `Raty w tabeli obejmują tylko kapitał i odsetki, policzone przy oprocentowaniu nominalnym ${formatPercent(teacher.rateFrom)} w skali roku, bez prowizji i innych kosztów, dlatego rzeczywisty koszt kredytu jest wyższy. Na przykład przy kwocie ${formatPln(example.amount)}, okresie ${example.months} miesięcy, stałym oprocentowaniu ${formatPercent(example.annualRatePercent)} i prowizji ${formatPln(example.commission)} rata wynosi ${formatPln(example.instalment)}, całkowita kwota do zapłaty ${formatPln(example.totalPayable)}, a RRSO ${formatPercent(example.aprPercent)} (szczegóły w przykładzie reprezentatywnym poniżej). Ostateczne warunki ustala bank po ocenie Twojej zdolności kredytowej.`,
  },

  faq: {
    eyebrow: 'Pytania i odpowiedzi',
    title: 'Najczęściej zadawane pytania',
    tone: 'muted',
    items: [
      {
        question: 'Czy nauczyciel na umowie na zastępstwo może dostać kredyt?',
        answer:
          'To możliwe, choć bank często dopasowuje okres kredytowania do czasu trwania umowy albo bierze pod uwagę wcześniejszą historię zatrudnienia. Doradca sprawdzi, które banki przyjmują taką sytuację, i powie, na jaką kwotę realnie możesz liczyć.',
      },
      {
        question: 'Czy dodatki i godziny ponadwymiarowe liczą się do dochodu?',
        answer:
          'Zwykle tak, jeśli są wypłacane regularnie i wykazane w zaświadczeniu o zarobkach. Banki liczą je różnie, na przykład jako średnią z kilku ostatnich miesięcy, dlatego dobieramy bank do struktury Twojego wynagrodzenia.',
      },
      {
        question: 'Jak szybko mogę otrzymać pieniądze?',
        answer: `Doradca oddzwania ${callbackPromise.forms} od wysłania wniosku online. Przy komplecie dokumentów decyzja banku i wypłata są możliwe w ciągu ${teacher.decisionAndPayoutHours} godzin, ale termin zależy od banku.`,
      },
      {
        question: 'Czy dostanę kredyt, jeśli spłacam już inne zobowiązania?',
        answer:
          'To zależy od Twojej zdolności kredytowej, którą ocenia bank. Czasem dobrym rozwiązaniem jest kredyt konsolidacyjny, który łączy kilka rat w jedną. Jeśli w Twojej sytuacji nie byłoby to korzystne, powiemy o tym wprost.',
      },
      {
        question: 'Czy negatywny wpis w BIK przekreśla moje szanse?',
        answer:
          'Nie zawsze. Znaczenie ma wysokość zaległości, jej długość i czas, jaki od niej upłynął. Jeśli pobierzesz swój raport ze strony BIK, przejrzymy go razem i wskażemy banki, w których wniosek ma realne szanse.',
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

  situations: {
    eyebrow: 'Jak pomagamy',
    title: 'Przykładowe sytuacje, w których pomagamy',
    lead: 'Tak zwykle wygląda praca doradcy z nauczycielami, którzy się do nas zgłaszają.',
    tone: 'plain',
    items: [
      {
        title: 'Nauczyciel z dodatkami i nadgodzinami',
        situation:
          'Wynagrodzenie składa się z pensji zasadniczej, dodatku za wysługę lat, wychowawstwa i godzin ponadwymiarowych, a w swoim banku słyszy, że zdolność kredytowa jest niewielka.',
        help: 'Doradca sprawdza, które składniki są regularne i jak je udokumentować, a potem wskazuje banki, które uwzględniają je przy liczeniu zdolności kredytowej.',
      },
      {
        title: 'Nauczycielka na umowie na zastępstwo',
        situation:
          'Umowa kończy się z końcem roku szkolnego, a potrzebny jest kredyt na wydatki, których nie da się odłożyć.',
        help: 'Doradca omawia historię zatrudnienia i dopasowuje kwotę oraz okres spłaty do tego, co banki przyjmują przy umowie na czas określony. Mówi też wprost, jeśli wniosek nie ma dziś realnych szans.',
      },
      {
        title: 'Kilka rat w różnych terminach',
        situation:
          'Kredyt gotówkowy, karta i limit w koncie: terminy spłat się rozjeżdżają, a trudno policzyć, ile naprawdę kosztują wszystkie zobowiązania.',
        help: 'Doradca zestawia obecne raty i koszty z możliwą konsolidacją i pokazuje obie strony: niższą ratę miesięczną, ale też całkowity koszt przy dłuższym okresie spłaty. Decyzję podejmujesz Ty.',
      },
    ],
    note: 'Opisy są przykładowe: pokazują typowe sytuacje i sposób pracy doradcy, nie dotyczą konkretnych osób. Każdą sprawę oceniamy indywidualnie, a decyzję kredytową podejmuje bank.',
  },

  testimonials: testimonialsFor('teacher', {
    eyebrow: 'Opinie',
    title: 'Co mówią nauczyciele, którym pomogliśmy',
    tone: 'muted',
  }),

  cta: {
    title: 'Sprawdź, na jaki kredyt możesz liczyć',
    text: `Wypełnij krótki wniosek, a doradca oddzwoni ${callbackPromise.forms}. Przeanalizujemy Twoją sytuację i przedstawimy propozycje banków. Decyzja, czy z nich skorzystasz, należy do Ciebie.`,
    primary: { text: 'Złóż wniosek', path: paths.application },
    secondary: { text: 'Skontaktuj się z nami', path: paths.contact },
    benefits: [promises.freeAnalysis, promises.noUpfrontFee, promises.manyBanks],
  },
};

/**
 * The teacher page, typeset for Polish. The representative example is added as computed (its
 * figures are compared with the computation exactly).
 */
export const teacherPage: TeacherPageContent = {
  ...typeset(content),
  representativeExample: representativeExampleFor('teacher'),
};
