import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { consolidation, loanTerms } from '@/content/figures';
import { callbackShort, callbackPromise } from '@/content/promises';
import { productRates, rrsoOf, yearlyRateFrom } from '@/content/rates';
import {
  earlyRepaymentText,
  rateNoteFor,
  representativeExampleFor,
  standardLoanTerms,
} from '@/content/representative-example';
import type { CallToActionContent } from '@/sections/call-to-action';
import type { FaqContent } from '@/sections/faq-section';
import type { FeaturesContent } from '@/sections/features-section';
import type { LoanTermsContent } from '@/sections/loan-terms-panel';
import type { ProseContent } from '@/sections/prose-section';
import type { RepresentativeExampleContent } from '@/sections/representative-example';
import type { StatsContent } from '@/sections/stats-section';
import type { StepsContent } from '@/sections/steps-section';
import type { PageContent } from '@/content/types';
import { formatMonths, formatPercent, formatPln } from '@/lib/format';
import { typeset } from '@/lib/typography';
import { promises } from '@/content/promises';
import { stepsLabels } from '@/content/labels';

const processDays = consolidation.processDays;
const urgent = consolidation.urgentWorkingDays;
const decision = loanTerms.decisionHours;
const decisionText = `${decision.from}–${decision.to} godzin`;

/** The consolidation-credit page (spec §2 "Landing pages" and §9 "Consolidation"). */
export interface ConsolidationCreditPageContent extends PageContent {
  keyFigures: StatsContent;
  meaning: ProseContent;
  benefits: FeaturesContent;
  howTo: StepsContent;
  lowerInstalment: ProseContent;
  terms: LoanTermsContent;
  representativeExample: RepresentativeExampleContent;
  faq: FaqContent;
  cta: CallToActionContent;
}

const copy: Omit<ConsolidationCreditPageContent, 'representativeExample'> = {
  meta: {
    title: `Kredyt konsolidacyjny | ${company.brandName}`,
    description: `Kredyt konsolidacyjny do ${formatPln(consolidation.maxAmount)} na ${consolidation.maxPeriodMonths} miesięcy: jedna rata zamiast kilku. Bezpłatna analiza przed złożeniem wniosku, prowizja dopiero po wypłacie.`,
  },
  intro: {
    eyebrow: 'Konsolidacja kredytów',
    title: 'Kredyt konsolidacyjny – jedna rata zamiast wielu',
    lead: `Pomagamy połączyć kredyty, karty i limity w jedno zobowiązanie: do ${formatPln(consolidation.maxAmount)} bez zabezpieczenia, na okres do ${consolidation.maxPeriodMonths} miesięcy, z oprocentowaniem ${yearlyRateFrom('consolidation')}. Doradca oddzwoni ${callbackPromise.forms} i najpierw bezpłatnie sprawdzi, czy konsolidacja się opłaca.`,
    ctaText: 'Sprawdź swoje możliwości',
    ctaLink: paths.application,
    rateNote: rateNoteFor('consolidation'),
  },
  product: {
    name: 'Kredyt konsolidacyjny',
    description: `Kredyt łączący kredyty gotówkowe, karty kredytowe, limity w koncie i pożyczki w jedną ratę: do ${formatPln(consolidation.maxAmount)} bez zabezpieczenia, na okres do ${consolidation.maxPeriodMonths} miesięcy. ${company.brandName} jest pośrednikiem kredytowym; decyzję podejmuje bank.`,
    ...productRates('consolidation'),
    maxAmount: consolidation.maxAmount,
    maxMonths: consolidation.maxPeriodMonths,
  },
  keyFigures: {
    eyebrow: 'Najważniejsze parametry',
    title: 'Kredyt konsolidacyjny w liczbach',
    stats: [
      {
        value: `do ${formatPln(consolidation.maxAmount)}`,
        label: 'kwota kredytu bez zabezpieczenia',
      },
      {
        value: `do ${formatMonths(consolidation.maxPeriodMonths)}`,
        label: 'okres spłaty',
      },
      {
        value: `od ${formatPercent(consolidation.rateFrom)}`,
        label: `oprocentowanie w skali roku (${rrsoOf('consolidation')})`,
      },
      {
        value: `${decision.from}–${decision.to} h`,
        label: 'zwykle czeka się na decyzję banku',
      },
      {
        value: `${processDays.from}–${processDays.to} dni`,
        label: 'trwa zwykle cały proces',
      },
    ],
    info: `W pilnych sprawach finansowanie bywa możliwe w ${urgent.from}–${urgent.to} dni roboczych. Podane wartości są typowe, a nie gwarantowane – ostateczne warunki zależą od Twojej zdolności kredytowej i oferty banku. Koszty pokazuje przykład reprezentatywny niżej na stronie.`,
    ctaText: 'Sprawdź swoje możliwości',
    ctaLink: paths.application,
    variant: 'light',
  },
  meaning: {
    eyebrow: 'Co to znaczy',
    title: 'Czym jest kredyt konsolidacyjny?',
    paragraphs: [
      'Kredyt konsolidacyjny to nowy kredyt, z którego spłacasz kilka dotychczasowych zobowiązań – kredyty gotówkowe, ratalne i samochodowe, zadłużenie na kartach kredytowych, limity w koncie czy pożyczki pozabankowe. Zamiast kilku rat w różnych terminach masz jedną ratę w jednym banku.',
      'Bank, który udziela kredytu konsolidacyjnego, zwykle sam przelewa pieniądze do Twoich dotychczasowych wierzycieli, a stare umowy zostają zamknięte. Do kredytu można często dobrać dodatkową gotówkę na dowolny cel, choć zwiększa to kwotę, którą trzeba będzie oddać.',
      'Konsolidacja nie umarza długu i nie jest „darmowa”. To narzędzie, które pomaga rozłożyć spłatę tak, by rata pasowała do Twoich możliwości. Dlatego przed złożeniem wniosku liczymy z Tobą, czy w Twojej sytuacji naprawdę się opłaca.',
    ],
    aside: {
      title: 'Co można skonsolidować?',
      text: 'Kredyty gotówkowe i ratalne, kredyty samochodowe, karty kredytowe, limity w rachunku, chwilówki i pożyczki pozabankowe. Kredyt hipoteczny wymaga osobnej analizy i zwykle zabezpieczenia na nieruchomości.',
    },
    tone: 'plain',
  },
  benefits: {
    eyebrow: 'Korzyści',
    title: 'Co zmienia kredyt konsolidacyjny',
    items: [
      {
        icon: 'coins',
        title: 'Jedna rata, jeden termin',
        text: 'Zamiast pilnować kilku harmonogramów, spłacasz jedno zobowiązanie. Mniej przelewów, mniej ryzyka przeoczenia terminu.',
      },
      {
        icon: 'percent',
        title: 'Możliwa niższa miesięczna rata',
        text: 'Dłuższy okres spłaty i często niższe oprocentowanie niż na kartach czy w chwilówkach mogą obniżyć ratę. O ile – policzymy dla Twoich zobowiązań, razem z całkowitym kosztem.',
        link: {
          text: 'Policz ratę i koszt w kalkulatorze konsolidacji',
          path: paths.consolidationCalculator,
        },
      },
      {
        icon: 'chart',
        title: 'Rata dopasowana do budżetu',
        text: 'Nowa rata może być niższa od sumy dotychczasowych, ale dług się przez to nie zmniejsza, a przy dłuższej spłacie całkowity koszt może wzrosnąć. Dlatego zawsze pokazujemy obie liczby.',
      },
      {
        icon: 'bank',
        title: 'Możliwość dodatkowej gotówki',
        text: 'Jeśli pozwala na to zdolność kredytowa, do konsolidacji można dobrać dodatkowe środki na dowolny cel.',
      },
      {
        icon: 'shield',
        title: 'Bez zabezpieczeń',
        text: `Do ${formatPln(consolidation.maxAmount)} kredyt zwykle nie wymaga poręczycieli ani zabezpieczenia na nieruchomości. O wymaganych zabezpieczeniach decyduje kredytodawca.`,
      },
      {
        icon: 'handshake',
        title: 'Pomoc na każdym etapie',
        text: 'Porównujemy oferty banków, z którymi współpracujemy, pomagamy skompletować dokumenty i tłumaczymy umowę. Prowizję pobieramy dopiero po wypłacie kredytu.',
      },
    ],
    columns: 3,
    tone: 'muted',
  },
  howTo: {
    labels: stepsLabels,
    eyebrow: 'Jak to zrobić',
    title: 'Kredyt konsolidacyjny w czterech krokach',
    lead: 'Prosty proces, w którym na każdym etapie wiesz, co dalej. Decyzję o podpisaniu umowy podejmujesz Ty.',
    steps: [
      {
        title: 'Wypełnij wniosek online',
        text: `Podaj dane kontaktowe i kilka informacji o zobowiązaniach. Doradca oddzwoni ${callbackPromise.forms}.`,
        time: `do ${callbackShort.forms}`,
      },
      {
        title: 'Bezpłatna analiza',
        text: 'Spisujemy Twoje zobowiązania, przeglądamy z Tobą raport BIK, który pobierzesz ze strony BIK, i liczymy zdolność kredytową. Wyliczamy nową ratę oraz całkowity koszt i porównujemy je z Twoją obecną sytuacją.',
      },
      {
        title: 'Wybór banku i dokumenty',
        text: 'Przedstawiamy oferty współpracujących banków wraz z RRSO. Po Twojej akceptacji pomagamy przygotować dokumenty: dowód osobisty, potwierdzenie dochodu i informacje o spłacanych zobowiązaniach.',
      },
      {
        title: 'Decyzja i spłata zobowiązań',
        text: `Bank wydaje decyzję zwykle w ciągu ${decisionText}. Po podpisaniu umowy spłaca Twoje dotychczasowe kredyty, a Ty zaczynasz płacić jedną ratę.`,
      },
    ],
    note: `Od wniosku do spłaty starych zobowiązań mija zwykle ${processDays.from}–${processDays.to} dni, w pilnych sprawach bywa to ${urgent.from}–${urgent.to} dni roboczych.`,
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
    tone: 'plain',
  },
  lowerInstalment: {
    eyebrow: 'Niższa rata',
    title: 'Dlaczego rata po konsolidacji może być niższa',
    paragraphs: [
      `Miesięczna rata zależy głównie od trzech rzeczy: kwoty do spłaty, oprocentowania i liczby rat. Kredyty gotówkowe, karty i chwilówki mają często krótkie okresy spłaty lub wysokie koszty, więc ich raty są wysokie. Kredyt konsolidacyjny rozkłada ten sam dług na dłuższy okres – nawet do ${consolidation.maxPeriodMonths} miesięcy – i dlatego rata może być wyraźnie niższa.`,
      'Dodatkowo zadłużenie na karcie kredytowej, w limicie w koncie czy w firmie pożyczkowej bywa oprocentowane wyżej niż kredyt konsolidacyjny. Zamiana drogiego długu na tańszy może obniżyć ratę także bez wydłużania okresu spłaty.',
      'Trzeba jednak uczciwie powiedzieć, że dłuższy okres spłaty oznacza więcej miesięcy naliczania odsetek. Całkowity koszt kredytu może więc wzrosnąć, nawet jeśli rata jest wyraźnie niższa. Dlatego przed złożeniem wniosku pokazujemy obie liczby: nową ratę i całkowitą kwotę do zapłaty, a Ty decydujesz, co jest dla Ciebie ważniejsze.',
    ],
    aside: {
      title: 'Niższa rata to nie zawsze niższy koszt',
      text: `Jeśli Twoja sytuacja się poprawi, możesz spłacić kredyt wcześniej i zapłacić mniej odsetek. ${earlyRepaymentText}`,
    },
    tone: 'muted',
  },
  terms: standardLoanTerms({
    variant: 'detailed',
    title: 'Warunki kredytu konsolidacyjnego',
    withOptions: true,
  }),
  faq: {
    eyebrow: 'Pytania i odpowiedzi',
    title: 'Najczęstsze pytania o kredyt konsolidacyjny',
    items: [
      {
        question: 'Jakie zobowiązania mogę połączyć w kredycie konsolidacyjnym?',
        answer:
          'Najczęściej konsoliduje się kredyty gotówkowe, ratalne i samochodowe, karty kredytowe, limity w koncie oraz pożyczki pozabankowe. Każdy bank ma własną listę akceptowanych zobowiązań, dlatego podczas analizy sprawdzamy, które z Twoich zobowiązań można objąć konsolidacją w konkretnej ofercie.',
      },
      {
        question: 'Czy konsolidacja obniży całkowity koszt moich kredytów?',
        answer:
          'Nie zawsze. Rata zwykle spada, ale przy dłuższym okresie spłaty całkowity koszt może być wyższy niż przy obecnych zobowiązaniach. Przed złożeniem wniosku pokazujemy nową ratę, RRSO i całkowitą kwotę do zapłaty, żeby decyzja była w pełni świadoma.',
      },
      {
        question: 'Czy mogę dobrać dodatkową gotówkę?',
        answer:
          'Tak, wiele banków pozwala powiększyć kredyt konsolidacyjny o dodatkowe środki na dowolny cel. Zwiększa to jednak kwotę kredytu i jego koszt, dlatego polecamy to rozwiązanie tylko wtedy, gdy nowa rata nadal bezpiecznie mieści się w Twoim budżecie.',
      },
      {
        question: 'Jakie dokumenty są potrzebne?',
        answer:
          'Zwykle wystarczą dowód osobisty, zaświadczenie o dochodach lub wyciągi z konta oraz informacje o konsolidowanych zobowiązaniach, np. umowy lub zaświadczenia o saldzie zadłużenia. Lista może się różnić w zależności od banku i źródła dochodu – doradca powie Ci dokładnie, czego potrzebujesz.',
      },
      {
        question: 'Czy konsolidacja wpłynie na moją historię w BIK?',
        answer:
          'Złożenie wniosku jest widoczne w BIK jako zapytanie kredytowe, dlatego nie wysyłamy wniosków do wielu banków naraz. Spłacone w ramach konsolidacji zobowiązania zostają zamknięte, a terminowa spłata nowego kredytu z czasem buduje pozytywną historię.',
      },
      {
        question: 'Czy mogę spłacić kredyt konsolidacyjny wcześniej?',
        answer: `Tak. ${earlyRepaymentText} Przed podpisaniem umowy razem sprawdzimy, jakie oprocentowanie ma wybrana oferta i co jej umowa mówi o wcześniejszej spłacie.`,
      },
    ],
    link: {
      before: 'Wolisz porozmawiać?',
      text: 'Umów bezpłatną konsultację',
      path: paths.contact,
    },
  },
  cta: {
    title: 'Sprawdź, czy konsolidacja się opłaca',
    text: 'Wypełnij wniosek online albo umów bezpłatną konsultację z doradcą. Policzymy nową ratę i całkowity koszt, zanim podejmiesz jakąkolwiek decyzję.',
    primary: { text: 'Złóż wniosek', path: paths.application },
    secondary: { text: 'Bezpłatna konsultacja', path: paths.contact },
    benefits: [
      promises.freeAnalysis,
      'Brak opłat z góry – prowizja dopiero po wypłacie kredytu',
      `Telefon od doradcy ${callbackPromise.forms}`,
      'Oferty wielu banków w jednym miejscu',
    ],
  },
};

export const consolidationCreditPage: ConsolidationCreditPageContent = {
  ...typeset(copy),
  // The statutory example is shown exactly as computed (tests/published-figures.test.ts).
  representativeExample: representativeExampleFor('consolidation'),
};
