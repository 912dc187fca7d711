import { articlePath, paths } from '@/config/paths';
import { company } from '@/content/company';
import { requiredDocuments } from '@/content/figures';
import { acts, actSource } from '@/content/law';
import { callbackPromise } from '@/content/promises';
import type { Article } from '@/content/types';
import { pluralPl } from '@/lib/format';
import { householdBudgetSummary } from './budzet-domowy-i-lista-dlugow-przed-wnioskiem.summary';

const { slug } = householdBudgetSummary;

const statementMonths = `${requiredDocuments.bankStatementMonths} ${pluralPl(requiredDocuments.bankStatementMonths, 'miesiąca', 'miesięcy', 'miesięcy')}`;

const consolidationGuide = articlePath('co-to-jest-kredyt-konsolidacyjny-jak-dziala');
const debtFreedomGuide = articlePath('jak-skutecznie-wyjsc-z-dlugow');
const bureausGuide = articlePath('bik-i-biura-informacji-gospodarczej-co-widza-kredytodawcy');
const paydayGuide = articlePath('konsolidacja-chwilowek-kiedy-pomaga-a-kiedy-nie');

/** Rows of the budget table: the reader writes the amounts in by hand. */
const budgetRows = [
  'Wynagrodzenie netto (wszystkie osoby w gospodarstwie)',
  'Emerytura, renta, świadczenia, inne stałe wpływy',
  '<strong>Razem dochody</strong>',
  'Mieszkanie: czynsz, najem lub rata kredytu hipotecznego',
  'Prąd, gaz, woda, ogrzewanie, wywóz śmieci',
  'Jedzenie i środki czystości',
  'Dojazdy: bilety, paliwo, utrzymanie samochodu',
  'Leki i zdrowie',
  'Dzieci: przedszkole, szkoła, zajęcia',
  'Telefon, internet, subskrypcje',
  'Ubezpieczenia i opłaty roczne w przeliczeniu na miesiąc',
  'Inne wydatki',
  '<strong>Razem wydatki</strong>',
  'Raty kredytów i pożyczek (suma z listy długów)',
  '<strong>Zostaje na koniec miesiąca</strong>',
];

/** Numbered empty lines of the debt table, to fill in on paper. */
const debtLines = 6;

/** Trusted static HTML written here; the only figure comes from src/content/figures.ts. */
const content = `
<p>Wniosek o kredyt, a zwłaszcza o konsolidację, łatwo złożyć pod wpływem chwili: rata wydaje się za wysoka, przyszło kolejne wezwanie do zapłaty, trzeba coś zrobić. Tymczasem najwięcej daje kilka spokojnych godzin spędzonych wcześniej nad dwiema kartkami: domowym budżetem i listą wszystkich długów. Dzięki nim wiesz, jaką ratę naprawdę udźwigniesz, a rozmowa z doradcą czy bankiem zaczyna się od faktów, a nie od przypuszczeń. W tym poradniku pokazujemy, jak przygotować obie kartki, i dajemy listę kontrolną, którą możesz wydrukować.</p>

<h2>Po co liczyć budżet przed wnioskiem</h2>
<p>Kredytodawca i tak oceni Twoje dochody i wydatki. Robi to jednak po to, żeby ocenić ryzyko dla siebie. Ty liczysz budżet po to, żeby nowa rata nie odebrała Ci pieniędzy na życie. To nie to samo: kredytodawca może uznać, że rata się mieści, a Ty wiesz, że w lutym przychodzi roczne ubezpieczenie samochodu, a w sierpniu wyprawka szkolna.</p>
<p>Budżet pomaga też odpowiedzieć na ważniejsze pytanie: czy kredyt w ogóle jest rozwiązaniem. Jeśli wydatki stale przewyższają dochody, żaden kredyt tego nie zmieni. Jeśli budżet domyka się, ale raty są rozrzucone w czasie i zbyt wysokie, konsolidacja może pomóc.</p>
<p>Jeśli prowadzisz dom z drugą osobą, usiądźcie do tego razem. Wspólny budżet łatwiej utrzymać, a rozmowa o pieniądzach, choć bywa trudna, zwykle przynosi ulgę obu stronom. Przy wspólnym kredycie kredytodawca i tak poprosi o dane obojga.</p>

<h2>Krok pierwszy: zbierz dokumenty</h2>
<p>Zanim zaczniesz liczyć, przygotuj:</p>
<ul>
<li>wyciągi z konta z ostatnich ${statementMonths}, bo pokazują prawdziwe wydatki, a nie te, które pamiętamy,</li>
<li>dokumenty o dochodach: pasek wynagrodzenia, umowę, decyzję o emeryturze lub świadczeniu,</li>
<li>umowy i harmonogramy spłaty kredytów i pożyczek,</li>
<li>rachunki za mieszkanie i media,</li>
<li>wezwania do zapłaty i pisma od wierzycieli, jeśli takie przyszły,</li>
<li>raport z Biura Informacji Kredytowej, w którym widać kredyty i pożyczki; jak go bezpłatnie uzyskać, piszemy w poradniku <a href="${bureausGuide}">o BIK i biurach informacji gospodarczej</a>.</li>
</ul>

<h2>Krok drugi: policz dochody</h2>
<p>Zapisz wszystkie regularne wpływy gospodarstwa domowego, zawsze w kwotach netto, czyli takich, które trafiają na konto. Wpisz wynagrodzenia, emerytury i renty, dochody z umów zlecenie, stałe świadczenia i inne powtarzające się wpływy.</p>
<p>Jeśli dochody są nieregularne, na przykład przy pracy na zlecenie albo z premiami, policz średnią z kilku ostatnich miesięcy i przyjmij raczej niższą wartość niż wyższą. Nie wliczaj pieniędzy niepewnych: jednorazowej premii, zwrotu podatku, obiecanej pomocy rodziny. Budżet ma działać także w słabszym miesiącu.</p>

<h2>Krok trzeci: spisz wydatki</h2>
<p>Przejrzyj wyciągi i podziel wydatki na trzy grupy:</p>
<ul>
<li><strong>stałe i niezbędne</strong>: mieszkanie, media, jedzenie, leki, dojazdy do pracy, wydatki na dzieci,</li>
<li><strong>stałe, ale możliwe do zmiany</strong>: telefon, internet, subskrypcje, ubezpieczenia,</li>
<li><strong>okazjonalne</strong>: ubrania, prezenty, naprawy, wyjazdy.</li>
</ul>
<p>Osobno zapisz wydatki, które przychodzą raz lub kilka razy w roku: ubezpieczenie samochodu, przegląd, podatki lokalne, wyprawkę szkolną. Podziel ich roczną sumę przez dwanaście i wpisz jako wydatek miesięczny. To najczęściej pomijana pozycja, a właśnie ona sprawia, że budżet, który „powinien się domykać”, co jakiś czas się nie domyka.</p>
<p>Nie oceniaj siebie podczas liczenia. Chodzi o to, żeby zobaczyć prawdziwe liczby. Decyzje o cięciach przyjdą później.</p>

<div class="table-scroll" role="region" aria-label="Miesięczny budżet do uzupełnienia" tabindex="0">
<table>
<caption>Miesięczny budżet do uzupełnienia</caption>
<thead>
<tr><th scope="col">Pozycja</th><th scope="col">Kwota miesięcznie</th></tr>
</thead>
<tbody>
${budgetRows.map((label) => `<tr><th scope="row">${label}</th><td></td></tr>`).join('\n')}
</tbody>
</table>
</div>

<h2>Krok czwarty: spisz wszystkie długi</h2>
<p>Druga kartka to lista zobowiązań. Wpisz na nią każde, także małe i te, o których wolisz nie myśleć: kredyty gotówkowe i ratalne, karty kredytowe i limity w koncie, chwilówki, zakupy na raty, zaległe rachunki, długi wobec rodziny, sprawy w windykacji, w sądzie i u komornika. Dla każdego zanotuj:</p>
<ul>
<li><strong>wierzyciela</strong> i rodzaj zobowiązania,</li>
<li><strong>kwotę pozostałą do spłaty</strong>, najlepiej z aktualnego zestawienia od wierzyciela,</li>
<li><strong>wysokość raty i termin płatności</strong>,</li>
<li><strong>koszt</strong>: oprocentowanie albo RRSO, jeśli je znasz,</li>
<li><strong>zaległości</strong> i to, na jakim etapie jest sprawa.</li>
</ul>
<p>Przy kartach kredytowych i limitach w koncie wpisz też przyznany limit, nawet jeśli z niego nie korzystasz. Kredytodawca bierze go pod uwagę, bo w każdej chwili może zamienić się w dług.</p>
<p>Jeśli nie wiesz, ile dokładnie zostało do spłaty, zapytaj wierzyciela. Bank lub firma pożyczkowa poda aktualne saldo, a na prośbę także kwotę potrzebną do całkowitej spłaty na wskazany dzień. Ta druga informacja przyda się, jeśli myślisz o konsolidacji.</p>

<div class="table-scroll" role="region" aria-label="Lista długów do uzupełnienia" tabindex="0">
<table>
<caption>Lista długów do uzupełnienia</caption>
<thead>
<tr><th scope="col">Wierzyciel i rodzaj długu</th><th scope="col">Do spłaty, rata i termin</th><th scope="col">Zaległość, etap sprawy</th></tr>
</thead>
<tbody>
${Array.from({ length: debtLines }, (_, index) => `<tr><th scope="row">${String(index + 1)}.</th><td></td><td></td></tr>`).join('\n')}
</tbody>
</table>
</div>

<h2>Krok piąty: sprawdź, ile zostaje</h2>
<p>Teraz wystarczy proste odejmowanie: od sumy dochodów odejmij sumę wydatków, a potem sumę rat. Wynik pokazuje, ile zostaje na koniec miesiąca. Możliwe są trzy sytuacje.</p>
<h3>Zostaje zapas</h3>
<p>Budżet się domyka i zostaje kwota na nieprzewidziane wydatki. Jeśli chcesz złożyć wniosek, wiesz już, jaka rata będzie bezpieczna. Zostaw w budżecie margines: nowa rata nie powinna zjadać całej nadwyżki.</p>
<h3>Budżet domyka się tylko bez części rat</h3>
<p>Wydatki na życie mieszczą się w dochodach, ale wszystkie raty razem już nie. To sytuacja, w której konsolidacja może pomóc: jedna rata rozłożona na dłuższy okres bywa niższa od sumy dotychczasowych. Pamiętaj jednak, że dłuższa spłata zwykle oznacza wyższy łączny koszt. Orientacyjną ratę sprawdzisz w <a href="${paths.consolidationCalculator}">kalkulatorze konsolidacji</a>, a zasady działania opisujemy w poradniku <a href="${consolidationGuide}">o kredycie konsolidacyjnym</a>. Jeśli wśród długów są chwilówki, zajrzyj też do poradnika <a href="${paydayGuide}">o konsolidacji chwilówek</a>.</p>
<h3>Brakuje nawet bez rat</h3>
<p>Jeśli dochody nie wystarczają na podstawowe wydatki, nowy kredyt nie jest dobrym pierwszym krokiem. Najpierw warto poszukać oszczędności, porozmawiać z wierzycielami o zmianie warunków spłaty i skorzystać z bezpłatnej pomocy, na przykład miejskiego lub powiatowego rzecznika konsumentów albo punktu nieodpłatnej pomocy prawnej. Plan krok po kroku opisujemy w poradniku <a href="${debtFreedomGuide}">o tym, jak wyjść z długów</a>.</p>

<h2>Gdzie szukać oszczędności</h2>
<p>Gdy budżet jest napięty, nawet niewielkie zmiany mają znaczenie, bo powtarzają się co miesiąc. Zacznij od wydatków, które najmniej odczujesz:</p>
<ul>
<li>przejrzyj subskrypcje i abonamenty; często płacimy za usługi, z których nie korzystamy,</li>
<li>porównaj taryfy telefonu, internetu i ubezpieczeń; zmiana pakietu bywa prostsza, niż się wydaje,</li>
<li>planuj zakupy spożywcze na tydzień i rób je z listą,</li>
<li>sprawdź, czy przysługują Ci ulgi lub świadczenia, na przykład dodatek mieszkaniowy albo pomoc ośrodka pomocy społecznej,</li>
<li>odkładaj choćby małą kwotę na poduszkę bezpieczeństwa; nawet skromna rezerwa chroni przed kolejną pożyczką na nagły wydatek.</li>
</ul>
<p>Nie obcinaj wydatków niezbędnych: jedzenia, leków, ogrzewania. Budżet, który wymaga wyrzeczeń nie do utrzymania, szybko przestaje działać.</p>

<h2>Budżet po złożeniu wniosku</h2>
<p>Budżet nie jest jednorazowym ćwiczeniem. Wracaj do niego raz w miesiącu, najlepiej w dniu wypłaty, i porównuj plan z tym, co wydarzyło się naprawdę. Zaktualizuj też listę długów: każda spłacona pozycja to widoczny postęp, który dodaje sił. Jeśli dostaniesz kredyt konsolidacyjny, wykreśl spłacone zobowiązania dopiero wtedy, gdy wierzyciele potwierdzą ich zamknięcie, i zamknij limity, które miały zniknąć.</p>

<h2>Lista kontrolna do wydrukowania</h2>
<p>Wydrukuj tę stronę albo przepisz listę i odhaczaj kolejne punkty. Tabele powyżej możesz wypełnić ręcznie na wydruku. Nie musisz zrobić wszystkiego w jeden dzień.</p>
<ol>
<li>Zbierz wyciągi z konta z ostatnich ${statementMonths} i dokumenty o dochodach.</li>
<li>Spisz wszystkie dochody netto gospodarstwa domowego; przy nieregularnych przyjmij ostrożną średnią.</li>
<li>Spisz wydatki stałe, zmienne i okazjonalne, a roczne podziel na miesiące.</li>
<li>Pobierz kopię swoich danych z BIK i sprawdź, czy są w niej wszystkie Twoje zobowiązania.</li>
<li>Wpisz na listę każdy dług: wierzyciela, kwotę do spłaty, ratę, termin i zaległości.</li>
<li>Dopisz limity w koncie i na kartach kredytowych, także te nieużywane.</li>
<li>Policz, ile zostaje na koniec miesiąca po wydatkach i ratach.</li>
<li>Ustal, jaką ratę możesz bezpiecznie płacić, z zapasem na nieprzewidziane wydatki.</li>
<li>Zaznacz długi najdroższe i te, przy których są zaległości.</li>
<li>Przygotuj umowy, harmonogramy i pisma od wierzycieli.</li>
<li>Nie składaj w tym czasie wielu wniosków w różnych instytucjach.</li>
<li>Zapisz pytania, które chcesz zadać doradcy lub kredytodawcy.</li>
</ol>

<h2>Najważniejsze w skrócie</h2>
<ul>
<li>Budżet i lista długów przed wnioskiem pokazują, jaką ratę naprawdę udźwigniesz.</li>
<li>Licz dochody netto i ostrożnie; wydatki sprawdzaj na wyciągach, nie z pamięci.</li>
<li>Nie zapominaj o wydatkach rocznych ani o nieużywanych limitach.</li>
<li>Konsolidacja pomaga, gdy na życie wystarcza, a problemem jest suma rat.</li>
<li>Gdy brakuje nawet bez rat, zacznij od rozmowy z wierzycielami i bezpłatnej pomocy.</li>
</ul>

<h2>Jak możemy pomóc?</h2>
<p>${company.brandName} jest pośrednikiem kredytowym, a nie bankiem. Z przygotowanym budżetem i listą długów rozmowa z doradcą jest krótsza i konkretniejsza. Zamów <a href="${paths.analysis}">bezpłatną analizę finansową</a>, a doradca oddzwoni ${callbackPromise.forms}. Wspólnie sprawdzimy, czy w Twojej sytuacji <a href="${paths.consolidationCredit}">kredyt konsolidacyjny</a> lub inny kredyt ma sens, a jeśli nie, powiemy uczciwie, od czego lepiej zacząć.</p>
<p>Analiza jest bezpłatna i niezobowiązująca. Nie pobieramy opłat z góry: prowizja należy się dopiero po uzyskaniu finansowania. Decyzję kredytową zawsze podejmuje bank lub inny kredytodawca.</p>
`;

export const householdBudgetArticle: Article = {
  ...householdBudgetSummary,
  content,
  sources: [
    actSource(acts.consumerCredit, 'art. 9 (ocena zdolności kredytowej przed zawarciem umowy)'),
    { title: 'Biuro Informacji Kredytowej – raport i kopia danych', url: 'https://www.bik.pl/' },
    { title: 'Urząd Ochrony Konkurencji i Konsumentów', url: 'https://uokik.gov.pl/' },
    { title: 'Rzecznik Finansowy', url: 'https://rf.gov.pl/' },
  ],
  image: {
    src: `/images/articles/${slug}.svg`,
    alt: 'Notatnik z listą odhaczonych punktów, obok ołówek i kalkulator',
    width: 1200,
    height: 630,
  },
};
