import { paths } from '@/config/paths';
import { company } from '@/content/company';
import {
  civilContract,
  consolidation,
  doctor,
  loanTerms,
  military,
  teacher,
  soldier,
} from '@/content/figures';
import { callbackPromise } from '@/content/promises';
import { rateFrom, yearlyRateFrom } from '@/content/rates';
import {
  rateNoteFor,
  representativeExampleFor,
  standardLoanTerms,
} from '@/content/representative-example';
import type { CallToActionContent } from '@/sections/call-to-action';
import type { LoanTermsContent } from '@/sections/loan-terms-panel';
import type { OfferGridContent } from '@/sections/offer-grid';
import type { RepresentativeExampleContent } from '@/sections/representative-example';
import type { StepsContent } from '@/sections/steps-section';
import type { PageContent } from '@/content/types';
import { formatPln } from '@/lib/format';
import { typeset } from '@/lib/typography';
import { promises } from '@/content/promises';
import { stepsLabels } from '@/content/labels';

const soldierPayout = military.payoutWorkingDays;

export interface CreditsPageContent extends PageContent {
  offers: OfferGridContent;
  selection: StepsContent;
  terms: LoanTermsContent;
  representativeExample: RepresentativeExampleContent;
  cta: CallToActionContent;
}

/**
 * Rates of other products are not stated here: each has its own representative example on its own
 * page, and this page shows only the consolidation example.
 */
const ratesOnOfferPage = 'Oprocentowanie i przykład reprezentatywny na stronie oferty';

const copy: Omit<CreditsPageContent, 'representativeExample'> = {
  meta: {
    title: `Kredyty – przegląd ofert | ${company.brandName}`,
    description: `Kredyt konsolidacyjny, kredyt przy niskiej zdolności kredytowej i kredyty dla wybranych zawodów. Bezpłatna analiza przed złożeniem wniosku, prowizja dopiero po wypłacie.`,
  },
  intro: {
    eyebrow: 'Oferta kredytów',
    title: 'Kredyty dopasowane do Twojej sytuacji',
    lead: `Zebraliśmy dziewięć ofert: od kredytu konsolidacyjnego z oprocentowaniem ${yearlyRateFrom('consolidation')}, przez kredyt na spłatę parabanków, po kredyty dla lekarzy, nauczycieli i służb mundurowych. Wybierz tę, która najlepiej opisuje Twoją sytuację, albo złóż wniosek – doradca pomoże wybrać ofertę, w której Twój wniosek ma realną szansę.`,
    ctaText: 'Złóż wniosek',
    rateNote: rateNoteFor('consolidation'),
  },
  offers: {
    eyebrow: 'Dziewięć ofert',
    title: 'Wybierz kredyt, który pasuje do Twojej sytuacji',
    lead: 'Każda karta prowadzi do strony z warunkami, wymaganymi dokumentami i odpowiedziami na najczęstsze pytania. Nie wiesz, którą wybrać? Złóż wniosek – dobierzemy ofertę za Ciebie.',
    offers: [
      {
        title: 'Kredyt konsolidacyjny',
        text: 'Łączy kredyty gotówkowe, karty i limity w jedno zobowiązanie z jedną ratą, którą można rozłożyć na dłuższy okres.',
        link: { text: 'Poznaj kredyt konsolidacyjny', path: paths.consolidationCredit },
        highlights: [
          `Do ${formatPln(consolidation.maxAmount)} bez zabezpieczenia`,
          `Okres spłaty do ${consolidation.maxPeriodMonths} miesięcy`,
          `Oprocentowanie ${rateFrom('consolidation')}`,
        ],
        icon: 'coins',
      },
      {
        title: 'Kredyt przy niskiej zdolności kredytowej',
        text: 'Dla osób, którym bank odmówił. Sprawdzimy, co obniża Twoją zdolność i które banki liczą ją inaczej.',
        link: { text: 'Sprawdź, co jest możliwe', path: paths.noCreditCapacity },
        highlights: [
          'Bezpłatna analiza przyczyn odmowy',
          `Telefon od doradcy ${callbackPromise.forms}`,
        ],
        icon: 'analysis',
      },
      {
        title: 'Kredyt na spłatę parabanków',
        text: 'Zastąpienie drogich pożyczek z firm pozabankowych jednym kredytem bankowym.',
        link: { text: 'Poznaj kredyt na spłatę parabanków', path: paths.nonBankRepayment },
        highlights: [
          `Do ${formatPln(loanTerms.maxAmountUnsecured)} bez zabezpieczenia`,
          ratesOnOfferPage,
        ],
        icon: 'bank',
      },
      {
        title: 'Kredyt na umowę zlecenie',
        text: 'Dla osób bez etatu, które mają regularne dochody z umowy zlecenie.',
        link: { text: 'Poznaj kredyt na umowę zlecenie', path: paths.civilContract },
        highlights: [
          `Do ${formatPln(civilContract.maxAmount)} na ${civilContract.maxPeriodYears} lat`,
          ratesOnOfferPage,
          `Co najmniej ${civilContract.minimumWorkMonths} miesięcy pracy`,
        ],
        icon: 'document',
      },
      {
        title: 'Kredyt dla pracowników medycznych',
        text: 'Dla pielęgniarek, ratowników, fizjoterapeutów i innych zawodów medycznych – z uwzględnieniem dochodów z dyżurów.',
        link: { text: 'Poznaj kredyt dla medyków', path: paths.medicalWorkers },
        highlights: [
          `Do ${formatPln(loanTerms.maxAmountUnsecured)} bez zabezpieczenia`,
          `Telefon od doradcy ${callbackPromise.forms}`,
        ],
        icon: 'heart',
      },
      {
        title: 'Kredyt dla lekarza',
        text: 'Dla lekarzy na etacie, kontrakcie i w trakcie specjalizacji, także przy pracy w kilku placówkach.',
        link: { text: 'Poznaj kredyt dla lekarza', path: paths.doctor },
        highlights: [
          `Do ${formatPln(doctor.maxAmountUnsecured)} bez dodatkowych zabezpieczeń`,
          `Okres spłaty do ${doctor.maxPeriodMonths} miesięcy`,
          `Decyzja banku zwykle w ciągu ${doctor.decisionHours} godzin`,
        ],
        icon: 'medical',
      },
      {
        title: 'Kredyt dla nauczyciela',
        text: 'Dla nauczycieli szkół i przedszkoli, którym stabilne zatrudnienie pomaga w ocenie banku.',
        link: { text: 'Poznaj kredyt dla nauczyciela', path: paths.teacher },
        highlights: [
          `Do ${formatPln(teacher.maxAmount)} na ${teacher.maxPeriodYears} lat`,
          ratesOnOfferPage,
          `Decyzja banku i wypłata możliwe w ciągu ${teacher.decisionAndPayoutHours} godzin`,
        ],
        icon: 'education',
      },
      {
        title: 'Kredyt dla żołnierza',
        text: 'Dla żołnierzy zawodowych Wojska Polskiego – z uwzględnieniem dodatków do uposażenia.',
        link: { text: 'Poznaj kredyt dla żołnierza', path: paths.soldier },
        highlights: [
          `Do ${formatPln(soldier.maxAmount)}`,
          `Od wniosku do wypłaty zwykle ${soldierPayout.from}–${soldierPayout.to} dni roboczych`,
          ratesOnOfferPage,
        ],
        icon: 'shield',
      },
      {
        title: 'Kredyt dla służb mundurowych',
        text: 'Dla policjantów, strażaków, strażników granicznych i funkcjonariuszy Służby Więziennej.',
        link: { text: 'Poznaj kredyt dla mundurowych', path: paths.uniformedServices },
        highlights: [
          `Do ${formatPln(loanTerms.maxAmountUnsecured)} bez zabezpieczenia`,
          `Telefon od doradcy ${callbackPromise.forms}`,
          ratesOnOfferPage,
        ],
        icon: 'badge',
      },
    ],
  },
  selection: {
    labels: stepsLabels,
    eyebrow: 'Jak wybieramy ofertę',
    title: 'Najpierw analiza, potem wniosek',
    lead: 'Nie wysyłamy wniosków „na próbę” do wszystkich banków naraz. Każde zapytanie zostawia ślad w BIK, dlatego najpierw ustalamy, gdzie Twój wniosek ma realną szansę.',
    steps: [
      {
        title: 'Poznajemy Twoją sytuację',
        text: 'W krótkiej rozmowie pytamy o dochody, formę zatrudnienia, obecne raty i cel kredytu. Ta rozmowa jest bezpłatna i do niczego nie zobowiązuje.',
      },
      {
        title: 'Przeglądamy historię i liczymy zdolność kredytową',
        text: 'Przeglądamy z Tobą raport BIK, który pobierzesz ze strony BIK (pośrednik nie ma dostępu do tych danych), i szacujemy zdolność kredytową według zasad, które stosują banki. Mówimy wprost, co może być przeszkodą.',
      },
      {
        title: 'Porównujemy banki, z którymi współpracujemy',
        text: 'Każdy bank inaczej ocenia umowy zlecenie, kontrakty, dodatki i wcześniejsze opóźnienia. Wybieramy te, których zasady pasują do Twojego przypadku, i porównujemy RRSO oraz całkowity koszt.',
      },
      {
        title: 'Przedstawiamy propozycję – decyzja należy do Ciebie',
        text: 'Pokazujemy ratę, koszt i warunki wybranej oferty. Wniosek składamy dopiero po Twojej akceptacji, a o kredycie ostatecznie decyduje bank.',
      },
    ],
    note: 'Nie pobieramy opłat z góry. Wynagrodzenie otrzymujemy w formie prowizji dopiero wtedy, gdy uzyskasz finansowanie.',
    tone: 'muted',
  },
  terms: standardLoanTerms({
    variant: 'detailed',
    title: 'Warunki kredytu konsolidacyjnego',
    note: 'Parametry mają charakter informacyjny i dotyczą kredytu konsolidacyjnego; warunki pozostałych ofert opisują ich strony.',
  }),
  cta: {
    title: 'Nie wiesz, który kredyt wybrać?',
    text: 'Wypełnij krótki wniosek online. Doradca przeanalizuje Twoją sytuację i zaproponuje rozwiązanie, które ma sens – albo uczciwie powie, co warto najpierw poprawić.',
    primary: { text: 'Złóż wniosek', path: paths.application },
    secondary: { text: 'Zamów bezpłatną analizę', path: paths.analysis },
    benefits: [promises.freeAnalysis, promises.noUpfrontFee, 'Współpraca z wieloma bankami'],
  },
};

export const creditsPage: CreditsPageContent = {
  ...typeset(copy),
  // The statutory example is shown exactly as computed (tests/published-figures.test.ts).
  representativeExample: representativeExampleFor('consolidation'),
};
