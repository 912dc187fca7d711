import { paths } from '@/config/paths';
import { brokerDisclosure, company } from '@/content/company';
import { experience } from '@/content/figures';
import {
  callbackPromise,
  callbackShort,
  experienceClaim,
  inWorkingHours,
} from '@/content/promises';
import type { CallToActionContent } from '@/sections/call-to-action';
import type { FeaturesContent } from '@/sections/features-section';
import type { ProseContent } from '@/sections/prose-section';
import type { SectionHeading } from '@/sections/section-shell';
import type { StatsContent } from '@/sections/stats-section';
import type { StepsContent } from '@/sections/steps-section';
import type { PageContent } from '@/content/types';
import { promises } from '@/content/promises';
import { typeset } from '@/lib/typography';
import { stepsLabels } from '@/content/labels';

/**
 * The about page. After `who` it shows the full broker disclosure (src/content/company.ts); its
 * reviews block (between `stats` and `cta`) appears only once the owner configures Google reviews.
 */
export interface AboutPageContent extends PageContent {
  who: ProseContent;
  disclosure: SectionHeading;
  values: FeaturesContent;
  process: StepsContent;
  stats: StatsContent;
  cta: CallToActionContent;
}

export const aboutPage: AboutPageContent = typeset({
  meta: {
    title: `O nas – pośrednik kredytowy | ${company.brandName}`,
    description: `${company.brandName} to pośrednik kredytowy z ponad ${experience.yearsClaim}-letnim doświadczeniem. Nie jesteśmy bankiem: analizujemy Twoją sytuację i porównujemy oferty banków.`,
  },
  intro: {
    eyebrow: 'O nas',
    title: `Od ${experienceClaim} pomagamy odzyskać spokój w finansach`,
    lead: `${company.brandName} to pośrednik kredytowy wpisany do rejestru pośredników kredytowych KNF – nie jesteśmy bankiem ani firmą pożyczkową. Analizujemy sytuację klientów, współpracujemy z wieloma bankami i składamy wnioski tylko tam, gdzie według naszej analizy mają realną szansę.`,
    ctaText: 'Umów bezpłatną analizę',
    ctaLink: paths.analysis,
  },
  who: {
    eyebrow: 'Kim jesteśmy',
    title: 'Pośrednik kredytowy, który najpierw słucha',
    paragraphs: [
      `${company.brandName} pomaga klientom od ${experienceClaim}. Jesteśmy pośrednikiem kredytowym, a nie bankiem ani firmą pożyczkową: nie udzielamy kredytów z własnych środków. Analizujemy sytuację klienta, porównujemy oferty banków i instytucji finansowych, z którymi współpracujemy, i pomagamy przejść przez cały proces – od pierwszej rozmowy do podpisania umowy.`,
      'Najczęściej trafiają do nas osoby, które spłacają kilka kredytów lub chwilówek naraz, usłyszały odmowę w banku albo pracują w formie, którą banki oceniają ostrożniej, na przykład na umowie zlecenie lub kontrakcie. Wiemy, że rozmowa o długach nie jest łatwa, dlatego prowadzimy ją spokojnie, bez oceniania i bez presji.',
      'Działamy jawnie: jesteśmy pośrednikiem kredytowym wpisanym do rejestru pośredników kredytowych prowadzonego przez Komisję Nadzoru Finansowego. Zasady naszego wynagrodzenia przedstawiamy przed rozpoczęciem współpracy, a decyzję o udzieleniu kredytu zawsze podejmuje kredytodawca.',
    ],
    aside: {
      title: 'Wpis do rejestru KNF',
      text: `Numer wpisu do rejestru pośredników kredytowych KNF: ${company.knfRegisterNumber}. Wpis możesz samodzielnie sprawdzić w rejestrze dostępnym na stronie internetowej Komisji Nadzoru Finansowego.`,
    },
  },
  disclosure: {
    eyebrow: 'Dane pośrednika',
    title: brokerDisclosure().title,
    lead: 'Kto odpowiada za tę stronę: dane spółki, wpis do rejestru pośredników kredytowych KNF, zakres naszego umocowania i kredytodawcy, na rzecz których działamy.',
    tone: 'muted',
  },
  values: {
    eyebrow: 'Nasze wartości',
    title: 'Na czym opiera się nasza praca',
    lead: 'Kilka zasad, których trzymamy się w każdej sprawie – niezależnie od kwoty i sytuacji klienta.',
    items: [
      {
        title: 'Analiza przed działaniem',
        text: 'Zanim złożymy jakikolwiek wniosek, liczymy zdolność kredytową i przeglądamy z Tobą raport BIK, który pobierzesz ze strony BIK. Nie składamy wniosków bez realnej szansy, bo każde zapytanie kredytowe zostaje w Twojej historii.',
        icon: 'analysis',
      },
      {
        title: 'Pełna przejrzystość',
        text: 'Pokazujemy RRSO, całkowity koszt kredytu i wysokość prowizji, zanim cokolwiek podpiszesz, i tłumaczymy każdą pozycję umowy, o którą zapytasz.',
        icon: 'eye',
      },
      {
        title: 'Wynagrodzenie za efekt',
        text: 'Rozmowa i analiza są bezpłatne. Nie pobieramy opłat z góry – prowizję otrzymujemy dopiero wtedy, gdy uzyskasz finansowanie.',
        icon: 'coins',
      },
      {
        title: 'Indywidualne podejście',
        text: 'Dobieramy rozwiązanie do Twoich dochodów, zobowiązań i planów, a nie do jednego schematu. Czasem najlepszą radą jest poczekać albo najpierw coś poprawić.',
        icon: 'handshake',
      },
      {
        title: 'Szacunek i dyskrecja',
        text: 'Kłopoty z ratami mogą przytrafić się każdemu – po chorobie, rozstaniu czy utracie pracy. Rozmawiamy rzeczowo, z szacunkiem i zachowujemy pełną poufność.',
        icon: 'heart',
      },
      {
        title: 'Współpraca z wieloma bankami',
        text: 'Znamy zasady, według których banki i instytucje, z którymi współpracujemy, oceniają wnioski, i bierzemy je pod uwagę, gdy razem z Tobą wybieramy, gdzie złożyć wniosek.',
        icon: 'bank',
      },
    ],
    columns: 3,
    tone: 'plain',
  },
  process: {
    labels: stepsLabels,
    eyebrow: 'Jak pracujemy',
    title: 'Cztery kroki od pierwszej rozmowy do decyzji kredytodawcy',
    lead: 'Na każdym etapie wiesz, co się dzieje i co będzie dalej. Możesz zrezygnować w dowolnym momencie przed podpisaniem umowy.',
    steps: [
      {
        title: 'Kontakt',
        text: `Zadzwoń, zostaw numer w krótkim formularzu na stronie głównej – oddzwonimy ${callbackPromise.quickContact} – albo wypełnij wniosek online, a doradca oddzwoni ${callbackPromise.forms}.`,
      },
      {
        title: 'Bezpłatna analiza',
        text: 'Rozmawiamy o dochodach, ratach i celu kredytu, a jeśli pobierzesz raport BIK, przeglądamy go razem. Mówimy uczciwie, jakie widzimy możliwości.',
      },
      {
        title: 'Propozycja i wniosek',
        text: 'Przedstawiamy ofertę z wyliczoną ratą i całkowitym kosztem. Wniosek składamy dopiero po Twojej akceptacji i pomagamy skompletować dokumenty.',
      },
      {
        title: 'Decyzja kredytodawcy i umowa',
        text: 'Jesteśmy w kontakcie z kredytodawcą do wydania decyzji i pomagamy przy podpisaniu umowy. Prowizja należy się nam dopiero po uzyskaniu finansowania.',
      },
    ],
  },
  stats: {
    title: 'Doświadczenie, na którym możesz polegać',
    stats: [
      { value: experienceClaim, label: 'doświadczenia na rynku kredytowym' },
      { value: 'bezpłatnie', label: 'analizujemy Twoją sytuację i doradzamy' },
      {
        value: callbackShort.quickContact,
        label: `na telefon od doradcy po zostawieniu numeru ${inWorkingHours}`,
      },
    ],
    info: 'Współpracujemy z wieloma bankami i instytucjami finansowymi, dlatego możemy porównać oferty, zamiast proponować jedną.',
    variant: 'primary',
  },
  cta: {
    title: 'Porozmawiajmy o Twojej sytuacji',
    text: 'Wypełnij wniosek online albo zamów bezpłatną analizę. Doradca odezwie się, wysłucha i powie wprost, jakie masz możliwości.',
    primary: { text: 'Złóż wniosek', path: paths.application },
    secondary: { text: 'Umów bezpłatną analizę', path: paths.analysis },
    benefits: [
      promises.freeAnalysis,
      promises.noUpfrontFee,
      'Pośrednik kredytowy wpisany do rejestru KNF, nie bank',
    ],
  },
});
