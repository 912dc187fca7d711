import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { consolidation, loanTerms } from '@/content/figures';
import { consumerCredit } from '@/content/statutory-figures';
import { consumerCreditLimit } from '@/content/law';
import { knfEntryCheck } from '@/content/knf-register';
import { callbackPromise, callbackShort, experienceClaim, weekendWithin } from '@/content/promises';
import { productRates, yearlyRateFrom } from '@/content/rates';
import {
  rateNoteFor,
  representativeExampleFor,
  standardLoanTerms,
} from '@/content/representative-example';
import type { CallToActionContent } from '@/sections/call-to-action';
import type { ChecklistContent } from '@/sections/checklist-section';
import type { ComparisonContent } from '@/sections/comparison-section';
import type { FaqContent } from '@/sections/faq-section';
import type { FeaturesContent } from '@/sections/features-section';
import type { LoanTermsContent } from '@/sections/loan-terms-panel';
import type { ProseContent } from '@/sections/prose-section';
import type { RepresentativeExampleContent } from '@/sections/representative-example';
import type { StatsContent } from '@/sections/stats-section';
import type { StepsContent } from '@/sections/steps-section';
import type { PageContent } from '@/content/types';
import { formatPln } from '@/lib/format';
import { typeset } from '@/lib/typography';
import { promises } from '@/content/promises';
import { comparisonLabels, stepsLabels } from '@/content/labels';

const urgent = consolidation.urgentWorkingDays;
const processDays = consolidation.processDays;
const decisionText = `${loanTerms.decisionHours.from}–${loanTerms.decisionHours.to} godzin`;

/** The consolidation-loan landing page (spec §2 "Landing pages", in the spec's order). */
export interface ConsolidationLoanPageContent extends PageContent {
  approach: ProseContent;
  benefits: FeaturesContent;
  situations: ChecklistContent;
  process: StepsContent;
  advantages: FeaturesContent;
  comparison: ComparisonContent;
  stats: StatsContent;
  faq: FaqContent;
  terms: LoanTermsContent;
  representativeExample: RepresentativeExampleContent;
  cta: CallToActionContent;
}

const copy: Omit<ConsolidationLoanPageContent, 'representativeExample'> = {
  meta: {
    title: `Pożyczka konsolidacyjna | ${company.brandName}`,
    description: `Pożyczka konsolidacyjna do ${formatPln(consolidation.maxAmount)} bez zabezpieczenia. Oddzwonimy ${callbackPromise.forms}, a w pilnych sprawach finansowanie bywa możliwe w ${urgent.from}–${urgent.to} dni roboczych.`,
  },
  intro: {
    eyebrow: 'Pożyczka konsolidacyjna',
    title: 'Pożyczka konsolidacyjna – jedna rata, jeden termin spłaty',
    lead: `Zostaw imię i numer telefonu, a doradca oddzwoni ${callbackPromise.forms}. Przejrzymy Twoje zobowiązania i sprawdzimy, czy jedno zobowiązanie na okres do ${consolidation.maxPeriodMonths} miesięcy, z oprocentowaniem ${yearlyRateFrom('consolidation')}, realnie zmniejszy Twoje miesięczne obciążenie.`,
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
    rateNote: rateNoteFor('consolidation'),
  },
  product: {
    name: 'Pożyczka konsolidacyjna',
    description: `Pożyczka łącząca kredyty, karty kredytowe, limity i chwilówki w jedno zobowiązanie: do ${formatPln(consolidation.maxAmount)} bez zabezpieczenia, na okres do ${consolidation.maxPeriodMonths} miesięcy. ${company.brandName} jest pośrednikiem kredytowym; decyzję podejmuje kredytodawca.`,
    ...productRates('consolidation'),
    maxAmount: consolidation.maxAmount,
    maxMonths: consolidation.maxPeriodMonths,
  },
  approach: {
    eyebrow: 'Nasze podejście',
    title: 'Najpierw spokojna analiza, dopiero potem wniosek',
    lead: 'Nie zaczynamy od sprzedawania pożyczki. Zaczynamy od zrozumienia, z czym się mierzysz.',
    paragraphs: [
      'Kiedy raty zaczynają się piętrzyć, łatwo podjąć decyzję w pośpiechu – wziąć kolejną pożyczkę na spłatę poprzedniej albo złożyć wnioski w kilku bankach naraz. Dlatego na początku rozmawiamy: o Twoich dochodach, o tym, ile i komu spłacasz, o terminach i o tym, co jest dla Ciebie najważniejsze – niższa rata, jeden termin płatności czy zakończenie spłaty chwilówek.',
      'Na tej podstawie liczymy Twoją zdolność kredytową i przeglądamy z Tobą raport BIK, który pobierzesz ze strony BIK (pośrednik kredytowy nie ma dostępu do tych danych), a potem porównujemy oferty banków i instytucji finansowych, z którymi współpracujemy. Wniosek składamy tylko tam, gdzie widzimy realną szansę na pozytywną decyzję. Każde zapytanie kredytowe zostawia ślad w BIK, więc nie wysyłamy ich „na wszelki wypadek”.',
      'Jeśli okaże się, że konsolidacja w Twojej sytuacji się nie opłaca albo dziś nie ma szans na finansowanie, powiemy to wprost i podpowiemy, co możesz zrobić w pierwszej kolejności. Jesteśmy pośrednikiem kredytowym, nie bankiem – ostateczną decyzję zawsze podejmuje kredytodawca.',
    ],
    aside: {
      title: 'Bez opłat z góry',
      text: `Rozmowa i analiza są bezpłatne (${formatPln(loanTerms.analysisFee)}) i do niczego nie zobowiązują. Wynagrodzenie pobieramy wyłącznie w formie prowizji i tylko wtedy, gdy uzyskasz finansowanie.`,
    },
    tone: 'plain',
  },
  benefits: {
    eyebrow: 'Korzyści z konsolidacji',
    title: 'Co zmienia połączenie zobowiązań w jedną pożyczkę',
    lead: 'Konsolidacja nie zmniejsza długu, ale może sprawić, że jego spłata stanie się przewidywalna i możliwa do udźwignięcia.',
    items: [
      {
        icon: 'coins',
        title: 'Jedna rata zamiast wielu',
        text: 'Kilka kredytów, kart i pożyczek zamieniasz w jedno zobowiązanie. Płacisz jedną ratę, jednemu kredytodawcy, w jednym terminie.',
      },
      {
        icon: 'percent',
        title: 'Niższe miesięczne obciążenie',
        text: `Dłuższy okres spłaty – nawet do ${consolidation.maxPeriodMonths} miesięcy – może obniżyć ratę. O ile, policzymy dla Twoich zobowiązań. Pamiętaj, że dłuższy okres zwykle oznacza wyższy koszt całkowity.`,
        link: {
          text: 'Porównaj ratę i koszt w kalkulatorze konsolidacji',
          path: paths.consolidationCalculator,
        },
      },
      {
        icon: 'calendar',
        title: 'Łatwiejsza kontrola budżetu',
        text: 'Jeden termin płatności to mniejsze ryzyko przeoczenia raty, odsetek za opóźnienie i monitów. Łatwiej zaplanować resztę domowych wydatków.',
      },
      {
        icon: 'shield',
        title: 'Uczciwie o ryzyku',
        text: 'Konsolidacja pomaga tylko wtedy, gdy nowa rata mieści się w budżecie z zapasem i nie sięgasz po kolejne pożyczki. Jeśli w Twojej sytuacji tak nie jest, powiemy to przed złożeniem wniosku.',
      },
    ],
    columns: 4,
    tone: 'muted',
  },
  situations: {
    eyebrow: 'Komu pomagamy',
    title: 'W jakich sytuacjach pożyczka konsolidacyjna może pomóc',
    lead: 'Najczęściej zgłaszają się do nas osoby, które rzetelnie spłacają swoje zobowiązania, ale czują, że domowy budżet przestaje się spinać.',
    items: [
      'Spłacasz kilka kredytów, kart kredytowych lub limitów w koncie i trudno Ci pilnować wszystkich terminów.',
      'Raty pochłaniają tak dużą część dochodu, że brakuje pieniędzy na bieżące wydatki.',
      'Masz chwilówki lub pożyczki w firmach pozabankowych i bierzesz kolejne, żeby spłacić poprzednie.',
      'Twój dochód się zmienił – po zmianie pracy, urlopie rodzicielskim czy przejściu na emeryturę – i dotychczasowe raty przestały być realne.',
      'Płacisz wysokie odsetki od zadłużenia na karcie kredytowej lub w limicie odnawialnym.',
      'Pojawiły się pierwsze opóźnienia w spłacie i chcesz zareagować, zanim sprawa trafi do windykacji.',
      'Bank odmówił Ci konsolidacji i nie wiesz, czy inny kredytodawca oceni Twoją sytuację inaczej.',
    ],
    note: 'Nie każda sytuacja kwalifikuje się do konsolidacji. Jeśli po analizie uznamy, że w Twoim przypadku nie ma ona sensu, powiemy to uczciwie i wskażemy inne możliwe kroki.',
    tone: 'plain',
  },
  process: {
    labels: stepsLabels,
    eyebrow: 'Jak wygląda współpraca',
    title: 'Pięć kroków do jednej raty',
    lead: 'Na każdym etapie wiesz, co się dzieje i co będzie dalej. Możesz zrezygnować w dowolnym momencie przed podpisaniem umowy.',
    steps: [
      {
        title: 'Zgłoszenie',
        text: 'Zostawiasz imię i numer telefonu w formularzu na górze strony albo wypełniasz pełny wniosek online. Nie musisz od razu przygotowywać dokumentów.',
      },
      {
        title: 'Rozmowa z doradcą',
        text: `Oddzwaniamy ${callbackPromise.forms} od zgłoszenia. Pytamy o Twoje zobowiązania, dochody i oczekiwania.`,
        time: `do ${callbackShort.forms}`,
      },
      {
        title: 'Bezpłatna analiza',
        text: 'Przeglądamy z Tobą raport BIK, który pobierzesz ze strony BIK, i liczymy zdolność kredytową. Wyliczamy, o ile może spaść rata i jak zmieni się całkowity koszt spłaty.',
      },
      {
        title: 'Wybór oferty i wniosek',
        text: 'Porównujemy oferty współpracujących banków i instytucji finansowych, przedstawiamy Ci RRSO i całkowitą kwotę do zapłaty. Wniosek składamy dopiero, gdy zaakceptujesz wybraną propozycję.',
      },
      {
        title: 'Decyzja i spłata zobowiązań',
        text: `Kredytodawca wydaje decyzję zwykle w ciągu ${decisionText}. Po podpisaniu umowy spłaca wskazane kredyty i pożyczki bezpośrednio na rachunki wierzycieli, a Ty zaczynasz płacić jedną ratę.`,
      },
    ],
    note: `Cały proces trwa zwykle ${processDays.from}–${processDays.to} dni. W pilnych sprawach finansowanie bywa możliwe nawet w ciągu ${urgent.from}–${urgent.to} dni roboczych – zależy to od kompletu dokumentów i procedur banku.`,
    ctaText: 'Złóż wniosek',
    ctaLink: paths.application,
    tone: 'muted',
  },
  advantages: {
    eyebrow: 'Dlaczego my',
    title: 'Dlaczego warto skonsolidować zobowiązania ze Spokojną Ratą',
    items: [
      {
        icon: 'badge',
        title: 'Doświadczenie',
        text: `Od ${experienceClaim} pomagamy klientom porządkować zobowiązania. Znamy procedury banków i wiemy, czego oczekują od wnioskodawców.`,
      },
      {
        icon: 'bank',
        title: 'Wiele banków w jednym miejscu',
        text: 'Współpracujemy z wieloma bankami i instytucjami finansowymi, więc porównujesz oferty bez chodzenia od oddziału do oddziału.',
      },
      {
        icon: 'shield',
        title: 'Wpis do rejestru KNF',
        text: `Działamy jako pośrednik kredytowy wpisany do rejestru pośredników kredytowych prowadzonego przez Komisję Nadzoru Finansowego. ${knfEntryCheck} Nie jesteśmy bankiem ani firmą pożyczkową.`,
      },
      {
        icon: 'handshake',
        title: 'Płacisz tylko za efekt',
        text: 'Nie pobieramy opłat z góry. Nasze wynagrodzenie to prowizja, należna wyłącznie wtedy, gdy uzyskasz finansowanie.',
      },
      {
        icon: 'eye',
        title: 'Przejrzyste warunki',
        text: 'Przed podpisaniem umowy znasz oprocentowanie, RRSO, prowizję i całkowitą kwotę do zapłaty. Tłumaczymy każdy zapis, który budzi wątpliwości.',
      },
      {
        icon: 'heart',
        title: 'Bez oceniania',
        text: 'Problemy z ratami mogą spotkać każdego. Rozmawiamy rzeczowo i z szacunkiem, a Twoje dane traktujemy poufnie.',
      },
    ],
    columns: 3,
    tone: 'plain',
  },
  // Facts about our own way of working only (issue 38): no comparison with other intermediaries,
  // which would be comparative advertising (ustawa o zwalczaniu nieuczciwej konkurencji, art. 16).
  comparison: {
    labels: comparisonLabels,
    eyebrow: 'Jak pracujemy',
    title: 'Co robimy, a czego nie robimy',
    lead: 'Zasady, według których pracujemy przy każdej pożyczce konsolidacyjnej. Każdą z nich możesz sprawdzić w rozmowie z doradcą.',
    oursTitle: 'Robimy',
    theirsTitle: 'Nie robimy',
    rows: [
      {
        label: 'Opłaty',
        ours: `Analiza kosztuje ${formatPln(loanTerms.analysisFee)}, a prowizję pobieramy dopiero po wypłacie; jej wysokość poznasz na piśmie przed zawarciem umowy`,
        theirs: 'Nie pobieramy opłat wstępnych ani opłat za przygotowanie wniosku',
      },
      {
        label: 'Historia kredytowa',
        ours: 'Przeglądamy z Tobą raport BIK, który pobierzesz ze strony BIK',
        theirs: 'Nie mamy dostępu do danych w BIK i nie sprawdzamy ich za Ciebie',
      },
      {
        label: 'Wnioski',
        ours: 'Składamy wniosek dopiero po Twojej akceptacji, tam, gdzie po analizie widzimy realną szansę',
        theirs:
          'Nie wysyłamy wniosków do wielu banków naraz, bo każde zapytanie jest widoczne w BIK',
      },
      {
        label: 'Oferty',
        ours: 'Porównujemy oferty banków i instytucji, z którymi współpracujemy; ich listę podajemy na stronie',
        theirs: 'Nie obiecujemy decyzji kredytowej: podejmuje ją kredytodawca',
      },
      {
        label: 'Kontakt',
        ours: `Oddzwaniamy ${callbackPromise.forms} od zgłoszenia`,
        theirs: `Nie dzwonimy w weekendy: zgłoszenia z weekendu obsługujemy ${weekendWithin}`,
      },
      {
        label: 'Koszty',
        ours: 'RRSO i całkowitą kwotę do zapłaty omawiamy przed złożeniem wniosku',
        theirs:
          'Nie przemilczamy kosztów: nasze wynagrodzenie jest częścią całkowitego kosztu kredytu',
      },
    ],
    tone: 'muted',
  },
  stats: {
    eyebrow: 'W liczbach',
    title: 'Konsolidacja w liczbach',
    stats: [
      {
        value: experienceClaim,
        label: 'pomagamy klientom porządkować zobowiązania',
      },
      {
        value: `do ${formatPln(consolidation.maxAmount)}`,
        label: 'pożyczki konsolidacyjnej bez zabezpieczenia',
      },
      {
        value: `${processDays.from}–${processDays.to} dni`,
        label: 'trwa zwykle cały proces',
      },
      {
        value: callbackShort.forms,
        label: `na telefon od doradcy po Twoim zgłoszeniu, ${callbackPromise.formsCondition}`,
      },
      {
        value: formatPln(loanTerms.analysisFee),
        label: 'kosztuje analiza Twojej sytuacji',
      },
    ],
    info: 'Podane wartości są typowe, a nie gwarantowane. Wysokość raty, koszt i decyzja o przyznaniu finansowania zależą od Twojej zdolności kredytowej i oferty wybranego banku.',
    ctaText: 'Sprawdź swoje możliwości',
    ctaLink: paths.application,
    variant: 'primary',
  },
  faq: {
    eyebrow: 'Pytania i odpowiedzi',
    title: 'Najczęstsze pytania o pożyczkę konsolidacyjną',
    items: [
      {
        question: 'Czym różni się pożyczka konsolidacyjna od kredytu konsolidacyjnego?',
        answer: `W praktyce oba produkty służą temu samemu: łączą kilka zobowiązań w jedno, z jedną ratą. Kredytu w rozumieniu Prawa bankowego udziela bank (art. 69 tej ustawy), a pożyczki może udzielić także instytucja pozabankowa (art. 720 Kodeksu cywilnego). Jeśli kwota nie przekracza ${consumerCreditLimit}, do obu stosuje się ustawę o kredycie konsumenckim: przed podpisaniem umowy otrzymasz formularz informacyjny z RRSO i pełnymi kosztami (art. 13–14), a od umowy możesz odstąpić w ciągu ${consumerCredit.withdrawalDays} dni (art. 53). Pożyczka konsolidacyjna może jednak sięgać ${formatPln(consolidation.maxAmount)}: przy kwocie wyższej niż ${consumerCreditLimit} ustawa o kredycie konsumenckim nie ma zastosowania i o tych sprawach decydują postanowienia umowy.`,
      },
      {
        question: 'Czy mogę połączyć w jedną ratę również chwilówki?',
        answer:
          'Tak, konsolidacja może obejmować kredyty gotówkowe, karty kredytowe, limity w koncie, raty sklepowe oraz pożyczki z firm pozabankowych. Banki oceniają jednak, ile chwilówek masz i jak je spłacasz, dlatego przed złożeniem wniosku sprawdzamy, która oferta jest w Twoim przypadku realna.',
      },
      {
        question: 'Ile kosztuje Wasza pomoc?',
        answer: `Rozmowa i analiza są bezpłatne (${formatPln(loanTerms.analysisFee)}) i do niczego nie zobowiązują. Nie pobieramy opłat z góry – nasze wynagrodzenie to prowizja, należna dopiero po uzyskaniu finansowania. Koszty samej pożyczki, takie jak odsetki i prowizja kredytodawcy, zobaczysz w RRSO i całkowitej kwocie do zapłaty przed podpisaniem umowy. Przykładowe wyliczenie pokazuje przykład reprezentatywny niżej na stronie.`,
      },
      {
        question: 'Czy dostanę pożyczkę, jeśli mam opóźnienia w BIK albo bank już mi odmówił?',
        answer:
          'Nie możemy tego zagwarantować – decyzję zawsze podejmuje kredytodawca. Banki różnią się jednak sposobem oceny wniosków, więc odmowa w jednym nie przesądza o odmowie w innym. Po analizie uczciwie powiemy, jakie masz szanse, i nie złożymy wniosku, który nie ma realnych perspektyw.',
      },
      {
        question: 'Jak szybko mogę otrzymać pieniądze?',
        answer: `Cały proces trwa zwykle ${processDays.from}–${processDays.to} dni, a w pilnych sprawach bywa możliwy w ${urgent.from}–${urgent.to} dni roboczych. Czas zależy przede wszystkim od kompletu dokumentów i procedur banku. Środki na spłatę dotychczasowych zobowiązań kredytodawca przelewa zazwyczaj bezpośrednio do Twoich wierzycieli.`,
      },
    ],
    link: {
      before: 'Masz inne pytanie?',
      text: 'Skontaktuj się z nami',
      path: paths.contact,
    },
  },
  terms: standardLoanTerms({
    variant: 'detailed',
    title: 'Warunki pożyczki konsolidacyjnej',
    withOptions: true,
  }),
  cta: {
    title: 'Sprawdź, czy jedna rata jest w Twoim zasięgu',
    text: 'Wypełnij wniosek online – zajmie to kilka minut. Doradca przeanalizuje Twoje zobowiązania i przedstawi możliwe rozwiązania, zanim cokolwiek podpiszesz.',
    primary: { text: 'Złóż wniosek', path: paths.application },
    secondary: { text: 'Bezpłatna analiza', path: paths.analysis },
    benefits: [
      promises.freeAnalysis,
      promises.noUpfrontFee,
      `Telefon od doradcy ${callbackPromise.forms}`,
      'Decyzję podejmujesz Ty, a o przyznaniu finansowania – kredytodawca',
    ],
  },
};

export const consolidationLoanPage: ConsolidationLoanPageContent = {
  ...typeset(copy),
  // The statutory example is shown exactly as computed (tests/published-figures.test.ts).
  representativeExample: representativeExampleFor('consolidation'),
};
