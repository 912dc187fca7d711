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
import type { FaqContent } from '@/sections/faq-section';
import type { FeaturesContent } from '@/sections/features-section';
import type { LoanTermsContent } from '@/sections/loan-terms-panel';
import type { RepresentativeExampleContent } from '@/sections/representative-example';
import type { StepsContent } from '@/sections/steps-section';
import type { PageContent } from '@/content/types';
import { formatPln } from '@/lib/format';
import { typeset } from '@/lib/typography';
import { promises } from '@/content/promises';
import { stepsLabels } from '@/content/labels';

const decision = loanTerms.decisionHours;

/** The medical-worker page (spec §2 "Landing pages": 10 professions, link to the nurse page). */
export interface MedicalWorkersPageContent extends PageContent {
  /** The 10 medical professions, linking to the nurse page. */
  professions: ChecklistContent;
  /** Benefits; one card links to the doctor page. */
  benefits: FeaturesContent;
  process: StepsContent;
  /** Five questions. */
  faq: FaqContent;
  /** Spec §9 loan-terms panel. */
  terms: LoanTermsContent;
  /** The consolidation credit's representative example: the page states its rate. */
  representativeExample: RepresentativeExampleContent;
  cta: CallToActionContent;
}

const copy: Omit<MedicalWorkersPageContent, 'representativeExample'> = {
  meta: {
    title: `Kredyt dla pracowników medycznych | ${company.brandName}`,
    description: `Kredyt dla lekarzy, pielęgniarek, ratowników i innych pracowników ochrony zdrowia do ${formatPln(loanTerms.maxAmountUnsecured)} bez zabezpieczenia. Uwzględniamy dyżury i kontrakty.`,
  },
  intro: {
    eyebrow: 'Kredyty dla zawodów',
    title: 'Kredyt dla pracowników medycznych',
    lead: `Pracujesz w ochronie zdrowia – na etacie, kontrakcie albo w kilku placówkach naraz? Pomożemy ubiegać się o kredyt gotówkowy lub konsolidacyjny do ${formatPln(loanTerms.maxAmountUnsecured)}, z oprocentowaniem ${yearlyRateFrom('consolidation')}, i pokażemy bankowi także dochody z dyżurów. Doradca oddzwoni ${callbackPromise.forms}.`,
    ctaText: 'Złóż wniosek',
    rateNote: rateNoteFor('consolidation'),
  },
  product: {
    name: 'Kredyt dla pracowników medycznych',
    description:
      'Kredyt gotówkowy lub konsolidacyjny dla pracowników ochrony zdrowia na etacie, kontrakcie lub umowie cywilnoprawnej, dobierany przez pośrednika kredytowego spośród ofert współpracujących banków.',
    ...productRates('consolidation'),
    maxAmount: loanTerms.maxAmountUnsecured,
    maxMonths: loanTerms.maxPeriodMonths,
  },

  professions: {
    eyebrow: 'Dla kogo',
    title: 'Pomagamy pracownikom ochrony zdrowia',
    lead: 'Pracujesz w szpitalu, przychodni, aptece, laboratorium lub w zespole ratownictwa? Niezależnie od formy zatrudnienia sprawdzimy, który bank najlepiej oceni Twoje dochody.',
    tone: 'muted',
    items: [
      'Lekarz, także rezydent i lekarz na kontrakcie',
      'Pielęgniarka i pielęgniarz',
      'Położna',
      'Ratownik medyczny',
      'Fizjoterapeuta',
      'Diagnosta laboratoryjny',
      'Farmaceuta',
      'Technik radiologii (elektroradiolog)',
      'Opiekun medyczny',
      'Lekarz dentysta (stomatolog)',
    ],
    note: 'Nie widzisz swojego zawodu? Napisz do nas: dla banku liczy się przede wszystkim stabilność i udokumentowanie dochodu, a nie nazwa stanowiska.',
    link: { text: 'Zobacz ofertę kredytu dla pielęgniarek i położnych', path: paths.nurse },
  },

  benefits: {
    eyebrow: 'Korzyści',
    title: 'Co zyskujesz, korzystając z naszej pomocy',
    lead: 'Znamy specyfikę pracy w ochronie zdrowia: dyżury, kilka miejsc zatrudnienia, kontrakty. Wiemy, jak przedstawić je bankowi.',
    columns: 3,
    tone: 'plain',
    items: [
      {
        title: 'Dochody z dyżurów i kilku placówek',
        text: 'Pokazujemy bankowi wszystkie Twoje zarobki: etat, dyżury, kontrakt i dodatkowe umowy. Wiemy, które banki uwzględniają te dochody i w jaki sposób.',
        icon: 'medical',
      },
      {
        title: 'Etat, kontrakt lub zlecenie',
        text: 'Pomagamy także osobom na kontrakcie B2B i umowach cywilnoprawnych. Wybieramy bank, który ocenia taką formę zatrudnienia bez zbędnych utrudnień.',
        icon: 'document',
      },
      {
        title: 'Rozmowa o dogodnej porze',
        text: 'Pracujesz w systemie zmianowym? Umówimy rozmowę wtedy, gdy masz czas, a większość dokumentów prześlesz e-mailem.',
        icon: 'clock',
      },
      {
        title: 'Jedna rata zamiast kilku',
        text: 'Jeśli spłacasz kilka kredytów lub pożyczek, sprawdzimy, czy ich połączenie obniży miesięczne obciążenie, i uczciwie policzymy całkowity koszt.',
        icon: 'coins',
        link: { text: 'Więcej o kredycie konsolidacyjnym', path: paths.consolidationCredit },
      },
      {
        title: 'Bez opłat z góry',
        text: 'Analiza jest bezpłatna i niezobowiązująca. Wynagrodzenie w formie prowizji płacisz dopiero po uzyskaniu finansowania.',
        icon: 'shield',
      },
      {
        title: 'Osobne warunki dla lekarzy',
        text: 'Dla lekarzy część banków ma oferty z wyższą kwotą bez dodatkowych zabezpieczeń i dłuższym okresem spłaty. Sprawdź ofertę przygotowaną z myślą o nich.',
        icon: 'heart',
        link: { text: 'Kredyt dla lekarza', path: paths.doctor },
      },
    ],
  },

  process: {
    labels: stepsLabels,
    eyebrow: 'Jak to działa',
    title: 'Cztery kroki do decyzji banku',
    tone: 'muted',
    steps: [
      {
        title: 'Wypełnij wniosek',
        text: 'Podaj podstawowe dane i napisz, na co potrzebujesz środków. Zajmie to kilka minut i do niczego nie zobowiązuje.',
      },
      {
        title: 'Porozmawiaj z doradcą',
        text: 'Doradca zapyta o formę zatrudnienia, dochody i obecne zobowiązania, a potem wstępnie oceni Twoją zdolność kredytową.',
        time: `do ${callbackShort.forms}`,
      },
      {
        title: 'Wybierzemy bank i złożymy wniosek',
        text: 'Porównujemy oferty współpracujących banków i składamy wniosek tam, gdzie Twoja sytuacja ma realne szanse. Pomagamy skompletować dokumenty.',
      },
      {
        title: 'Decyzja i wypłata',
        text: 'Decyzję kredytową podejmuje bank. Po jej otrzymaniu i podpisaniu umowy środki trafiają na Twoje konto.',
        time: `zwykle ${decision.from}–${decision.to} h`,
      },
    ],
    note: `Czas decyzji (zwykle ${decision.from}–${decision.to} godzin) liczy się od złożenia w banku kompletu dokumentów i zależy od wybranego banku.`,
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
  },

  faq: {
    eyebrow: 'Pytania i odpowiedzi',
    title: 'Najczęstsze pytania pracowników medycznych',
    items: [
      {
        question: 'Czy pracując na kontrakcie, mogę dostać kredyt?',
        answer:
          'Tak. Wiele banków akceptuje dochody z kontraktu, czyli z działalności gospodarczej lub umowy B2B, choć zwykle wymaga określonego okresu jej prowadzenia oraz dokumentów z urzędu skarbowego i ZUS. Doradca wskaże banki, które najkorzystniej oceniają taką formę współpracy.',
      },
      {
        question: 'Czy bank uwzględni dochody z dyżurów?',
        answer:
          'Dyżury wypłacane w ramach umowy o pracę są zwykle widoczne w zaświadczeniu o zarobkach i zwiększają zdolność kredytową. Dodatkowe umowy w innych placówkach również mogą zostać uwzględnione, jeśli są regularne i udokumentowane.',
      },
      {
        question: 'Jakie dokumenty będą potrzebne?',
        answer: `Najczęściej: dokument tożsamości, zaświadczenie o zatrudnieniu i zarobkach (lub dokumenty z działalności), wyciągi z konta za ostatnie ${requiredDocuments.bankStatementMonths} miesiące oraz oświadczenie o dochodach i zobowiązaniach. Dokładną listę ustalamy po rozmowie, bo zależy od banku i formy zatrudnienia.`,
      },
      {
        question: 'Czy mogę połączyć kredyty i chwilówki w jedną ratę?',
        answer:
          'Tak, jeśli pozwala na to zdolność kredytowa. Najpierw sprawdzimy, czy po konsolidacji rata rzeczywiście będzie niższa, a całkowity koszt akceptowalny. Jeśli w Twojej sytuacji nie byłoby to korzystne, powiemy o tym wprost.',
      },
      {
        question: 'Ile kosztuje pomoc doradcy?',
        answer:
          'Analiza i rozmowa z doradcą są bezpłatne. Nie pobieramy opłat z góry: wynagrodzenie w formie prowizji jest należne dopiero po uzyskaniu finansowania, a jego wysokość poznasz przed podpisaniem umowy.',
      },
    ],
    link: { before: 'Masz inne pytanie?', text: 'Skontaktuj się z nami', path: paths.contact },
  },

  // The panel's note (early repayment, the lender decides) comes with the standard terms.
  terms: standardLoanTerms({
    variant: 'detailed',
    title: 'Warunki kredytu dla pracowników medycznych',
    withOptions: true,
  }),

  cta: {
    title: 'Sprawdź, jaki kredyt możesz uzyskać',
    text: `Wypełnij krótki wniosek, a doradca oddzwoni ${callbackPromise.forms}. Przeanalizujemy Twoje dochody, także z dyżurów i kontraktów, i przedstawimy propozycje banków. Decyzja, czy z nich skorzystasz, należy do Ciebie.`,
    primary: { text: 'Złóż wniosek', path: paths.application },
    secondary: { text: 'Skontaktuj się z nami', path: paths.contact },
    benefits: [promises.freeAnalysis, promises.noUpfrontFee, promises.manyBanks],
  },
};

export const medicalWorkersPage: MedicalWorkersPageContent = {
  ...typeset(copy),
  // Left exactly as computed: the published-figures test compares it with the product's example.
  representativeExample: representativeExampleFor('consolidation'),
};
