import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { retention } from '@/content/figures';
import { callbackPromise, weekendWithin } from '@/content/promises';
import { withinDays, type LegalPageContent } from '@/content/legal-pages';
import { typeset } from '@/lib/typography';
import { legalDocumentLabels } from '@/content/labels';

const { address } = company;
const postalAddress = `${company.legalName}, ${address.street}, ${address.postalCode} ${address.city}`;
const phones = company.phones.map((phone) => phone.display).join(' lub ');

export const termsPage: LegalPageContent = typeset({
  meta: {
    title: `Regulamin serwisu | ${company.brandName}`,
    description: `Zasady korzystania z serwisu ${company.brandName}: rola pośrednika kredytowego, bezpłatna analiza, wynagrodzenie i reklamacje. Aktualizacja: ${retention.legalLastUpdated}.`,
  },
  intro: {
    eyebrow: 'Dokumenty prawne',
    title: 'Regulamin serwisu',
    lead: `Regulamin opisuje zasady korzystania z serwisu i formularzy, naszą rolę jako pośrednika kredytowego, zasady wynagrodzenia oraz tryb składania reklamacji, które rozpatrujemy w ciągu ${retention.complaintDays} dni.`,
  },
  document: {
    lastUpdated: retention.legalLastUpdated,
    tocTitle: 'Spis treści',
    ...legalDocumentLabels,
    sections: [
      {
        id: 'postanowienia-ogolne',
        heading: 'Postanowienia ogólne',
        paragraphs: [
          `Regulamin określa zasady korzystania z serwisu internetowego ${company.brandName} oraz z bezpłatnej analizy sytuacji finansowej. Usługodawcą jest ${postalAddress}, KRS: ${company.krs}, NIP: ${company.nip}, REGON: ${company.regon}, wpisana do rejestru pośredników kredytowych prowadzonego przez Komisję Nadzoru Finansowego pod numerem ${company.knfRegisterNumber}.`,
          `Kontakt z usługodawcą: e-mail ${company.email}, telefon ${phones}.`,
          'Regulamin jest dostępny bezpłatnie na tej stronie; możesz go w każdej chwili wyświetlić, zapisać lub wydrukować.',
        ],
      },
      {
        id: 'definicje',
        heading: 'Definicje',
        paragraphs: ['Użyte w regulaminie określenia oznaczają:'],
        list: [
          `Serwis – strona internetowa ${company.brandName} wraz z formularzami;`,
          `Usługodawca, „my” – ${company.legalName};`,
          'Użytkownik, „Ty” – osoba korzystająca z serwisu;',
          'Formularz – formularz szybkiego kontaktu, kontaktowy, wniosek online, formularz bezpłatnej analizy, krótki formularz zgłoszeniowy lub zapis na newsletter;',
          'Analiza – bezpłatna i niezobowiązująca ocena Twojej sytuacji finansowej przygotowana przez doradcę na podstawie danych podanych w formularzu i w rozmowie;',
          'Kredytodawca – bank lub instytucja finansowa udzielająca kredytu lub pożyczki.',
        ],
      },
      {
        id: 'rola-posrednika',
        heading: 'Nasza rola: pośrednik kredytowy',
        paragraphs: [
          `${company.brandName} jest pośrednikiem kredytowym, a nie bankiem ani instytucją pożyczkową. Nie udzielamy kredytów ani pożyczek i nie przyjmujemy wpłat. Pomagamy ocenić sytuację, wybrać ofertę kredytodawców, z którymi współpracujemy, i przygotować wniosek.`,
          'Decyzję o udzieleniu finansowania oraz jego warunkach zawsze podejmuje kredytodawca po ocenie Twojej zdolności kredytowej. Umowę kredytu lub pożyczki zawierasz bezpośrednio z kredytodawcą.',
        ],
      },
      {
        id: 'bezplatna-analiza',
        heading: 'Bezpłatna analiza i wynagrodzenie',
        paragraphs: [
          'Analiza jest bezpłatna i do niczego nie zobowiązuje. Wysłanie formularza nie oznacza złożenia wniosku kredytowego ani zawarcia umowy. Po analizie to Ty decydujesz, czy chcesz skorzystać z przedstawionej propozycji.',
          'Nie pobieramy żadnych opłat z góry. Wynagrodzenie należy się wyłącznie w formie prowizji po uzyskaniu finansowania; jego wysokość poznasz przed złożeniem wniosku i zostanie wskazana w umowie i w informacjach przekazywanych przed jej zawarciem.',
        ],
      },
      {
        id: 'dane-od-uzytkownika',
        heading: 'Co musisz podać',
        paragraphs: [
          'Aby doradca mógł się z Tobą skontaktować i przygotować analizę, podaj w formularzu:',
        ],
        list: [
          'imię i nazwisko oraz numer telefonu – w każdym formularzu zgłoszeniowym;',
          'adres e-mail – w formularzach, które o niego proszą;',
          'we wniosku i w formularzu analizy także kwotę zadłużenia, miesięczny dochód i krótki opis sytuacji;',
          'potwierdzenie zapoznania się z polityką prywatności i prośbę o kontakt w sprawie zgłoszenia (pole oznaczone w formularzu jako obowiązkowe).',
        ],
        closing: [
          'Zgody marketingowe (osobno na e-maile i na telefony) oraz zapis na newsletter są dobrowolne i nie są warunkiem skorzystania z serwisu ani z analizy.',
          'Podawaj dane prawdziwe, aktualne i dotyczące Ciebie. Nieprawdziwe informacje mogą prowadzić do nietrafnej analizy i odmowy finansowania przez kredytodawcę. Nie przesyłaj danych innych osób bez ich zgody.',
        ],
      },
      {
        id: 'czas-kontaktu',
        heading: 'Czas kontaktu',
        paragraphs: ['Po wysłaniu formularza doradca kontaktuje się z Tobą:'],
        list: [
          `po wysłaniu formularza szybkiego kontaktu – telefonicznie ${callbackPromise.quickContact}; zgłoszenia z weekendu obsługujemy ${weekendWithin};`,
          `po wysłaniu wniosku online, formularza bezpłatnej analizy lub krótkiego formularza zgłoszeniowego – telefonicznie ${callbackPromise.forms};`,
          'po wysłaniu formularza kontaktowego – telefonicznie lub e-mailem, najszybciej, jak to możliwe.',
        ],
        closing: [
          'Podane czasy są naszym standardem obsługi. W okresach wyjątkowo dużej liczby zgłoszeń kontakt może nastąpić później – wtedy odezwiemy się najszybciej, jak to możliwe.',
        ],
      },
      {
        id: 'wymagania-techniczne',
        heading: 'Wymagania techniczne',
        paragraphs: ['Do korzystania z serwisu potrzebujesz:'],
        list: [
          'urządzenia z dostępem do internetu (komputera, tabletu lub telefonu),',
          'aktualnej wersji przeglądarki internetowej z włączoną obsługą JavaScript,',
          'aktywnego numeru telefonu, a w części formularzy także adresu e-mail.',
        ],
        closing: [
          [
            'Serwis nie zapisuje własnych plików cookies; to, co zapisuje w pamięci przeglądarki (kopię roboczą formularza), opisuje ',
            { text: 'polityka plików cookies', to: paths.cookies },
            '. Korzystanie z internetu wiąże się z typowymi zagrożeniami, np. złośliwym oprogramowaniem – chroń swoje urządzenie aktualnym oprogramowaniem.',
          ],
        ],
      },
      {
        id: 'zakazane-tresci',
        heading: 'Zakazane treści i działania',
        paragraphs: [
          'Zabronione jest przesyłanie przez formularze treści bezprawnych, obraźliwych lub naruszających prawa innych osób, podawanie cudzych danych bez upoważnienia, wysyłanie spamu i zgłoszeń automatycznych oraz działania zakłócające pracę serwisu. Zgłoszenia naruszające te zasady możemy pozostawić bez odpowiedzi i usunąć.',
        ],
      },
      {
        id: 'odpowiedzialnosc',
        heading: 'Odpowiedzialność',
        paragraphs: [
          'Treści serwisu, w tym przykłady, kalkulacje i artykuły, mają charakter informacyjny i nie stanowią oferty w rozumieniu Kodeksu cywilnego. Ostateczne warunki finansowania zależą od kredytodawcy, Twojej zdolności kredytowej, kwoty i okresu kredytowania.',
          'Nie gwarantujemy uzyskania finansowania ani jego określonych warunków i nie odpowiadamy za decyzje kredytodawców. Nie odpowiadamy też za przerwy w działaniu serwisu wynikające z przyczyn od nas niezależnych. Postanowienia te nie ograniczają uprawnień konsumentów wynikających z bezwzględnie obowiązujących przepisów prawa.',
        ],
      },
      {
        id: 'reklamacje',
        heading: 'Reklamacje',
        paragraphs: ['Reklamację dotyczącą serwisu lub naszych usług możesz złożyć:'],
        list: [
          `e-mailem na adres ${company.email},`,
          `telefonicznie: ${phones},`,
          `listownie na adres: ${postalAddress}.`,
        ],
        closing: [
          'Opisz w reklamacji, czego dotyczy i czego oczekujesz, oraz podaj swoje imię i nazwisko i dane kontaktowe (adres e-mail, numer telefonu lub adres do korespondencji).',
          `Reklamację rozpatrujemy w ciągu ${withinDays(retention.complaintDays)} od jej otrzymania. Odpowiedź wysyłamy listownie albo – na Twoją prośbę – e-mailem.`,
        ],
      },
      {
        id: 'pozasadowe-rozwiazywanie-sporow',
        heading: 'Pozasądowe rozwiązywanie sporów',
        paragraphs: [
          'Jeśli nie zgadzasz się z odpowiedzią na reklamację, możesz skorzystać z pozasądowych sposobów rozwiązania sporu. Możesz zwrócić się o pomoc do Rzecznika Finansowego (rf.gov.pl) i złożyć u niego wniosek o rozpatrzenie sprawy, a jako konsument także do miejskiego lub powiatowego rzecznika konsumentów albo do organizacji konsumenckich. Spory z podmiotami rynku finansowego rozpatruje też Sąd Polubowny przy Komisji Nadzoru Finansowego.',
          'Skorzystanie z tych sposobów jest dobrowolne i nie wyłącza prawa do dochodzenia roszczeń przed sądem.',
        ],
      },
      {
        id: 'dane-osobowe',
        heading: 'Dane osobowe',
        paragraphs: [
          [
            'Administratorem danych podanych w formularzach jest usługodawca. Dane z formularzy przetwarzamy, aby odpowiedzieć na Twoje zgłoszenie, i powierzamy je dostawcom usług technicznych; kredytodawcy przekazujemy je dopiero wtedy, gdy w rozmowie potwierdzisz, do kogo chcesz złożyć wniosek. Cele i podstawy przetwarzania, odbiorców, okresy przechowywania danych oraz Twoje prawa opisuje ',
            { text: 'polityka prywatności', to: paths.privacy },
            '.',
          ],
        ],
      },
      {
        id: 'zmiany-regulaminu',
        heading: 'Zmiany regulaminu',
        paragraphs: [
          'Regulamin możemy zmienić z ważnych przyczyn, takich jak zmiana przepisów, zakresu usług lub funkcji serwisu. Nowa wersja obowiązuje od dnia jej opublikowania na tej stronie; zgłoszenia wysłane wcześniej obsługujemy na dotychczasowych zasadach.',
        ],
      },
      {
        id: 'prawo-wlasciwe',
        heading: 'Prawo właściwe',
        paragraphs: [
          'Do regulaminu i usług świadczonych przez serwis stosuje się prawo polskie. Wybór prawa nie pozbawia konsumenta ochrony przyznanej mu przez bezwzględnie obowiązujące przepisy. Spory rozstrzyga sąd właściwy według przepisów ogólnych.',
        ],
      },
    ],
  },
});
