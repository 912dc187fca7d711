import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { callback, doctor } from '@/content/figures';
import { representativeExample } from '@/content/representative-example';
import type {
  CallToActionContent,
  FaqContent,
  FeaturesContent,
  LoanTermsContent,
  RepresentativeExampleContent,
  StepsContent,
  TestimonialsContent,
} from '@/content/section-types';
import type { PageContent } from '@/content/types';
import { formatPercent, formatPln } from '@/lib/format';
import { promises } from '@/content/promises';

const lower = doctor.lowerRatePoints;
const processDays = doctor.averageProcessWorkingDays;

/** The doctor page: every section in the order of spec §2 "Doctor page". */
export interface DoctorPageContent extends PageContent {
  /** Compact loan-terms cards. */
  terms: LoanTermsContent;
  /** Why doctors get better terms. */
  betterTerms: FeaturesContent;
  /** Five steps; the note gives the average time to payout. */
  process: StepsContent;
  /** Exactly three testimonials. */
  testimonials: TestimonialsContent;
  /** Eight questions, with a link to the contact page. */
  faq: FaqContent;
  /** Spec §9 representative example: the page states rates and amounts. */
  representativeExample: RepresentativeExampleContent;
  cta: CallToActionContent;
}

export const doctorPage: DoctorPageContent = {
  meta: {
    title: `Kredyt dla lekarza | ${company.brandName}`,
    description: `Kredyt dla lekarzy do ${formatPln(doctor.metaMaxAmount)} bez zabezpieczenia, z oprocentowaniem od ${formatPercent(doctor.metaRateFrom)}. Uwzględniamy kontrakty i dyżury. Prowizja dopiero po wypłacie.`,
  },
  intro: {
    eyebrow: 'Kredyt dla lekarzy',
    title: 'Kredyt dla lekarza — warunki dopasowane do Twojej pracy',
    lead: `Dla lekarzy na etacie, kontrakcie i w trakcie specjalizacji: do ${formatPln(doctor.maxAmountUnsecured)} bez dodatkowych zabezpieczeń, na okres do ${doctor.maxPeriodMonths} miesięcy, z oprocentowaniem od ${formatPercent(doctor.rateFrom)}. Po złożeniu wniosku decyzja banku jest możliwa w ciągu ${doctor.decisionHours} godzin.`,
    ctaText: 'Złóż wniosek',
  },
  product: {
    name: 'Kredyt dla lekarza',
    description:
      'Kredyt gotówkowy lub konsolidacyjny dla lekarzy na etacie, kontrakcie i w trakcie specjalizacji, bez dodatkowych zabezpieczeń, dobierany przez pośrednika kredytowego spośród ofert współpracujących banków.',
    rateFrom: doctor.rateFrom,
    maxAmount: doctor.maxAmountUnsecured,
    maxMonths: doctor.maxPeriodMonths,
  },

  terms: {
    variant: 'compact',
    terms: [
      {
        label: 'Kwota bez dodatkowych zabezpieczeń',
        value: `do ${formatPln(doctor.maxAmountUnsecured)}`,
      },
      { label: 'Oprocentowanie', value: `od ${formatPercent(doctor.rateFrom)} rocznie` },
      { label: 'Okres kredytowania', value: `do ${doctor.maxPeriodMonths} miesięcy` },
      { label: 'Decyzja banku', value: `w ciągu ${doctor.decisionHours} h` },
    ],
    note: 'Warunki są orientacyjne. Ostateczną kwotę, okres i oprocentowanie ustala bank po ocenie zdolności kredytowej i historii w BIK.',
  },

  betterTerms: {
    eyebrow: 'Dlaczego lekarze',
    title: 'Dlaczego lekarze mogą liczyć na lepsze warunki',
    lead: `Banki oceniają zawód lekarza jako jeden z najbardziej stabilnych. Dlatego oprocentowanie dla lekarzy może być niższe o ${lower.from}–${lower.to} punkty procentowe niż w standardowej ofercie.`,
    columns: 2,
    tone: 'muted',
    items: [
      {
        title: 'Stabilne i przewidywalne dochody',
        text: 'Zapotrzebowanie na lekarzy jest stałe, a ryzyko utraty pracy niskie. Bank traktuje to jako mocny argument przy ocenie wniosku.',
        icon: 'chart',
      },
      {
        title: 'Niższe oprocentowanie',
        text: `Część banków ma oferty dla lekarzy z oprocentowaniem niższym o ${lower.from}–${lower.to} punkty procentowe od standardowego. Sprawdzamy, gdzie możesz je uzyskać w swojej sytuacji.`,
        icon: 'percent',
      },
      {
        title: 'Kontrakt i etat na równych zasadach',
        text: `Wybrane banki akceptują dochody z umowy o pracę lub kontraktu już po ${doctor.minimumEmploymentMonths} miesiącach zatrudnienia, także w trakcie specjalizacji.`,
        icon: 'document',
      },
      {
        title: 'Wyższe kwoty bez zabezpieczeń',
        text: `Przy dobrej zdolności kredytowej lekarze mogą uzyskać nawet do ${formatPln(doctor.maxAmountUnsecured)} bez poręczycieli i hipoteki, z okresem spłaty do ${doctor.maxPeriodMonths} miesięcy.`,
        icon: 'shield',
      },
    ],
  },

  process: {
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
        text: 'Doradca oddzwania o porze, którą wskażesz, i omawia z Tobą cel kredytu, dochody oraz obecne zobowiązania.',
        time: `do ${callback.fullHours} h`,
      },
      {
        title: 'Analiza i dobór ofert',
        text: 'Porównujemy propozycje banków, które mają oferty dla lekarzy, i przedstawiamy te, które najlepiej pasują do Twojej sytuacji.',
      },
      {
        title: 'Wniosek w banku i decyzja',
        text: 'Pomagamy skompletować dokumenty i złożyć wniosek w wybranym banku. Decyzję kredytową podejmuje bank.',
        time: `${doctor.decisionHours} h`,
      },
      {
        title: 'Umowa i wypłata',
        text: 'Po pozytywnej decyzji podpisujesz umowę, w wielu bankach bez wizyty w oddziale, a środki trafiają na Twoje konto.',
      },
    ],
    note: `Od złożenia wniosku do wypłaty mija średnio ${processDays.from}–${processDays.to} dni roboczych.`,
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
  },

  testimonials: {
    eyebrow: 'Opinie',
    title: 'Lekarze, którym pomogliśmy',
    tone: 'muted',
    items: [
      {
        quote:
          'Pracuję na kontraktach w dwóch szpitalach i w moim banku usłyszałam, że to niestabilny dochód. Doradca znalazł bank, który uwzględnił oba kontrakty, a formalności załatwiliśmy między dyżurami.',
        author: 'Magdalena R.',
        location: 'Wrocław',
        additionalInfo: 'Lekarka anestezjolog, kredyt gotówkowy',
      },
      {
        quote:
          'Miałem kilka kredytów jeszcze z czasów studiów. Po konsolidacji płacę jedną ratę, a przy okazji zrozumiałem, jak bank ocenia moją zdolność. Konkretnie i bez naciskania.',
        author: 'Michał T.',
        location: 'Lublin',
        additionalInfo: 'Lekarz rezydent, konsolidacja 3 kredytów',
      },
      {
        quote:
          'Potrzebowałam środków na urządzenie mieszkania po przeprowadzce. Doradca jasno wyjaśnił RRSO i całkowity koszt każdej oferty, a prowizję zapłaciłam dopiero po wypłacie.',
        author: 'Joanna K.',
        location: 'Gdańsk',
        additionalInfo: 'Lekarka dentystka, kredyt na wyposażenie mieszkania',
      },
    ],
  },

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
          'Tak, wiele banków, z którymi współpracujemy, akceptuje dochody z działalności gospodarczej lub kontraktu. Zwykle potrzebne są dokumenty potwierdzające przychody oraz rozliczenia z urzędem skarbowym i ZUS. Doradca wskaże banki, które najkorzystniej liczą taki dochód.',
      },
      {
        question: 'Jak długo muszę pracować, żeby złożyć wniosek?',
        answer: `W wybranych bankach wystarczą ${doctor.minimumEmploymentMonths} miesiące zatrudnienia lub współpracy na kontrakcie. Wymagania różnią się między bankami, dlatego sprawdzamy je, zanim złożymy wniosek.`,
      },
      {
        question: 'Jakie dokumenty są potrzebne?',
        answer: `Zwykle: dokument tożsamości, zaświadczenie o zatrudnieniu i zarobkach lub dokumenty z kontraktu, wyciągi z konta za ostatnie ${doctor.incomeProofMonths} miesiące oraz oświadczenie o dochodach i zobowiązaniach. Pełną listę dla wybranego banku przekaże Ci doradca.`,
      },
      {
        question: 'Czy potrzebuję poręczyciela lub zabezpieczenia?',
        answer: `Przy dobrej zdolności kredytowej lekarze mogą uzyskać do ${formatPln(doctor.maxAmountUnsecured)} bez dodatkowych zabezpieczeń. Przy wyższych kwotach lub słabszej historii kredytowej bank może poprosić o zabezpieczenie. Poinformujemy Cię o tym, zanim złożysz wniosek.`,
      },
      {
        question: 'Ile trwa cały proces?',
        answer: `Decyzja banku zapada zwykle w ciągu ${doctor.decisionHours} godzin od złożenia kompletu dokumentów. Cały proces, od wniosku do wypłaty, trwa średnio ${processDays.from}–${processDays.to} dni roboczych.`,
      },
      {
        question: 'Czy niższe oprocentowanie dla lekarzy jest pewne?',
        answer: `Nie. Ostateczne warunki ustala bank po ocenie zdolności kredytowej i historii w BIK. Lekarze mogą otrzymać oprocentowanie niższe o ${lower.from}–${lower.to} punkty procentowe od standardowego, ale zależy to od banku i Twojej sytuacji.`,
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

  representativeExample,

  cta: {
    title: 'Sprawdź, jaki kredyt możesz uzyskać jako lekarz',
    text: 'Wypełnij krótki wniosek, a doradca przeanalizuje Twoje dochody z etatu, kontraktu i dyżurów oraz przedstawi propozycje banków. Decyzja, czy z nich skorzystasz, należy do Ciebie.',
    primary: { text: 'Złóż wniosek', path: paths.application },
    secondary: { text: 'Skontaktuj się z nami', path: paths.contact },
    benefits: [
      promises.freeAnalysis,
      promises.noUpfrontFee,
      `Kontakt doradcy w ciągu ${callback.fullHours} godzin`,
    ],
  },
};
