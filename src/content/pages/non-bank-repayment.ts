import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { loanTerms } from '@/content/figures';
import { callbackPromise } from '@/content/promises';
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
import type { ProseContent } from '@/sections/prose-section';
import type { RepresentativeExampleContent } from '@/sections/representative-example';
import type { StepsContent } from '@/sections/steps-section';
import type { LoanProduct, PageContent } from '@/content/types';
import { formatPln } from '@/lib/format';
import { typeset } from '@/lib/typography';
import { promises } from '@/content/promises';
import { stepsLabels } from '@/content/labels';

/** Spec §2 "Loan to repay non-bank lenders": sections in the page's order. */
export interface NonBankRepaymentPageContent extends PageContent {
  product: LoanProduct;
  problem: ProseContent;
  howItWorks: StepsContent;
  benefits: FeaturesContent;
  whoFor: ChecklistContent;
  faq: FaqContent;
  terms: LoanTermsContent;
  /** The consolidation credit's representative example (the rate the page states). */
  representativeExample: RepresentativeExampleContent;
  cta: CallToActionContent;
}

const copy: Omit<NonBankRepaymentPageContent, 'representativeExample'> = {
  meta: {
    title: `Kredyt na spłatę parabanków | ${company.brandName}`,
    description: `Zamień drogie pożyczki z parabanków na jeden kredyt bankowy do ${formatPln(loanTerms.maxAmountUnsecured)} bez zabezpieczenia. Najpierw bezpłatna analiza Twoich szans.`,
  },
  intro: {
    eyebrow: 'Spłata parabanków',
    title: 'Kredyt na spłatę parabanków oraz pożyczek pozabankowych',
    lead: `Drogie pożyczki z firm pozabankowych można często zastąpić jednym kredytem bankowym z oprocentowaniem ${yearlyRateFrom('consolidation')}. Przejrzymy z Tobą Twoją historię kredytową, czyli raport BIK, który pobierzesz, i wskażemy banki, które rozpatrują wnioski osób spłacających pożyczki pozabankowe – analiza jest bezpłatna i niezobowiązująca.`,
    ctaText: 'Złóż wniosek',
    rateNote: rateNoteFor('consolidation'),
  },
  product: {
    name: 'Kredyt na spłatę parabanków',
    description:
      'Kredyt bankowy, z którego spłacane są pożyczki w firmach pozabankowych i chwilówki, tak aby zamiast kilku drogich zobowiązań została jedna rata w banku.',
    ...productRates('consolidation'),
    maxAmount: loanTerms.maxAmountUnsecured,
    maxMonths: loanTerms.maxPeriodMonths,
  },

  problem: {
    eyebrow: 'Skąd bierze się problem',
    title: 'Dlaczego długi w parabankach tak szybko rosną',
    lead: 'Pożyczka pozabankowa często wydaje się prostym rozwiązaniem na chwilę. Kłopot zaczyna się wtedy, gdy trzeba ją spłacić w całości w krótkim terminie.',
    paragraphs: [
      'Firmy pożyczkowe udzielają pieniędzy szybko i z mniejszą liczbą formalności niż banki, ale zwykle za wyraźnie wyższą cenę. Na całkowity koszt składają się prowizje, opłaty przygotowawcze, odsetki i dodatkowe usługi, dlatego rzeczywista roczna stopa oprocentowania (RRSO) takich pożyczek bywa wielokrotnie wyższa niż w banku.',
      'Drugim problemem jest krótki okres spłaty. Gdy całą kwotę z kosztami trzeba oddać po kilku tygodniach lub kilku miesiącach, łatwo o sytuację, w której pieniędzy brakuje. Wtedy pojawia się pokusa, by przedłużyć termin za dodatkową opłatą albo wziąć kolejną pożyczkę na spłatę poprzedniej.',
      'Tak powstaje spirala zadłużenia: co miesiąc więcej pieniędzy idzie na opłaty i odsetki, a kwota długu prawie nie maleje. Do tego dochodzą telefony od kilku firm naraz, a przy opóźnieniach – koszty upomnień i windykacji oraz negatywne wpisy, które utrudniają późniejsze rozmowy z bankiem.',
      'Jednym z możliwych kroków jest kredyt w banku, który spłaca pożyczki pozabankowe: oprocentowanie bywa niższe, okres spłaty dłuższy, a zamiast kilku terminów pilnujesz jednej raty. Ma to sens tylko wtedy, gdy nowa rata mieści się w budżecie, a całkowity koszt jest niższy niż dalsza spłata pożyczek. Nie każdy bank się na to zgadza, dlatego kluczowy jest wybór właściwego miejsca.',
    ],
    aside: {
      title: 'To spotyka wiele osób',
      text: 'Z pożyczek pozabankowych korzystają ludzie w bardzo różnych sytuacjach: po nagłym wydatku, chorobie czy utracie części dochodu. Nie oceniamy – pomagamy znaleźć spokojniejsze rozwiązanie.',
    },
    tone: 'muted',
  },

  howItWorks: {
    labels: stepsLabels,
    eyebrow: 'Jak to działa',
    title: 'Jak wygląda spłata parabanków kredytem bankowym',
    lead: 'Cały proces prowadzimy razem z Tobą – od spisania zobowiązań po podpisanie umowy w banku.',
    steps: [
      {
        title: 'Spisujemy Twoje zobowiązania',
        text: 'Zbieramy listę pożyczek: u kogo, ile zostało do spłaty, jakie są terminy i raty. Dzięki temu wiadomo, jaka kwota kredytu naprawdę rozwiąże problem.',
      },
      {
        title: 'Przeglądamy historię kredytową',
        text: 'Przeglądamy z Tobą raport BIK, który pobierzesz ze strony BIK, i ewentualne opóźnienia. Mówimy wprost, co bank zobaczy we wniosku i jak to wpłynie na decyzję.',
      },
      {
        title: 'Wybieramy bank, który to akceptuje',
        text: 'Wskazujemy banki, które rozpatrują wnioski osób spłacających pożyczki pozabankowe, i pomagamy przygotować komplet dokumentów.',
      },
      {
        title: 'Bank spłaca Twoje pożyczki',
        text: 'Po pozytywnej decyzji bank zwykle przelewa pieniądze bezpośrednio do firm pożyczkowych, zgodnie z listą zobowiązań wskazanych w umowie.',
      },
      {
        title: 'Spłacasz jedną ratę',
        text: 'Od tej chwili masz jedno zobowiązanie, w jednym banku, z jednym terminem płatności i ratą dopasowaną do Twojego budżetu.',
      },
    ],
    note: 'Decyzję kredytową zawsze podejmuje bank. Analiza jest bezpłatna, a prowizję płacisz dopiero po uzyskaniu finansowania.',
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
    tone: 'plain',
  },

  benefits: {
    eyebrow: 'Korzyści',
    title: 'Co zmienia zamiana pożyczek pozabankowych na kredyt w banku',
    items: [
      {
        title: 'Jedna rata zamiast wielu',
        text: 'Zamiast pilnować kilku terminów i kilku firm, płacisz jedną ratę w jednym banku.',
        icon: 'check',
      },
      {
        title: 'Oprocentowanie banku',
        text: `Oprocentowanie kredytu bankowego zaczyna się ${yearlyRateFrom('consolidation')}. Całkowity koszt zależy jednak także od okresu spłaty: przy dłuższym może być wyższy, dlatego liczymy go przed złożeniem wniosku.`,
        icon: 'percent',
        link: {
          text: 'Sprawdź koszt w kalkulatorze konsolidacji',
          path: paths.consolidationCalculator,
        },
      },
      {
        title: 'Dłuższy okres spłaty',
        text: `Spłatę można rozłożyć do ${loanTerms.maxPeriodMonths} miesięcy, dzięki czemu miesięczne obciążenie staje się przewidywalne.`,
        icon: 'calendar',
      },
      {
        title: 'Bez opłat za przedłużenia',
        text: 'Spłacone pożyczki nie wymagają już opłat za przesunięcie terminu. Pod warunkiem że nie sięgniesz po kolejne.',
        icon: 'shield',
      },
      {
        title: 'Historia kredytowa',
        text: 'Terminowa spłata kredytu bankowego z czasem buduje w BIK pozytywną historię; opóźnienia działają odwrotnie.',
        icon: 'chart',
      },
      {
        title: 'Więcej spokoju',
        text: 'Mniej telefonów, mniej przypomnień i jasny plan: wiesz, ile płacisz i kiedy skończysz spłatę.',
        icon: 'heart',
      },
    ],
    columns: 3,
    tone: 'muted',
  },

  whoFor: {
    eyebrow: 'Dla kogo',
    title: 'Dla kogo jest kredyt na spłatę parabanków',
    items: [
      'Spłacasz dwie lub więcej pożyczek w firmach pozabankowych albo chwilówek.',
      'Raty i terminy zaczynają Cię przerastać, ale płacisz je na bieżąco lub z niewielkimi opóźnieniami.',
      'Zdarzyło Ci się przedłużać termin spłaty lub brać pożyczkę na spłatę innej pożyczki.',
      'Masz stały, udokumentowany dochód – z umowy o pracę, umowy zlecenie, działalności, emerytury lub renty.',
      'Chcesz jedną, przewidywalną ratę i jasny termin zakończenia spłaty.',
      'Zależy Ci na odbudowaniu historii kredytowej w BIK.',
    ],
    note: 'Jeśli masz poważne, nieuregulowane zaległości lub toczy się wobec Ciebie postępowanie komornicze, bank najpewniej odmówi. Powiemy to uczciwie i podpowiemy, od czego zacząć porządkowanie sytuacji.',
    link: {
      text: 'Masz głównie chwilówki? Zobacz konsolidację chwilówek',
      path: paths.paydayConsolidation,
    },
    tone: 'plain',
  },

  faq: {
    eyebrow: 'Pytania i odpowiedzi',
    title: 'Najczęstsze pytania o spłatę parabanków',
    tone: 'muted',
    items: [
      {
        question: 'Czy bank udzieli mi kredytu, jeśli mam pożyczki w parabankach?',
        answer:
          'Wiele banków rozpatruje takie wnioski, zwłaszcza gdy pożyczki są spłacane terminowo, a dochód pozwala na nową ratę. Niektóre banki patrzą na pożyczki pozabankowe bardzo surowo – dlatego ważne jest, by wniosek trafił tam, gdzie ma realną szansę. Decyzję zawsze podejmuje bank.',
      },
      {
        question: 'Czy muszę najpierw samodzielnie spłacić pożyczki?',
        answer:
          'Nie. W kredycie na spłatę zobowiązań bank zwykle sam przelewa pieniądze do firm pożyczkowych, zgodnie z listą wskazaną w umowie. Czasem prosi potem o potwierdzenie, że pożyczki zostały zamknięte – pomożemy Ci to załatwić.',
      },
      {
        question: 'Mam opóźnienia w spłacie. Czy to przekreśla moje szanse?',
        answer:
          'Niewielkie, już uregulowane opóźnienia nie zawsze są przeszkodą. Bieżące, duże zaległości i wpisy w rejestrach dłużników bardzo utrudniają uzyskanie kredytu w banku. Po analizie powiemy wprost, czy wniosek ma sens teraz, czy lepiej najpierw uregulować zaległość.',
      },
      {
        question: 'Czy mogę przy okazji dobrać dodatkową gotówkę?',
        answer:
          'Często tak, jeśli pozwala na to Twoja zdolność kredytowa. Zanim jednak to zaproponujemy, sprawdzimy, czy wyższa kwota nie obciąży zbytnio Twojego budżetu – celem jest wyjście z długów, a nie ich powiększenie.',
      },
      {
        question: 'Ile kosztuje Wasza pomoc?',
        answer:
          'Rozmowa i analiza są bezpłatne i do niczego nie zobowiązują. Nie pobieramy opłat z góry: nasza prowizja jest należna dopiero po uzyskaniu finansowania, a jej wysokość poznasz przed podpisaniem umowy.',
      },
    ],
    link: {
      before: 'Nie ma tu odpowiedzi na Twoje pytanie?',
      text: 'Skontaktuj się z nami',
      path: paths.contact,
    },
  },

  // The panel's note (early repayment, the lender decides) comes with the standard terms.
  terms: standardLoanTerms({
    variant: 'detailed',
    title: 'Warunki kredytu na spłatę parabanków',
    withOptions: true,
  }),

  cta: {
    title: 'Zamień kilka pożyczek na jedną ratę w banku',
    text: `Wypełnij krótki wniosek online. Doradca oddzwoni ${callbackPromise.forms}, spisze z Tobą zobowiązania i sprawdzi, który bank może je spłacić.`,
    primary: { text: 'Złóż wniosek', path: paths.application },
    secondary: { text: 'Zamów bezpłatną analizę', path: paths.analysis },
    benefits: [
      promises.freeAnalysis,
      promises.noUpfrontFee,
      'Rozmowa bez oceniania i bez presji',
      'Wniosek tylko do banków, które akceptują spłatę parabanków',
    ],
  },
};

export const nonBankRepaymentPage: NonBankRepaymentPageContent = {
  ...typeset(copy),
  // Left exactly as computed: the published-figures test compares it with the product's example.
  representativeExample: representativeExampleFor('consolidation'),
};
