import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { military } from '@/content/figures';
import { instalmentRows } from '@/content/representative-example';
import type {
  CallToActionContent,
  FaqContent,
  InstalmentTableContent,
  ListGroupsContent,
  StatsContent,
  StepsContent,
  TestimonialsContent,
} from '@/content/section-types';
import type { LoanProduct, PageContent } from '@/content/types';
import { formatPercent, formatPln } from '@/lib/format';
import { promises } from '@/content/promises';

export interface MilitaryPageContent extends PageContent {
  product: LoanProduct;
  stats: StatsContent;
  conditions: ListGroupsContent;
  process: StepsContent;
  documents: ListGroupsContent;
  instalments: InstalmentTableContent;
  testimonials: TestimonialsContent;
  faq: FaqContent;
  cta: CallToActionContent;
}

const statementsItem = `Wyciągi z rachunku bankowego z ostatnich ${military.bankStatementMonths} miesięcy`;
const declarationItem = 'Oświadczenie o dochodach i zobowiązaniach (wzór otrzymasz od doradcy)';

export const militaryPage: MilitaryPageContent = {
  meta: {
    title: `Kredyt dla wojskowych | ${company.brandName}`,
    description: `Kredyt dla żołnierzy zawodowych i pracowników cywilnych wojska do ${formatPln(military.maxAmount)} na ${military.maxPeriodYears} lat, od ${formatPercent(military.rateFrom)}. Kontakt w ciągu ${military.contactHours} godzin.`,
  },
  intro: {
    eyebrow: 'Kredyty dla wojska',
    title: 'Kredyt dla wojskowych i pracowników cywilnych wojska',
    lead: `Dla żołnierzy zawodowych oraz pracowników cywilnych jednostek wojskowych: kredyt do ${formatPln(military.maxAmount)} na okres do ${military.maxPeriodYears} lat, z oprocentowaniem od ${formatPercent(military.rateFrom)}. Doradca oddzwoni w ciągu ${military.contactHours} godzin, a decyzja i wypłata są możliwe w ciągu ${military.decisionAndPayoutHours} godzin.`,
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
  },
  product: {
    name: 'Kredyt dla wojskowych',
    description:
      'Kredyt gotówkowy lub konsolidacyjny dla żołnierzy zawodowych i pracowników cywilnych wojska, dobierany przez pośrednika kredytowego spośród ofert współpracujących banków.',
    rateFrom: military.rateFrom,
    maxAmount: military.maxAmount,
    maxMonths: military.maxPeriodYears * 12,
  },
  stats: {
    eyebrow: 'Najważniejsze warunki',
    title: 'Kredyt dla wojskowych w liczbach',
    stats: [
      { value: `do ${formatPln(military.maxAmount)}`, label: 'kwota kredytu' },
      { value: `do ${military.maxPeriodYears} lat`, label: 'okres spłaty' },
      { value: `od ${formatPercent(military.rateFrom)}`, label: 'oprocentowanie rocznie' },
      { value: `${military.contactHours}h`, label: 'na kontakt doradcy' },
      { value: `${military.decisionAndPayoutHours}h`, label: 'decyzja i wypłata' },
    ],
    info: 'Decyzja i wypłata w tym czasie są możliwe przy komplecie dokumentów. Ostateczne warunki ustala bank po ocenie Twojej zdolności kredytowej.',
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
    variant: 'primary',
  },
  conditions: {
    eyebrow: 'Warunki',
    title: 'Kto może skorzystać',
    lead: 'Oferta jest dla osób, które służą w wojsku lub pracują dla niego jako cywile. Warunki różnią się nieco w zależności od podstawy zatrudnienia.',
    tone: 'muted',
    groups: [
      {
        title: 'Żołnierze zawodowi',
        items: [
          'Pełnienie zawodowej służby wojskowej na podstawie powołania',
          'Uposażenie wpływające na Twój rachunek bankowy',
          'Zdolność kredytowa pozwalająca spokojnie spłacać ratę',
          'Historia w BIK bez nieuregulowanych zaległości lub gotowość, by wspólnie je wyjaśnić',
        ],
      },
      {
        title: 'Pracownicy cywilni wojska',
        items: [
          'Umowa o pracę z jednostką wojskową lub inną instytucją resortu obrony narodowej',
          'Umowa na czas nieokreślony albo określony — długość wymaganego stażu zależy od banku',
          'Wynagrodzenie wpływające na Twój rachunek bankowy',
          'Historia w BIK bez nieuregulowanych zaległości lub gotowość, by wspólnie je wyjaśnić',
        ],
      },
    ],
    note: 'Nie wiesz, czy spełniasz warunki? Doradca sprawdzi to podczas bezpłatnej rozmowy, zanim złożymy jakikolwiek wniosek.',
  },
  process: {
    eyebrow: 'Jak to działa',
    title: 'Cztery kroki do decyzji',
    lead: 'Prowadzimy Cię przez cały proces, a większość spraw załatwisz zdalnie — również z poligonu czy delegacji.',
    tone: 'plain',
    steps: [
      {
        title: 'Wniosek online',
        text: 'Wypełniasz krótki formularz z danymi kontaktowymi, kwotą i celem kredytu.',
      },
      {
        title: 'Kontakt doradcy',
        time: `${military.contactHours}h`,
        text: `Doradca oddzwania w ciągu ${military.contactHours} godzin, omawia Twoją sytuację i mówi, jakich dokumentów potrzebuje.`,
      },
      {
        title: 'Analiza i wybór banku',
        text: 'Liczymy zdolność kredytową, sprawdzamy BIK i porównujemy oferty. Dostajesz propozycję z pełnym kosztem kredytu i RRSO.',
      },
      {
        title: 'Decyzja i wypłata',
        time: `${military.decisionAndPayoutHours}h`,
        text: `Przy komplecie dokumentów decyzja i wypłata są możliwe w ciągu ${military.decisionAndPayoutHours} godzin od złożenia wniosku w banku.`,
      },
    ],
    note: 'Ostateczną decyzję kredytową zawsze podejmuje bank.',
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
  },
  documents: {
    eyebrow: 'Dokumenty',
    title: 'Jakie dokumenty przygotować',
    lead: 'Lista jest krótka. Skany lub czytelne zdjęcia możesz przesłać mailem.',
    tone: 'muted',
    groups: [
      {
        title: 'Żołnierze zawodowi',
        items: [
          'Dowód osobisty',
          'Zaświadczenie o wysokości uposażenia wystawione przez jednostkę wojskową',
          statementsItem,
          declarationItem,
        ],
      },
      {
        title: 'Pracownicy cywilni wojska',
        items: [
          'Dowód osobisty',
          'Zaświadczenie o zatrudnieniu i wynagrodzeniu od pracodawcy',
          statementsItem,
          declarationItem,
        ],
      },
    ],
    note: `Przy kwocie powyżej ${formatPln(military.extraSecurityAbove)} bank może wymagać dodatkowego zabezpieczenia, np. poręczenia, współkredytobiorcy lub ubezpieczenia kredytu.`,
  },
  instalments: {
    eyebrow: 'Przykładowe raty',
    title: 'Ile może wynosić Twoja rata',
    lead: 'Orientacyjne raty dla kilku kwot i okresów spłaty. Dokładną ratę wyliczy doradca na podstawie oferty wybranego banku.',
    caption: `Przykładowe raty przy oprocentowaniu ${formatPercent(military.exampleRate)}`,
    annualRatePercent: military.exampleRate,
    rows: instalmentRows(military.exampleRate, military.examples),
    note: 'Raty są przybliżone i mają charakter wyłącznie informacyjny. Nie uwzględniają prowizji ani ewentualnego ubezpieczenia, które wpływają na całkowity koszt kredytu i RRSO. Ostateczne warunki zależą od zdolności kredytowej i oferty banku.',
  },
  testimonials: {
    eyebrow: 'Opinie',
    title: 'Opinie żołnierzy i pracowników wojska',
    tone: 'muted',
    items: [
      {
        quote:
          'Po przeniesieniu do nowej jednostki miałem na głowie przeprowadzkę i trzy raty do spłacenia. Doradca połączył wszystko w jeden kredyt i wytłumaczył każdy punkt umowy.',
        author: 'Grzegorz S.',
        location: 'Świętoszów',
        additionalInfo: 'Starszy chorąży, konsolidacja 3 kredytów',
      },
      {
        quote:
          'Pracuję w wojsku jako cywil i nie byłam pewna, czy oferta jest też dla mnie. Okazało się, że tak, a cały proces poszedł sprawnie i bez niespodzianek w kosztach.',
        author: 'Monika T.',
        location: 'Bydgoszcz',
        additionalInfo: 'Pracownica cywilna jednostki wojskowej, kredyt na remont',
      },
      {
        quote:
          'Doceniam, że doradca od początku mówił wprost, co jest możliwe, a co nie. Dokumenty wysłałem mailem, a umowę podpisałem w najbliższym oddziale banku.',
        author: 'Łukasz B.',
        location: 'Lublin',
        additionalInfo: 'Porucznik, kredyt gotówkowy na samochód',
      },
    ],
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Najczęstsze pytania',
    items: [
      {
        question: 'Czy pracownik cywilny wojska może skorzystać z tej oferty?',
        answer:
          'Tak. Pracownicy cywilni jednostek wojskowych i instytucji resortu obrony narodowej mogą ubiegać się o kredyt na podobnych zasadach jak żołnierze. Bank oceni wtedy umowę o pracę i wynagrodzenie, a nie uposażenie.',
      },
      {
        question: 'Kiedy bank wymaga dodatkowego zabezpieczenia?',
        answer: `Przy kwocie powyżej ${formatPln(military.extraSecurityAbove)} bank może poprosić o dodatkowe zabezpieczenie, np. poręczenie, współkredytobiorcę lub ubezpieczenie. Poniżej tej kwoty zwykle wystarczy ocena dochodów i historii kredytowej.`,
      },
      {
        question: 'Jak szybko dostanę pieniądze?',
        answer: `Doradca oddzwoni w ciągu ${military.contactHours} godzin od złożenia wniosku. Jeśli masz komplet dokumentów, decyzja i wypłata są możliwe w ciągu ${military.decisionAndPayoutHours} godzin od złożenia wniosku w banku. Ostateczny termin zależy od procedur wybranego banku.`,
      },
      {
        question: 'Czy przeniesienie do innej jednostki utrudni otrzymanie kredytu?',
        answer:
          'Przeniesienie nie przerywa służby, więc zwykle nie jest przeszkodą. Poinformuj o nim doradcę — bank może poprosić o aktualne zaświadczenie o uposażeniu z nowej jednostki.',
      },
      {
        question: 'Ile kosztuje pomoc pośrednika?',
        answer:
          'Analiza i rozmowa z doradcą są bezpłatne i niezobowiązujące. Prowizję płacisz dopiero po wypłacie kredytu, a jej wysokość znasz przed podpisaniem umowy. Jeśli bank nie udzieli kredytu, nie płacisz nam nic.',
      },
    ],
    link: {
      before: 'Nie ma tu odpowiedzi na Twoje pytanie?',
      text: 'Skontaktuj się z nami',
      path: paths.contact,
    },
  },
  cta: {
    title: 'Sprawdź, na jaki kredyt możesz liczyć',
    text: 'Wypełnij krótki wniosek — doradca przeanalizuje Twoją sytuację i przedstawi propozycję z pełnym kosztem kredytu. Bez zobowiązań.',
    primary: { text: 'Złóż wniosek', path: paths.application },
    secondary: { text: 'Kredyt dla żołnierza zawodowego', path: paths.soldier },
    benefits: [
      promises.freeAnalysis,
      'Prowizja dopiero po wypłacie kredytu',
      `Kontakt doradcy w ciągu ${military.contactHours} godzin`,
    ],
  },
};
