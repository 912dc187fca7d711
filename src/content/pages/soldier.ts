import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { loanTerms, military, soldier } from '@/content/figures';
import { consumerCreditLimit } from '@/content/law';
import { callbackShort, callbackPromise, workingHoursText } from '@/content/promises';
import { productRates, rrsoOf, yearlyRateFrom } from '@/content/rates';
import { rateNoteFor, representativeExampleFor } from '@/content/representative-example';
import type { CallToActionContent } from '@/sections/call-to-action';
import type { ClientSituationsContent } from '@/sections/client-situations-section';
import type { FaqContent } from '@/sections/faq-section';
import type { FeaturesContent } from '@/sections/features-section';
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
import { stepsLabels } from '@/content/labels';

const payout = military.payoutWorkingDays;
const decisionHours = military.decisionHours;

export interface SoldierPageContent extends PageContent {
  product: LoanProduct;
  benefits: FeaturesContent;
  requirements: ListGroupsContent;
  process: StepsContent;
  stats: StatsContent;
  representativeExample: RepresentativeExampleContent;
  /** Typical situations of soldiers, in place of testimonials the owner does not hold. */
  situations: ClientSituationsContent;
  /** The owner's real testimonials of soldiers; absent while there are none. */
  testimonials?: TestimonialsContent;
  faq: FaqContent;
  cta: CallToActionContent;
}

const content: Omit<SoldierPageContent, 'representativeExample'> = {
  meta: {
    title: `Kredyt dla żołnierza | ${company.brandName}`,
    description: `Kredyt dla żołnierzy zawodowych do ${formatPln(soldier.maxAmount)}. Od wniosku do wypłaty mija zwykle ${payout.from}–${payout.to} dni roboczych. Analiza jest bezpłatna.`,
  },
  intro: {
    eyebrow: 'Kredyt dla żołnierzy',
    title: 'Kredyt dla żołnierza zawodowego',
    lead: `Pełnisz zawodową służbę w Wojsku Polskim od co najmniej ${soldier.minimumServiceMonths} miesięcy? Pomożemy Ci ubiegać się o kredyt do ${formatPln(soldier.maxAmount)} z oprocentowaniem ${yearlyRateFrom('soldier')}. Od złożenia wniosku do wypłaty mija zwykle ${payout.from}–${payout.to} dni roboczych.`,
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
    rateNote: rateNoteFor('soldier'),
  },
  product: {
    name: 'Kredyt dla żołnierza',
    description:
      'Kredyt gotówkowy lub konsolidacyjny dla żołnierzy zawodowych Wojska Polskiego, dobierany przez pośrednika kredytowego spośród ofert współpracujących banków.',
    ...productRates('soldier'),
    maxAmount: soldier.maxAmount,
  },
  benefits: {
    eyebrow: 'Korzyści',
    title: 'Co zyskujesz, składając wniosek z naszą pomocą',
    lead: 'Służba wojskowa to stały dochód, ale też poligony, misje i przeniesienia. Szukamy banku, który uwzględni te realia przy ocenie Twojego uposażenia.',
    columns: 3,
    tone: 'plain',
    items: [
      {
        icon: 'shield',
        title: 'Uposażenie doceniane przez banki',
        text: 'Zawodowa służba wojskowa daje przewidywalny, regularny dochód. Dla banku to mocny argument przy ocenie zdolności kredytowej.',
      },
      {
        icon: 'coins',
        title: 'Wyższe kwoty przy dobrej zdolności',
        text: `Przy dobrej zdolności kredytowej możesz ubiegać się o kredyt do ${formatPln(soldier.maxAmount)}, z oprocentowaniem ${yearlyRateFrom('soldier')}. Przy kwocie powyżej ${formatPln(military.extraSecurityAbove)} bank może wymagać dodatkowego zabezpieczenia, a ostateczne warunki ustala po ocenie zdolności kredytowej. Kredyt wyższy niż ${consumerCreditLimit} nie jest kredytem konsumenckim w rozumieniu ustawy, więc o odstąpieniu od umowy i wcześniejszej spłacie decyduje wtedy umowa.`,
      },
      {
        icon: 'chart',
        title: 'Dodatki wliczone w dochód',
        text: 'Dodatki o charakterze stałym podnoszą Twoje uposażenie. Wskazujemy banki, które uwzględniają je przy liczeniu zdolności kredytowej.',
      },
      {
        icon: 'percent',
        title: 'Jedna rata zamiast kilku',
        text: 'Kredyty, karty i chwilówki możesz połączyć w jeden kredyt konsolidacyjny z jedną, zwykle niższą ratą i jednym terminem spłaty.',
      },
      {
        icon: 'phone',
        title: 'Wszystko na odległość',
        text: 'Jesteś na poligonie albo w innej jednostce? Wniosek, rozmowę i dokumenty załatwisz zdalnie – telefonicznie i e-mailem.',
      },
      {
        icon: 'handshake',
        title: 'Płacisz dopiero po wypłacie',
        text: 'Analiza jest bezpłatna i niezobowiązująca. Prowizję płacisz wyłącznie wtedy, gdy bank wypłaci kredyt.',
      },
    ],
  },
  requirements: {
    eyebrow: 'Wymagania i dokumenty',
    title: 'Kto może skorzystać i co przygotować',
    lead: 'Poniżej znajdziesz podstawowe warunki i dokumenty. Dokładną listę dla wybranego banku poda doradca po pierwszej rozmowie.',
    tone: 'muted',
    groups: [
      {
        title: 'Wymagania',
        items: [
          `Zawodowa służba wojskowa pełniona od co najmniej ${soldier.minimumServiceMonths} miesięcy`,
          `Wiek od ${soldier.age.from} do ${soldier.age.to} lat`,
          'Uposażenie wpływające na Twój rachunek bankowy',
          'Zdolność kredytowa pozwalająca spokojnie spłacać ratę – policzymy ją z Tobą',
          'Historia w BIK bez nieuregulowanych zaległości; jeśli były opóźnienia, omówimy je przed złożeniem wniosku',
        ],
      },
      {
        title: 'Dokumenty',
        items: [
          'Dowód osobisty',
          'Zaświadczenie o wysokości uposażenia wystawione przez jednostkę wojskową',
          `Wyciągi z rachunku bankowego z ostatnich ${military.bankStatementMonths} miesięcy`,
          'Oświadczenie o dochodach i zobowiązaniach (wzór otrzymasz od doradcy)',
        ],
      },
    ],
    note: 'Bank może poprosić o dodatkowe dokumenty, np. decyzję o powołaniu do zawodowej służby wojskowej. Skany lub czytelne zdjęcia dokumentów możesz przesłać e-mailem.',
  },
  process: {
    labels: stepsLabels,
    eyebrow: 'Jak to działa',
    title: 'Cztery kroki do wypłaty',
    lead: 'Cały proces prowadzimy za Ciebie. Na każdym etapie wiesz, co się dzieje i co będzie dalej.',
    tone: 'plain',
    steps: [
      {
        title: 'Wniosek online',
        time: `${soldier.applicationMinutes} min`,
        text: 'Wypełniasz krótki formularz: dane kontaktowe, kwota i cel kredytu. Dokumenty nie są jeszcze potrzebne.',
      },
      {
        title: 'Rozmowa z doradcą',
        time: `do ${callbackShort.forms}`,
        text: `Doradca oddzwania ${callbackPromise.forms}, pyta o uposażenie i obecne zobowiązania, a potem mówi, jakich dokumentów potrzebuje.`,
      },
      {
        title: 'Analiza i wniosek w banku',
        time: `${soldier.analysisHours} h`,
        text: 'Liczymy zdolność kredytową, przeglądamy z Tobą raport BIK, który pobierzesz ze strony BIK, i porównujemy oferty. Po Twojej akceptacji składamy kompletny wniosek w wybranym banku.',
      },
      {
        title: 'Decyzja banku',
        time: `do ${decisionHours} h`,
        text: `Bank ocenia wniosek i wydaje decyzję zwykle w ciągu ${decisionHours} godzin od złożenia kompletu dokumentów. Po podpisaniu umowy pieniądze trafiają na Twoje konto.`,
      },
    ],
    note: `Od złożenia wniosku do wypłaty mija zwykle ${payout.from}–${payout.to} dni roboczych. Czas zależy od kompletu dokumentów i procedur wybranego banku.`,
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
  },
  stats: {
    eyebrow: 'W liczbach',
    title: 'Kredyt dla żołnierza w liczbach',
    stats: [
      {
        value: `do ${decisionHours} h`,
        label: 'zwykle czeka się na decyzję banku',
      },
      { value: `do ${formatPln(soldier.maxAmount)}`, label: 'kwota kredytu' },
      {
        value: `od ${formatPercent(soldier.rateFrom)}`,
        label: `oprocentowanie rocznie (${rrsoOf('soldier')})`,
      },
      { value: formatPln(loanTerms.analysisFee), label: 'koszt analizy i rozmowy z doradcą' },
    ],
    info: 'Czas oczekiwania na decyzję zależy od banku i od kompletu dokumentów. Decyzję w każdej sprawie podejmuje bank po ocenie zdolności kredytowej, a kwota i oprocentowanie w Twojej sprawie mogą być inne niż podane tu granice ofert.',
    ctaText: 'Sprawdź swoje możliwości',
    ctaLink: paths.application,
    variant: 'primary',
  },
  situations: {
    eyebrow: 'Jak pomagamy',
    title: 'Przykładowe sytuacje, w których pomagamy',
    lead: 'Tak zwykle wygląda praca doradcy z żołnierzami zawodowymi, którzy się do nas zgłaszają.',
    tone: 'muted',
    items: [
      {
        title: 'Kilka zobowiązań i jedno uposażenie',
        situation:
          'Kredyt gotówkowy, karta kredytowa i limit w koncie zabierają coraz większą część uposażenia, a raty przypadają w różnych terminach.',
        help: 'Doradca zestawia wszystkie zobowiązania i sprawdza, czy konsolidacja ma sens: pokazuje nową ratę, ale też całkowity koszt przy dłuższym okresie spłaty. Wniosek składamy tylko wtedy, gdy się na niego zdecydujesz.',
      },
      {
        title: 'Służba z dala od domu',
        situation:
          'Poligony, szkolenia i przeniesienia sprawiają, że trudno znaleźć czas na wizyty w oddziale banku.',
        help: 'Rozmowy odbywają się telefonicznie w dogodnych godzinach, a dokumenty można przesłać e-mailem. Doradca mówi z wyprzedzeniem, jakich zaświadczeń z jednostki będzie potrzebował bank.',
      },
      {
        title: 'Opóźnienia w spłatach w przeszłości',
        situation:
          'W historii kredytowej są dawne opóźnienia albo chwilówki i pojawia się obawa, że każdy bank odmówi.',
        help: 'Doradca najpierw przegląda z Tobą raport BIK, który pobierzesz ze strony BIK, i szczerze mówi, jakie są szanse. Jeśli wniosek nie ma dziś realnych podstaw, podpowiada, co można zrobić, zamiast składać go na próbę.',
      },
    ],
    note: 'Opisy są przykładowe: pokazują typowe sytuacje i sposób pracy doradcy, nie dotyczą konkretnych osób. Każdą sprawę oceniamy indywidualnie, a decyzję kredytową podejmuje bank.',
  },
  testimonials: testimonialsFor('soldier', {
    eyebrow: 'Opinie',
    title: 'Co mówią żołnierze, którym pomogliśmy',
    tone: 'plain',
  }),
  faq: {
    eyebrow: 'Pytania i odpowiedzi',
    title: 'Najczęstsze pytania żołnierzy',
    items: [
      {
        question: 'Kto może ubiegać się o kredyt dla żołnierza?',
        answer: `Żołnierze zawodowi, którzy pełnią służbę od co najmniej ${soldier.minimumServiceMonths} miesięcy i mają od ${soldier.age.from} do ${soldier.age.to} lat. Jeśli służysz w Wojskach Obrony Terytorialnej lub w dobrowolnej zasadniczej służbie wojskowej, też napisz – ocenimy Twoją sytuację indywidualnie, biorąc pod uwagę wszystkie źródła dochodu.`,
      },
      {
        question: 'Jak szybko poznam decyzję banku?',
        answer: `Bank wydaje decyzję zwykle w ciągu ${decisionHours} godzin od złożenia kompletnego wniosku. Od wniosku do wypłaty mija zwykle ${payout.from}–${payout.to} dni roboczych. Najszybciej idzie, gdy od razu masz pod ręką wszystkie dokumenty.`,
      },
      {
        question: 'Jakie dokumenty są potrzebne?',
        answer: `Zwykle wystarczą dowód osobisty, zaświadczenie o uposażeniu z jednostki wojskowej, wyciągi z rachunku z ostatnich ${military.bankStatementMonths} miesięcy oraz oświadczenie o dochodach i zobowiązaniach. Niektóre banki proszą dodatkowo o decyzję o powołaniu do służby – doradca powie Ci o tym z wyprzedzeniem.`,
      },
      {
        question: 'Czy bank uwzględni dodatki do uposażenia?',
        answer:
          'Dodatki o charakterze stałym banki zwykle wliczają do dochodu. Należności jednorazowe, np. za udział w misji, bywają traktowane różnie. Wskażemy bank, który uwzględni możliwie dużą część Twoich dochodów.',
      },
      {
        question: 'Czy mam szansę na kredyt, jeśli mam opóźnienia w BIK?',
        answer:
          'To zależy od tego, jak dawne i jak duże były opóźnienia oraz czy są już spłacone. Najpierw przejrzymy z Tobą raport BIK, który pobierzesz ze strony BIK, i szczerze powiemy, jakie masz szanse. Nie składamy wniosków bez realnych podstaw, bo każde zapytanie kredytowe zostaje odnotowane w BIK.',
      },
      {
        question: 'Ile kosztuje pomoc pośrednika?',
        answer:
          'Analiza i rozmowa z doradcą są bezpłatne i do niczego nie zobowiązują. Prowizję płacisz dopiero po wypłacie kredytu, a jej wysokość znasz przed podpisaniem umowy. Jeśli kredyt nie zostanie udzielony, nie płacisz nam nic.',
      },
    ],
    link: {
      before: 'Nie ma tu odpowiedzi na Twoje pytanie?',
      text: 'Skontaktuj się z nami',
      path: paths.contact,
    },
  },
  cta: {
    title: 'Złóż wniosek i poznaj swoje możliwości',
    text: 'Wypełnienie wniosku zajmuje kilka minut. Doradca przeanalizuje Twoją sytuację i przedstawi propozycję z pełnym kosztem kredytu – bez zobowiązań.',
    primary: { text: 'Złóż wniosek', path: paths.application },
    secondary: { text: 'Zobacz ofertę dla wojskowych', path: paths.military },
    benefits: [
      promises.freeAnalysis,
      'Prowizja dopiero po wypłacie kredytu',
      `Doradcy dostępni ${workingHoursText}`,
    ],
  },
};

/**
 * The soldier page, typeset for Polish. The representative example is added as computed (its
 * figures are compared with the computation exactly).
 */
export const soldierPage: SoldierPageContent = {
  ...typeset(content),
  representativeExample: representativeExampleFor('soldier'),
};
