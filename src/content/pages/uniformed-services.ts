import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { loanTerms, requiredDocuments } from '@/content/figures';
import { callbackShort, callbackPromise } from '@/content/promises';
import { productRates, yearlyRateFrom } from '@/content/rates';
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
import type { StepsContent } from '@/sections/steps-section';
import type { TestimonialsContent } from '@/sections/testimonials-section';
import { testimonialsFor } from '@/content/testimonials';
import type { LoanProduct, PageContent } from '@/content/types';
import { formatPln } from '@/lib/format';
import { typeset } from '@/lib/typography';
import { promises } from '@/content/promises';
import { stepsLabels } from '@/content/labels';

const decision = loanTerms.decisionHours;

export interface UniformedServicesPageContent extends PageContent {
  product: LoanProduct;
  eligibility: ChecklistContent;
  benefits: FeaturesContent;
  process: StepsContent;
  professions: FeaturesContent;
  /** Typical situations of officers, in place of invented testimonials. */
  situations: ClientSituationsContent;
  /** The owner's real testimonials; absent while there are none. */
  testimonials?: TestimonialsContent;
  faq: FaqContent;
  terms: LoanTermsContent;
  /** The consolidation example: the page states the general "od" rate of the offer. */
  representativeExample: RepresentativeExampleContent;
  cta: CallToActionContent;
}

const content: Omit<UniformedServicesPageContent, 'representativeExample'> = {
  meta: {
    title: `Kredyt dla służb mundurowych | ${company.brandName}`,
    description: `Kredyt dla policjantów, strażaków, strażników granicznych i funkcjonariuszy Służby Więziennej do ${formatPln(loanTerms.maxAmountUnsecured)} bez zabezpieczenia. Analiza bezpłatna.`,
  },
  intro: {
    eyebrow: 'Kredyt dla mundurowych',
    title: 'Kredyt dla służb mundurowych',
    lead: `Dla funkcjonariuszy Policji, Państwowej Straży Pożarnej, Straży Granicznej, Służby Więziennej i żołnierzy. Pomożemy Ci ubiegać się o kredyt do ${formatPln(loanTerms.maxAmountUnsecured)} z oprocentowaniem ${yearlyRateFrom('consolidation')} i pokażemy bankom całe Twoje uposażenie wraz z dodatkami. Doradca oddzwoni ${callbackPromise.forms}, żeby omówić Twoją sytuację.`,
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
    rateNote: rateNoteFor('consolidation'),
  },
  product: {
    name: 'Kredyt dla służb mundurowych',
    description:
      'Kredyt gotówkowy lub konsolidacyjny dla funkcjonariuszy służb mundurowych i żołnierzy zawodowych, dobierany przez pośrednika kredytowego spośród ofert współpracujących banków.',
    ...productRates('consolidation'),
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
      'Wojsko Polskie – żołnierze zawodowi',
      'Służba Celno-Skarbowa (Krajowa Administracja Skarbowa)',
      'Agencja Bezpieczeństwa Wewnętrznego, Agencja Wywiadu i Centralne Biuro Antykorupcyjne',
      'Straż Marszałkowska',
      'Emeryci i renciści mundurowi',
    ],
    note: 'Pracujesz w straży miejskiej, w ochotniczej straży pożarnej albo jako pracownik cywilny jednej z formacji? Też możemy pomóc – bank oceni wtedy Twoje zatrudnienie jak zwykłą umowę o pracę.',
  },
  benefits: {
    eyebrow: 'Korzyści',
    title: 'Co zyskujesz jako funkcjonariusz',
    lead: 'Stały stosunek służbowy to dla banków wiarygodne źródło dochodu. Pomagamy pokazać go bankowi tak, by został w pełni uwzględniony.',
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
        text: `Kredyt gotówkowy na dowolny cel albo połączenie kilku zobowiązań w jedną ratę – do ${formatPln(loanTerms.maxAmountUnsecured)} bez dodatkowych zabezpieczeń.`,
      },
      {
        icon: 'handshake',
        title: 'Uczciwe zasady',
        text: 'Analiza jest bezpłatna i niezobowiązująca. Prowizję płacisz dopiero po wypłacie kredytu, a wszystkie koszty znasz przed podpisaniem umowy.',
      },
    ],
  },
  process: {
    labels: stepsLabels,
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
        time: `do ${callbackShort.forms}`,
        text: `Doradca oddzwania ${callbackPromise.forms}, pyta o uposażenie, dodatki i obecne zobowiązania.`,
      },
      {
        title: 'Analiza i wybór banku',
        text: 'Liczymy zdolność kredytową, przeglądamy z Tobą raport BIK, który pobierzesz ze strony BIK, i porównujemy oferty. Wniosek składamy dopiero po Twojej akceptacji.',
      },
      {
        title: 'Decyzja banku i wypłata',
        time: `${decision.from}–${decision.to} h`,
        text: 'Bank wydaje decyzję, a po podpisaniu umowy pieniądze trafiają na Twoje konto lub na spłatę dotychczasowych zobowiązań.',
      },
    ],
    note: 'Decyzję kredytową podejmuje bank. Czas zależy od kompletu dokumentów i procedur wybranego banku.',
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
  situations: {
    eyebrow: 'Jak pomagamy',
    title: 'Przykładowe sytuacje, w których pomagamy',
    lead: 'Tak zwykle wygląda praca doradcy z funkcjonariuszami różnych formacji.',
    tone: 'muted',
    items: [
      {
        title: 'Służba w systemie zmianowym',
        situation:
          'Dyżury i zmiany nocne utrudniają wizyty w oddziale banku i rozmowy w zwykłych godzinach pracy.',
        help: 'Rozmowę z doradcą umawiasz w godzinach jego pracy tak, by pasowała do grafiku, a dokumenty przesyłasz e-mailem. Doradca mówi z góry, których zaświadczeń będzie potrzebował bank.',
      },
      {
        title: 'Emeryt mundurowy',
        situation:
          'Po zakończeniu służby głównym dochodem jest emerytura mundurowa i pojawia się pytanie, czy bank ją przyjmie.',
        help: 'Doradca wyjaśnia, jakie dokumenty potwierdzają świadczenie, i wskazuje banki, które biorą je pod uwagę przy ocenie zdolności kredytowej.',
      },
      {
        title: 'Kilka rat w różnych bankach',
        situation:
          'Dwa kredyty i karta w różnych bankach, każdy z innym terminem spłaty, a budżet domowy jest coraz trudniejszy do ułożenia.',
        help: 'Doradca porównuje obecne raty z możliwą konsolidacją i pokazuje obie strony: niższą ratę miesięczną, ale też całkowity koszt przy dłuższym okresie spłaty. Decyzję podejmujesz Ty.',
      },
    ],
    note: 'Opisy są przykładowe: pokazują typowe sytuacje i sposób pracy doradcy, nie dotyczą konkretnych osób. Każdą sprawę oceniamy indywidualnie, a decyzję kredytową podejmuje bank.',
  },
  testimonials: testimonialsFor('uniformedServices', {
    eyebrow: 'Opinie',
    title: 'Co mówią funkcjonariusze, którym pomogliśmy',
    tone: 'plain',
  }),
  faq: {
    eyebrow: 'Pytania i odpowiedzi',
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
          'Tak. Emerytura lub renta mundurowa to stały dochód, który banki zwykle biorą pod uwagę. Zamiast zaświadczenia o uposażeniu przygotujesz decyzję o przyznaniu świadczenia i potwierdzenie jego aktualnej wysokości.',
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
  terms: standardLoanTerms({
    variant: 'detailed',
    title: 'Warunki kredytu dla służb mundurowych',
    withOptions: true,
  }),
  cta: {
    title: 'Sprawdź, na jaki kredyt możesz liczyć',
    text: 'Wypełnij krótki wniosek. Doradca przeanalizuje Twoją sytuację, uwzględni dodatki do uposażenia i przedstawi propozycję z pełnym kosztem kredytu.',
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
 * The uniformed-services page, typeset for Polish. The representative example is added as computed
 * (its figures are compared with the computation exactly).
 */
export const uniformedServicesPage: UniformedServicesPageContent = {
  ...typeset(content),
  representativeExample: representativeExampleFor('consolidation'),
};
