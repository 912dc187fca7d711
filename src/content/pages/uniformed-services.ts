import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { callback, loanTerms, requiredDocuments } from '@/content/figures';
import { standardLoanTerms } from '@/content/representative-example';
import type {
  CallToActionContent,
  ChecklistContent,
  FaqContent,
  FeaturesContent,
  LoanTermsContent,
  StepsContent,
  TestimonialsContent,
} from '@/content/section-types';
import type { LoanProduct, PageContent } from '@/content/types';
import { formatPercent, formatPln } from '@/lib/format';
import { promises } from '@/content/promises';

const decision = loanTerms.decisionHours;

export interface UniformedServicesPageContent extends PageContent {
  product: LoanProduct;
  eligibility: ChecklistContent;
  benefits: FeaturesContent;
  process: StepsContent;
  professions: FeaturesContent;
  testimonials: TestimonialsContent;
  faq: FaqContent;
  terms: LoanTermsContent;
  cta: CallToActionContent;
}

export const uniformedServicesPage: UniformedServicesPageContent = {
  meta: {
    title: `Kredyt dla służb mundurowych | ${company.brandName}`,
    description: `Kredyt dla policjantów, strażaków, strażników granicznych i funkcjonariuszy Służby Więziennej do ${formatPln(loanTerms.maxAmountUnsecured)}, od ${formatPercent(loanTerms.rateFrom)}. Analiza bezpłatna.`,
  },
  intro: {
    eyebrow: 'Kredyt dla mundurowych',
    title: 'Kredyt dla służb mundurowych',
    lead: `Dla funkcjonariuszy Policji, Państwowej Straży Pożarnej, Straży Granicznej, Służby Więziennej i żołnierzy. Pokażemy bankom pełny obraz Twojego uposażenia wraz z dodatkami, a doradca oddzwoni w ciągu ${callback.fullHours} godzin z konkretną propozycją.`,
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
  },
  product: {
    name: 'Kredyt dla służb mundurowych',
    description:
      'Kredyt gotówkowy lub konsolidacyjny dla funkcjonariuszy służb mundurowych i żołnierzy zawodowych, dobierany przez pośrednika kredytowego spośród ofert współpracujących banków.',
    rateFrom: loanTerms.rateFrom,
    maxAmount: loanTerms.maxAmountUnsecured,
    maxMonths: loanTerms.maxPeriodMonths,
  },
  eligibility: {
    eyebrow: 'Dla kogo',
    title: 'Kto należy do służb mundurowych',
    lead: 'Z oferty skorzystasz, jeśli pełnisz służbę w jednej z formacji, których funkcjonariusze otrzymują uposażenie, albo jesteś emerytem mundurowym.',
    tone: 'muted',
    items: [
      'Policja',
      'Straż Graniczna',
      'Państwowa Straż Pożarna',
      'Służba Więzienna',
      'Służba Ochrony Państwa',
      'Wojsko Polskie — żołnierze zawodowi',
      'Służba Celno-Skarbowa (Krajowa Administracja Skarbowa)',
      'Agencja Bezpieczeństwa Wewnętrznego, Agencja Wywiadu i Centralne Biuro Antykorupcyjne',
      'Straż Marszałkowska',
      'Emeryci i renciści mundurowi',
    ],
    note: 'Pracujesz w straży miejskiej, w ochotniczej straży pożarnej albo jako pracownik cywilny jednej z formacji? Też możemy pomóc — bank oceni wtedy Twoje zatrudnienie jak zwykłą umowę o pracę.',
  },
  benefits: {
    eyebrow: 'Korzyści',
    title: 'Co zyskujesz jako funkcjonariusz',
    lead: 'Stały stosunek służbowy to dla banków wiarygodne źródło dochodu. Pomagamy, żeby przełożyło się to na możliwie dobre warunki kredytu.',
    columns: 2,
    tone: 'plain',
    items: [
      {
        icon: 'shield',
        title: 'Uposażenie jako stabilny dochód',
        text: 'Regularne uposażenie i stosunek służbowy banki oceniają zwykle korzystnie. Pokazujemy Twój dochód w sposób kompletny i zrozumiały dla analityka.',
      },
      {
        icon: 'chart',
        title: 'Dodatki w zdolności kredytowej',
        text: 'Dodatki o charakterze stałym podnoszą dochód. Wskazujemy banki, które uwzględniają je przy liczeniu zdolności kredytowej.',
      },
      {
        icon: 'coins',
        title: 'Gotówka lub konsolidacja',
        text: `Kredyt gotówkowy na dowolny cel albo połączenie kilku zobowiązań w jedną ratę — do ${formatPln(loanTerms.maxAmountUnsecured)} bez dodatkowych zabezpieczeń.`,
      },
      {
        icon: 'handshake',
        title: 'Uczciwe zasady',
        text: 'Analiza jest bezpłatna i niezobowiązująca. Prowizję płacisz dopiero po wypłacie kredytu, a wszystkie koszty znasz przed podpisaniem umowy.',
      },
    ],
  },
  process: {
    eyebrow: 'Jak to działa',
    title: 'Cztery kroki do kredytu',
    lead: 'Większość spraw załatwisz zdalnie, bez zwalniania się ze służby.',
    tone: 'muted',
    steps: [
      {
        title: 'Wniosek online',
        text: 'Wypełniasz krótki formularz: dane kontaktowe, kwota i cel kredytu.',
      },
      {
        title: 'Rozmowa z doradcą',
        time: `${callback.fullHours}h`,
        text: `Doradca oddzwania w ciągu ${callback.fullHours} godzin, pyta o uposażenie, dodatki i obecne zobowiązania.`,
      },
      {
        title: 'Analiza i wybór banku',
        text: 'Liczymy zdolność kredytową, sprawdzamy BIK i porównujemy oferty. Wniosek składamy dopiero po Twojej akceptacji.',
      },
      {
        title: 'Decyzja i wypłata',
        time: `${decision.from}–${decision.to} h`,
        text: 'Bank wydaje decyzję, a po podpisaniu umowy pieniądze trafiają na Twoje konto lub na spłatę dotychczasowych zobowiązań.',
      },
    ],
    note: 'Ostateczną decyzję kredytową zawsze podejmuje bank. Czas zależy od kompletu dokumentów i procedur wybranego banku.',
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
  },
  professions: {
    eyebrow: 'Oferty dla formacji',
    title: 'Szczegóły dla Twojej formacji',
    lead: 'Dla policjantów i żołnierzy przygotowaliśmy osobne strony z warunkami, dokumentami i odpowiedziami na najczęstsze pytania.',
    columns: 3,
    tone: 'plain',
    items: [
      {
        icon: 'badge',
        title: 'Kredyt dla policjanta',
        text: 'Dla funkcjonariuszy i pracowników cywilnych Policji: jak banki liczą uposażenie z dodatkami, jakie dokumenty przygotować i jak wygląda proces.',
        link: { text: 'Zobacz kredyt dla policjanta', path: paths.police },
      },
      {
        icon: 'shield',
        title: 'Kredyt dla żołnierza',
        text: 'Dla żołnierzy zawodowych: wymagania, dokumenty z jednostki, cztery kroki do wypłaty i odpowiedzi na pytania o dodatki i misje.',
        link: { text: 'Zobacz kredyt dla żołnierza', path: paths.soldier },
      },
      {
        icon: 'users',
        title: 'Kredyt dla wojskowych',
        text: 'Dla żołnierzy zawodowych i pracowników cywilnych wojska: warunki dla obu grup, potrzebne dokumenty i przykładowe raty.',
        link: { text: 'Zobacz kredyt dla wojskowych', path: paths.military },
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
          'Dwie raty w różnych bankach i ciągłe pilnowanie terminów męczyły mnie od miesięcy. Doradca połączył wszystko w jeden kredyt i spokojnie wyjaśnił każdy koszt.',
        author: 'Robert K.',
        location: 'Gdańsk',
        additionalInfo: 'Funkcjonariusz Straży Granicznej, konsolidacja 2 kredytów',
      },
      {
        quote:
          'Pracuję w systemie zmianowym, więc ceniłam to, że mogłam umówić rozmowę na dogodną godzinę. Wszystko było jasne od początku do końca.',
        author: 'Ewa S.',
        location: 'Kraków',
        additionalInfo: 'Funkcjonariuszka Służby Więziennej, kredyt gotówkowy',
      },
      {
        quote:
          'Chwilówki zaczęły mnie przerastać. Usłyszałem konkretny plan zamiast oceniania, a prowizję zapłaciłem dopiero wtedy, gdy bank wypłacił pieniądze.',
        author: 'Michał N.',
        location: 'Wrocław',
        additionalInfo: 'Strażak PSP, spłata chwilówek',
      },
    ],
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Najczęstsze pytania funkcjonariuszy',
    items: [
      {
        question: 'Czy dostanę kredyt w czasie służby przygotowawczej?',
        answer:
          'To możliwe. Część banków traktuje mianowanie na okres służby przygotowawczej tak samo jak stałe, inne oceniają je ostrożniej. Sprawdzimy, które banki akceptują Twój staż, i tylko tam złożymy wniosek.',
      },
      {
        question: 'Czy bank uwzględni dodatki do uposażenia?',
        answer:
          'Dodatki o charakterze stałym, np. za stopień czy dodatek służbowy, banki zwykle wliczają do dochodu. Nagrody i należności jednorazowe bywają traktowane różnie. Wskażemy bank, który uwzględni możliwie dużą część Twoich dochodów.',
      },
      {
        question: 'Jakie dokumenty są potrzebne?',
        answer: `Zwykle wystarczą dowód osobisty, zaświadczenie o uposażeniu z jednostki, wyciągi z rachunku z ostatnich ${requiredDocuments.bankStatementMonths} miesięcy oraz oświadczenie o dochodach i zobowiązaniach. Dokładną listę dla wybranego banku poda doradca.`,
      },
      {
        question: 'Czy emeryt mundurowy może skorzystać z oferty?',
        answer:
          'Tak. Emerytura lub renta mundurowa to stały dochód, który banki akceptują. Zamiast zaświadczenia o uposażeniu przygotujesz decyzję o przyznaniu świadczenia i potwierdzenie jego aktualnej wysokości.',
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
  terms: {
    ...standardLoanTerms({
      variant: 'detailed',
      title: 'Warunki kredytu dla służb mundurowych',
      withOptions: true,
    }),
    note: 'Warunki orientacyjne, zależne od oferty banku i Twojej zdolności kredytowej. Decyzję kredytową podejmuje bank.',
  },
  cta: {
    title: 'Sprawdź, na jaki kredyt możesz liczyć',
    text: 'Wypełnij krótki wniosek. Doradca przeanalizuje Twoją sytuację, uwzględni dodatki do uposażenia i przedstawi propozycję z pełnym kosztem kredytu.',
    primary: { text: 'Złóż wniosek', path: paths.application },
    secondary: { text: 'Zadaj pytanie doradcy', path: paths.contact },
    benefits: [
      promises.freeAnalysis,
      'Prowizja dopiero po wypłacie kredytu',
      `Kontakt doradcy w ciągu ${callback.fullHours} godzin`,
    ],
  },
};
