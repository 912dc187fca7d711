import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { military } from '@/content/figures';
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
import type { ListGroupsContent } from '@/sections/list-groups-section';
import type { RepresentativeExampleContent } from '@/sections/representative-example';
import type { StatsContent } from '@/sections/stats-section';
import type { StepsContent } from '@/sections/steps-section';
import type { TestimonialsContent } from '@/sections/testimonials-section';
import { testimonialsFor } from '@/content/testimonials';
import type { LoanProduct, PageContent } from '@/content/types';
import { formatPercent, formatPln } from '@/lib/format';
import { typeset } from '@/lib/typography';
import { promises } from '@/content/promises';
import { instalmentTableLabels, stepsLabels } from '@/content/labels';

export interface MilitaryPageContent extends PageContent {
  product: LoanProduct;
  stats: StatsContent;
  conditions: ListGroupsContent;
  process: StepsContent;
  documents: ListGroupsContent;
  instalments: InstalmentTableContent;
  representativeExample: RepresentativeExampleContent;
  /** Typical situations of soldiers and civilian staff, in place of invented testimonials. */
  situations: ClientSituationsContent;
  /** The owner's real testimonials; absent while there are none. */
  testimonials?: TestimonialsContent;
  faq: FaqContent;
  cta: CallToActionContent;
}

const statementsItem = `Wyciągi z rachunku bankowego z ostatnich ${military.bankStatementMonths} miesięcy`;
const payout = military.payoutWorkingDays;
const declarationItem = 'Oświadczenie o dochodach i zobowiązaniach (wzór otrzymasz od doradcy)';

const content: Omit<MilitaryPageContent, 'representativeExample'> = {
  meta: {
    title: `Kredyt dla wojskowych | ${company.brandName}`,
    description: `Kredyt dla żołnierzy zawodowych i pracowników cywilnych wojska do ${formatPln(military.maxAmount)} na ${military.maxPeriodYears} lat. Telefon od doradcy ${callbackPromise.forms}, analiza bezpłatna.`,
  },
  intro: {
    eyebrow: 'Kredyty dla wojska',
    title: 'Kredyt dla wojskowych oraz pracowników cywilnych wojska',
    lead: `Dla żołnierzy zawodowych oraz pracowników cywilnych jednostek wojskowych: kredyt do ${formatPln(military.maxAmount)} na okres do ${military.maxPeriodYears} lat, z oprocentowaniem ${yearlyRateFrom('military')}. Doradca oddzwoni ${callbackPromise.forms}, bank wydaje decyzję zwykle w ciągu ${military.decisionHours} godzin od złożenia kompletu dokumentów, a od wniosku do wypłaty mija zwykle ${payout.from}–${payout.to} dni roboczych.`,
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
    rateNote: rateNoteFor('military'),
  },
  product: {
    name: 'Kredyt dla wojskowych',
    description:
      'Kredyt gotówkowy lub konsolidacyjny dla żołnierzy zawodowych i pracowników cywilnych wojska, dobierany przez pośrednika kredytowego spośród ofert współpracujących banków.',
    ...productRates('military'),
    maxAmount: military.maxAmount,
    maxMonths: military.maxPeriodYears * 12,
  },
  stats: {
    eyebrow: 'Najważniejsze warunki',
    title: 'Kredyt dla wojskowych w liczbach',
    stats: [
      { value: `do ${formatPln(military.maxAmount)}`, label: 'kwota kredytu' },
      { value: `do ${military.maxPeriodYears} lat`, label: 'okres spłaty' },
      {
        value: `od ${formatPercent(military.rateFrom)}`,
        label: `oprocentowanie rocznie (${rrsoOf('military')})`,
      },
      {
        value: callbackShort.forms,
        label: `na telefon od doradcy po wysłaniu wniosku online, ${callbackPromise.formsCondition}`,
      },
      { value: `do ${military.decisionHours} h`, label: 'zwykle czeka się na decyzję banku' },
    ],
    info: `Decyzję kredytową podejmuje bank, a czas oczekiwania zależy od kompletu dokumentów. Przy kwocie powyżej ${formatPln(military.extraSecurityAbove)} bank może wymagać dodatkowego zabezpieczenia. Ostateczne warunki ustala bank po ocenie Twojej zdolności kredytowej.`,
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
          'Umowa na czas nieokreślony albo określony – długość wymaganego stażu zależy od banku',
          'Wynagrodzenie wpływające na Twój rachunek bankowy',
          'Historia w BIK bez nieuregulowanych zaległości lub gotowość, by wspólnie je wyjaśnić',
        ],
      },
    ],
    note: 'Nie wiesz, czy spełniasz warunki? Doradca sprawdzi to podczas bezpłatnej rozmowy, zanim złożymy jakikolwiek wniosek.',
  },
  process: {
    labels: stepsLabels,
    eyebrow: 'Jak to działa',
    title: 'Cztery kroki do decyzji',
    lead: 'Prowadzimy Cię przez cały proces, a większość spraw załatwisz zdalnie – również z poligonu czy delegacji.',
    tone: 'plain',
    steps: [
      {
        title: 'Wniosek online',
        text: 'Wypełniasz krótki formularz z danymi kontaktowymi, kwotą i celem kredytu.',
      },
      {
        title: 'Kontakt doradcy',
        time: `do ${callbackShort.forms}`,
        text: `Doradca oddzwania ${callbackPromise.forms}, omawia Twoją sytuację i mówi, jakich dokumentów potrzebuje.`,
      },
      {
        title: 'Analiza i wybór banku',
        text: 'Liczymy zdolność kredytową, przeglądamy z Tobą raport BIK, który pobierzesz ze strony BIK, i porównujemy oferty. Dostajesz propozycję z pełnym kosztem kredytu i RRSO.',
      },
      {
        title: 'Decyzja banku i wypłata',
        time: `do ${military.decisionHours} h`,
        text: `Przy komplecie dokumentów bank wydaje decyzję zwykle w ciągu ${military.decisionHours} godzin od złożenia wniosku. Po podpisaniu umowy pieniądze trafiają na Twoje konto.`,
      },
    ],
    note: `Od wniosku do wypłaty mija zwykle ${payout.from}–${payout.to} dni roboczych. Decyzję kredytową podejmuje bank po ocenie Twojej zdolności kredytowej.`,
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
  },
  documents: {
    eyebrow: 'Dokumenty',
    title: 'Jakie dokumenty przygotować',
    lead: 'Lista jest krótka. Skany lub czytelne zdjęcia możesz przesłać e-mailem.',
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
    labels: instalmentTableLabels,
    eyebrow: 'Przykładowe raty',
    title: 'Ile może wynosić Twoja rata',
    lead: 'Orientacyjne raty dla kilku kwot i okresów spłaty. Dokładną ratę wyliczy doradca na podstawie oferty wybranego banku.',
    caption: `Przykładowe raty przy oprocentowaniu ${formatPercent(military.exampleRate)}`,
    annualRatePercent: military.exampleRate,
    rows: instalmentRows(military.exampleRate, military.examples),
    note: `Raty w tabeli obejmują tylko kapitał i odsetki, policzone przy oprocentowaniu nominalnym ${formatPercent(military.exampleRate)} w skali roku, bez prowizji, ubezpieczenia i innych kosztów, dlatego rzeczywista rata i całkowity koszt kredytu będą wyższe (${rrsoOf('military')} w przykładzie reprezentatywnym poniżej). Ostateczne warunki ustala bank po ocenie Twojej zdolności kredytowej.`,
  },
  situations: {
    eyebrow: 'Jak pomagamy',
    title: 'Przykładowe sytuacje, w których pomagamy',
    lead: 'Tak zwykle wygląda praca doradcy z żołnierzami zawodowymi i pracownikami cywilnymi wojska.',
    tone: 'muted',
    items: [
      {
        title: 'Przeniesienie do innej jednostki',
        situation:
          'Przeprowadzka wiąże się z dodatkowymi wydatkami, a jednocześnie trzeba spłacać kilka wcześniejszych rat.',
        help: 'Doradca sprawdza, czy lepszy będzie osobny kredyt gotówkowy, czy połączenie zobowiązań w jedną ratę, i mówi, jakie zaświadczenie z nowej jednostki może być potrzebne.',
      },
      {
        title: 'Pracownik cywilny jednostki wojskowej',
        situation:
          'Pojawia się pytanie, czy oferta dla wojska obejmuje też osoby zatrudnione na umowę o pracę w jednostce lub instytucji resortu obrony.',
        help: 'Doradca ocenia umowę o pracę i wynagrodzenie tak, jak zrobi to bank, i wskazuje oferty dostępne przy takiej formie zatrudnienia.',
      },
      {
        title: 'Wyższa kwota kredytu',
        situation: `Potrzebna jest kwota, przy której bank może wymagać dodatkowego zabezpieczenia, np. powyżej ${formatPln(military.extraSecurityAbove)}.`,
        help: 'Doradca wyjaśnia, jakie zabezpieczenia mogą wchodzić w grę i ile kosztują, oraz porównuje to z wariantem niższej kwoty. Decyzja, czy złożyć wniosek, należy do Ciebie.',
      },
    ],
    note: 'Opisy są przykładowe: pokazują typowe sytuacje i sposób pracy doradcy, nie dotyczą konkretnych osób. Każdą sprawę oceniamy indywidualnie, a decyzję kredytową podejmuje bank.',
  },
  testimonials: testimonialsFor('military', {
    eyebrow: 'Opinie',
    title: 'Opinie żołnierzy i pracowników wojska',
    tone: 'plain',
  }),
  faq: {
    eyebrow: 'Pytania i odpowiedzi',
    title: 'Najczęstsze pytania',
    items: [
      {
        question: 'Czy pracownik cywilny wojska może skorzystać z tej oferty?',
        answer:
          'Tak. Pracownicy cywilni jednostek wojskowych i instytucji resortu obrony narodowej mogą ubiegać się o kredyt na podobnych zasadach jak żołnierze. Bank oceni wtedy umowę o pracę i wynagrodzenie, a nie uposażenie.',
      },
      {
        question: 'Kiedy bank wymaga dodatkowego zabezpieczenia?',
        answer: `Przy kwocie powyżej ${formatPln(military.extraSecurityAbove)} bank może poprosić o dodatkowe zabezpieczenie, np. poręczenie, współkredytobiorcę lub ubezpieczenie. Poniżej tej kwoty bank zwykle opiera decyzję na ocenie dochodów i historii kredytowej.`,
      },
      {
        question: 'Jak szybko dostanę pieniądze?',
        answer: `Doradca oddzwoni ${callbackPromise.forms} od wysłania wniosku online. Jeśli masz komplet dokumentów, bank wydaje decyzję zwykle w ciągu ${military.decisionHours} godzin, a od wniosku do wypłaty mija zwykle ${payout.from}–${payout.to} dni roboczych. Ostateczny termin zależy od procedur wybranego banku.`,
      },
      {
        question: 'Czy przeniesienie do innej jednostki utrudni otrzymanie kredytu?',
        answer:
          'Przeniesienie nie przerywa służby, więc zwykle nie jest przeszkodą. Poinformuj o nim doradcę – bank może poprosić o aktualne zaświadczenie o uposażeniu z nowej jednostki.',
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
    text: 'Wypełnij krótki wniosek – doradca przeanalizuje Twoją sytuację i przedstawi propozycję z pełnym kosztem kredytu. Bez zobowiązań.',
    primary: { text: 'Złóż wniosek', path: paths.application },
    secondary: { text: 'Kredyt dla żołnierza zawodowego', path: paths.soldier },
    benefits: [
      promises.freeAnalysis,
      'Prowizja dopiero po wypłacie kredytu',
      `Telefon od doradcy ${callbackPromise.forms}`,
    ],
  },
};

/**
 * The military page, typeset for Polish. The representative example is added as computed (its
 * figures are compared with the computation exactly).
 */
export const militaryPage: MilitaryPageContent = {
  ...typeset(content),
  representativeExample: representativeExampleFor('military'),
};
