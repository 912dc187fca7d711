/**
 * The accessibility statement (deklaracja dostępności), in the order of the Polish model statement:
 * scope, standard, status, how it was checked, known limits, feedback and complaints, preparation.
 * Contact data come from company.ts; what the automated tests check is stated once here, and
 * tests/accessibility-statement.test.ts reads it back from e2e/ so the two cannot drift apart.
 */
import { company, dataController, isPending } from '@/content/company';
import { legalDocumentLabels } from '@/content/labels';
import type { LegalPageContent } from '@/content/legal-pages';
import { typeset } from '@/lib/typography';

/** The statement's dates (dd.mm.yyyy), each written only here: drawn up, and last reviewed. */
export const statementDates = { prepared: '27.11.2026', reviewed: '28.11.2026' } as const;

/**
 * What the automated tests check (e2e/pages.spec.ts, which reads its widths from here;
 * e2e/axe-rules.ts; tests/served-axe.test.ts).
 */
export const automatedChecks = {
  /** Every page is checked at these widths (a phone, a computer). */
  widths: { phone: 390, desktop: 1280 },
  /** …and then at these (WCAG 1.4.10: 320 px; 1280 px at twice the zoom lays out at 640 px). */
  reflowWidths: { phone: 320, zoomed: 640 },
  /** axe-core rules of these WCAG versions, levels A and AA. */
  wcagVersions: ['2.0', '2.1', '2.2'],
} as const;

/** How long an answer to a report or complaint takes (the EAA act's terms for complaints). */
export const answerDays = { usual: 30, complex: 60 } as const;

const { address } = company;
const phones = company.phones.map((phone) => `${phone.display} (${phone.label.toLowerCase()})`);
/** A letter only once the owner has given the office's address (company.ts). */
const postalAddress =
  isPending(address.street) || isPending(address.postalCode)
    ? undefined
    : `${dataController}, ${address.street}, ${address.postalCode} ${address.city}`;

const { widths, reflowWidths, wcagVersions } = automatedChecks;

export const accessibilityPage: LegalPageContent = typeset({
  meta: {
    title: `Deklaracja dostępności | ${company.brandName}`,
    description: `Na ile serwis ${company.brandName} jest dostępny: standard WCAG 2.1 AA, stan zgodności, sposób sprawdzania, znane ograniczenia i jak zgłosić problem.`,
  },
  intro: {
    eyebrow: 'Dostępność serwisu',
    title: 'Deklaracja dostępności',
    lead: 'Opisujemy, na ile nasz serwis jest dostępny, także dla osób z niepełnosprawnościami, jak to sprawdzamy, czego jeszcze nie poprawiliśmy i jak zgłosić problem albo poprosić o informacje w innej formie.',
  },
  document: {
    lastUpdated: statementDates.reviewed,
    tocTitle: 'Spis treści',
    ...legalDocumentLabels,
    sections: [
      {
        id: 'czego-dotyczy',
        heading: 'Czego dotyczy deklaracja',
        paragraphs: [
          `Chcemy, aby z serwisu internetowego ${company.brandName} mógł korzystać każdy, także osoby niewidome i słabowidzące, niesłyszące, poruszające się tylko za pomocą klawiatury oraz osoby starsze. Deklaracja dotyczy wszystkich stron serwisu, jego formularzy i artykułów.`,
          'Przygotowaliśmy ją według wzoru deklaracji dostępności stosowanego na podstawie ustawy z dnia 4 kwietnia 2019 r. o dostępności cyfrowej stron internetowych i aplikacji mobilnych podmiotów publicznych, z uwzględnieniem ustawy z dnia 26 kwietnia 2024 r. o zapewnianiu spełniania wymagań dostępności niektórych produktów i usług przez podmioty gospodarcze. Nie jest przesądzone, czy serwis pośrednika kredytowego podlega tej drugiej ustawie; stosujemy jej zasady niezależnie od tego.',
        ],
      },
      {
        id: 'standard',
        heading: 'Standard dostępności',
        paragraphs: [
          'Serwis ma spełniać wymagania Wytycznych dla dostępności treści internetowych (WCAG) 2.1 na poziomie AA, do których odsyła europejska norma EN 301 549 dla produktów i usług cyfrowych. Nasze testy automatyczne sprawdzają także kryteria dodane w WCAG 2.2.',
        ],
      },
      {
        id: 'stan-dostepnosci',
        heading: 'Stan dostępności',
        paragraphs: [
          'Serwis jest częściowo zgodny z WCAG 2.1 na poziomie AA.',
          'Testy automatyczne opisane niżej obejmują każdą stronę z treścią, a strona, na której wykryją problem, nie przechodzi testów. Takie testy wykrywają jednak tylko część możliwych problemów, a ręcznego audytu całego serwisu ani testów z czytnikami ekranu jeszcze nie przeprowadziliśmy. Dopóki tego nie zrobimy, nie deklarujemy pełnej zgodności. Ograniczenia, o których wiemy, wymieniamy w punkcie „Znane ograniczenia”.',
        ],
      },
      {
        id: 'jak-sprawdzamy',
        heading: 'Jak sprawdzamy dostępność',
        paragraphs: [
          'Serwis sprawdzają testy automatyczne, które otwierają strony w przeglądarce Chromium:',
        ],
        list: [
          `Każdą stronę z treścią i każdy artykuł sprawdzamy narzędziem axe-core jego regułami WCAG ${wcagVersions.join(', ')} na poziomach A i AA, które oceniają kod strony (nazwy, role, etykiety, język, budowę dokumentu).`,
          `Wszystkimi regułami axe-core, także tymi, które oceniają stronę wyświetloną w przeglądarce (kontrast, wielkość elementów do kliknięcia), sprawdzamy w szerokości ${String(widths.phone)} px (telefon) i ${String(widths.desktop)} px (komputer) zestaw stron, na których razem występuje każdy rodzaj sekcji serwisu w każdym wariancie.`,
          'Wszystkimi regułami sprawdzamy też stronę błędu 404 i strony, które widać dopiero po jakimś działaniu: podziękowanie po wysłaniu wniosku, potwierdzenie zapisu do newslettera, informację o nieważnym linku z wiadomości o newsletterze oraz stronę wyświetlaną bez połączenia z internetem.',
          'Sprawdzamy nimi także stany, do których dochodzi się w trakcie wizyty: otwarte menu na telefonie, kroki wniosku online i formularza bezpłatnej analizy z komunikatami o błędach, rozwinięte menu nawigacji, otwartą odpowiedź w pytaniach i odpowiedziach, wyświetloną mapę oraz okienko zgody na pliki cookies.',
          `Dopasowanie do ekranu (WCAG 1.4.10): każda strona mieści się bez przewijania w poziomie w szerokości ${String(reflowWidths.phone)} px oraz ${String(reflowWidths.zoomed)} px, co odpowiada ekranowi komputera przy dwukrotnym powiększeniu, a każda komórka tabeli jest widoczna w całości.`,
          'Odstępy w tekście (WCAG 1.4.12): po zwiększeniu odstępów między wierszami, literami, słowami i akapitami żaden tekst nie zostaje ucięty.',
          'Obsługa klawiaturą: link „Przejdź do treści” jest pierwszym miejscem, do którego przechodzi klawisz Tab; menu nawigacji można otworzyć klawiaturą, przechodzić po nim strzałkami i zamknąć klawiszem Escape; w otwartym menu na telefonie fokus nie wychodzi poza menu; wniosek online da się wypełnić i wysłać samą klawiaturą, a fokus jest przy tym zawsze widoczny, po błędzie trafia na pierwsze błędne pole, a po przejściu do kolejnego kroku na jego nagłówek.',
          'Ruch: gdy w systemie włączone jest ograniczenie ruchu, strony nie odtwarzają animacji ani przejść.',
          'Bez JavaScriptu: treść jest widoczna także wtedy, gdy przeglądarka nie wykonuje skryptów (sprawdzamy to na tym samym zestawie stron), a na żadnej stronie skrypty nie dodają ani nie usuwają sekcji.',
        ],
        closing: [
          'Serwisu nie testowaliśmy jeszcze z czytnikami ekranu (np. NVDA, VoiceOver, TalkBack) ani w ręcznym audycie przeprowadzonym przez osobę z niepełnosprawnością. Planujemy to; wyniki opiszemy w tej deklaracji.',
        ],
      },
      {
        id: 'znane-ograniczenia',
        heading: 'Znane ograniczenia',
        paragraphs: ['O tych ograniczeniach wiemy:'],
        list: [
          'Mapa Google na stronach kontaktowej i zespołu pochodzi od innej firmy i nie mamy wpływu na jej dostępność. Mapa ładuje się dopiero po naciśnięciu przycisku; obok mapy jest link, który otwiera ją w serwisie Google Maps.',
          'Formularze działają tylko z włączonym JavaScriptem. Bez niego treść stron jest widoczna, ale formularza nie da się wysłać: wtedy zadzwoń do nas albo napisz e-mail.',
          `Doradca kontaktuje się telefonicznie, dlatego formularze proszą o numer telefonu. Jeśli rozmowa telefoniczna jest dla Ciebie trudna, napisz na adres ${company.email}, jaki sposób kontaktu Ci odpowiada.`,
          'Linki do innych serwisów (np. Biura Informacji Kredytowej albo naszych profili w mediach społecznościowych) prowadzą do treści, na których dostępność nie mamy wpływu.',
          'Serwisu nie sprawdzano jeszcze z czytnikami ekranu ani w ręcznym audycie (zob. wyżej).',
        ],
        closing: [
          'Serwis nie zawiera nagrań wideo, nagrań dźwiękowych ani dokumentów do pobrania (np. plików PDF): cała treść jest na stronach serwisu.',
        ],
      },
      {
        id: 'zglaszanie-problemow',
        heading: 'Jak zgłosić problem lub poprosić o informacje w innej formie',
        paragraphs: [
          'Jeśli coś w serwisie jest dla Ciebie niedostępne albo potrzebujesz informacji z serwisu w innej formie (np. przeczytanej przez telefon albo przesłanej e-mailem jako zwykły tekst), skontaktuj się z nami:',
        ],
        list: [
          `e-mailem: ${company.email},`,
          `telefonicznie: ${phones.join(', ')}${postalAddress ? ',' : '.'}`,
          ...(postalAddress ? [`listownie: ${postalAddress}.`] : []),
        ],
        closing: [
          'Napisz lub powiedz, kim jesteś i jak się z Tobą skontaktować (oraz jaki sposób odpowiedzi wolisz), której strony lub którego elementu dotyczy sprawa i na czym polega problem, a jeśli prosisz o informacje w innej formie – jaka forma jest dla Ciebie wygodna.',
          `Odpowiemy w ciągu ${String(answerDays.usual)} dni. Jeśli sprawa jest szczególnie skomplikowana, w tym terminie napiszemy, dlaczego potrzebujemy więcej czasu, i odpowiemy najpóźniej w ciągu ${String(answerDays.complex)} dni.`,
        ],
      },
      {
        id: 'skargi-i-nadzor',
        heading: 'Skargi i nadzór',
        paragraphs: [
          'Jeśli uważasz, że nasz serwis lub nasza usługa nie spełnia wymagań dostępności, możesz złożyć do nas skargę: pisemnie, e-mailem albo ustnie, przez telefon, w sposób opisany w poprzednim punkcie i w tych samych terminach.',
          'Niezależnie od tego każdy, także bez składania skargi do nas, może zawiadomić o braku dostępności Prezesa Zarządu Państwowego Funduszu Rehabilitacji Osób Niepełnosprawnych (PFRON). Prezes Zarządu PFRON rozpatruje zawiadomienie albo przekazuje je właściwemu organowi nadzoru rynku. Jak złożyć zawiadomienie, wyjaśnia strona internetowa PFRON.',
        ],
      },
      {
        id: 'przygotowanie-deklaracji',
        heading: 'Przygotowanie deklaracji',
        paragraphs: [
          `Deklarację sporządziliśmy ${statementDates.prepared} na podstawie samooceny opartej na testach opisanych wyżej. Ostatni raz przejrzeliśmy i zaktualizowaliśmy ją ${statementDates.reviewed}.`,
        ],
      },
    ],
  },
});
