import { paths } from '@/config/paths';
import { company, dataController } from '@/content/company';
import { attributionPolicy } from '@/content/campaign-attribution';
import { retention } from '@/content/figures';
import { months, years, type LegalPageContent } from '@/content/legal-pages';
import { typeset } from '@/lib/typography';
import { legalDocumentLabels } from '@/content/labels';

const { address } = company;
const postalAddress = `${dataController}, ${address.street}, ${address.postalCode} ${address.city}`;
const phoneList = company.phones.map((phone) => `${phone.display} (${phone.label.toLowerCase()})`);

/** Processors the owner names in company.ts; the launch checklist lists those still missing. */
const processors = company.processors;

const leadYears = years(retention.contactDataYears);
const { leadMonths } = retention;

export const privacyPage: LegalPageContent = typeset({
  meta: {
    title: `Polityka prywatności | ${company.brandName}`,
    description: `Kto przetwarza dane z formularzy ${company.brandName}, na jakiej podstawie, komu je powierzamy (hosting, Supabase, Resend), jak długo je przechowujemy i jakie masz prawa.`,
  },
  intro: {
    eyebrow: 'Dokumenty prawne',
    title: 'Polityka prywatności',
    lead: 'Wyjaśniamy, jakie dane osobowe zbieramy przez formularze, w jakim celu i na jakiej podstawie je przetwarzamy, komu je powierzamy, jak długo je przechowujemy i jakie prawa Ci przysługują.',
  },
  document: {
    lastUpdated: retention.legalLastUpdated,
    tocTitle: 'Spis treści',
    ...legalDocumentLabels,
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
          `We wszystkich sprawach dotyczących Twoich danych osobowych, w tym w celu skorzystania z przysługujących Ci praw lub wycofania zgody, napisz na adres ${company.email} z dopiskiem „Dane osobowe” albo wyślij list na adres podany wyżej. Możesz też zadzwonić – doradca przyjmie Twoje zgłoszenie.`,
          'Aby odpowiedzieć na Twoje żądanie, możemy poprosić o informacje pozwalające potwierdzić Twoją tożsamość, na przykład o numer telefonu lub adres e-mail podany w formularzu.',
        ],
      },
      {
        id: 'jakie-dane-zbieramy',
        heading: 'Jakie dane zbieramy przez formularze',
        paragraphs: [
          'Zbieramy dane, które wpiszesz w formularzu, i dopiero wtedy, gdy go wyślesz. Poszczególne formularze obejmują:',
        ],
        list: [
          'szybki formularz kontaktowy (strona główna): imię i nazwisko, adres e-mail, numer telefonu, opcjonalnie przedział kwoty zobowiązań i porę, o której wolisz rozmawiać, oraz potwierdzenie zapoznania się z tą polityką i prośbę o kontakt;',
          'krótkie formularze z prośbą o telefon (na stronie pożyczki konsolidacyjnej i na końcu stron z ofertami): imię i nazwisko, numer telefonu, nazwę strony, z której wysłano formularz, opcjonalnie porę rozmowy i – na stronie pożyczki konsolidacyjnej – przedział kwoty (zamiast adresu e-mail formularz wysyła stały adres techniczny, bo o e-mail nie pyta);',
          'formularz „Wyślij wyliczenie doradcy” w kalkulatorze konsolidacji: imię i nazwisko, numer telefonu, opcjonalnie porę rozmowy, potwierdzenie zapoznania się z tą polityką i prośbę o kontakt oraz wyliczenie widoczne w kalkulatorze (kwoty do spłaty, raty i liczbę pozostałych rat podanych zobowiązań, wybrany okres spłaty, ratę i RRSO nowego kredytu);',
          'formularz kontaktowy: imię i nazwisko, adres e-mail, numer telefonu i treść wiadomości;',
          'wniosek online: imię i nazwisko, adres e-mail, numer telefonu, porę, o której wolisz rozmawiać, kwotę zadłużenia, miesięczny dochód, opis sytuacji, zaznaczone sytuacje (np. opóźnienia w spłacie, chwilówki, odmowa banku, chęć konsolidacji, kredyt gotówkowy, zawód medyczny), nazwy i rozmiary wskazanych plików oraz Twoje oświadczenia i zgody z ostatniego kroku;',
          'formularz bezpłatnej analizy: imię i nazwisko, adres e-mail, numer telefonu, porę, o której wolisz rozmawiać, kwotę zadłużenia, miesięczny dochód, opis sytuacji, informacje o odmowie banku, kredycie hipotecznym, chwilówkach i opóźnieniach w spłacie, nazwy i rozmiary wskazanych plików oraz Twoje oświadczenia i zgody z ostatniego kroku;',
          'zapis na newsletter: adres e-mail i zgodę na otrzymywanie newslettera.',
        ],
        closing: [
          'We wniosku i w formularzu analizy możesz wskazać pliki z dokumentami. Formularz wysyła wyłącznie nazwę i rozmiar każdego pliku – samych dokumentów nie przesyła i ich nie otrzymujemy. Jeśli będą potrzebne, doradca poprosi o nie w rozmowie.',
          'Doradcy zapisują przy zgłoszeniu przebieg kontaktu: kto z nich je prowadzi, kiedy dzwonił i z jakim skutkiem (np. rozmowa odbyta, umówione spotkanie, złożony wniosek, decyzja kredytodawcy, rezygnacja i jej krótki powód). Służy to temu, by nikt nie pominął Twojego zgłoszenia i by dwie osoby nie dzwoniły do Ciebie w tej samej sprawie (art. 6 ust. 1 lit. b RODO), a także ocenie, jak szybko odpowiadamy (art. 6 ust. 1 lit. f RODO).',
          'Z każdym zgłoszeniem zapisujemy też nazwę strony, z której je wysłano, czas otrzymania, identyfikator zgłoszenia (chroni przed zapisaniem go dwa razy) i oznaczenie wersji treści formularza, która była wtedy wyświetlana. Twój adres IP wykorzystujemy tylko do ochrony przed nadużyciami (np. masowym wysyłaniem zgłoszeń): zapisujemy go wyłącznie jako skrót obliczony z tajnym kluczem, a nie sam adres.',
          attributionPolicy,
          `Ankieta na stronie podziękowania jest anonimowa: zapisujemy tylko Twoją ocenę, ewentualny komentarz i czas wysłania, bez imienia, danych kontaktowych i powiązania ze zgłoszeniem. Do ochrony przed masowym wysyłaniem ankiet przez dobę przechowujemy skrót adresu IP obliczony z tajnym kluczem, potem go usuwamy; odpowiedzi usuwamy po ${leadYears}.`,
        ],
      },
      {
        id: 'cele-i-podstawy',
        heading: 'Cele i podstawy prawne przetwarzania',
        paragraphs: ['Twoje dane przetwarzamy w następujących celach:'],
        list: [
          'odpowiedź na Twoje zgłoszenie z każdego formularza (szybkiego, kontaktowego, krótkich formularzy z prośbą o telefon, kalkulatora konsolidacji, wniosku online i formularza analizy): kontakt z Tobą, analiza Twojej sytuacji i przygotowanie propozycji finansowania – to działania podejmowane na Twoje żądanie przed zawarciem umowy (art. 6 ust. 1 lit. b RODO). Pole, które zaznaczasz pod formularzem, jest Twoim potwierdzeniem zapoznania się z tą polityką i prośbą o kontakt, a nie zgodą, od której zależałaby ta podstawa;',
          'złożenie wniosku u kredytodawcy – tylko wtedy, gdy w rozmowie z doradcą potwierdzisz, do którego banku lub instytucji finansowej chcesz złożyć wniosek; przekazujemy mu wtedy dane potrzebne do wniosku, w ramach działań na Twoje żądanie (art. 6 ust. 1 lit. b RODO);',
          'informacje o ofertach i nowościach wysyłane e-mailem lub przekazywane telefonicznie – tylko jeśli zaznaczysz odpowiednie pole; każdy kanał ma osobne, dobrowolne pole i osobną zgodę (art. 6 ust. 1 lit. a RODO oraz przepisy o komunikacji elektronicznej), którą możesz wycofać w każdej chwili;',
          'newsletter – na podstawie Twojej zgody (art. 6 ust. 1 lit. a RODO), potwierdzonej kliknięciem w link wysłany na podany adres; zgodę możesz wycofać w każdej chwili;',
          'wypełnienie obowiązków prawnych, m.in. podatkowych i rachunkowych, obowiązków pośrednika kredytowego oraz rozpatrywania reklamacji (art. 6 ust. 1 lit. c RODO);',
          'ustalenie, dochodzenie lub obrona roszczeń, dowód treści zgłoszenia i zgód oraz ochrona serwisu przed nadużyciami, np. automatycznie wysyłanymi zgłoszeniami – nasz prawnie uzasadniony interes (art. 6 ust. 1 lit. f RODO).',
        ],
      },
      {
        id: 'odbiorcy',
        heading: 'Komu powierzamy i przekazujemy dane',
        paragraphs: [
          'Nie sprzedajemy Twoich danych. Dane z formularzy przetwarzają w naszym imieniu dostawcy usług technicznych (podmioty przetwarzające), na podstawie umów powierzenia i wyłącznie zgodnie z naszymi poleceniami:',
        ],
        list: [
          `dostawca hostingu i sieci CDN, z której serwowane są strony serwisu (przetwarza m.in. adres IP w dziennikach serwera): ${processors.hosting};`,
          `Supabase (USA) – baza danych, w której zapisujemy zgłoszenia, oraz serwer funkcji, która przyjmuje formularze; region przechowywania danych: ${processors.supabaseRegion};`,
          'Resend (USA) – usługa wysyłki poczty e-mail: przez nią wysyłamy doradcom powiadomienie o Twoim zgłoszeniu, a osobom zapisującym się na newsletter wiadomość z linkiem potwierdzającym;',
          `dostawca skrzynki poczty e-mail, do której trafiają powiadomienia o zgłoszeniach: ${processors.mailbox};`,
          'biuro rachunkowe i doradcy prawni – w zakresie potrzebnym do prowadzenia księgowości i obrony roszczeń.',
        ],
        closing: [
          'Odrębnymi administratorami Twoich danych, działającymi na własnych zasadach, są: bank lub instytucja finansowa, do której na Twoją prośbę złożymy wniosek (tylko po Twoim potwierdzeniu w rozmowie, jak opisano wyżej); Google – tylko jeśli otworzysz mapę naszego biura, która bez kliknięcia się nie ładuje; organy publiczne – wyłącznie gdy wymagają tego przepisy prawa.',
        ],
      },
      {
        id: 'przekazywanie-poza-eog',
        heading: 'Przekazywanie danych poza Europejski Obszar Gospodarczy',
        paragraphs: [
          'Supabase i Resend to dostawcy z siedzibą w Stanach Zjednoczonych, więc dane mogą być przez nich przetwarzane lub udostępniane poza Europejskim Obszarem Gospodarczym. Podstawą takiego przekazania, na której się opieramy, jest decyzja Komisji Europejskiej stwierdzająca odpowiedni stopień ochrony danych przekazywanych do podmiotów certyfikowanych w ramach programu EU–US Data Privacy Framework, a w zakresie, w jakim dostawca nie jest nim objęty – standardowe klauzule umowne zatwierdzone przez Komisję Europejską, zawarte w umowie powierzenia.',
          'Na Twoje żądanie przekażemy informację o zastosowanych zabezpieczeniach i sposobie uzyskania ich kopii.',
        ],
      },
      {
        id: 'okres-przechowywania',
        heading: 'Jak długo przechowujemy dane',
        paragraphs: ['Dane przechowujemy nie dłużej, niż jest to potrzebne:'],
        list: [
          `zgłoszenia z formularzy (wraz z zapisanymi zgodami, skrótem adresu IP, informacją o tym, skąd zgłoszenie do nas trafiło, i przebiegiem kontaktu) – zależnie od tego, jak daleko zaszła sprawa: zgłoszenie, po którym nie złożono wniosku o kredyt, przez ${months(leadMonths.noApplication)}; zgłoszenie, po którym złożono wniosek, przez ${months(leadMonths.application)}; zgłoszenie zakończone wypłatą finansowania przez ${months(leadMonths.payout)}. Każdy okres liczymy od ostatniej zmiany w zgłoszeniu (jego otrzymania, poprawki, kontaktu doradcy albo zapisanego wyniku), a raz na dobę baza danych automatycznie usuwa zgłoszenia, których okres upłynął. Nie przechowujemy danych osób, które nie złożyły wniosku, „na wszelki wypadek”;`,
          `zapis na newsletter (zgłoszenie z formularza zapisu) – przez ${leadYears} od jego otrzymania, jako dowód udzielonej zgody;`,
          `anonimowe odpowiedzi z ankiety – przez ${leadYears}; skrót adresu IP, z którego je wysłano – przez dobę;`,
          `zapis na newsletter, którego nie potwierdzono linkiem – jest usuwany automatycznie ${leadYears} po zapisie; potwierdzony adres e-mail przechowujemy do czasu wycofania zgody;`,
          'zgody marketingowe (e-mail, telefon) – do ich wycofania, nie dłużej jednak niż samo zgłoszenie, w którym je wyrażono;',
          `dane klientów, z którymi zawarliśmy umowę – przez czas trwania umowy oraz ${years(retention.clientDataYearsAfterContract)} po jej zakończeniu, w celu ustalenia, dochodzenia lub obrony roszczeń;`,
          `dokumenty księgowe i podatkowe – przez ${years(retention.taxDocumentsYears)}, licząc od końca roku kalendarzowego, w którym upłynął termin płatności podatku;`,
          'kopia robocza formularza w Twojej przeglądarce (nie trafia do nas) – do udanego wysłania formularza albo do zamknięcia karty przeglądarki.',
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
          'przenoszenia danych przetwarzanych na podstawie zgody lub w związku z umową,',
          'sprzeciwu wobec przetwarzania opartego na naszym prawnie uzasadnionym interesie, a w przypadku marketingu bezpośredniego – w każdym czasie i bez podawania przyczyny,',
          'wycofania każdej zgody w dowolnym momencie, osobno dla e-maili i dla telefonów – wycofanie zgody nie wpływa na zgodność z prawem przetwarzania, którego dokonano na jej podstawie przed jej wycofaniem.',
        ],
        closing: [
          `Aby skorzystać z tych praw lub wycofać zgodę, napisz na adres ${company.email} albo zadzwoń do nas. Podaj dane wpisane w formularzu: adres e-mail, numer telefonu albo imię i nazwisko. Po każdej z nich odnajdziemy wszystkie Twoje zgłoszenia, z każdego formularza (także te, w których podany jest tylko numer telefonu), ich wcześniejsze wersje i zapis na newsletter.`,
          'Zanim wydamy kopię danych albo je usuniemy, możemy poprosić o potwierdzenie, że dotyczą one Ciebie – na przykład oddzwaniając na numer z formularza – żeby nie ujawnić ani nie usunąć danych innej osoby. Odpowiemy bez zbędnej zwłoki, nie później niż w ciągu miesiąca od otrzymania żądania.',
        ],
      },
      {
        id: 'skarga',
        heading: 'Skarga do organu nadzorczego',
        paragraphs: [
          'Jeśli uważasz, że przetwarzamy Twoje dane niezgodnie z prawem, możesz wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych, ul. Stawki 2, 00-193 Warszawa. Zachęcamy, by najpierw napisać do nas – postaramy się wyjaśnić sprawę.',
        ],
      },
      {
        id: 'dobrowolnosc',
        heading: 'Dobrowolność podania danych',
        paragraphs: [
          'Podanie danych jest dobrowolne, ale bez danych oznaczonych w formularzu jako wymagane nie będziemy mogli się z Tobą skontaktować, przeprowadzić analizy ani przygotować wniosku. Zgody marketingowe i zapis na newsletter nie są warunkiem skorzystania z naszych usług.',
        ],
      },
      {
        id: 'zautomatyzowane-decyzje',
        heading: 'Zautomatyzowane podejmowanie decyzji',
        paragraphs: [
          'Nie podejmujemy wobec Ciebie decyzji opartych wyłącznie na zautomatyzowanym przetwarzaniu, w tym profilowaniu. Analizę sytuacji przeprowadza doradca.',
          'Decyzję kredytową podejmuje bank lub instytucja finansowa, do której na Twoją prośbę złożymy wniosek. Kredytodawca jest odrębnym administratorem danych i informuje o swoich zasadach, w tym o ocenie zdolności kredytowej, we własnych dokumentach.',
        ],
      },
      {
        id: 'cookies',
        heading: 'Pliki cookies',
        paragraphs: [
          [
            'Co serwis zapisuje w Twojej przeglądarce, w jakim celu i jak długo, opisuje ',
            { text: 'polityka plików cookies', to: paths.cookies },
            '.',
          ],
        ],
      },
      {
        id: 'zmiany',
        heading: 'Zmiany polityki prywatności',
        paragraphs: [
          `Politykę prywatności aktualizujemy, gdy zmieniają się przepisy, nasze usługi lub sposób przetwarzania danych. Aktualna wersja jest zawsze dostępna na tej stronie. Obecna wersja obowiązuje od ${retention.legalLastUpdated}.`,
        ],
      },
    ],
  },
});
