import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { civilContract } from '@/content/figures';
import {
  callbackPromise,
  callbackShort,
  weekendWithin,
  workingHoursText,
} from '@/content/promises';
import { productRates, rrsoOf, yearlyRateFrom } from '@/content/rates';
import { rateNoteFor, representativeExampleFor } from '@/content/representative-example';
import type { CallToActionContent } from '@/sections/call-to-action';
import type { FaqContent } from '@/sections/faq-section';
import type { FeaturesContent } from '@/sections/features-section';
import type { ListGroupsContent } from '@/sections/list-groups-section';
import type { ProseContent } from '@/sections/prose-section';
import type { RepresentativeExampleContent } from '@/sections/representative-example';
import type { StatsContent } from '@/sections/stats-section';
import type { StepsContent } from '@/sections/steps-section';
import type { LoanProduct, PageContent } from '@/content/types';
import { formatPercent, formatPln } from '@/lib/format';
import { typeset } from '@/lib/typography';
import { promises } from '@/content/promises';
import { stepsLabels } from '@/content/labels';

const maxAmount = formatPln(civilContract.maxAmount);
const rateFrom = formatPercent(civilContract.rateFrom);
const years = civilContract.maxPeriodYears;
const workMonths = civilContract.minimumWorkMonths;
const payoutHours = civilContract.decisionAndPayoutHours;

/** Spec §2 "Civil-contract credit page": offer copy with a call to the application wizard. */
export interface CivilContractPageContent extends PageContent {
  product: LoanProduct;
  stats: StatsContent;
  howBanksSeeIt: ProseContent;
  requirements: ListGroupsContent;
  whyUs: FeaturesContent;
  process: StepsContent;
  faq: FaqContent;
  /** The civil-contract credit's representative example, at the rate the page states. */
  representativeExample: RepresentativeExampleContent;
  cta: CallToActionContent;
}

const copy: Omit<CivilContractPageContent, 'representativeExample'> = {
  meta: {
    title: `Kredyt na umowę zlecenie | ${company.brandName}`,
    description: `Kredyt na umowę zlecenie do ${maxAmount} na okres do ${years} lat, już po ${workMonths} miesiącach pracy. Analiza bezpłatna, prowizja dopiero po wypłacie.`,
  },
  intro: {
    eyebrow: 'Umowa zlecenie',
    title: 'Kredyt na umowę zlecenie – także bez etatu',
    lead: `Pracujesz na umowie zlecenie od co najmniej ${workMonths} miesięcy? Pomożemy ubiegać się o kredyt do ${maxAmount} na okres do ${years} lat, z oprocentowaniem ${yearlyRateFrom('civilContract')}. Doradca oddzwoni ${callbackPromise.forms}, a decyzja banku i wypłata są możliwe nawet w ciągu ${payoutHours} godzin od złożenia kompletu dokumentów.`,
    ctaText: 'Złóż wniosek',
    rateNote: rateNoteFor('civilContract'),
  },
  product: {
    name: 'Kredyt na umowę zlecenie',
    description:
      'Kredyt gotówkowy lub konsolidacyjny dla osób, których dochód pochodzi z umowy zlecenie, dobierany spośród ofert banków uznających ten rodzaj dochodu.',
    ...productRates('civilContract'),
    maxAmount: civilContract.maxAmount,
    // The period is given in years; the product data counts months.
    maxMonths: civilContract.maxPeriodYears * 12,
  },

  stats: {
    eyebrow: 'Warunki w skrócie',
    title: 'Kredyt na umowę zlecenie w liczbach',
    stats: [
      { value: `do ${maxAmount}`, label: 'kwota kredytu' },
      { value: `do ${years} lat`, label: 'okres spłaty' },
      {
        value: `od ${rateFrom}`,
        label: `oprocentowanie w skali roku (${rrsoOf('civilContract')})`,
      },
      { value: `${workMonths} mies.`, label: 'minimalny staż na umowie zlecenie' },
      {
        value: callbackShort.forms,
        label: `na telefon od doradcy po wysłaniu wniosku online, ${callbackPromise.formsCondition}`,
      },
      { value: `${payoutHours} h`, label: 'na decyzję banku i wypłatę przy komplecie dokumentów' },
    ],
    info: 'Podane wartości to warunki graniczne. Twoja kwota, okres i oprocentowanie zależą od wysokości i stabilności dochodu, obecnych zobowiązań oraz decyzji banku.',
    ctaText: 'Sprawdź swoją ofertę',
    ctaLink: paths.application,
    variant: 'primary',
  },

  howBanksSeeIt: {
    eyebrow: 'Jak ocenia to bank',
    title: 'Umowa zlecenie a zdolność kredytowa',
    lead: 'Etat nie jest jedyną drogą do kredytu. Wiele banków uznaje dochód z umowy zlecenie – pod warunkiem, że jest regularny i dobrze udokumentowany.',
    paragraphs: [
      'Bank, oceniając dochód z umowy zlecenie, patrzy przede wszystkim na jego ciągłość. Liczy się to, jak długo pracujesz na takich umowach, czy wynagrodzenie wpływa regularnie na konto i czy umowa obowiązuje w dniu składania wniosku. Dlatego podstawowym warunkiem jest nieprzerwany staż, a nie rodzaj umowy.',
      'Banki różnią się tym, jak liczą taki dochód. Jedne biorą pod uwagę średnią z kilku ostatnich miesięcy, inne najniższą wypłatę z tego okresu; część akceptuje kilka umów u różnych zleceniodawców, a część wymaga jednej, stałej współpracy. Te różnice potrafią zdecydować o kwocie kredytu albo o samej decyzji.',
      'Znamy zasady banków, z którymi współpracujemy, więc zanim złożysz wniosek, sprawdzimy, gdzie Twój dochód zostanie policzony najkorzystniej. Nie wysyłamy wniosków na próbę – każdy z nich zostawia ślad w BIK.',
    ],
    aside: {
      title: 'Masz kilka umów jednocześnie?',
      text: 'Dochody z kilku umów zlecenie wiele banków może zsumować, jeśli każdą z nich da się udokumentować umową i wpływami na konto. Przygotuj je wszystkie na rozmowę z doradcą.',
    },
    tone: 'muted',
  },

  requirements: {
    eyebrow: 'Wymagania i dokumenty',
    title: 'Co jest potrzebne, by złożyć wniosek',
    lead: 'Lista jest krótka. Dokładny komplet dokumentów potwierdzimy po rozmowie, bo zależy od wybranego banku.',
    groups: [
      {
        title: 'Wymagania',
        items: [
          `Co najmniej ${workMonths} miesięcy pracy na umowie zlecenie, bez dłuższych przerw`,
          'Umowa obowiązująca w dniu składania wniosku',
          'Regularne wpływy wynagrodzenia na Twoje konto bankowe',
          'Zdolność kredytowa potwierdzona dochodem',
          'Brak bieżących, nieuregulowanych opóźnień w spłacie zobowiązań',
          'Pełnoletność i pełna zdolność do czynności prawnych',
        ],
      },
      {
        title: 'Dokumenty',
        items: [
          'Dowód osobisty',
          'Aktualna umowa zlecenie oraz wcześniejsze umowy, jeśli praca była kontynuowana na kolejnych',
          'Rachunki do umowy lub zaświadczenie o dochodach od zleceniodawcy',
          'Wyciągi z konta z widocznymi wpływami wynagrodzenia, za okres wskazany przez bank',
          'Roczne zeznanie podatkowe (PIT), jeśli bank o nie poprosi',
          'Dane obecnych kredytów i pożyczek, jeśli chcesz je połączyć w jedną ratę',
        ],
      },
    ],
    note: 'We wniosku online możesz wskazać dokumenty, które masz pod ręką. Formularz przekaże nam tylko ich nazwy: o same dokumenty doradca poprosi w rozmowie i powie, których brakuje.',
    tone: 'plain',
  },

  whyUs: {
    eyebrow: 'Dlaczego z nami',
    title: 'Jak pomagamy osobom pracującym na umowie zlecenie',
    items: [
      {
        title: 'Znamy banki, które uznają zlecenie',
        text: 'Wiemy, które banki akceptują dochód z umowy zlecenie i jak go liczą, więc wniosek trafia tam, gdzie ma realną szansę.',
        icon: 'bank',
      },
      {
        title: 'Analiza przed wnioskiem',
        text: 'Najpierw bezpłatnie liczymy Twoją zdolność i przeglądamy z Tobą raport BIK, który pobierzesz ze strony BIK. Jeśli widzimy przeszkody, mówimy o nich od razu.',
        icon: 'analysis',
      },
      {
        title: 'Pomoc z dokumentami',
        text: 'Podpowiadamy, jakie rachunki, umowy i wyciągi przygotować, żeby wniosek był kompletny już przy pierwszym podejściu.',
        icon: 'document',
      },
      {
        title: 'Prowizja dopiero po wypłacie',
        text: 'Nie pobieramy opłat z góry. Nasze wynagrodzenie jest należne tylko wtedy, gdy otrzymasz finansowanie.',
        icon: 'handshake',
      },
    ],
    columns: 4,
    tone: 'muted',
  },

  process: {
    labels: stepsLabels,
    eyebrow: 'Krok po kroku',
    title: 'Jak uzyskać kredyt na umowę zlecenie',
    steps: [
      {
        title: 'Wypełnij wniosek online',
        text: 'Podaj podstawowe dane i kilka informacji o dochodach. Wypełnienie wniosku zajmuje kilka minut i do niczego nie zobowiązuje.',
      },
      {
        title: 'Rozmowa z doradcą',
        text: `Doradca oddzwoni ${callbackPromise.forms}, zapyta o Twoje umowy i zobowiązania i wstępnie oceni, na jaką kwotę możesz liczyć.`,
        time: `do ${callbackShort.forms}`,
      },
      {
        title: 'Dokumenty i wybór banku',
        text: 'Kompletujemy dokumenty i wybieramy bank, który najkorzystniej policzy Twój dochód z umowy zlecenie.',
      },
      {
        title: 'Decyzja banku i wypłata',
        text: 'Decyzję podejmuje bank. Po pozytywnej decyzji i podpisaniu umowy pieniądze trafiają na Twoje konto.',
        time: `nawet ${payoutHours} h`,
      },
    ],
    note: `Decyzja i wypłata w ciągu ${payoutHours} godzin są możliwe przy komplecie dokumentów; czas zależy od banku. Doradcy pracują ${workingHoursText}, a zgłoszenia z weekendu obsługujemy ${weekendWithin}.`,
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
    tone: 'plain',
  },

  faq: {
    eyebrow: 'Pytania i odpowiedzi',
    title: 'Najczęstsze pytania o kredyt na umowę zlecenie',
    tone: 'muted',
    items: [
      {
        question: 'Czy na umowę zlecenie można dostać kredyt w banku?',
        answer:
          'Tak. Wiele banków uznaje dochód z umowy zlecenie, jeśli jest regularny i udokumentowany. Banki różnią się jednak sposobem jego liczenia, dlatego warto złożyć wniosek tam, gdzie zasady pasują do Twojej sytuacji.',
      },
      {
        question: 'Jak długo muszę pracować na umowie zlecenie?',
        answer: `Minimum to ${workMonths} miesięcy pracy na umowie zlecenie, bez dłuższych przerw. Niektóre banki oczekują dłuższego stażu – sprawdzimy, które oferty są dostępne przy Twoim stażu.`,
      },
      {
        question: 'Mam kilka umów zlecenie. Czy bank zsumuje dochody?',
        answer:
          'Wiele banków tak, pod warunkiem że każdą umowę potwierdzisz dokumentami i wpływami na konto. Część banków bierze pod uwagę tylko umowę z głównym zleceniodawcą, dlatego dobór banku ma tu duże znaczenie.',
      },
      {
        question: 'Czy mogę spłacić obecne kredyty w ramach nowego kredytu?',
        answer:
          'Tak, jeśli pozwala na to Twoja zdolność kredytowa. Kredyt można przeznaczyć na spłatę innych zobowiązań, tak aby zamiast kilku rat została jedna. Przed złożeniem wniosku policzymy, czy taka zmiana rzeczywiście się opłaca.',
      },
      {
        question: 'Ile kosztuje pomoc pośrednika?',
        answer:
          'Rozmowa i analiza są bezpłatne i niezobowiązujące. Nie pobieramy żadnych opłat z góry – prowizja jest należna dopiero po uzyskaniu finansowania, a jej wysokość poznasz przed podpisaniem umowy.',
      },
    ],
    link: { before: 'Masz inne pytanie?', text: 'Skontaktuj się z nami', path: paths.contact },
  },

  cta: {
    title: 'Sprawdź, na jaki kredyt możesz liczyć',
    text: `Wypełnij krótki wniosek online. Doradca oddzwoni ${callbackPromise.forms} i powie, które banki uznają Twój dochód z umowy zlecenie.`,
    primary: { text: 'Złóż wniosek', path: paths.application },
    secondary: { text: 'Zadaj pytanie doradcy', path: paths.contact },
    benefits: [
      promises.freeAnalysis,
      'Brak opłat z góry – prowizja dopiero po wypłacie',
      'Banki, które uznają dochód z umowy zlecenie',
      'Decyzję podejmuje bank – bez obietnic bez pokrycia',
    ],
  },
};

export const civilContractPage: CivilContractPageContent = {
  ...typeset(copy),
  // Left exactly as computed: the published-figures test compares it with the product's example.
  representativeExample: representativeExampleFor('civilContract'),
};
