import { paths } from '@/config/paths';
import { company } from '@/content/company';
import type { StorageCategory } from '@/content/consent';
import {
  activeStorage,
  kindLabels,
  needsConsent,
  type StorageEntry,
} from '@/content/cookie-registry';
import { retention } from '@/content/figures';
import type { LegalPageContent } from '@/content/legal-pages';
import type { LegalSection, RichText } from '@/sections/legal-document';
import { typeset } from '@/lib/typography';
import { legalDocumentLabels } from '@/content/labels';

/** What the build writes (src/content/cookie-registry.ts): the table and the sentences below. */
const entries = activeStorage();
const ownCookies = entries.filter((entry) => entry.kind === 'cookie');
const inCategory = (category: StorageCategory) =>
  entries.filter((entry) => entry.category === category);
const trackingEntries = [...inCategory('analityczne'), ...inCategory('marketingowe')];
/** The service worker and what it keeps, when this build installs it. */
const serviceWorkerKinds = new Set<StorageEntry['kind']>([
  'serviceWorker',
  'cacheStorage',
  'indexedDB',
]);
const hasServiceWorker = entries.some((entry) => serviceWorkerKinds.has(entry.kind));

const names = (list: readonly StorageEntry[]) => list.map((entry) => entry.name).join(', ');

/** The plain statement of what the site writes, true for the entries above. */
const whatWeWrite: RichText[] = [
  ownCookies.length === 0
    ? `Serwis ${company.brandName} nie zapisuje w Twojej przeglądarce żadnych własnych plików cookies.`
    : `Serwis ${company.brandName} zapisuje w Twojej przeglądarce te własne pliki cookies: ${names(ownCookies)}.`,
  trackingEntries.length === 0
    ? 'Nie używamy żadnych narzędzi analitycznych ani marketingowych: serwis nie zapisuje plików cookies ani innych informacji, które służyłyby do statystyk odwiedzin, śledzenia Cię lub wyświetlania reklam.'
    : `Pliki analityczne i marketingowe (${names(trackingEntries)}) zapisujemy wyłącznie po wyrażeniu przez Ciebie zgody.`,
  'Poniższa tabela wymienia wszystko, co serwis zapisuje w Twojej przeglądarce, w jakim celu i jak długo.',
];

const consentSection: LegalSection = needsConsent()
  ? {
      id: 'zgoda',
      heading: 'Zgoda i jej wycofanie',
      paragraphs: [
        'Informacje niezbędne do działania serwisu zapisujemy bez zgody. Pliki analityczne i marketingowe zapisujemy wyłącznie po wyrażeniu przez Ciebie zgody w okienku wyboru, które wyświetlamy przy pierwszej wizycie.',
        'Zgodę możesz wycofać w każdej chwili, bez wpływu na zgodność z prawem korzystania z tych plików przed jej wycofaniem: zmień wybór w okienku zgody albo usuń pliki cookies serwisu w przeglądarce – przy następnej wizycie zapytamy ponownie.',
      ],
    }
  : {
      id: 'zgoda',
      heading: 'Czy potrzebujemy Twojej zgody',
      paragraphs: [
        hasServiceWorker
          ? 'Nie. Serwis zapisuje wyłącznie informacje niezbędne do jego działania: kopię roboczą formularza, o którego wysłanie prosisz, oraz pliki i kopie stron, dzięki którym serwis działa po aktualizacji i przy słabym połączeniu. Na takie zapisywanie przepisy nie wymagają zgody. Dlatego nie wyświetlamy okienka z pytaniem o cookies.'
          : 'Nie. Serwis zapisuje wyłącznie informacje niezbędne do działania formularza, o którego wysłanie prosisz, a na takie zapisywanie przepisy nie wymagają zgody. Dlatego nie wyświetlamy okienka z pytaniem o cookies.',
        'Jeśli kiedyś zaczniemy używać narzędzi analitycznych lub marketingowych, będą działały dopiero po wyrażeniu przez Ciebie zgody, a ta polityka i tabela powyżej zostaną uzupełnione przed ich uruchomieniem.',
      ],
    };

export const cookiesPage: LegalPageContent = typeset({
  meta: {
    title: `Polityka plików cookies | ${company.brandName}`,
    description: `Co serwis ${company.brandName} zapisuje w Twojej przeglądarce: nie używamy własnych plików cookies ani narzędzi analitycznych i reklamowych. Tabela, cele i czas przechowywania.`,
  },
  intro: {
    eyebrow: 'Dokumenty prawne',
    title: 'Polityka plików cookies',
    lead: 'Opisujemy dokładnie, co serwis zapisuje w Twojej przeglądarce, w jakim celu i jak długo, kiedy pliki cookies może zapisać ktoś inny oraz jak możesz tym zarządzać.',
  },
  document: {
    lastUpdated: retention.legalLastUpdated,
    tocTitle: 'Spis treści',
    ...legalDocumentLabels,
    sections: [
      {
        id: 'czym-sa-cookies',
        heading: 'Czym są pliki cookies i pamięć przeglądarki',
        paragraphs: [
          'Pliki cookies (ciasteczka) to niewielkie pliki tekstowe, które strona zapisuje w przeglądarce na Twoim urządzeniu; przy kolejnych odsłonach przeglądarka odsyła je do serwera. Podobnie działa pamięć przeglądarki (np. pamięć sesji, sessionStorage): strona może w niej przechować informacje, ale przeglądarka nie wysyła ich sama do serwera.',
          ...(hasServiceWorker
            ? [
                'Serwis instaluje też w przeglądarce service worker: niewielki program, który przechowuje pliki serwisu i kopie otwieranych stron w pamięci podręcznej przeglądarki (Cache Storage) oraz ich listę w bazie danych przeglądarki (IndexedDB). Dzięki temu strony otwierają się szybciej, a bez połączenia zobaczysz ostatnio pobraną wersję strony albo informację, jak się z nami skontaktować.',
              ]
            : []),
          'Przepisy traktują jednakowo wszystkie sposoby przechowywania informacji na Twoim urządzeniu, dlatego w tej polityce opisujemy je razem.',
        ],
      },
      {
        id: 'co-zapisujemy',
        heading: 'Co zapisuje nasz serwis',
        paragraphs: whatWeWrite,
        table: {
          caption: 'Informacje zapisywane przez serwis w przeglądarce',
          columns: [
            'Nazwa',
            'Dostawca',
            'Rodzaj',
            'Cel',
            'Czas przechowywania',
            'Jak usunąć',
            'Kategoria',
          ],
          rows: entries.map((entry) => [
            entry.name,
            entry.provider,
            kindLabels[entry.kind],
            entry.purpose,
            entry.lifetime,
            entry.removal,
            entry.category,
          ]),
        },
        closing: [
          'Formularz, który udało się wysłać, usuwa swoją kopię roboczą. Treści wpisanej w formularz nie wysyłamy, dopóki nie klikniesz przycisku wysyłki.',
        ],
      },
      {
        id: 'mapa-google',
        heading: 'Mapa Google na stronie kontaktowej',
        paragraphs: [
          'Na stronach z mapą naszego biura mapa nie ładuje się automatycznie. Dopiero gdy klikniesz przycisk wyświetlenia mapy, Twoja przeglądarka pobierze ją z serwisu Google Maps. Od tej chwili Google otrzymuje dane Twojego urządzenia (np. adres IP) i może zapisywać własne pliki cookies – na zasadach opisanych w polityce prywatności Google, jako odrębny administrator danych. Jeśli mapy nie otworzysz, Google nie otrzyma od nas żadnych danych.',
        ],
      },
      consentSection,
      {
        id: 'zarzadzanie-w-przegladarce',
        heading: 'Jak zarządzać tym w przeglądarce',
        paragraphs: [
          'Każda przeglądarka pozwala przeglądać i usuwać dane zapisane przez strony (pliki cookies i pamięć witryny), a także blokować je w całości lub dla wybranych stron. Odpowiednie ustawienia znajdziesz:',
        ],
        list: [
          'w Google Chrome: Ustawienia → Prywatność i bezpieczeństwo;',
          'w Mozilla Firefox: Ustawienia → Prywatność i bezpieczeństwo → Ciasteczka i dane stron;',
          'w Safari: Ustawienia → Prywatność → Zarządzaj danymi witryn;',
          'w Microsoft Edge: Ustawienia → Pliki cookie i uprawnienia witryny;',
          'na telefonie: w ustawieniach prywatności przeglądarki, z której korzystasz.',
        ],
        closing: [
          'Gdy zablokujesz pamięć przeglądarki, formularze nadal działają, ale nie zachowają wpisanych danych po odświeżeniu strony.',
          ...(hasServiceWorker
            ? [
                'Usunięcie danych witryny usuwa także service worker serwisu i wszystko, co zapisał. Przy następnej wizycie przeglądarka zainstaluje go ponownie, chyba że zablokujesz dane tej witryny.',
              ]
            : []),
        ],
      },
      {
        id: 'dane-osobowe',
        heading: 'Dane osobowe',
        paragraphs: [
          [
            'Kopia robocza formularza zostaje w Twojej przeglądarce. Co dzieje się z danymi, gdy wyślesz formularz, kto jest ich administratorem, komu je powierzamy i jakie prawa Ci przysługują, wyjaśnia ',
            { text: 'polityka prywatności', to: paths.privacy },
            '.',
          ],
        ],
      },
      {
        id: 'zmiany',
        heading: 'Zmiany polityki cookies',
        paragraphs: [
          'Politykę aktualizujemy, zanim zmienimy to, co serwis zapisuje w przeglądarce, oraz gdy zmieniają się przepisy. Aktualna wersja jest zawsze dostępna na tej stronie.',
        ],
      },
    ],
  },
});
