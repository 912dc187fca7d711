import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { loanTerms, requiredDocuments } from '@/content/figures';
import {
  callbackPromise,
  callbackShort,
  experienceClaim,
  workingHoursText,
} from '@/content/promises';
import { productRates, rrsoOf, yearlyRateFrom } from '@/content/rates';
import {
  rateNoteFor,
  representativeExampleFor,
  standardLoanTerms,
} from '@/content/representative-example';
import type { CallToActionContent } from '@/sections/call-to-action';
import type { ChecklistContent } from '@/sections/checklist-section';
import type { ClientSituationsContent } from '@/sections/client-situations-section';
import type { FaqContent } from '@/sections/faq-section';
import type { FeaturesContent } from '@/sections/features-section';
import type { LoanTermsContent } from '@/sections/loan-terms-panel';
import type { RepresentativeExampleContent } from '@/sections/representative-example';
import type { StatsContent } from '@/sections/stats-section';
import type { StepsContent } from '@/sections/steps-section';
import type { TestimonialsContent } from '@/sections/testimonials-section';
import { testimonialsFor } from '@/content/testimonials';
import type { LoanProduct, PageContent } from '@/content/types';
import { formatMonths, formatPercent, formatPln } from '@/lib/format';
import { typeset } from '@/lib/typography';
import { promises } from '@/content/promises';
import { stepsLabels } from '@/content/labels';

const decision = loanTerms.decisionHours;

export interface PolicePageContent extends PageContent {
  product: LoanProduct;
  stats: StatsContent;
  benefits: FeaturesContent;
  requirements: ChecklistContent;
  trust: FeaturesContent;
  /** Typical situations of police officers, in place of invented testimonials. */
  situations: ClientSituationsContent;
  /** The owner's real testimonials; absent while there are none. */
  testimonials?: TestimonialsContent;
  process: StepsContent;
  /** The FAQ follows the plain process section, so it takes the muted tone. */
  faq: FaqContent;
  terms: LoanTermsContent;
  /** The consolidation example: the page states the general "od" rate of the offer. */
  representativeExample: RepresentativeExampleContent;
  cta: CallToActionContent;
}

const content: Omit<PolicePageContent, 'representativeExample'> = {
  meta: {
    title: `Kredyt dla policjanta | ${company.brandName}`,
    description: `Kredyt dla policjantów i pracowników Policji do ${formatPln(loanTerms.maxAmountUnsecured)} bez zabezpieczenia. Uwzględniamy dodatki służbowe. Analiza bezpłatna.`,
  },
  intro: {
    eyebrow: 'Kredyt dla policjantów',
    title: 'Kredyt dla policjanta – doceniamy stabilność służby',
    lead: `Funkcjonariusze Policji mają stałe uposażenie, które banki zwykle oceniają korzystnie. Pomożemy Ci ubiegać się o kredyt gotówkowy lub konsolidacyjny do ${formatPln(loanTerms.maxAmountUnsecured)}, z oprocentowaniem ${yearlyRateFrom('consolidation')}, tak, by bank uwzględnił dodatki służbowe. Doradca oddzwoni ${callbackPromise.forms}.`,
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
    rateNote: rateNoteFor('consolidation'),
  },
  product: {
    name: 'Kredyt dla policjanta',
    description:
      'Kredyt gotówkowy lub konsolidacyjny dla funkcjonariuszy i pracowników cywilnych Policji, dobierany przez pośrednika kredytowego spośród ofert współpracujących banków.',
    ...productRates('consolidation'),
    maxAmount: loanTerms.maxAmountUnsecured,
    maxMonths: loanTerms.maxPeriodMonths,
  },
  stats: {
    eyebrow: 'Najważniejsze liczby',
    title: 'Kredyt dla policjanta w skrócie',
    stats: [
      { value: `do ${formatPln(loanTerms.maxAmountUnsecured)}`, label: 'kwota bez zabezpieczeń' },
      { value: `do ${formatMonths(loanTerms.maxPeriodMonths)}`, label: 'okres kredytowania' },
      {
        value: `od ${formatPercent(loanTerms.rateFrom)}`,
        label: `oprocentowanie rocznie (${rrsoOf('consolidation')})`,
      },
      {
        value: callbackShort.forms,
        label: `na telefon od doradcy po wysłaniu wniosku online, ${callbackPromise.formsCondition}`,
      },
    ],
    info: 'Podane wartości to granice ofert banków, z którymi współpracujemy. Kwotę, okres i oprocentowanie w Twojej sprawie bank ustala po ocenie zdolności kredytowej.',
    ctaText: 'Sprawdź swoje możliwości',
    ctaLink: paths.application,
    variant: 'primary',
  },
  benefits: {
    eyebrow: 'Korzyści',
    title: 'Co zyskujesz, składając wniosek przez nas',
    lead: 'Znamy specyfikę służby w Policji: uposażenie, dodatki, pracę zmianową i przeniesienia. Dzięki temu wniosek trafia do banku, który takie dochody rozumie.',
    columns: 3,
    tone: 'plain',
    items: [
      {
        icon: 'shield',
        title: 'Stabilne uposażenie jako atut',
        text: 'Stosunek służbowy i regularnie wypłacane uposażenie to dla banku wiarygodne źródło dochodu. Pokazujemy je tak, by w pełni działało na Twoją korzyść.',
      },
      {
        icon: 'chart',
        title: 'Dodatki w zdolności kredytowej',
        text: 'Dodatek za stopień, dodatek służbowy czy funkcyjny podnoszą Twój dochód. Sprawdzamy, które banki uwzględniają je przy liczeniu zdolności kredytowej.',
      },
      {
        icon: 'coins',
        title: 'Gotówka albo jedna rata',
        text: `Kredyt gotówkowy na dowolny cel albo konsolidacja kilku kredytów i chwilówek w jedną ratę – do ${formatPln(loanTerms.maxAmountUnsecured)} bez dodatkowych zabezpieczeń.`,
      },
      {
        icon: 'percent',
        title: 'Bez opłat z góry',
        text: `Analiza kosztuje ${formatPln(loanTerms.analysisFee)}. Naszą prowizję płacisz dopiero wtedy, gdy bank wypłaci kredyt – jeśli się nie uda, nic nam nie płacisz.`,
      },
      {
        icon: 'clock',
        title: 'Kontakt dopasowany do grafiku',
        text: `Pracujesz na zmiany? Umów rozmowę o dogodnej porze – doradcy są dostępni ${workingHoursText}.`,
      },
      {
        icon: 'document',
        title: 'Formalności na odległość',
        text: 'Dokumenty wyślesz e-mailem, gdy poprosi o nie doradca. Umowę podpiszesz online, u kuriera albo w oddziale banku – zależnie od wybranej oferty.',
      },
    ],
  },
  requirements: {
    eyebrow: 'Wymagania i dokumenty',
    title: 'Czego potrzebujesz, żeby złożyć wniosek',
    lead: 'Lista jest krótka. Jeśli czegoś brakuje albo nie masz pewności, czy spełniasz warunki, doradca sprawdzi to z Tobą podczas bezpłatnej rozmowy.',
    tone: 'muted',
    items: [
      'Stosunek służbowy w Policji (mianowanie) albo umowa o pracę jako pracownik cywilny Policji',
      'Uposażenie lub wynagrodzenie wpływające na Twój rachunek bankowy',
      'Dowód osobisty',
      'Zaświadczenie o uposażeniu lub wynagrodzeniu z komendy albo jednostki, w której pełnisz służbę',
      `Wyciągi z rachunku bankowego z ostatnich ${requiredDocuments.bankStatementMonths} miesięcy`,
      'Oświadczenie o dochodach i zobowiązaniach (wzór otrzymasz od doradcy)',
    ],
    note: 'Bank może poprosić o dodatkowe dokumenty, np. kopię aktu mianowania. Opóźnienia w spłatach widoczne w BIK nie muszą przekreślać wniosku – powiedz nam o nich od razu, a ocenimy realne szanse, zanim cokolwiek złożymy.',
  },
  trust: {
    eyebrow: 'Zaufanie',
    title: 'Dlaczego warto nam zaufać',
    lead: `Jesteśmy pośrednikiem kredytowym, nie bankiem. Od ${experienceClaim} pomagamy wybrać ofertę, która pasuje do budżetu, a nie tę, która jest najłatwiejsza do sprzedania.`,
    columns: 2,
    tone: 'plain',
    items: [
      {
        icon: 'badge',
        title: 'Pośrednik wpisany do rejestru',
        text: 'Jesteśmy pośrednikiem kredytowym wpisanym do rejestru pośredników kredytowych KNF. Zasady współpracy poznasz, zanim cokolwiek podpiszesz.',
      },
      {
        icon: 'analysis',
        title: 'Najpierw analiza, potem wniosek',
        text: 'Nie składamy wniosków, które nie mają realnych szans. Każde zapytanie w banku zostawia ślad w BIK, dlatego najpierw liczymy, a dopiero potem działamy.',
      },
      {
        icon: 'bank',
        title: 'Wiele banków, jedna rozmowa',
        text: 'Współpracujemy z wieloma bankami i porównujemy ich oferty za Ciebie. Nie musisz chodzić od oddziału do oddziału ani kilka razy opowiadać swojej historii.',
      },
      {
        icon: 'eye',
        title: 'Dyskrecja',
        text: 'Twoje dane trafiają do naszych doradców i do firm, które obsługują dla nas stronę i wysyłkę e-maili. Bankowi przekazujemy je dopiero wtedy, gdy zdecydujesz się złożyć wniosek. Nie kontaktujemy się z przełożonymi ani z kolegami ze służby.',
        link: { text: 'Polityka prywatności', path: paths.privacy },
      },
    ],
  },
  situations: {
    eyebrow: 'Jak pomagamy',
    title: 'Przykładowe sytuacje, w których pomagamy',
    lead: 'Tak zwykle wygląda praca doradcy z funkcjonariuszami i pracownikami Policji.',
    tone: 'muted',
    items: [
      {
        title: 'Funkcjonariusz w służbie przygotowawczej',
        situation:
          'Mianowanie na okres służby przygotowawczej, a we własnym banku odpowiedź, że staż jest za krótki.',
        help: 'Doradca sprawdza, które banki przyjmują taki staż i na jakich warunkach, i składa wniosek tylko tam, gdzie ma on realne szanse.',
      },
      {
        title: 'Uposażenie z wieloma dodatkami',
        situation:
          'Dodatek za stopień, dodatek służbowy i inne składniki sprawiają, że trudno ocenić, jaki dochód bank w ogóle weźmie pod uwagę.',
        help: 'Doradca rozpisuje uposażenie na składniki, mówi, jakie zaświadczenie przygotować w komórce finansowej, i wskazuje banki, które uwzględniają dodatki o charakterze stałym.',
      },
      {
        title: 'Chwilówki obok kredytu w banku',
        situation:
          'Oprócz kredytu w banku jest kilka pożyczek pozabankowych i coraz trudniej pilnować terminów spłat.',
        help: 'Rozmowa jest rzeczowa i bez oceniania. Doradca zestawia koszty obecnych zobowiązań z możliwą konsolidacją i przed złożeniem wniosku pokazuje na piśmie wszystkie koszty, także prowizję.',
      },
    ],
    note: 'Opisy są przykładowe: pokazują typowe sytuacje i sposób pracy doradcy, nie dotyczą konkretnych osób. Każdą sprawę oceniamy indywidualnie, a decyzję kredytową podejmuje bank.',
  },
  testimonials: testimonialsFor('police', {
    eyebrow: 'Opinie',
    title: 'Co mówią funkcjonariusze, którym pomogliśmy',
    tone: 'muted',
  }),
  process: {
    labels: stepsLabels,
    eyebrow: 'Jak to działa',
    title: 'Od wniosku do wypłaty w pięciu krokach',
    lead: 'Prowadzimy Cię przez cały proces. W każdej chwili możesz zadać pytanie albo zrezygnować – analiza do niczego nie zobowiązuje.',
    tone: 'plain',
    steps: [
      {
        title: 'Wniosek online',
        text: 'Wypełniasz krótki formularz: dane kontaktowe, kwota i cel kredytu. Nie musisz jeszcze wysyłać dokumentów.',
      },
      {
        title: 'Rozmowa z doradcą',
        text: `Doradca oddzwania ${callbackPromise.forms}, pyta o uposażenie, dodatki i obecne zobowiązania, a potem mówi, jakich dokumentów potrzebuje.`,
      },
      {
        title: 'Analiza i wybór banku',
        text: 'Liczymy zdolność kredytową, przeglądamy z Tobą raport BIK, który pobierzesz ze strony BIK, i porównujemy oferty. Przedstawiamy Ci propozycję z pełnym kosztem i RRSO.',
      },
      {
        title: 'Wniosek w banku',
        text: 'Po Twojej akceptacji składamy kompletny wniosek w wybranym banku i pilnujemy, żeby nic nie utknęło.',
      },
      {
        title: 'Decyzja i wypłata',
        text: `Bank zwykle wydaje decyzję w ciągu ${decision.from}–${decision.to} godzin. Po podpisaniu umowy pieniądze trafiają na Twoje konto albo bezpośrednio na spłatę dotychczasowych zobowiązań.`,
      },
    ],
    note: 'Decyzję kredytową podejmuje bank. Czas poszczególnych kroków zależy od kompletu dokumentów i procedur wybranego banku.',
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
  },
  faq: {
    eyebrow: 'Pytania i odpowiedzi',
    title: 'Najczęstsze pytania policjantów',
    tone: 'muted',
    items: [
      {
        question: 'Czy dostanę kredyt w czasie służby przygotowawczej?',
        answer:
          'Tak, to możliwe. Część banków traktuje mianowanie na okres służby przygotowawczej tak samo jak stałe, inne oceniają je ostrożniej. Sprawdzimy, które banki akceptują Twój staż, i tylko tam złożymy wniosek.',
      },
      {
        question: 'Czy bank uwzględni moje dodatki do uposażenia?',
        answer:
          'Dodatki o charakterze stałym, takie jak dodatek za stopień czy dodatek służbowy, banki zwykle wliczają do dochodu. Inaczej bywa z nagrodami i dodatkami okresowymi. Doradca wskaże banki, które uwzględnią jak największą część Twoich dochodów.',
      },
      {
        question: 'Jakie dokumenty muszę przygotować?',
        answer: `Najczęściej wystarczą dowód osobisty, zaświadczenie o uposażeniu z komendy lub jednostki, wyciągi z rachunku z ostatnich ${requiredDocuments.bankStatementMonths} miesięcy oraz oświadczenie o dochodach i zobowiązaniach. Dokładną listę dla wybranego banku poda doradca po pierwszej rozmowie.`,
      },
      {
        question: 'Czy przełożony dowie się, że biorę kredyt?',
        answer:
          'My nie kontaktujemy się z przełożonymi. Zaświadczenie o uposażeniu wystawia jednak komórka finansowa Twojej jednostki, a bank może potwierdzić zatrudnienie, np. telefonicznie. To standardowa procedura i nie dotyczy celu kredytu.',
      },
      {
        question: 'Ile kosztuje pomoc pośrednika?',
        answer: `Analiza i rozmowa z doradcą są bezpłatne i do niczego nie zobowiązują. Wynagrodzenie w formie prowizji płacisz dopiero po wypłacie kredytu, a jego wysokość poznasz na piśmie przed podpisaniem umowy. Jeżeli bank nie udzieli kredytu, nie płacisz nam nic.`,
      },
    ],
    link: {
      before: 'Nie ma tu odpowiedzi na Twoje pytanie?',
      text: 'Skontaktuj się z nami',
      path: paths.contact,
    },
  },
  terms: standardLoanTerms({
    variant: 'detailed',
    title: 'Warunki kredytu dla policjantów',
    withOptions: true,
  }),
  cta: {
    title: 'Sprawdź, na jaki kredyt możesz liczyć',
    text: 'Wypełnij krótki wniosek. Doradca policzy Twoją zdolność kredytową, uwzględni dodatki służbowe i szczerze powie, jakie masz możliwości.',
    primary: { text: 'Złóż wniosek', path: paths.application },
    secondary: { text: 'Zadaj pytanie doradcy', path: paths.contact },
    benefits: [
      promises.freeAnalysis,
      'Prowizja dopiero po wypłacie kredytu',
      `Telefon od doradcy ${callbackPromise.forms}`,
    ],
  },
};

/**
 * The police page, typeset for Polish. The representative example is added as computed (its
 * figures are compared with the computation exactly).
 */
export const policePage: PolicePageContent = {
  ...typeset(content),
  representativeExample: representativeExampleFor('consolidation'),
};
