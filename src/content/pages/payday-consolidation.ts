import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { consolidation, loanTerms } from '@/content/figures';
import { callbackShort, callbackPromise, weekendWithin } from '@/content/promises';
import { productRates, yearlyRateFrom } from '@/content/rates';
import { rateNoteFor, representativeExampleFor } from '@/content/representative-example';
import type { CallToActionContent } from '@/sections/call-to-action';
import type { ChecklistContent } from '@/sections/checklist-section';
import type { FaqContent } from '@/sections/faq-section';
import type { FeaturesContent } from '@/sections/features-section';
import type { ProseContent } from '@/sections/prose-section';
import type { RepresentativeExampleContent } from '@/sections/representative-example';
import type { StepsContent } from '@/sections/steps-section';
import type { PageContent } from '@/content/types';
import { formatPln } from '@/lib/format';
import { typeset } from '@/lib/typography';
import { stepsLabels } from '@/content/labels';

const processDays = consolidation.processDays;
const urgent = consolidation.urgentWorkingDays;

/** The payday-loan consolidation landing page (spec §2 "Landing pages"). */
export interface PaydayConsolidationPageContent extends PageContent {
  spiral: ProseContent;
  audience: ChecklistContent;
  process: StepsContent;
  benefits: FeaturesContent;
  faq: FaqContent;
  representativeExample: RepresentativeExampleContent;
  cta: CallToActionContent;
}

const copy: Omit<PaydayConsolidationPageContent, 'representativeExample'> = {
  meta: {
    title: `Konsolidacja chwilówek | ${company.brandName}`,
    description: `Połącz chwilówki w jeden kredyt do ${formatPln(consolidation.maxAmount)} spłacany nawet przez ${consolidation.maxPeriodMonths} miesięcy. Bezpłatna analiza i telefon od doradcy ${callbackPromise.forms}.`,
  },
  intro: {
    eyebrow: 'Konsolidacja chwilówek',
    title: 'Konsolidacja chwilówek – jedna rata zamiast kilku krótkich pożyczek',
    lead: `Jeśli bierzesz kolejne chwilówki tylko po to, by spłacić poprzednie, sprawdzimy, czy można połączyć je w jedno zobowiązanie z dłuższym okresem spłaty – do ${consolidation.maxPeriodMonths} miesięcy, z oprocentowaniem ${yearlyRateFrom('consolidation')}. Analiza jest bezpłatna, a doradca oddzwoni ${callbackPromise.forms}.`,
    ctaText: 'Sprawdź swoje możliwości',
    ctaLink: paths.application,
    rateNote: rateNoteFor('consolidation'),
  },
  product: {
    name: 'Konsolidacja chwilówek',
    description: `Kredyt lub pożyczka konsolidacyjna na spłatę chwilówek i pożyczek pozabankowych: do ${formatPln(consolidation.maxAmount)}, na okres do ${consolidation.maxPeriodMonths} miesięcy. ${company.brandName} jest pośrednikiem kredytowym; decyzję podejmuje kredytodawca.`,
    ...productRates('consolidation'),
    maxAmount: consolidation.maxAmount,
    maxMonths: consolidation.maxPeriodMonths,
  },
  spiral: {
    eyebrow: 'Skąd bierze się problem',
    title: 'Dlaczego chwilówki tak łatwo wciągają w spiralę zadłużenia',
    lead: 'To nie jest kwestia charakteru ani braku rozsądku. Spirala chwilówek wynika z samej konstrukcji krótkich pożyczek.',
    paragraphs: [
      'Chwilówkę dostaje się szybko i bez wielu formalności, ale spłaca się ją w krótkim terminie, zwykle jednorazowo – razem z prowizją i odsetkami. Gdy nadchodzi dzień spłaty, w budżecie często brakuje całej kwoty, bo wynagrodzenie trzeba przeznaczyć także na czynsz, rachunki i jedzenie.',
      'Wtedy pojawia się pokusa, by przedłużyć termin za dodatkową opłatą albo wziąć nową chwilówkę w innej firmie na spłatę poprzedniej. Każdy taki krok dokłada kolejny koszt, a zobowiązań przybywa. Po kilku miesiącach wiele osób spłaca kilka pożyczek jednocześnie i co miesiąc oddaje więcej, niż pożyczyło.',
      'Opóźnienia szybko pogarszają sytuację: naliczane są odsetki za zwłokę i koszty monitów, sprawa może trafić do windykacji, a informacja o zaległości – do biur informacji gospodarczej. Dlatego warto zareagować jak najwcześniej, póki Twoja historia kredytowa pozwala jeszcze na zamianę drogich, krótkich pożyczek na jedno zobowiązanie rozłożone na raty.',
    ],
    aside: {
      title: 'Zatrzymaj spiralę, zanim urośnie',
      text: 'Nie bierz kolejnej chwilówki na spłatę poprzedniej. Zadzwoń lub zostaw zgłoszenie – bezpłatnie sprawdzimy, jakie rozwiązania są dziś dla Ciebie dostępne.',
    },
    tone: 'plain',
  },
  audience: {
    eyebrow: 'Dla kogo',
    title: 'Dla kogo jest konsolidacja chwilówek',
    lead: 'Zgłoś się do nas, jeśli rozpoznajesz się w którejś z tych sytuacji.',
    items: [
      'Spłacasz kilka chwilówek lub pożyczek pozabankowych w różnych firmach jednocześnie.',
      'Bierzesz nowe pożyczki tylko po to, żeby zdążyć ze spłatą poprzednich.',
      'Regularnie płacisz za przedłużenie terminu spłaty i dług przestaje maleć.',
      'Po opłaceniu rat zostaje Ci za mało pieniędzy na podstawowe wydatki.',
      'Masz stałe źródło dochodu – umowę o pracę, emeryturę, rentę, kontrakt lub umowę zlecenie – i chcesz spłacać dług w przewidywalnych ratach.',
      'Masz pojedyncze opóźnienia i chcesz uporządkować sytuację, zanim sprawy trafią do windykacji.',
    ],
    note: 'Przy zajęciu komorniczym lub dużych zaległościach szanse na kredyt bankowy są niewielkie. Nawet wtedy porozmawiamy z Tobą i szczerze powiemy, jakie kroki mają sens.',
    link: { text: 'Przeczytaj też o kredycie na spłatę parabanków', path: paths.nonBankRepayment },
    tone: 'muted',
  },
  process: {
    labels: stepsLabels,
    eyebrow: 'Jak to działa',
    title: 'Konsolidacja chwilówek w czterech krokach',
    lead: 'Prowadzimy Cię przez cały proces. Ty decydujesz, czy i jaką ofertę przyjąć.',
    steps: [
      {
        title: 'Zgłoszenie i rozmowa',
        text: `Wypełniasz wniosek online, a doradca oddzwania ${callbackPromise.forms} i pyta o Twoje pożyczki, dochody i terminy spłat.`,
        time: `do ${callbackShort.forms}`,
      },
      {
        title: 'Bezpłatna analiza zadłużenia',
        text: 'Spisujemy wszystkie chwilówki wraz z kwotami do spłaty i terminami, przeglądamy z Tobą raport BIK, który pobierzesz ze strony BIK, i liczymy Twoją zdolność kredytową. Wyliczamy, jaka rata byłaby realna dla Twojego budżetu.',
      },
      {
        title: 'Wybór oferty i wniosek',
        text: 'Porównujemy propozycje współpracujących banków i instytucji finansowych. Przedstawiamy RRSO i całkowitą kwotę do zapłaty, a wniosek składamy dopiero po Twojej akceptacji.',
      },
      {
        title: 'Spłata chwilówek i jedna rata',
        text: 'Po pozytywnej decyzji i podpisaniu umowy kredytodawca spłaca wskazane pożyczki, zwykle bezpośrednio na rachunki firm pożyczkowych. Od tej chwili płacisz jedną ratę w jednym terminie.',
      },
    ],
    note: `Cały proces trwa zwykle ${processDays.from}–${processDays.to} dni, a w pilnych sprawach bywa możliwy nawet w ${urgent.from}–${urgent.to} dni roboczych.`,
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
    tone: 'plain',
  },
  benefits: {
    eyebrow: 'Korzyści',
    title: 'Co daje połączenie chwilówek w jedno zobowiązanie',
    items: [
      {
        icon: 'coins',
        title: 'Jedna rata zamiast kilku terminów',
        text: 'Zamiast pilnować wielu dat spłaty w różnych firmach, masz jedną ratę w stałym terminie.',
      },
      {
        icon: 'calendar',
        title: 'Spłata rozłożona w czasie',
        text: `Zamiast oddawać całą kwotę po kilku tygodniach, spłacasz dług w ratach nawet przez ${consolidation.maxPeriodMonths} miesięcy.`,
        link: {
          text: 'Policz swoje chwilówki w kalkulatorze konsolidacji',
          path: paths.consolidationCalculator,
        },
      },
      {
        icon: 'shield',
        title: 'Bez opłat za przedłużenia',
        text: 'Spłacone chwilówki nie wymagają już opłat za przesuwanie terminów. Konsolidacja pomaga jednak tylko wtedy, gdy nie bierzesz nowych pożyczek na spłatę starych.',
      },
      {
        icon: 'chart',
        title: 'Historia kredytowa',
        text: 'Terminowe spłacanie jednego zobowiązania z czasem buduje pozytywną historię kredytową; opóźnienia działają odwrotnie.',
      },
      {
        icon: 'handshake',
        title: 'Bez opłat z góry',
        text: `Analiza jest bezpłatna (${formatPln(loanTerms.analysisFee)}). Prowizję pobieramy dopiero wtedy, gdy uzyskasz finansowanie.`,
      },
      {
        icon: 'heart',
        title: 'Rozmowa bez oceniania',
        text: 'Wiemy, że chwilówki to częsty problem. Rozmawiamy spokojnie, dyskretnie i z szacunkiem.',
      },
    ],
    columns: 3,
    tone: 'muted',
  },
  faq: {
    eyebrow: 'Pytania i odpowiedzi',
    title: 'Najczęstsze pytania o konsolidację chwilówek',
    items: [
      {
        question: 'Czy chwilówki można skonsolidować w banku?',
        answer:
          'Tak, wiele banków pozwala spłacić kredytem konsolidacyjnym również pożyczki pozabankowe. Warunkiem jest zdolność kredytowa i akceptowalna historia w BIK, a liczba i terminowość spłaty chwilówek mają znaczenie przy ocenie wniosku. Gdy bank nie wchodzi w grę, sprawdzamy oferty instytucji pozabankowych i uczciwie porównujemy ich koszty.',
      },
      {
        question: 'Ile chwilówek mogę połączyć w jedną ratę?',
        answer:
          'Nie ma sztywnego limitu liczby pożyczek. Liczy się łączna kwota do spłaty oraz to, czy nowa rata zmieści się w Twoim budżecie i zdolności kredytowej. Podczas analizy spisujemy wszystkie zobowiązania i sprawdzamy, które z nich opłaca się objąć konsolidacją.',
      },
      {
        question: 'Mam opóźnienia w spłacie. Czy to przekreśla konsolidację?',
        answer:
          'Niekoniecznie – wiele zależy od tego, jak duże i jak dawne są zaległości. Przy bieżących, niewielkich opóźnieniach konsolidacja bywa możliwa, natomiast przy egzekucji komorniczej kredyt bankowy jest zwykle poza zasięgiem. Po analizie powiemy Ci wprost, jakie masz możliwości, i nie złożymy wniosku bez realnych szans.',
      },
      {
        question: 'Czy po otrzymaniu kredytu muszę samodzielnie spłacić chwilówki?',
        answer:
          'Zwykle nie. Kredytodawca przelewa pieniądze bezpośrednio na rachunki firm pożyczkowych na podstawie danych o Twoich zobowiązaniach. Warto potem poprosić każdą z firm o potwierdzenie całkowitej spłaty – pomożemy Ci tego dopilnować.',
      },
      {
        question: 'Ile kosztuje konsolidacja chwilówek?',
        answer:
          'Nasza analiza jest bezpłatna i niezobowiązująca, a prowizję pobieramy dopiero po uzyskaniu finansowania. Koszt samego kredytu zależy od kwoty, okresu spłaty i oferty kredytodawcy, który przed podpisaniem umowy musi podać Ci RRSO i całkowitą kwotę do zapłaty. Przykładowe wyliczenie pokazuje przykład reprezentatywny poniżej.',
      },
      {
        question: 'Jak szybko oddzwonicie?',
        answer: `Po wysłaniu wniosku online doradca oddzwania ${callbackPromise.forms}. Jeśli zostawisz numer w krótkim formularzu na stronie głównej, oddzwonimy ${callbackPromise.quickContact}, a zgłoszenia z weekendu obsłużymy ${weekendWithin}.`,
      },
    ],
    link: {
      before: 'Nie ma tu odpowiedzi na Twoje pytanie?',
      text: 'Napisz lub zadzwoń do nas',
      path: paths.contact,
    },
  },
  cta: {
    title: 'Zamień kilka chwilówek na jedną, przewidywalną ratę',
    text: 'Wypełnij krótki wniosek online. Bezpłatnie przeanalizujemy Twoje zadłużenie i powiemy, jakie rozwiązanie jest realne – bez presji i bez zobowiązań.',
    primary: { text: 'Złóż wniosek', path: paths.application },
    secondary: { text: 'Bezpłatna konsultacja', path: paths.contact },
    benefits: [
      `Telefon od doradcy ${callbackPromise.forms}`,
      'Bezpłatna, niezobowiązująca analiza',
      'Prowizja dopiero po uzyskaniu finansowania',
      'Dyskretna rozmowa bez oceniania',
    ],
  },
};

export const paydayConsolidationPage: PaydayConsolidationPageContent = {
  ...typeset(copy),
  // The statutory example is shown exactly as computed (tests/published-figures.test.ts).
  representativeExample: representativeExampleFor('consolidation'),
};
