import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { callback, experience, loanTerms, requiredDocuments } from '@/content/figures';
import { standardLoanTerms } from '@/content/representative-example';
import type {
  CallToActionContent,
  ChecklistContent,
  FaqContent,
  FeaturesContent,
  LoanTermsContent,
  StatsContent,
  StepsContent,
  TestimonialsContent,
} from '@/content/section-types';
import type { LoanProduct, PageContent } from '@/content/types';
import { formatMonths, formatPercent, formatPln } from '@/lib/format';
import { promises } from '@/content/promises';

const decision = loanTerms.decisionHours;

export interface PolicePageContent extends PageContent {
  product: LoanProduct;
  stats: StatsContent;
  benefits: FeaturesContent;
  requirements: ChecklistContent;
  trust: FeaturesContent;
  testimonials: TestimonialsContent;
  process: StepsContent;
  /** The FAQ follows the plain process section, so it takes the muted tone. */
  faq: FaqContent;
  terms: LoanTermsContent;
  cta: CallToActionContent;
}

export const policePage: PolicePageContent = {
  meta: {
    title: `Kredyt dla policjanta | ${company.brandName}`,
    description: `Kredyt dla policjantów i pracowników Policji do ${formatPln(loanTerms.maxAmountUnsecured)}, oprocentowanie od ${formatPercent(loanTerms.rateFrom)}. Uwzględniamy dodatki służbowe. Analiza bezpłatna.`,
  },
  intro: {
    eyebrow: 'Kredyt dla policjantów',
    title: 'Kredyt dla policjanta — doceniamy stabilność służby',
    lead: `Funkcjonariusze Policji mają stałe uposażenie, które banki zwykle oceniają korzystnie. Pomożemy Ci uzyskać kredyt gotówkowy lub konsolidacyjny do ${formatPln(loanTerms.maxAmountUnsecured)}, uwzględniając dodatki służbowe, a doradca oddzwoni w ciągu ${callback.fullHours} godzin.`,
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
  },
  product: {
    name: 'Kredyt dla policjanta',
    description:
      'Kredyt gotówkowy lub konsolidacyjny dla funkcjonariuszy i pracowników cywilnych Policji, dobierany przez pośrednika kredytowego spośród ofert współpracujących banków.',
    rateFrom: loanTerms.rateFrom,
    maxAmount: loanTerms.maxAmountUnsecured,
    maxMonths: loanTerms.maxPeriodMonths,
  },
  stats: {
    eyebrow: 'Najważniejsze liczby',
    title: 'Kredyt dla policjanta w skrócie',
    stats: [
      { value: `do ${formatPln(loanTerms.maxAmountUnsecured)}`, label: 'kwota bez zabezpieczeń' },
      { value: `do ${formatMonths(loanTerms.maxPeriodMonths)}`, label: 'okres kredytowania' },
      { value: `od ${formatPercent(loanTerms.rateFrom)}`, label: 'oprocentowanie rocznie' },
      { value: `${callback.fullHours}h`, label: 'na kontakt doradcy' },
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
        text: `Kredyt gotówkowy na dowolny cel albo konsolidacja kilku kredytów i chwilówek w jedną ratę — do ${formatPln(loanTerms.maxAmountUnsecured)} bez dodatkowych zabezpieczeń.`,
      },
      {
        icon: 'percent',
        title: 'Bez opłat z góry',
        text: `Analiza kosztuje ${formatPln(loanTerms.analysisFee)}. Naszą prowizję płacisz dopiero wtedy, gdy bank wypłaci kredyt — jeśli się nie uda, nic nam nie płacisz.`,
      },
      {
        icon: 'clock',
        title: 'Kontakt dopasowany do grafiku',
        text: `Pracujesz na zmiany? Umów rozmowę na dogodną porę — doradcy są dostępni ${callback.workingHours.days} w godzinach ${callback.workingHours.from}–${callback.workingHours.to}.`,
      },
      {
        icon: 'document',
        title: 'Formalności na odległość',
        text: 'Dokumenty wyślesz mailem lub przez formularz. Umowę podpiszesz online, u kuriera albo w oddziale banku — zależnie od wybranej oferty.',
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
    note: 'Bank może poprosić o dodatkowe dokumenty, np. kopię aktu mianowania. Opóźnienia w spłatach widoczne w BIK nie przekreślają wniosku — powiedz nam o nich od razu, a ocenimy realne szanse, zanim cokolwiek złożymy.',
  },
  trust: {
    eyebrow: 'Zaufanie',
    title: 'Dlaczego policjanci nam ufają',
    lead: `Jesteśmy pośrednikiem kredytowym, nie bankiem. Od ${experience.sinceYear} r. pomagamy wybrać ofertę, która pasuje do budżetu, a nie tę, która jest najłatwiejsza do sprzedania.`,
    columns: 2,
    tone: 'plain',
    items: [
      {
        icon: 'badge',
        title: 'Pośrednik wpisany do rejestru',
        text: 'Działamy jako licencjonowany pośrednik kredytowy wpisany do rejestru prowadzonego przez nadzór finansowy. Zasady współpracy poznasz, zanim cokolwiek podpiszesz.',
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
        text: 'Twoje dane przekazujemy wyłącznie bankom, do których — za Twoją zgodą — składamy wniosek. Nie kontaktujemy się z przełożonymi ani z kolegami ze służby.',
      },
    ],
  },
  testimonials: {
    eyebrow: 'Opinie',
    title: 'Co mówią funkcjonariusze, którym pomogliśmy',
    tone: 'muted',
    items: [
      {
        quote:
          'Miałem trzy kredyty, każdy z ratą w innym terminie. Doradca policzył wszystko na spokojnie i wskazał bank, który uwzględnił mój dodatek służbowy. Teraz płacę jedną ratę i wreszcie wiem, ile zostaje do pierwszego.',
        author: 'Tomasz R.',
        location: 'Radom',
        additionalInfo: 'Sierżant sztabowy, konsolidacja 3 kredytów',
      },
      {
        quote:
          'Byłam jeszcze w służbie przygotowawczej i w swoim banku usłyszałam odmowę. Tutaj nikt mnie nie zbywał — doradca znalazł bank, który akceptuje taki staż, i przeprowadził mnie przez wszystkie formalności.',
        author: 'Agnieszka M.',
        location: 'Poznań',
        additionalInfo: 'Posterunkowa, kredyt gotówkowy na remont mieszkania',
      },
      {
        quote:
          'Wstydziłem się przyznać do chwilówek. Rozmowa była rzeczowa i bez oceniania, a wszystkie koszty zobaczyłem na piśmie przed podpisaniem umowy. Prowizję zapłaciłem dopiero po wypłacie.',
        author: 'Krzysztof L.',
        location: 'Białystok',
        additionalInfo: 'Pracownik cywilny komendy wojewódzkiej, spłata chwilówek',
      },
    ],
  },
  process: {
    eyebrow: 'Jak to działa',
    title: 'Od wniosku do wypłaty w pięciu krokach',
    lead: 'Prowadzimy Cię przez cały proces. W każdej chwili możesz zadać pytanie albo zrezygnować — analiza do niczego nie zobowiązuje.',
    tone: 'plain',
    steps: [
      {
        title: 'Wniosek online',
        text: 'Wypełniasz krótki formularz: dane kontaktowe, kwota i cel kredytu. Nie musisz jeszcze wysyłać dokumentów.',
      },
      {
        title: 'Rozmowa z doradcą',
        text: `Doradca oddzwania w ciągu ${callback.fullHours} godzin, pyta o uposażenie, dodatki i obecne zobowiązania, a potem mówi, jakich dokumentów potrzebuje.`,
      },
      {
        title: 'Analiza i wybór banku',
        text: 'Liczymy zdolność kredytową, sprawdzamy historię w BIK i porównujemy oferty. Przedstawiamy Ci propozycję z pełnym kosztem i RRSO.',
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
    note: 'Ostateczną decyzję kredytową zawsze podejmuje bank. Czas poszczególnych kroków zależy od kompletu dokumentów i procedur wybranego banku.',
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
  },
  faq: {
    eyebrow: 'FAQ',
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
  terms: {
    ...standardLoanTerms({
      variant: 'detailed',
      title: 'Warunki kredytu dla policjantów',
      withOptions: true,
    }),
    note: 'Warunki orientacyjne, zależne od oferty banku i Twojej zdolności kredytowej. Decyzję kredytową podejmuje bank.',
  },
  cta: {
    title: 'Sprawdź, na jaki kredyt możesz liczyć',
    text: 'Wypełnij krótki wniosek. Doradca policzy Twoją zdolność kredytową, uwzględni dodatki służbowe i szczerze powie, jakie masz możliwości.',
    primary: { text: 'Złóż wniosek', path: paths.application },
    secondary: { text: 'Zadaj pytanie doradcy', path: paths.contact },
    benefits: [
      promises.freeAnalysis,
      'Prowizja dopiero po wypłacie kredytu',
      `Kontakt doradcy w ciągu ${callback.fullHours} godzin`,
    ],
  },
};
