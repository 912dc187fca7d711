import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { consolidation, loanTerms } from '@/content/figures';
import {
  callbackPromise,
  callbackShort,
  experienceClaim,
  weekendWithin,
  workingHoursText,
} from '@/content/promises';
import { rrsoOf, yearlyRateFrom } from '@/content/rates';
import { rateNoteFor, representativeExampleFor } from '@/content/representative-example';
import type { CallToActionContent } from '@/sections/call-to-action';
import type { ChecklistContent } from '@/sections/checklist-section';
import type { ClientSituationsContent } from '@/sections/client-situations-section';
import type { FaqContent } from '@/sections/faq-section';
import type { FeaturesContent } from '@/sections/features-section';
import type { ProseContent } from '@/sections/prose-section';
import type { RepresentativeExampleContent } from '@/sections/representative-example';
import type { StatsContent } from '@/sections/stats-section';
import type { StepsContent } from '@/sections/steps-section';
import type { TestimonialsContent } from '@/sections/testimonials-section';
import { testimonialsFor } from '@/content/testimonials';
import type { PageContent } from '@/content/types';
import { formatPercent, formatPln } from '@/lib/format';
import { typeset } from '@/lib/typography';
import { promises } from '@/content/promises';
import { stepsLabels } from '@/content/labels';

/** The page's example is the consolidation credit's: the rate the hero states is its rate. */
const rateFrom = formatPercent(consolidation.rateFrom);

/** Spec §2 "Credit without creditworthiness": sections in the spec's order. */
export interface NoCreditCapacityPageContent extends PageContent {
  stats: StatsContent;
  explanation: ProseContent;
  whyBanksDiffer: FeaturesContent;
  howToGet: StepsContent;
  whenToContact: ChecklistContent;
  summary: ProseContent;
  faq: FaqContent;
  /** The reminder: that the bank decides, followed by the representative example. */
  reminder: ProseContent;
  /** The consolidation credit's representative example (the rate the hero states). */
  representativeExample: RepresentativeExampleContent;
  /** Lazily loaded sections: typical situations in place of invented testimonials. */
  situations: ClientSituationsContent;
  /** The owner's real testimonials for this audience; absent until the owner supplies some. */
  testimonials?: TestimonialsContent;
  cta: CallToActionContent;
}

const copy: Omit<NoCreditCapacityPageContent, 'representativeExample'> = {
  meta: {
    title: `Kredyt przy niskiej zdolności kredytowej | ${company.brandName}`,
    description: `Bank odmówił z powodu zdolności kredytowej? Sprawdzimy, które banki ocenią Cię inaczej. Bezpłatna analiza i telefon od doradcy ${callbackPromise.forms}.`,
  },
  intro: {
    // No eyebrow: it would repeat the heading; the breadcrumb takes the title's label.
    title: 'Kredyt przy niskiej zdolności kredytowej – sprawdź, co jest możliwe',
    lead: `Odmowa w jednym banku nie oznacza odmowy wszędzie, bo banki różnie liczą zdolność kredytową. Przeanalizujemy Twoje dochody i zobowiązania, wskażemy, co można poprawić, i złożymy wniosek tylko tam, gdzie ma realną szansę. Kredyty, o które pomagamy się ubiegać, mają oprocentowanie ${yearlyRateFrom('consolidation')}; warunki ustala bank. Doradca oddzwoni ${callbackPromise.forms}.`,
    ctaText: 'Sprawdź swoje możliwości',
    rateNote: rateNoteFor('consolidation'),
  },

  stats: {
    eyebrow: 'W skrócie',
    title: 'Co możesz zyskać, zaczynając od analizy',
    stats: [
      {
        value: callbackShort.forms,
        label: `na telefon od doradcy po wysłaniu wniosku online, ${callbackPromise.formsCondition}`,
      },
      { value: formatPln(loanTerms.analysisFee), label: 'kosztuje analiza Twojej sytuacji' },
      {
        value: `od ${rateFrom}`,
        label: `oprocentowanie w skali roku (${rrsoOf('consolidation')}); warunki ustala bank`,
      },
      { value: experienceClaim, label: 'pomagamy w trudnych sprawach kredytowych' },
    ],
    info: `Nie obiecujemy akceptacji wniosku: wynik zależy od Twoich dochodów, zobowiązań i historii kredytowej, a decyzję zawsze podejmuje bank. Doradcy pracują ${workingHoursText}; zgłoszenia z weekendu obsługujemy ${weekendWithin}.`,
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
  },

  explanation: {
    eyebrow: 'Podstawy',
    title: 'Czym właściwie jest zdolność kredytowa?',
    lead: 'To odpowiedź banku na pytanie, czy po opłaceniu bieżących wydatków i obecnych rat będzie Cię stać na nową ratę – przez cały okres kredytowania.',
    paragraphs: [
      'Zdolność kredytowa nie jest oceną Ciebie jako człowieka. To wyliczenie, które bank musi wykonać przed udzieleniem każdego kredytu. Bierze w nim pod uwagę wysokość i źródło dochodu, jego stabilność, liczbę osób w gospodarstwie domowym, koszty utrzymania oraz wszystkie raty, które już spłacasz.',
      'Do zobowiązań bank wlicza nie tylko kredyty i pożyczki, ale też limity na kartach kredytowych i w koncie – nawet jeśli z nich nie korzystasz. Dlatego czasem wystarczy zamknąć nieużywaną kartę albo połączyć kilka rat w jedną, by wyliczenie wyglądało zupełnie inaczej.',
      'Osobną sprawą jest historia kredytowa w BIK, czyli to, jak do tej pory spłacasz zobowiązania. Bank sprawdza ją równolegle ze zdolnością, a na wynik wpływają także wiek kredytobiorcy i okres, na jaki chcesz pożyczyć pieniądze.',
      'Niska zdolność nie zamyka drogi do kredytu na zawsze. Często oznacza, że wniosek trafił do banku, który liczy ją ostrożniej, albo że w Twoich finansach jest coś, co da się uporządkować przed kolejnym podejściem.',
    ],
    aside: {
      title: 'Zdolność a historia w BIK',
      text: 'Zdolność mówi, czy stać Cię na nową ratę. Historia w BIK pokazuje, jak do tej pory spłacasz zobowiązania. Bank sprawdza jedno i drugie, ale każdą z tych rzeczy poprawia się inaczej – i warto wiedzieć, która jest przyczyną odmowy.',
    },
    tone: 'muted',
  },

  whyBanksDiffer: {
    eyebrow: 'Różnice między bankami',
    title: 'Dlaczego jeden bank odmawia, a inny mówi „tak”?',
    lead: 'Każdy bank ma własne zasady oceny ryzyka. Te same dochody i te same raty mogą dać w dwóch bankach zupełnie inny wynik.',
    items: [
      {
        title: 'Inne koszty utrzymania',
        text: 'Banki przyjmują różne kwoty kosztów życia na osobę w gospodarstwie domowym. Przy tej samej pensji w jednym banku zostaje na ratę więcej niż w drugim.',
        icon: 'analysis',
      },
      {
        title: 'Inne podejście do źródła dochodu',
        text: 'Umowa zlecenie, kontrakt, działalność gospodarcza, emerytura czy dochód z zagranicy – jeden bank uzna je w całości, inny tylko częściowo albo wcale.',
        icon: 'document',
      },
      {
        title: 'Inna ocena historii w BIK',
        text: 'Dawne, już uregulowane opóźnienia jeden bank potraktuje surowo, a inny spojrzy przede wszystkim na to, jak spłacasz zobowiązania dziś.',
        icon: 'eye',
      },
      {
        title: 'Inny maksymalny okres spłaty',
        text: 'Im dłuższy okres kredytowania, tym niższa rata, a więc łatwiej zmieścić się w zdolności. Banki różnią się tym, na jak długo są gotowe pożyczyć.',
        icon: 'calendar',
      },
      {
        title: 'Inne liczenie limitów i kart',
        text: 'Niewykorzystany limit w koncie czy na karcie kredytowej banki wliczają do zobowiązań w różny sposób. Czasem to on przesądza o odmowie.',
        icon: 'coins',
      },
      {
        title: 'Możliwość konsolidacji',
        text: 'Niektóre banki pozwalają spłacić obecne raty nowym kredytem i liczą zdolność już po ich połączeniu. Jedna rata zamiast kilku potrafi zmienić wynik analizy.',
        icon: 'bank',
      },
    ],
    columns: 3,
    tone: 'plain',
  },

  howToGet: {
    labels: stepsLabels,
    eyebrow: 'Krok po kroku',
    title: 'Jak zwiększyć szanse na kredyt przy niskiej zdolności',
    lead: 'Nie wysyłamy wniosków na oślep. Najpierw ustalamy, co obniża Twoją zdolność, a dopiero potem wybieramy bank.',
    steps: [
      {
        title: 'Wypełnij wniosek online',
        text: 'Wystarczy kilka podstawowych informacji o Twojej sytuacji. Wniosek online trafia tylko do nas – to jeszcze nie wniosek kredytowy w banku – i do niczego nie zobowiązuje.',
      },
      {
        title: 'Rozmowa z doradcą',
        text: 'Doradca oddzwoni i zapyta o dochody, obecne raty, limity oraz ewentualne odmowy. Rozmawiamy spokojnie i bez oceniania.',
        time: `do ${callbackShort.forms}`,
      },
      {
        title: 'Bezpłatna analiza i plan',
        text: 'Ustalamy z Tobą, co najbardziej obniża zdolność: nieużywane karty, zbyt krótki okres spłaty, kilka drobnych rat, błędy w raporcie BIK, który pobierzesz ze strony BIK. Mówimy, co warto zmienić przed złożeniem wniosku.',
      },
      {
        title: 'Wybór banków z realną szansą',
        text: 'Wskazujemy banki, których zasady pasują do Twojej sytuacji, i pomagamy skompletować dokumenty. Każde zapytanie trafia do BIK, więc nie składamy wniosków tam, gdzie nie mają szans.',
      },
      {
        title: 'Decyzja banku i umowa',
        text: 'Decyzję podejmuje bank. Jeśli jest pozytywna, przed podpisaniem umowy omawiamy z Tobą jej warunki. Nasza prowizja jest należna dopiero po uzyskaniu finansowania.',
      },
    ],
    note: 'Jeśli analiza pokaże, że dziś wniosek nie ma realnych szans, powiemy to wprost i podpowiemy, co zrobić, by wrócić do tematu za kilka miesięcy z lepszym wynikiem.',
    ctaText: 'Zacznij od bezpłatnej analizy',
    ctaLink: paths.application,
    tone: 'muted',
  },

  whenToContact: {
    eyebrow: 'Czy to Twoja sytuacja?',
    title: 'Kiedy warto porozmawiać z doradcą',
    items: [
      'Bank odmówił Ci kredytu i nie wiesz dokładnie dlaczego.',
      'Kalkulator w banku pokazuje kwotę niższą, niż naprawdę potrzebujesz.',
      'Spłacasz kilka rat naraz i coraz trudniej zmieścić je w domowym budżecie.',
      'Masz w BIK dawne opóźnienia, które są już uregulowane.',
      'Pracujesz na umowie zlecenie, kontrakcie albo prowadzisz działalność gospodarczą.',
      'Masz karty kredytowe lub limity w koncie, z których prawie nie korzystasz.',
      'Spłacasz chwilówki lub pożyczki w firmach pozabankowych.',
    ],
    note: 'Rozmowa jest bezpłatna i do niczego nie zobowiązuje. Jeśli uznamy, że nowy kredyt nie jest w tej chwili dla Ciebie dobrym rozwiązaniem, powiemy to otwarcie.',
    link: {
      text: 'Spłacasz pożyczki pozabankowe? Zobacz, jak zamienić je na kredyt bankowy',
      path: paths.nonBankRepayment,
    },
    tone: 'plain',
  },

  summary: {
    eyebrow: 'Podsumowanie',
    title: 'Niska zdolność to punkt wyjścia, nie wyrok',
    paragraphs: [
      'Zdolność kredytowa to wyliczenie, a nie stała cecha. Zależy od tego, jak bank liczy dochody i koszty, jakie zobowiązania masz dziś i na jak długo chcesz rozłożyć spłatę. Dlatego ta sama osoba może dostać odmowę w jednym banku i pozytywną decyzję w innym.',
      'Najwięcej daje uczciwa analiza przed złożeniem wniosku: przejrzenie własnego raportu BIK, uporządkowanie limitów i kart, rozważenie konsolidacji lub dłuższego okresu spłaty. Dopiero potem warto wybrać bank, którego zasady pasują do Twojej sytuacji.',
      'Jesteśmy pośrednikiem kredytowym, a nie bankiem. Nie obiecujemy kredytu każdemu, ale pokażemy, co jest możliwe, i pomożemy przejść przez cały proces. Analiza jest bezpłatna, a prowizję płacisz dopiero wtedy, gdy otrzymasz finansowanie.',
    ],
    tone: 'muted',
  },

  faq: {
    eyebrow: 'Pytania i odpowiedzi',
    title: 'Najczęstsze pytania o kredyt przy niskiej zdolności',
    items: [
      {
        question: 'Czy można dostać kredyt zupełnie bez zdolności kredytowej?',
        answer:
          'Nie – każdy bank musi zbadać zdolność kredytową i nie udzieli kredytu, jeśli wyliczenie pokaże, że rata przekracza Twoje możliwości. Banki liczą ją jednak różnie, więc odmowa w jednym miejscu nie przesądza o odmowie w innym. Często zdolność można też poprawić, na przykład zamykając nieużywane limity lub łącząc raty w jedną.',
      },
      {
        question: 'Czy gwarantujecie, że dostanę kredyt?',
        answer:
          'Nie. Jesteśmy pośrednikiem, a decyzję kredytową zawsze podejmuje bank. Możemy za to rzetelnie przygotować wniosek: przed jego złożeniem liczymy zdolność i przeglądamy z Tobą raport BIK, który pobierzesz, a wniosek kierujemy tylko tam, gdzie po analizie ma realną szansę.',
      },
      {
        question: 'Ile kosztuje Wasza pomoc?',
        answer:
          'Rozmowa i analiza Twojej sytuacji są bezpłatne i niezobowiązujące. Nie pobieramy żadnych opłat z góry: wynagrodzenie w formie prowizji jest należne dopiero po uzyskaniu finansowania. Jeśli ktokolwiek żąda od Ciebie zapłaty przed wypłatą kredytu, zachowaj szczególną ostrożność.',
      },
      {
        question: 'Czy kolejne wnioski obniżą moją ocenę w BIK?',
        answer:
          'Każdy wniosek kredytowy zostawia w BIK zapytanie, a wiele zapytań w krótkim czasie może obniżyć Twoją ocenę punktową. Dlatego nie składamy wniosków do wielu banków naraz, tylko wybieramy te, w których po analizie widzimy realną szansę.',
      },
      {
        question: 'Jakie dokumenty warto przygotować?',
        answer:
          'Na początek wystarczy dowód osobisty i informacja o dochodach oraz obecnych ratach. Przy samym wniosku bank zwykle prosi o zaświadczenie o dochodach lub wyciągi z konta, a przy konsolidacji także o dane spłacanych zobowiązań. Dokładną listę podamy po rozmowie, bo zależy ona od banku i źródła dochodu.',
      },
      {
        question:
          'Mam opóźnienia w spłatach lub wpis w rejestrze dłużników. Czy jest sens dzwonić?',
        answer:
          'Bieżące, nieuregulowane opóźnienia i wpisy w rejestrach dłużników są dla banków poważną przeszkodą i nie będziemy udawać, że jest inaczej. Warto jednak porozmawiać: sprawdzimy, czy problem da się najpierw uregulować, i uczciwie powiemy, kiedy wniosek będzie miał sens.',
      },
    ],
    link: { before: 'Masz inne pytanie?', text: 'Napisz lub zadzwoń do nas', path: paths.contact },
  },

  reminder: {
    eyebrow: 'Ważne',
    title: 'Pamiętaj: o kredycie decyduje bank',
    paragraphs: [
      `${company.brandName} jest pośrednikiem kredytowym, a nie bankiem ani instytucją pożyczkową. Pomagamy przeanalizować Twoją sytuację, wybrać ofertę i przygotować wniosek, ale decyzję kredytową, wysokość oprocentowania i pozostałe warunki zawsze ustala bank po ocenie Twojej zdolności kredytowej.`,
      'Przed podpisaniem umowy sprawdź RRSO i całkowitą kwotę do zapłaty, a nie tylko wysokość raty. Poniżej znajdziesz przykład reprezentatywny, który pokazuje, jak wyglądają te koszty w praktyce.',
    ],
    tone: 'muted',
  },

  situations: {
    eyebrow: 'Jak pracujemy',
    title: 'Przykładowe sytuacje, w których pomagamy',
    tone: 'plain',
    items: [
      {
        title: 'Odmowa bez wyjaśnienia',
        situation:
          'Bank odmówił, nie podając szczegółów, a kalkulator w innym banku pokazuje kwotę niższą od potrzebnej.',
        help: 'Doradca przegląda z Tobą dochody, raty, limity i raport BIK, który pobierzesz, żeby ustalić, co obniża zdolność. Mówimy, co można zmienić przed kolejnym wnioskiem i w których bankach zasady pasują do Twojej sytuacji.',
      },
      {
        title: 'Dochód spoza etatu',
        situation:
          'Praca na umowach zlecenie albo własna działalność. Bank, w którym masz konto, uznaje tylko część dochodu albo żąda dłuższej historii.',
        help: 'Sprawdzamy, które banki uznają taki dochód i jak go liczą, i pomagamy zebrać dokumenty, które go potwierdzą.',
      },
      {
        title: 'Nieużywane limity i kilka rat',
        situation:
          'Karta kredytowa i limit w koncie, z których prawie się nie korzysta, a obok kilka drobnych rat. Bank wlicza je wszystkie do zobowiązań.',
        help: 'Pokazujemy, które z nich najbardziej obniżają wyliczenie, i liczymy, czy pomoże zamknięcie limitu albo połączenie rat w jedną. Decyzja, co z tym zrobić, należy do Ciebie, a o kredycie decyduje bank.',
      },
    ],
    note: 'Opisy są przykładowe i nie dotyczą konkretnych osób. Pokazują typowe sytuacje i to, jak doradca do nich podchodzi; o przyznaniu kredytu i jego warunkach zawsze decyduje bank.',
  },

  testimonials: testimonialsFor('noCreditCapacity', {
    eyebrow: 'Opinie klientów',
    title: 'Opinie osób, którym pomogliśmy',
    tone: 'muted',
  }),

  cta: {
    title: 'Sprawdź, co jest możliwe w Twojej sytuacji',
    text: `Wypełnij krótki wniosek online. Doradca oddzwoni ${callbackPromise.forms}, przeanalizuje Twoje dochody i zobowiązania i powie uczciwie, jakie masz możliwości.`,
    primary: { text: 'Złóż wniosek', path: paths.application },
    secondary: { text: 'Zamów bezpłatną analizę', path: paths.analysis },
    benefits: [
      promises.freeAnalysis,
      promises.noUpfrontFee,
      'Wnioski tylko tam, gdzie mają realną szansę',
      'Decyzję zawsze podejmuje bank – bez obietnic bez pokrycia',
    ],
  },
};

export const noCreditCapacityPage: NoCreditCapacityPageContent = {
  ...typeset(copy),
  // Left exactly as computed: the published-figures test compares it with the product's example.
  representativeExample: representativeExampleFor('consolidation'),
};
