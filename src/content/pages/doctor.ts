import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { doctor } from '@/content/figures';
import { consumerCreditLimit, consumerCreditScope } from '@/content/law';
import { callbackShort, callbackPromise } from '@/content/promises';
import { productRates, rateOf, rrsoOf, yearlyRateFrom } from '@/content/rates';
import { rateNoteFor, representativeExampleFor } from '@/content/representative-example';
import type { CallToActionContent } from '@/sections/call-to-action';
import type { ClientSituationsContent } from '@/sections/client-situations-section';
import type { FaqContent } from '@/sections/faq-section';
import type { FeaturesContent } from '@/sections/features-section';
import type { LoanTermsContent } from '@/sections/loan-terms-panel';
import type { RepresentativeExampleContent } from '@/sections/representative-example';
import type { StepsContent } from '@/sections/steps-section';
import type { TestimonialsContent } from '@/sections/testimonials-section';
import { testimonialsFor } from '@/content/testimonials';
import type { PageContent } from '@/content/types';
import { formatPln } from '@/lib/format';
import { typeset } from '@/lib/typography';
import { promises } from '@/content/promises';
import { stepsLabels } from '@/content/labels';
import { loanTermsTitle } from '@/content/labels';

const processDays = doctor.averageProcessWorkingDays;
const maxAmount = formatPln(doctor.maxAmountUnsecured);

/** The doctor page: every section in the order of spec §2 "Doctor page". */
export interface DoctorPageContent extends PageContent {
  /** Compact loan-terms cards. */
  terms: LoanTermsContent;
  /** How banks see a doctor's work (no claim of better terms without the lenders' evidence). */
  betterTerms: FeaturesContent;
  /** Five steps; the note gives the average time to payout. */
  process: StepsContent;
  /** Where the spec's three testimonials stood: typical situations, described as illustrative. */
  situations: ClientSituationsContent;
  /** The owner's real testimonials of doctors; absent until the owner supplies some. */
  testimonials?: TestimonialsContent;
  /** Eight questions, with a link to the contact page. */
  faq: FaqContent;
  /** The doctor credit's representative example, at the page's lowest rate. */
  representativeExample: RepresentativeExampleContent;
  cta: CallToActionContent;
}

const copy: Omit<DoctorPageContent, 'representativeExample'> = {
  meta: {
    title: `Kredyt dla lekarza | ${company.brandName}`,
    // The figures the page and its representative example state: spec §9 also gives the metadata a
    // second reading (the general amount and rate), but one page states one offer. No rate here:
    // a rate goes only where its RRSO and representative example stand beside it.
    description: `Kredyt dla lekarzy do ${maxAmount} bez dodatkowych zabezpieczeń, na okres do ${doctor.maxPeriodMonths} miesięcy. Uwzględniamy kontrakty i dyżury. Prowizja dopiero po wypłacie.`,
  },
  intro: {
    eyebrow: 'Kredyt dla lekarzy',
    title: 'Kredyt dla lekarza – warunki dopasowane do Twojej pracy',
    lead: `Dla lekarzy na etacie, kontrakcie i w trakcie specjalizacji: do ${maxAmount} bez dodatkowych zabezpieczeń, na okres do ${doctor.maxPeriodMonths} miesięcy, z oprocentowaniem ${yearlyRateFrom('doctor')}. Decyzja banku zapada zwykle w ciągu ${doctor.decisionHours} godzin od złożenia kompletu dokumentów.`,
    ctaText: 'Złóż wniosek',
    rateNote: rateNoteFor('doctor'),
  },
  product: {
    name: 'Kredyt dla lekarza',
    description:
      'Kredyt gotówkowy lub konsolidacyjny dla lekarzy na etacie, kontrakcie i w trakcie specjalizacji, bez dodatkowych zabezpieczeń, dobierany przez pośrednika kredytowego spośród ofert współpracujących banków.',
    ...productRates('doctor'),
    maxAmount: doctor.maxAmountUnsecured,
    maxMonths: doctor.maxPeriodMonths,
  },

  terms: {
    variant: 'compact',
    title: loanTermsTitle,
    terms: [
      {
        label: 'Kwota bez dodatkowych zabezpieczeń',
        value: `do ${maxAmount}`,
      },
      { label: 'Oprocentowanie', value: `od ${rateOf('doctor')} rocznie (${rrsoOf('doctor')})` },
      { label: 'Okres kredytowania', value: `do ${doctor.maxPeriodMonths} miesięcy` },
      { label: 'Decyzja banku', value: `zwykle w ciągu ${doctor.decisionHours} h` },
    ],
    note: 'Warunki są orientacyjne. Ostateczną kwotę, okres i oprocentowanie ustala bank po ocenie zdolności kredytowej i historii w BIK.',
  },

  betterTerms: {
    eyebrow: 'Dlaczego lekarze',
    title: 'Jak banki patrzą na pracę lekarza',
    lead: 'Wiele banków ocenia zatrudnienie lekarza jako stabilne. Jakie warunki otrzymasz, zależy od banku i od oceny Twojej zdolności kredytowej.',
    columns: 2,
    tone: 'muted',
    items: [
      {
        title: 'Stabilne i przewidywalne dochody',
        text: 'Banki zwykle biorą pod uwagę, że praca lekarza daje stały dochód, także gdy składa się on z etatu, kontraktu i dyżurów.',
        icon: 'chart',
      },
      {
        title: 'Porównanie ofert',
        text: 'Porównujemy oferty banków, z którymi współpracujemy, także te przygotowane dla lekarzy, po RRSO i całkowitej kwocie do zapłaty, a nie po samej racie.',
        icon: 'percent',
      },
      {
        title: 'Etat, kontrakt i specjalizacja',
        text: `Wybrane banki akceptują dochody z umowy o pracę lub kontraktu już po ${doctor.minimumEmploymentMonths} miesiącach zatrudnienia, także w trakcie specjalizacji.`,
        icon: 'document',
      },
      {
        title: 'Wyższe kwoty bez zabezpieczeń',
        text: `Przy dobrej zdolności kredytowej lekarze mogą uzyskać do ${maxAmount} bez poręczycieli i hipoteki, z okresem spłaty do ${doctor.maxPeriodMonths} miesięcy. Kwotę i warunki ustala bank. Kredyt wyższy niż ${consumerCreditLimit} nie jest kredytem konsumenckim w rozumieniu ustawy, więc o odstąpieniu od umowy i wcześniejszej spłacie decyduje wtedy umowa.`,
        icon: 'shield',
      },
    ],
  },

  process: {
    labels: stepsLabels,
    eyebrow: 'Jak to działa',
    title: 'Pięć kroków od wniosku do wypłaty',
    tone: 'plain',
    steps: [
      {
        title: 'Wniosek online',
        text: 'Wypełniasz krótki formularz w kilka minut, bez wychodzenia z domu i bez żadnych zobowiązań.',
      },
      {
        title: 'Rozmowa z doradcą',
        text: `Doradca oddzwania ${callbackPromise.forms} i omawia z Tobą cel kredytu, dochody oraz obecne zobowiązania. Jeśli wolisz rozmowę o konkretnej porze, napisz o tym we wniosku.`,
        time: `do ${callbackShort.forms}`,
      },
      {
        title: 'Analiza i dobór ofert',
        text: 'Porównujemy propozycje banków, które mają oferty dla lekarzy, i przedstawiamy te, które najlepiej pasują do Twojej sytuacji.',
      },
      {
        title: 'Wniosek w banku i decyzja',
        text: 'Pomagamy skompletować dokumenty i złożyć wniosek w wybranym banku. Decyzję kredytową podejmuje bank.',
        time: `zwykle ${doctor.decisionHours} h`,
      },
      {
        title: 'Umowa i wypłata',
        text: 'Po pozytywnej decyzji podpisujesz umowę, w części banków bez wizyty w oddziale, a środki trafiają na Twoje konto.',
      },
    ],
    note: `Od złożenia wniosku do wypłaty mija zwykle ${processDays.from}–${processDays.to} dni roboczych; czas zależy od banku i od tego, czy dokumenty są kompletne.`,
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
  },

  situations: {
    eyebrow: 'Jak pracujemy',
    title: 'Przykładowe sytuacje, w których pomagamy',
    tone: 'muted',
    items: [
      {
        title: 'Kontrakty w kilku placówkach',
        situation:
          'Kontrakt w szpitalu i dyżury w innej placówce. Bank, w którym lekarz ma konto, uznaje tylko część dochodu albo oczekuje dłuższej historii działalności.',
        help: 'Doradca zbiera dokumenty z działalności i umowy z placówkami, a potem sprawdza, które banki liczą dochód z kontraktu najkorzystniej i po jakim okresie jego prowadzenia.',
      },
      {
        title: 'Rezydentura w toku',
        situation:
          'Umowa rezydencka na czas określony, a dochód z dyżurów zmienia się z miesiąca na miesiąc. Nie wiadomo, jak bank oceni taki etat.',
        help: 'Sprawdzamy, jak banki traktują umowę rezydencką i okres, na który ją zawarto, oraz które z nich uwzględniają dyżury. Pokazujemy, jak kwota i okres spłaty wpływają na ratę i całkowity koszt.',
      },
      {
        title: 'Kilka rat z czasów studiów',
        situation:
          'Karta kredytowa, kredyt gotówkowy i zakupy na raty, każde z innym terminem płatności i innym kosztem.',
        help: 'Liczymy, czy połączenie ich w jeden kredyt obniży miesięczne obciążenie i ile będzie kosztować w całym okresie spłaty. Jeśli konsolidacja się nie opłaca, mówimy o tym wprost.',
      },
    ],
    note: 'Opisy są przykładowe i nie dotyczą konkretnych osób. Pokazują typowe sytuacje i to, jak doradca do nich podchodzi; o przyznaniu kredytu i jego warunkach zawsze decyduje bank.',
  },

  testimonials: testimonialsFor('doctor', {
    eyebrow: 'Opinie',
    title: 'Opinie lekarzy, którym pomogliśmy',
    tone: 'plain',
  }),

  faq: {
    eyebrow: 'Pytania i odpowiedzi',
    title: 'Najczęściej zadawane pytania',
    items: [
      {
        question: 'Czy lekarz rezydent może dostać kredyt?',
        answer:
          'Tak. Umowa rezydencka jest umową o pracę, więc banki oceniają ją podobnie jak inne etaty. Znaczenie ma okres, na jaki została zawarta, oraz wysokość dochodów, także z dyżurów.',
      },
      {
        question: 'Czy banki uznają dochody z kontraktu (B2B)?',
        answer:
          'Tak, wiele banków akceptuje dochody z działalności gospodarczej lub kontraktu. Zwykle potrzebne są dokumenty potwierdzające przychody oraz rozliczenia z urzędem skarbowym i ZUS. Doradca wskaże banki, które najkorzystniej liczą taki dochód.',
      },
      {
        question: 'Jak długo muszę pracować, żeby złożyć wniosek?',
        answer: `W części banków wystarczą ${doctor.minimumEmploymentMonths} miesiące zatrudnienia lub współpracy na kontrakcie. Wymagania różnią się między bankami, dlatego sprawdzamy je, zanim złożymy wniosek.`,
      },
      {
        question: 'Jakie dokumenty są potrzebne?',
        answer: `Zwykle: dokument tożsamości, zaświadczenie o zatrudnieniu i zarobkach lub dokumenty z kontraktu, wyciągi z konta za ostatnie ${doctor.incomeProofMonths} miesiące oraz oświadczenie o dochodach i zobowiązaniach. Pełną listę dla wybranego banku przekaże Ci doradca.`,
      },
      {
        question: 'Czy potrzebuję poręczyciela lub zabezpieczenia?',
        answer: `Przy dobrej zdolności kredytowej lekarze mogą uzyskać do ${maxAmount} bez dodatkowych zabezpieczeń. Przy wyższych kwotach lub słabszej historii kredytowej bank może poprosić o zabezpieczenie. Poinformujemy Cię o tym, zanim złożysz wniosek.`,
      },
      {
        question: 'Ile trwa cały proces?',
        answer: `Decyzja banku zapada zwykle w ciągu ${doctor.decisionHours} godzin od złożenia kompletu dokumentów. Cały proces, od wniosku do wypłaty, trwa zwykle ${processDays.from}–${processDays.to} dni roboczych.`,
      },
      {
        question: 'Czy przy wyższej kwocie mam te same prawa co przy kredycie konsumenckim?',
        answer: `Nie zawsze. ${consumerCreditScope} Zanim podpiszesz umowę na wyższą kwotę, sprawdzimy z Tobą, co mówi o odstąpieniu i wcześniejszej spłacie.`,
      },
      {
        question: 'Ile kosztuje współpraca z pośrednikiem?',
        answer:
          'Analiza i doradztwo są bezpłatne i niezobowiązujące. Prowizję płacisz wyłącznie wtedy, gdy uzyskasz finansowanie, a jej wysokość znasz przed podpisaniem umowy. Nie pobieramy żadnych opłat z góry.',
      },
    ],
    link: {
      before: 'Nie ma tu odpowiedzi na Twoje pytanie?',
      text: 'Skontaktuj się z doradcą',
      path: paths.contact,
    },
  },

  cta: {
    title: 'Sprawdź, jaki kredyt możesz uzyskać jako lekarz',
    text: 'Wypełnij krótki wniosek, a doradca przeanalizuje Twoje dochody z etatu, kontraktu i dyżurów oraz przedstawi propozycje banków. Decyzja, czy z nich skorzystasz, należy do Ciebie.',
    primary: { text: 'Złóż wniosek', path: paths.application },
    secondary: { text: 'Skontaktuj się z nami', path: paths.contact },
    benefits: [
      promises.freeAnalysis,
      promises.noUpfrontFee,
      `Telefon od doradcy ${callbackPromise.forms}`,
    ],
  },
};

export const doctorPage: DoctorPageContent = {
  ...typeset(copy),
  // Left exactly as computed: the published-figures test compares it with the product's example.
  representativeExample: representativeExampleFor('doctor'),
};
