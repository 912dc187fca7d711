import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { openingHours, requiredDocuments, retention } from '@/content/figures';
import { callbackPromise, weekendWithin, workingHoursText } from '@/content/promises';
import { months } from '@/content/legal-pages';
import type { FaqContent } from '@/sections/faq-section';
import type { MapContent } from '@/sections/map-preview';
import type { PageContent } from '@/content/types';
import { typeset } from '@/lib/typography';
import { opensInNewTab } from '@/content/labels';

const { address } = company;

/** "poniedziałek–piątek w godzinach 8:00–20:00" */
const contactHours = openingHours.rows
  .map((row) => `${row.days.toLowerCase()} w godzinach ${row.hours}`)
  .join(', ');

const phoneNumbers = company.phones.map((phone) => phone.display).join(' lub ');

const mapButtonText = 'Pokaż mapę';

/** The Warsaw office on a map that loads only on request (contact and team pages). */
export const officeMap: MapContent = typeset({
  eyebrow: 'Biuro',
  title: 'Nasze biuro w Warszawie',
  lead: 'Większość spraw załatwiamy telefonicznie i online, bez wychodzenia z domu. Jeśli wolisz porozmawiać osobiście, umów spotkanie z doradcą w naszym warszawskim biurze.',
  address: [company.legalName, address.street, `${address.postalCode} ${address.city}`],
  mapsUrl: company.mapsUrl,
  embedUrl: company.mapsEmbedUrl,
  buttonText: mapButtonText,
  linkText: 'Otwórz w Mapach Google',
  iframeTitle: `Mapa dojazdu do biura ${company.brandName} w Warszawie`,
  opensInNewTab,
  privacyNote: `Mapa nie ładuje się automatycznie. Po kliknięciu „${mapButtonText}” wyświetlimy ją z serwisu Google Maps: Google otrzyma wtedy dane Twojego urządzenia, takie jak adres IP, i może zapisać pliki cookie. Szczegóły znajdziesz w polityce prywatności.`,
  tone: 'muted',
});

export interface ContactPageContent extends PageContent {
  map: MapContent;
  faq: FaqContent;
}

export const contactPage: ContactPageContent = typeset({
  meta: {
    title: `Kontakt | ${company.brandName}`,
    description: `Telefon, e-mail i adres naszego biura w Warszawie. Doradcy są dostępni ${workingHoursText}. Pierwsza rozmowa jest bezpłatna.`,
  },
  intro: {
    eyebrow: 'Kontakt',
    title: 'Skontaktuj się z nami',
    lead: `Zadzwoń, napisz e-mail albo wypełnij formularz – doradcy pracują ${workingHoursText}. Opisz krótko swoją sytuację, a odezwiemy się najszybciej, jak to możliwe.`,
  },
  map: officeMap,
  faq: {
    eyebrow: 'Pytania i odpowiedzi',
    title: 'Najczęstsze pytania o kontakt z nami',
    lead: 'Zebraliśmy odpowiedzi na pytania, które najczęściej słyszymy przed pierwszą rozmową.',
    items: [
      {
        question: 'Jak najszybciej skontaktować się z doradcą?',
        answer: `Najszybciej porozmawiasz z doradcą, dzwoniąc pod numer ${phoneNumbers} w godzinach pracy. Możesz też wysłać wiadomość przez formularz na tej stronie albo na adres ${company.email} – odpowiemy najszybciej, jak to możliwe. Wolisz, żebyśmy to my zadzwonili? Krótki formularz z prośbą o telefon znajdziesz na stronie głównej – doradca oddzwoni ${callbackPromise.quickContact}.`,
      },
      {
        question: 'Ile kosztuje rozmowa z doradcą i analiza mojej sytuacji?',
        answer:
          'Nic. Pierwsza rozmowa i analiza Twojej sytuacji są bezpłatne i do niczego nie zobowiązują. Nie pobieramy żadnych opłat z góry: wynagrodzenie otrzymujemy w formie prowizji dopiero wtedy, gdy uzyskasz finansowanie, a jego wysokość poznasz, zanim cokolwiek podpiszesz.',
      },
      {
        question: 'Co dzieje się po rozmowie z doradcą?',
        answer:
          'Doradca podsumowuje Twoją sytuację i – jeśli widzi realną szansę – przedstawia konkretną propozycję z wyliczoną ratą, RRSO i całkowitym kosztem. Gdy ją zaakceptujesz, pomagamy skompletować dokumenty i składamy wniosek w wybranym banku; decyzję kredytową zawsze podejmuje bank. Jeśli dziś nie ma szans na kredyt, powiemy to wprost i podpowiemy, co warto najpierw poprawić.',
      },
      {
        question: 'Jakie dokumenty przygotować?',
        answer: `Na pierwszą rozmowę nie potrzebujesz żadnych dokumentów – wystarczy, że orientacyjnie znasz swoje dochody i raty. Do wniosku zwykle potrzebne są: dowód osobisty, zaświadczenie o dochodach lub umowa, wyciągi z rachunku z ostatnich ${requiredDocuments.bankStatementMonths} miesięcy oraz informacje o obecnych zobowiązaniach, na przykład umowy lub harmonogramy spłat. Dokładną listę dopasujemy do formy Twojego zatrudnienia i wybranego banku.`,
      },
      {
        question: 'Czy moje dane są bezpieczne?',
        answer: `Dane z formularzy wykorzystujemy do kontaktu w sprawie Twojego zgłoszenia i do przygotowania analizy. Zapisujemy je w bazie danych u dostawcy, który przechowuje je na nasze zlecenie (Supabase), a doradcy dostają powiadomienie e-mailem wysłanym przez usługę Resend. Bankowi lub innemu kredytodawcy przekazujemy je dopiero wtedy, gdy w rozmowie potwierdzisz, do kogo chcesz złożyć wniosek. Zgłoszenie, po którym nie złożono wniosku o kredyt, przechowujemy przez ${months(retention.leadMonths.noApplication)} od ostatniej zmiany w nim, a potem baza danych usuwa je automatycznie; dłużej tylko wtedy, gdy złożono wniosek. Wszystkich odbiorców, podstawy przetwarzania i Twoje prawa opisuje polityka prywatności.`,
      },
      {
        question: 'W jakich godzinach pracujecie?',
        answer: `Doradcy są dostępni ${contactHours}. Formularz możesz wysłać o każdej porze: zgłoszenia z dni roboczych obsługujemy na bieżąco w godzinach pracy, a na te wysłane w weekend odpowiadamy ${weekendWithin}.`,
      },
    ],
    link: {
      before: 'Szukasz więcej informacji o kredytach i konsolidacji?',
      text: 'Zajrzyj do bazy wiedzy',
      path: paths.knowledge,
    },
  },
});

/** The contact details block of /kontakt. */
export const contactDetailsCopy = {
  title: 'Dane kontaktowe',
  phones: 'Telefon',
  email: 'E-mail',
  address: 'Biuro',
  hours: 'Godziny pracy',
  social: 'Znajdź nas',
  mapLink: 'Zobacz na mapie',
  newTab: ` ${opensInNewTab}`,
} as const;
