import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { retention } from '@/content/figures';
import { years, type LegalPageContent } from '@/content/legal-types';

const { address } = company;
const postalAddress = `${company.legalName}, ${address.street}, ${address.postalCode} ${address.city}`;
const phoneList = company.phones.map((phone) => `${phone.display} (${phone.label.toLowerCase()})`);

export const privacyPage: LegalPageContent = {
  meta: {
    title: `Polityka prywatności | ${company.brandName}`,
    description: `Jakie dane osobowe zbiera ${company.brandName}, w jakim celu i jak długo je przechowujemy oraz jakie prawa Ci przysługują. Aktualizacja: ${retention.legalLastUpdated}.`,
  },
  intro: {
    eyebrow: 'Dokumenty prawne',
    title: 'Polityka prywatności',
    lead: 'Wyjaśniamy, jakie dane osobowe zbieramy przez formularze, w jakim celu je przetwarzamy, jak długo je przechowujemy, komu możemy je przekazać i jakie prawa Ci przysługują.',
  },
  document: {
    lastUpdated: retention.legalLastUpdated,
    tocTitle: 'Spis treści',
    sections: [
      {
        id: 'administrator',
        heading: 'Administrator danych',
        paragraphs: [
          `Administratorem Twoich danych osobowych jest ${postalAddress} (dalej: „my” lub „${company.brandName}”). Stosujemy przepisy rozporządzenia Parlamentu Europejskiego i Rady (UE) 2016/679 (RODO) oraz ustawy o ochronie danych osobowych.`,
          'Możesz się z nami skontaktować:',
        ],
        list: [
          `e-mailem: ${company.email},`,
          `telefonicznie: ${phoneList.join(', ')},`,
          `listownie: ${postalAddress}.`,
        ],
      },
      {
        id: 'kontakt-w-sprawie-danych',
        heading: 'Kontakt w sprawach ochrony danych',
        paragraphs: [
          `We wszystkich sprawach dotyczących Twoich danych osobowych, w tym w celu skorzystania z przysługujących Ci praw, napisz na adres ${company.email} z dopiskiem „Dane osobowe” albo wyślij list na adres podany wyżej. Możesz też zadzwonić — doradca przyjmie zgłoszenie i przekaże je osobie odpowiedzialnej za ochronę danych.`,
          'Aby odpowiedzieć na Twoje żądanie, możemy poprosić o informacje pozwalające potwierdzić Twoją tożsamość, na przykład o numer telefonu lub adres e-mail podany w formularzu.',
        ],
      },
      {
        id: 'jakie-dane-zbieramy',
        heading: 'Jakie dane zbieramy przez formularze',
        paragraphs: [
          'Zbieramy wyłącznie dane, które sam wpiszesz w formularzu. Poszczególne formularze obejmują:',
        ],
        list: [
          'szybki formularz kontaktowy (strona główna i sekcje „oddzwonimy”): imię i nazwisko, adres e-mail, numer telefonu, opcjonalnie przedział kwoty zobowiązań oraz informację o udzielonej zgodzie;',
          'wniosek online: imię i nazwisko, adres e-mail, numer telefonu, kwotę zadłużenia, miesięczny dochód, opis sytuacji, zaznaczone sytuacje (np. opóźnienia w spłacie, chwilówki, odmowa banku, chęć konsolidacji, kredyt gotówkowy, zawód medyczny) oraz udzielone zgody;',
          'formularz bezpłatnej analizy: imię i nazwisko, adres e-mail, numer telefonu, kwotę zadłużenia, miesięczny dochód, opis sytuacji, informacje o odmowie banku, kredycie hipotecznym, chwilówkach i opóźnieniach w spłacie oraz udzielone zgody;',
          'formularz kontaktowy: imię i nazwisko, adres e-mail, numer telefonu, treść wiadomości oraz zgodę na kontakt;',
          'krótki formularz na stronie pożyczki konsolidacyjnej: imię i nazwisko, numer telefonu i przedział kwoty (zamiast Twojego adresu e-mail wysyłamy stały adres techniczny);',
          'zapis na newsletter: adres e-mail i zgodę na otrzymywanie informacji marketingowych.',
        ],
        closing: [
          'We wniosku i w formularzu analizy możesz wskazać pliki z dokumentami. Do nas trafiają wyłącznie nazwa i rozmiar każdego pliku — samych dokumentów nie przesyłamy ani nie przechowujemy. Jeśli będą potrzebne, doradca poprosi o nie w rozmowie.',
          'Każdy formularz zapisuje też nazwę strony, z której go wysłano, abyśmy wiedzieli, czego dotyczy Twoje zgłoszenie.',
        ],
      },
      {
        id: 'cele-i-podstawy',
        heading: 'Cele i podstawy prawne przetwarzania',
        paragraphs: ['Twoje dane przetwarzamy w następujących celach:'],
        list: [
          'kontakt w odpowiedzi na zgłoszenie z formularza szybkiego kontaktu, kontaktowego lub krótkiego formularza — na Twoje żądanie, przed ewentualnym zawarciem umowy (art. 6 ust. 1 lit. b RODO);',
          'przeprowadzenie bezpłatnej analizy, przygotowanie propozycji finansowania i obsługa wniosku — działania przed zawarciem umowy i wykonanie umowy pośrednictwa (art. 6 ust. 1 lit. b RODO); analiza Twojej sytuacji finansowej i wskazanych dokumentów odbywa się także na podstawie Twojej zgody (art. 6 ust. 1 lit. a RODO);',
          'przekazanie wniosku wybranym bankom i instytucjom finansowym — wyłącznie za Twoją zgodą wyrażoną przy składaniu wniosku (art. 6 ust. 1 lit. a RODO);',
          'wysyłka newslettera i informacji o ofertach e-mailem lub telefonicznie — na podstawie Twojej zgody marketingowej (art. 6 ust. 1 lit. a RODO);',
          'wypełnienie obowiązków prawnych, m.in. podatkowych i rachunkowych, obowiązków pośrednika kredytowego oraz rozpatrywania reklamacji (art. 6 ust. 1 lit. c RODO);',
          'ustalenie, dochodzenie lub obrona roszczeń oraz zapewnienie bezpieczeństwa serwisu i ochrona przed nadużyciami, np. przed automatycznie wysyłanymi zgłoszeniami — nasz prawnie uzasadniony interes (art. 6 ust. 1 lit. f RODO).',
        ],
      },
      {
        id: 'odbiorcy',
        heading: 'Komu przekazujemy dane',
        paragraphs: [
          'Nie sprzedajemy Twoich danych. Mogą je otrzymać wyłącznie podmioty, które potrzebują ich do realizacji opisanych celów:',
        ],
        list: [
          'banki i instytucje finansowe, z którymi współpracujemy — tylko wtedy, gdy składasz za naszym pośrednictwem wniosek i wyrazisz na to zgodę;',
          'dostawcy usług IT działający na nasze zlecenie: hosting serwisu, usługi przyjmowania formularzy i przechowywania danych, usługa wysyłki poczty e-mail;',
          'biuro rachunkowe i doradcy prawni — w zakresie potrzebnym do prowadzenia księgowości i obrony roszczeń;',
          'dostawcy narzędzi analitycznych i reklamowych (Google, Meta) — w zakresie danych z plików cookies, na które wyrazisz zgodę;',
          'organy publiczne — wyłącznie gdy wymagają tego przepisy prawa.',
        ],
        closing: [
          'Z dostawcami działającymi na nasze zlecenie zawieramy umowy powierzenia przetwarzania danych, które zobowiązują ich do ochrony danych i korzystania z nich wyłącznie zgodnie z naszymi poleceniami.',
        ],
      },
      {
        id: 'przekazywanie-poza-eog',
        heading: 'Przekazywanie danych poza Europejski Obszar Gospodarczy',
        paragraphs: [
          'Niektórzy dostawcy usług IT, analitycznych i reklamowych mogą przetwarzać dane poza Europejskim Obszarem Gospodarczym, np. w Stanach Zjednoczonych. W takim przypadku dane są przekazywane wyłącznie z zastosowaniem zabezpieczeń wymaganych przez RODO: do państwa, wobec którego Komisja Europejska stwierdziła odpowiedni stopień ochrony danych (w tym do podmiotów objętych programem EU-U.S. Data Privacy Framework), albo na podstawie standardowych klauzul umownych zatwierdzonych przez Komisję Europejską.',
          'Na Twoje żądanie przekażemy informację o zastosowanych zabezpieczeniach i sposobie uzyskania ich kopii.',
        ],
      },
      {
        id: 'okres-przechowywania',
        heading: 'Jak długo przechowujemy dane',
        paragraphs: ['Dane przechowujemy nie dłużej, niż jest to potrzebne:'],
        list: [
          `dane z formularzy kontaktowych — przez ${years(retention.contactDataYears)} od ostatniego kontaktu z Tobą;`,
          `dane klientów, z którymi zawarliśmy umowę — przez czas trwania umowy oraz ${years(retention.clientDataYearsAfterContract)} po jej zakończeniu, w celu ustalenia, dochodzenia lub obrony roszczeń;`,
          `dokumenty księgowe i podatkowe — przez ${years(retention.taxDocumentsYears)}, licząc od końca roku kalendarzowego, w którym upłynął termin płatności podatku;`,
          'dane przetwarzane na podstawie zgody, w tym adres e-mail zapisany na newsletter — do czasu wycofania zgody.',
        ],
        closing: [
          'Po upływie tych okresów dane usuwamy albo anonimizujemy tak, by nie można było Cię zidentyfikować.',
        ],
      },
      {
        id: 'twoje-prawa',
        heading: 'Twoje prawa',
        paragraphs: ['W związku z przetwarzaniem Twoich danych masz prawo do:'],
        list: [
          'dostępu do danych i otrzymania ich kopii,',
          'sprostowania danych nieprawidłowych i uzupełnienia niekompletnych,',
          'usunięcia danych („prawo do bycia zapomnianym”),',
          'ograniczenia przetwarzania,',
          'przenoszenia danych przetwarzanych na podstawie zgody lub umowy,',
          'sprzeciwu wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie, a w przypadku marketingu bezpośredniego — w każdym czasie i bez podawania przyczyny,',
          'wycofania zgody w dowolnym momencie — wycofanie zgody nie wpływa na zgodność z prawem przetwarzania, którego dokonano na jej podstawie przed jej wycofaniem.',
        ],
        closing: [
          `Aby skorzystać z tych praw, skontaktuj się z nami (e-mail ${company.email}). Odpowiemy bez zbędnej zwłoki, nie później niż w ciągu miesiąca od otrzymania żądania.`,
        ],
      },
      {
        id: 'skarga',
        heading: 'Skarga do organu nadzorczego',
        paragraphs: [
          'Jeśli uważasz, że przetwarzamy Twoje dane niezgodnie z prawem, możesz wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych, ul. Stawki 2, 00-193 Warszawa. Zachęcamy, by najpierw napisać do nas — postaramy się wyjaśnić sprawę.',
        ],
      },
      {
        id: 'dobrowolnosc',
        heading: 'Dobrowolność podania danych',
        paragraphs: [
          'Podanie danych jest dobrowolne, ale bez danych oznaczonych w formularzu jako wymagane nie będziemy mogli się z Tobą skontaktować, przeprowadzić analizy ani przygotować wniosku. Zgoda marketingowa nie jest warunkiem skorzystania z naszych usług.',
        ],
      },
      {
        id: 'zautomatyzowane-decyzje',
        heading: 'Zautomatyzowane podejmowanie decyzji',
        paragraphs: [
          'Nie podejmujemy wobec Ciebie decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu, w tym profilowaniu. Analizę sytuacji przeprowadza doradca.',
          'Decyzję kredytową podejmuje bank lub instytucja finansowa, której przekażemy wniosek za Twoją zgodą. Kredytodawca jest odrębnym administratorem danych i informuje o swoich zasadach, w tym o ocenie zdolności kredytowej, we własnych dokumentach.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Pliki cookies',
        paragraphs: [
          [
            'Serwis korzysta z plików cookies. Jakie pliki zapisujemy, w jakim celu i jak długo są przechowywane, opisuje ',
            { text: 'polityka plików cookies', to: paths.cookies },
            '.',
          ],
        ],
      },
      {
        id: 'zmiany',
        heading: 'Zmiany polityki prywatności',
        paragraphs: [
          `Politykę prywatności aktualizujemy, gdy zmieniają się przepisy, nasze usługi lub sposób przetwarzania danych. Aktualna wersja jest zawsze dostępna na tej stronie, a datę ostatniej zmiany podajemy poniżej. Obecna wersja obowiązuje od ${retention.legalLastUpdated}.`,
        ],
      },
    ],
  },
};
