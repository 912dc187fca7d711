import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { consolidation, experience, loanTerms } from '@/content/figures';
import { consumerCredit } from '@/content/statutory-figures';
import { consumerCreditLimit } from '@/content/law';
import { companyDataWhere, knfEntryCheck } from '@/content/knf-register';
import { callbackShort, experienceClaim } from '@/content/promises';
import { rrsoOf, yearlyRateFrom } from '@/content/rates';
import {
  earlyRepaymentText,
  rateNoteFor,
  representativeExampleFor,
} from '@/content/representative-example';
import type { ChecklistContent } from '@/sections/checklist-section';
import type { ComparisonContent } from '@/sections/comparison-section';
import type { FeaturesContent } from '@/sections/features-section';
import type { ProseContent } from '@/sections/prose-section';
import type { QuoteContent } from '@/sections/pull-quote';
import type { RepresentativeExampleContent } from '@/sections/representative-example';
import type { TabsContent } from '@/sections/solution-tabs';
import type { StatsContent } from '@/sections/stats-section';
import type { StepsContent } from '@/sections/steps-section';
import type { PageContent } from '@/content/types';
import { formatMonths, formatPercent, formatPln } from '@/lib/format';
import { typeset } from '@/lib/typography';
import { comparisonLabels, opensInNewTab, stepsLabels } from '@/content/labels';

const decision = loanTerms.decisionHours;
const processDays = consolidation.processDays;

/** The home page: every section in the order of spec §2 "Home (/)". */
export interface HomePageContent extends PageContent {
  /** The chief credit analyst's words, linking to the about page. */
  pullQuote: QuoteContent;
  /** Stats strip: experience, partners, approach, service, team. */
  stats: StatsContent;
  /** Three cards: consolidation, financial solutions, professional groups. */
  areas: FeaturesContent;
  /** Four cards: what sets the firm apart. */
  difference: FeaturesContent;
  /** Solution tabs: loans, difficult credits, credits for selected professions. */
  solutions: TabsContent;
  /** Bank rejection and its common reasons. */
  bankRejection: ChecklistContent;
  /* Lazily loaded sections. */
  services: FeaturesContent;
  statistics: StatsContent;
  consolidation: ProseContent;
  help: FeaturesContent;
  noJudgment: ProseContent;
  trust: ChecklistContent;
  comparison: ComparisonContent;
  process: StepsContent;
  reminder: ProseContent;
  /** The consolidation example: the page states the consolidation rate. */
  representativeExample: RepresentativeExampleContent;
}

const copy: Omit<HomePageContent, 'representativeExample'> = {
  meta: {
    title: `Pośrednik kredytowy i konsolidacja kredytów | ${company.brandName}`,
    description: `Konsolidacja kredytów i chwilówek, kredyty mimo odmowy banku i dla wybranych zawodów. Ponad ${experience.yearsClaim} lat doświadczenia, bezpłatna analiza, prowizja po wypłacie.`,
  },
  intro: {
    eyebrow: 'Pośrednik kredytowy',
    title: 'Doradcy od trudnych spraw finansowych',
    lead: `Pomagamy, gdy spłacasz kilka rat lub chwilówek naraz albo bank odmówił Ci kredytu. Zaczynamy od bezpłatnej, niezobowiązującej analizy i szczerze mówimy, jakie masz możliwości – na przykład kredyt konsolidacyjny z oprocentowaniem ${yearlyRateFrom('consolidation')}.`,
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
    rateNote: rateNoteFor('consolidation'),
  },

  pullQuote: {
    quote:
      'Zanim złożymy jakikolwiek wniosek, siadamy do liczb. Wolę powiedzieć klientowi wprost, że dziś bank mu odmówi, i pokazać, co zmienić, niż wysłać wniosek bez szans, który zostawi tylko kolejne zapytanie w BIK.',
    author: company.chiefAnalyst.name,
    role: `${company.chiefAnalyst.role}, ${company.brandName}`,
    link: { text: 'Poznaj nas i nasz sposób pracy', path: paths.about },
  },

  stats: {
    title: `${company.brandName} w skrócie`,
    stats: [
      { value: experienceClaim, label: 'doświadczenia na rynku kredytowym' },
      { value: 'Wiele banków', label: 'i instytucji finansowych, z którymi współpracujemy' },
      { value: 'Indywidualne', label: 'podejście – bez gotowych formułek' },
      { value: 'Bezpłatna analiza', label: 'bez opłat z góry i bez zobowiązań' },
      { value: 'Doradcy kredytowi', label: 'którzy prowadzą Twoją sprawę od analizy do umowy' },
    ],
    variant: 'primary',
  },

  areas: {
    eyebrow: 'W czym pomagamy',
    title: 'Trzy obszary, na których znamy się najlepiej',
    lead: 'Większość spraw, z którymi przychodzą do nas klienci, dotyczy jednego z tych tematów. Wybierz ten, który najlepiej opisuje Twoją sytuację.',
    columns: 3,
    tone: 'plain',
    items: [
      {
        icon: 'coins',
        title: 'Konsolidacja zobowiązań',
        text: 'Pomagamy połączyć kredyty gotówkowe, karty, limity w koncie i raty sklepowe w jeden kredyt z jedną ratą i jednym terminem spłaty. Łatwiej wtedy zaplanować domowy budżet.',
        link: { text: 'Kredyt konsolidacyjny', path: paths.consolidationCredit },
      },
      {
        icon: 'bank',
        title: 'Rozwiązania finansowe',
        text: 'Kredyt na umowę zlecenie, po odmowie banku albo na spłatę firm pożyczkowych. Szukamy banku, którego kryteria pasują do Twoich dochodów i historii, zamiast składać wnioski na ślepo.',
        link: { text: 'Przegląd kredytów', path: paths.credits },
      },
      {
        icon: 'badge',
        title: 'Oferta dla grup zawodowych',
        text: 'Medycy, nauczyciele, żołnierze i funkcjonariusze mają zwykle stabilne dochody, które banki oceniają korzystnie. Wiemy, jakie dokumenty przygotować, by ten atut wykorzystać.',
        link: { text: 'Kredyt dla pracowników medycznych', path: paths.medicalWorkers },
      },
    ],
  },

  difference: {
    eyebrow: 'Nasze zasady',
    title: 'Co nas wyróżnia',
    lead: 'Nie jesteśmy bankiem ani firmą pożyczkową. Naszym zadaniem jest pomóc znaleźć rozwiązanie, które naprawdę odciąży Twój budżet – a nie sprzedać jakikolwiek kredyt.',
    columns: 4,
    tone: 'muted',
    items: [
      {
        icon: 'analysis',
        title: 'Najpierw analiza, potem działanie',
        text: 'Zanim cokolwiek złożymy, przeglądamy z Tobą dochody, zobowiązania i raport BIK, który pobierzesz ze strony BIK. Jeśli wniosek nie ma realnej szansy, mówimy o tym od razu.',
      },
      {
        icon: 'bank',
        title: 'Znajomość procedur bankowych',
        text: 'Wiemy, jak poszczególne banki liczą zdolność kredytową, jakie formy zatrudnienia akceptują i jakich dokumentów wymagają.',
      },
      {
        icon: 'eye',
        title: 'Pełna przejrzystość',
        text: 'Przed podpisaniem umowy znasz RRSO, całkowitą kwotę do zapłaty i wysokość naszego wynagrodzenia. Wszystkie koszty omawiamy, zanim cokolwiek podpiszesz.',
      },
      {
        icon: 'handshake',
        title: 'Wynagrodzenie za efekt',
        text: 'Nie pobieramy żadnych opłat z góry. Prowizja jest należna dopiero wtedy, gdy otrzymasz finansowanie – jeśli się nie uda, nie płacisz nam nic.',
      },
    ],
  },

  solutions: {
    opensInNewTab,
    eyebrow: 'Rozwiązania',
    title: 'Znajdź rozwiązanie dopasowane do siebie',
    lead: 'Każda z naszych ofert ma osobną stronę z warunkami, wymaganymi dokumentami i odpowiedziami na najczęstsze pytania.',
    tabs: [
      {
        id: 'pozyczki',
        title: 'Pożyczki',
        externalLink: {
          text: 'Serwis o konsolidacji chwilówek',
          href: company.paydayConsolidationSiteUrl,
        },
        intro:
          'Dla osób, które spłacają kilka pożyczek naraz i chcą zamienić je na jedno, przewidywalne zobowiązanie.',
        items: [
          {
            title: 'Pożyczka konsolidacyjna',
            text: 'Łączy kredyty i pożyczki w jedną ratę rozłożoną na dłuższy okres. Możesz też wnioskować o dodatkową gotówkę na bieżące wydatki.',
            link: { text: 'Pożyczka konsolidacyjna', path: paths.consolidationLoan },
          },
          {
            title: 'Konsolidacja chwilówek',
            text: 'Pomaga wyjść z sytuacji, w której kolejną chwilówkę bierze się na spłatę poprzedniej. Zamiast kilku krótkich terminów – jedna rata w banku.',
            link: { text: 'Konsolidacja chwilówek', path: paths.paydayConsolidation },
          },
        ],
      },
      {
        id: 'trudne-kredyty',
        title: 'Trudne kredyty',
        intro:
          'Dla osób, którym bank odmówił albo które mają za sobą pożyczki pozabankowe. Nie obiecujemy cudów, ale wiemy, gdzie i jak szukać.',
        items: [
          {
            title: 'Kredyt przy niskiej zdolności kredytowej',
            text: 'Sprawdzamy, co obniża Twoją zdolność, i szukamy sposobu, by ją odbudować: dłuższego okresu spłaty, konsolidacji, współkredytobiorcy lub banku o innych kryteriach.',
            link: {
              text: 'Kredyt przy niskiej zdolności kredytowej',
              path: paths.noCreditCapacity,
            },
          },
          {
            title: 'Kredyt na spłatę parabanków',
            text: 'Kosztowne pożyczki z firm pozabankowych można spłacić tańszym kredytem bankowym. Podpowiadamy, które banki rozpatrują takie wnioski.',
            link: { text: 'Kredyt na spłatę parabanków', path: paths.nonBankRepayment },
          },
        ],
      },
      {
        id: 'kredyty-dla-zawodow',
        title: 'Kredyty dla wybranych zawodów',
        intro:
          'Dla osób pracujących w zawodach, w których stabilne zatrudnienie pomaga uzyskać lepsze warunki w banku.',
        items: [
          {
            title: 'Dla medyków',
            text: 'Lekarze, pielęgniarki, ratownicy i inni pracownicy ochrony zdrowia – również na kontrakcie i przy kilku miejscach pracy.',
            link: { text: 'Kredyt dla pracowników medycznych', path: paths.medicalWorkers },
          },
          {
            title: 'Dla nauczycieli',
            text: 'Nauczyciele zatrudnieni na podstawie Karty Nauczyciela, także z dochodem z godzin ponadwymiarowych i zajęć dodatkowych.',
            link: { text: 'Kredyt dla nauczyciela', path: paths.teacher },
          },
          {
            title: 'Dla żołnierzy',
            text: 'Żołnierze zawodowi, pracownicy cywilni wojska i emerytowani żołnierze – z uwzględnieniem dodatków do uposażenia.',
            link: { text: 'Kredyt dla żołnierza', path: paths.soldier },
          },
        ],
      },
    ],
  },

  bankRejection: {
    eyebrow: 'Odmowa kredytu',
    title: 'Bank odmówił? To jeszcze nie koniec',
    lead: 'Bank rzadko podaje dokładny powód odmowy. Najczęściej stoi za nią jedna z poniższych przyczyn – a część z nich da się usunąć lub ograniczyć.',
    tone: 'muted',
    items: [
      'Zdolność kredytowa zbyt niska w stosunku do wnioskowanej kwoty lub okresu spłaty',
      'Opóźnienia w spłatach widoczne w raporcie BIK, także te dawno uregulowane',
      'Wiele zapytań kredytowych złożonych w krótkim czasie',
      'Duże obciążenie innymi zobowiązaniami – również nieużywane limity na kartach i w koncie',
      'Chwilówki i pożyczki pozabankowe w historii kredytowej',
      'Krótki staż pracy lub forma zatrudnienia, której dany bank nie akceptuje',
      'Wpis w bazach dłużników, takich jak BIG InfoMonitor, KRD czy ERIF',
      'Błędy, braki lub niespójne dane o dochodach we wniosku',
    ],
    note: 'Każdy bank ocenia wnioski według własnych zasad, więc odmowa w jednym banku nie przesądza o decyzji w innym. Sprawdzimy, co było przyczyną, i powiemy szczerze, czy i kiedy warto złożyć kolejny wniosek.',
    link: { text: 'Zamów bezpłatną analizę swojej sytuacji', path: paths.analysis },
  },

  services: {
    eyebrow: 'Zakres pomocy',
    title: 'Co dokładnie dla Ciebie zrobimy',
    lead: 'Przejmujemy tę część pracy, która zwykle zabiera najwięcej czasu i nerwów. Ty decydujesz na każdym etapie.',
    columns: 3,
    tone: 'plain',
    items: [
      {
        icon: 'document',
        title: 'Przegląd zobowiązań i raportu BIK',
        text: 'Zbieramy w jednym miejscu wszystkie raty, limity i pożyczki. Pomagamy pobrać raport BIK i wyjaśniamy, co z niego wynika.',
      },
      {
        icon: 'chart',
        title: 'Wyliczenie zdolności kredytowej',
        text: 'Liczymy, na jaką kwotę i ratę możesz realnie liczyć, zanim jakikolwiek bank zobaczy Twój wniosek.',
      },
      {
        icon: 'bank',
        title: 'Dobór banku i oferty',
        text: 'Porównujemy oferty banków, z którymi współpracujemy, i wskazujemy te, których kryteria pasują do Twojej sytuacji.',
      },
      {
        icon: 'check',
        title: 'Kompletowanie dokumentów',
        text: 'Przygotowujemy listę dokumentów dla wybranego banku i sprawdzamy je przed złożeniem, by uniknąć odmowy z powodu braków.',
      },
      {
        icon: 'phone',
        title: 'Kontakt z bankiem',
        text: 'Odpowiadamy na dodatkowe pytania analityka bankowego i pilnujemy, by sprawa nie utknęła w kolejce.',
      },
      {
        icon: 'shield',
        title: 'Wsparcie po decyzji',
        text: 'Przy konsolidacji sprawdzamy, czy stare zobowiązania zostały spłacone i zamknięte, a karty i limity – wypowiedziane.',
      },
    ],
  },

  statistics: {
    title: 'Konsolidacja w liczbach',
    lead: 'Najważniejsze parametry kredytu konsolidacyjnego, który pomagamy uzyskać w bankach.',
    variant: 'light',
    stats: [
      {
        value: `do ${formatPln(consolidation.maxAmount)}`,
        label: 'kredytu konsolidacyjnego bez zabezpieczenia',
      },
      { value: `do ${formatMonths(consolidation.maxPeriodMonths)}`, label: 'okresu spłaty' },
      {
        value: `od ${formatPercent(consolidation.rateFrom)}`,
        label: `oprocentowania rocznie (${rrsoOf('consolidation')})`,
      },
      { value: `${decision.from}–${decision.to} h`, label: 'zwykle czeka się na decyzję banku' },
      {
        value: `${processDays.from}–${processDays.to} dni`,
        label: 'trwa zwykle cała konsolidacja',
      },
    ],
    info: 'Niższa rata wynika przede wszystkim z wydłużenia okresu spłaty, co zwykle zwiększa łączny koszt kredytu. Ostateczne warunki zależą od Twojej zdolności kredytowej i oferty banku – zobacz przykład reprezentatywny poniżej.',
    ctaText: 'Sprawdź swoje możliwości',
    ctaLink: paths.application,
  },

  consolidation: {
    eyebrow: 'Konsolidacja',
    title: 'Jak działa konsolidacja i kiedy naprawdę się opłaca',
    tone: 'plain',
    paragraphs: [
      'Kredyt konsolidacyjny to nowy kredyt, z którego bank spłaca Twoje dotychczasowe zobowiązania – pieniądze trafiają bezpośrednio do poprzednich wierzycieli. Od tej chwili masz jedną ratę, jeden termin płatności i jeden bank zamiast kilku.',
      'Najwięcej zyskują osoby, które spłacają kilka kredytów gotówkowych, zadłużone karty, limity w koncie lub chwilówki. Drogie zobowiązania zastępuje wtedy jedno, często tańsze, a miesięczna rata może zmaleć dzięki rozłożeniu spłaty na dłużej.',
      'Konsolidacja nie zawsze jest dobrym pomysłem. Jeśli do końca spłaty zostało niewiele rat albo Twoje obecne kredyty są tanie, może się nie opłacać. Dlatego porównujemy obecną sytuację z nową ofertą i pokazujemy obie wersje, zanim podejmiesz decyzję.',
    ],
    aside: {
      title: 'Niższa rata to nie zawsze niższy koszt',
      text: 'Dłuższy okres spłaty obniża ratę, ale zwykle zwiększa sumę odsetek. Zawsze patrz na RRSO i całkowitą kwotę do zapłaty – pokażemy Ci je przed podpisaniem umowy.',
    },
  },

  help: {
    eyebrow: 'Sytuacje',
    title: 'Kiedy warto do nas zadzwonić',
    lead: 'Nie musisz czekać, aż sytuacja stanie się poważna. Im wcześniej porozmawiamy, tym więcej możliwości zostaje.',
    columns: 3,
    tone: 'muted',
    items: [
      {
        icon: 'coins',
        title: 'Raty pochłaniają większość pensji',
        text: 'Po opłaceniu zobowiązań zostaje niewiele na życie, a każdy nieplanowany wydatek oznacza kolejną pożyczkę.',
        link: { text: 'Policz w kalkulatorze konsolidacji', path: paths.consolidationCalculator },
      },
      {
        icon: 'clock',
        title: 'Kilka terminów spłat w miesiącu',
        text: 'Trudno upilnować, co i kiedy trzeba zapłacić, a każde przeoczenie kosztuje odsetki karne i psuje historię w BIK.',
      },
      {
        icon: 'percent',
        title: 'Spirala chwilówek',
        text: 'Nowa chwilówka spłaca poprzednią, a dług rośnie mimo regularnych wpłat.',
        link: { text: 'Konsolidacja chwilówek', path: paths.paydayConsolidation },
      },
      {
        icon: 'calendar',
        title: 'Pierwsze zaległości i monity',
        text: 'Przyszło wezwanie do zapłaty lub telefon z windykacji. To dobry moment, by działać, zanim bank wypowie umowę.',
      },
      {
        icon: 'heart',
        title: 'Zmiana sytuacji życiowej',
        text: 'Niższe dochody, choroba, urlop rodzicielski lub rozstanie sprawiły, że dotychczasowe raty przestały mieścić się w budżecie.',
      },
      {
        icon: 'document',
        title: 'Dochody z umowy zlecenie',
        text: 'Pracujesz na umowie cywilnoprawnej i słyszysz w banku, że taki dochód nie wystarczy. Wiemy, które banki go akceptują.',
        link: { text: 'Kredyt na umowę zlecenie', path: paths.civilContract },
      },
    ],
  },

  noJudgment: {
    eyebrow: 'Bez oceniania',
    title: 'Rozmawiamy o liczbach, nie o winie',
    tone: 'plain',
    paragraphs: [
      'Problemy z długami mogą spotkać każdego – po utracie pracy, chorobie, rozwodzie albo po prostu po serii złych decyzji. Nie pytamy, dlaczego tak się stało. Pytamy, co możemy zrobić teraz.',
      'To, co nam powiesz, służy do analizy Twojej sytuacji. Twoje dane trafiają do naszych doradców oraz do firm, które w naszym imieniu utrzymują stronę i wysyłają e-maile – szczegóły opisuje polityka prywatności. Kredytodawcy przekazujemy je dopiero wtedy, gdy zdecydujesz się złożyć wniosek. Rozmowę możesz zakończyć w każdej chwili, bez żadnych konsekwencji.',
      'Jeśli okaże się, że kredyt nie jest dla Ciebie dobrym rozwiązaniem, powiemy to wprost i podpowiemy, od czego zacząć porządkowanie finansów.',
    ],
    aside: {
      title: 'Nie musisz mieć wszystkiego przygotowanego',
      text: 'Na pierwszą rozmowę wystarczy ogólna wiedza o tym, ile i komu spłacasz. Dokumentami zajmiemy się razem, gdy będzie to potrzebne.',
    },
  },

  trust: {
    eyebrow: 'Bezpieczeństwo',
    title: 'Jak sprawdzić, czy możesz nam zaufać',
    lead: 'Na rynku działa wielu pośredników. Zanim komukolwiek podasz swoje dane, warto sprawdzić kilka rzeczy – także w naszym przypadku.',
    tone: 'muted',
    items: [
      `Jesteśmy pośrednikiem kredytowym wpisanym do rejestru pośredników kredytowych prowadzonego przez Komisję Nadzoru Finansowego. ${knfEntryCheck}`,
      companyDataWhere,
      'Nigdy nie prosimy o przelew „na start”, „za weryfikację” ani „za gwarancję kredytu”. Jeśli ktoś żąda takiej opłaty w naszym imieniu, to nie my – powiadom nas o tym.',
      'Zasady współpracy i wysokość naszego wynagrodzenia otrzymujesz na piśmie lub innym trwałym nośniku, zanim cokolwiek podpiszesz.',
      'Twoje dane przetwarzamy zgodnie z RODO: w celu obsługi Twojego zgłoszenia, a w celach marketingowych tylko za Twoją zgodą. Kredytodawcy przekazujemy je dopiero wtedy, gdy zdecydujesz się złożyć wniosek. Szczegóły opisuje polityka prywatności.',
    ],
    link: { text: 'Poznaj nasz zespół', path: paths.team },
  },

  comparison: {
    labels: comparisonLabels,
    eyebrow: 'Porównanie',
    title: 'Z doradcą czy samodzielnie w bankach?',
    lead: 'Do banku zawsze możesz pójść samodzielnie. Oto uczciwe porównanie obu dróg.',
    oursTitle: 'Ze Spokojną Ratą',
    theirsTitle: 'Samodzielnie w bankach',
    tone: 'muted',
    rows: [
      {
        label: 'Porównanie ofert',
        ours: 'Oferty wielu banków omówione w jednej rozmowie',
        theirs: 'Każdy bank trzeba odwiedzić lub sprawdzić osobno',
      },
      {
        label: 'Zapytania w BIK',
        ours: 'Wniosek trafia tylko tam, gdzie ma realną szansę',
        theirs: 'Każda próba to nowe zapytanie, widoczne dla kolejnych banków',
      },
      {
        label: 'Kryteria banków',
        ours: 'Znamy je z wcześniejszych spraw, np. podejście do umowy zlecenie czy chwilówek w historii',
        theirs: 'Zwykle poznajesz je dopiero po decyzji odmownej',
      },
      {
        label: 'Dokumenty',
        ours: 'Lista dopasowana do banku i sprawdzenie kompletu przed złożeniem',
        theirs: 'Wymagania każdego banku ustalasz samodzielnie',
      },
      {
        label: 'Koszt',
        ours: 'Analiza bezpłatna, prowizja dopiero po otrzymaniu finansowania',
        theirs: 'Brak wynagrodzenia pośrednika, ale więcej czasu i ryzyko kolejnych odmów',
      },
      {
        label: 'Decyzja kredytowa',
        ours: 'Podejmuje bank – my przygotowujemy sprawę tak, by miała jak największe szanse',
        theirs: 'Podejmuje bank na podstawie wniosku, który przygotowujesz samodzielnie',
      },
    ],
  },

  process: {
    labels: stepsLabels,
    eyebrow: 'Krok po kroku',
    title: 'Jak wygląda współpraca',
    lead: 'Wiesz, co dzieje się na każdym etapie, i na każdym możesz się wycofać bez kosztów – aż do podpisania umowy z bankiem.',
    tone: 'plain',
    steps: [
      {
        title: 'Zostawiasz kontakt',
        text: 'Wypełniasz krótki formularz lub dzwonisz. Doradca oddzwania w godzinach pracy.',
        time: `do ${callbackShort.quickContact}`,
      },
      {
        title: 'Rozmowa i bezpłatna analiza',
        text: 'Omawiamy dochody, zobowiązania i historię kredytową. Mówimy szczerze, jakie masz możliwości – albo że na razie ich nie ma.',
      },
      {
        title: 'Propozycja rozwiązania',
        text: 'Przedstawiamy dopasowane oferty z RRSO, ratą i całkowitym kosztem. Ty decydujesz, czy idziemy dalej.',
      },
      {
        title: 'Wniosek i decyzja banku',
        text: 'Kompletujemy dokumenty, składamy wniosek w wybranym banku i czuwamy nad jego rozpatrzeniem. Decyzję podejmuje bank.',
        time: `${decision.from}–${decision.to} h`,
      },
      {
        title: 'Umowa i wypłata',
        text: 'Podpisujesz umowę z bankiem i otrzymujesz środki. Dopiero wtedy płacisz naszą prowizję.',
      },
    ],
    note: `Cała konsolidacja trwa zwykle od ${consolidation.processDays.from} do ${consolidation.processDays.to} dni, a w pilnych sprawach bywa to od ${consolidation.urgentWorkingDays.from} do ${consolidation.urgentWorkingDays.to} dni roboczych.`,
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
  },

  reminder: {
    eyebrow: 'Dobrze wiedzieć',
    title: 'Zanim podpiszesz umowę kredytu',
    tone: 'muted',
    paragraphs: [
      'Porównuj oferty po RRSO i całkowitej kwocie do zapłaty, a nie tylko po wysokości raty. Przed zawarciem umowy kredytodawca lub pośrednik musi przekazać Ci formularz informacyjny z pełnymi kosztami (art. 13–14 ustawy o kredycie konsumenckim) – przeczytaj go spokojnie i pytaj o wszystko, co budzi wątpliwości.',
      `Od umowy kredytu konsumenckiego, czyli kredytu do ${consumerCreditLimit}, możesz odstąpić bez podawania przyczyny w ciągu ${consumerCredit.withdrawalDays} dni od jej zawarcia (art. 53 ustawy o kredycie konsumenckim). ${earlyRepaymentText}`,
    ],
    aside: {
      title: 'Decyzję zawsze podejmuje bank',
      text: `${company.brandName} jest pośrednikiem kredytowym, a nie bankiem. Pomagamy wybrać ofertę i przygotować wniosek, ale nie możemy zagwarantować przyznania kredytu.`,
    },
  },
};

export const homePage: HomePageContent = {
  ...typeset(copy),
  // The statutory example is shown exactly as computed (tests/published-figures.test.ts).
  representativeExample: representativeExampleFor('consolidation'),
};
