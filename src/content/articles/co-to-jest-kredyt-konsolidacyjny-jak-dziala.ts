import { articlePath, paths } from '@/config/paths';
import { company } from '@/content/company';
import { consolidation, examplesCalculatedOn } from '@/content/figures';
import { acts, actSource, earlyRepaymentText } from '@/content/law';
import { callbackPromise } from '@/content/promises';
import { exampleFigures, representativeExample } from '@/content/representative-example';
import type { Article } from '@/content/types';
import { consolidationCreditSummary } from './co-to-jest-kredyt-konsolidacyjny-jak-dziala.summary';
import { formatPln } from '@/lib/format';
import { representativeExampleHtml } from './article-html';

const { slug } = consolidationCreditSummary;
const example = exampleFigures('consolidation');

/** Trusted static HTML written here; every figure comes from src/content/figures.ts. */
const content = `
<p>Kilka rat w różnych terminach, kilka przelewów, kilka banków i firm pożyczkowych, a do tego stałe poczucie, że łatwo o czymś zapomnieć. Wiele osób, które do nas piszą, opisuje swoją sytuację właśnie tak. Kredyt konsolidacyjny jest jednym ze sposobów, żeby ten chaos uporządkować. Nie jest jednak rozwiązaniem dla każdego i nie zawsze się opłaca. W tym poradniku spokojnie wyjaśniamy, jak działa, ile może kosztować i kiedy warto się nad nim zastanowić.</p>

<h2>Czym jest kredyt konsolidacyjny?</h2>
<p>Kredyt konsolidacyjny to nowy kredyt, z którego spłaca się kilka dotychczasowych zobowiązań. Zamiast wielu rat płacisz jedną, w jednym banku, według jednego harmonogramu. Zmienia się forma długu, ale nie jego istota: pieniądze nadal trzeba oddać, tylko na nowych warunkach.</p>
<p>Najczęściej celem konsolidacji jest niższa miesięczna rata. Bank rozkłada łączną kwotę na nowy okres spłaty, zwykle dłuższy niż pozostały czas spłaty dotychczasowych kredytów. Dzięki temu w domowym budżecie zostaje więcej pieniędzy na bieżące wydatki. Ceną za to bywa wyższy łączny koszt, o czym piszemy niżej.</p>

<h2>Jak działa konsolidacja krok po kroku</h2>
<p>Sam proces jest podobny w większości banków. W uproszczeniu wygląda tak:</p>
<ol>
<li><strong>Spis zobowiązań.</strong> Zbierasz informacje o wszystkich kredytach i pożyczkach: kto jest wierzycielem, ile zostało do spłaty, jaka jest rata i do kiedy trwa umowa.</li>
<li><strong>Ocena zdolności kredytowej.</strong> Bank sprawdza dochody, stałe wydatki, liczbę osób w gospodarstwie domowym i historię w Biurze Informacji Kredytowej.</li>
<li><strong>Wybór oferty.</strong> Porównuje się oprocentowanie, prowizję, ubezpieczenie, okres spłaty i przede wszystkim RRSO oraz całkowitą kwotę do zapłaty.</li>
<li><strong>Wniosek i dokumenty.</strong> Składasz wniosek wraz z dokumentami o dochodach i o zobowiązaniach, które mają zostać spłacone.</li>
<li><strong>Decyzja i umowa.</strong> Po pozytywnej decyzji dostajesz projekt umowy i formularz informacyjny. To dobry moment, żeby wszystko spokojnie przeczytać.</li>
<li><strong>Spłata dotychczasowych długów.</strong> Bank zwykle sam przelewa pieniądze na rachunki wskazane przez dotychczasowych wierzycieli. Nie musisz niczego przekazywać samodzielnie.</li>
<li><strong>Potwierdzenie spłaty.</strong> Warto poprosić dawnych wierzycieli o zaświadczenie, że zobowiązanie zostało spłacone i zamknięte, a karty i limity, które miały zniknąć, rzeczywiście zamknąć.</li>
<li><strong>Jedna rata.</strong> Od tej pory płacisz jedną ratę według nowego harmonogramu.</li>
</ol>
<p>Niektóre banki pozwalają przy okazji pożyczyć dodatkową kwotę na dowolny cel. Zanim się na to zdecydujesz, zastanów się, czy naprawdę jej potrzebujesz, bo każda dodatkowa złotówka podnosi ratę albo wydłuża spłatę.</p>

<h2>Co można skonsolidować?</h2>
<p>Zakres zależy od banku, ale najczęściej da się połączyć:</p>
<ul>
<li><strong>kredyty gotówkowe</strong> z różnych banków,</li>
<li><strong>kredyty ratalne</strong>, na przykład zaciągnięte przy zakupie sprzętu,</li>
<li><strong>zadłużenie na kartach kredytowych</strong>; bank często wymaga wtedy zamknięcia karty lub obniżenia limitu,</li>
<li><strong>limity w koncie</strong>, które po spłacie zwykle trzeba zamknąć albo zmniejszyć,</li>
<li><strong>pożyczki pozabankowe i chwilówki</strong>; nie każdy bank je przyjmuje, a ich liczba i historia spłat mają duże znaczenie dla decyzji,</li>
<li>w niektórych bankach także <strong>kredyt samochodowy</strong>.</li>
</ul>
<p>Kredyt hipoteczny to osobna kategoria. Jego konsolidacja z innymi długami zwykle wymaga zabezpieczenia na nieruchomości, wyceny i dłuższej procedury. To inna decyzja niż połączenie kilku kredytów gotówkowych i warto ją szczególnie dokładnie przemyśleć.</p>

<h2>Niższa rata a całkowity koszt</h2>
<p>To najważniejsza część tego poradnika. Konsolidacja zwykle obniża ratę dlatego, że wydłuża okres spłaty. Im dłużej spłacasz, tym dłużej płacisz odsetki, więc łączny koszt kredytu może wzrosnąć, nawet jeśli oprocentowanie jest niższe niż w dotychczasowych zobowiązaniach. Niższa rata jest ulgą dla budżetu, ale nie oznacza, że dług stał się tańszy.</p>
<p>Dlatego przy porównywaniu ofert patrz nie tylko na wysokość raty, lecz także na:</p>
<ul>
<li><strong>RRSO</strong>, czyli rzeczywistą roczną stopę oprocentowania, która obejmuje odsetki, prowizję i inne obowiązkowe koszty,</li>
<li><strong>całkowity koszt kredytu</strong>, czyli wszystko, co zapłacisz ponad pożyczoną kwotę,</li>
<li><strong>całkowitą kwotę do zapłaty</strong>, czyli pożyczoną kwotę razem z kosztami,</li>
<li><strong>rodzaj oprocentowania</strong>: przy oprocentowaniu zmiennym rata może w przyszłości wzrosnąć albo spaść,</li>
<li><strong>ubezpieczenie</strong>: czy jest wymagane, ile kosztuje i co właściwie chroni.</li>
</ul>

<h3>Przykład reprezentatywny</h3>
<p>Poniżej przykład kredytu konsolidacyjnego wyliczony na dzień ${examplesCalculatedOn}. Ma on charakter wyłącznie informacyjny: ostateczne warunki zależą od zdolności kredytowej, kwoty, okresu spłaty i oferty konkretnego banku.</p>
${representativeExampleHtml(representativeExample, 'Przykład reprezentatywny kredytu konsolidacyjnego')}
<p>Co z tego wynika? Przy kwocie ${formatPln(example.amount)} rozłożonej na ${example.months} rat miesięczna rata wynosi ${formatPln(example.instalment)}, ale łącznie do banku trafi ${formatPln(example.totalPayable)}. Koszt kredytu, czyli ${formatPln(example.totalCost)}, składa się z prowizji i odsetek. Gdyby ten sam kredyt spłacać krócej, rata byłaby wyższa, a koszt odsetek niższy. Gdyby spłacać dłużej, byłoby odwrotnie. Nie ma tu jednej dobrej odpowiedzi: chodzi o to, żeby rata była realna do udźwignięcia, a okres spłaty nie dłuższy, niż to konieczne.</p>
<p>Warto też pamiętać o wcześniejszej spłacie. ${earlyRepaymentText} Sprawdź te zasady w umowie przed podpisaniem. Jeśli Twoja sytuacja się poprawi, dłuższy okres spłaty nie musi oznaczać, że zapłacisz odsetki za cały ten czas.</p>

<h2>Kiedy konsolidacja ma sens?</h2>
<p>Konsolidacja bywa dobrym rozwiązaniem, gdy:</p>
<ul>
<li>spłacasz kilka zobowiązań i trudno Ci zapanować nad terminami, a jedna rata ułatwiłaby planowanie,</li>
<li>suma rat jest zbyt wysoka w stosunku do dochodów, ale przy niższej racie budżet się domyka,</li>
<li>część zobowiązań ma wysokie koszty, na przykład chwilówki albo zadłużenie na karcie, a nowy kredyt jest tańszy,</li>
<li>na razie płacisz w terminie, ale widzisz, że za kilka miesięcy może zacząć brakować pieniędzy; im wcześniej, tym więcej możliwości,</li>
<li>masz stabilny dochód, który bank może uwzględnić w ocenie zdolności kredytowej.</li>
</ul>

<h2>Kiedy lepiej się zastanowić?</h2>
<p>Są też sytuacje, w których konsolidacja nie pomoże albo może zaszkodzić:</p>
<ul>
<li>zostało Ci niewiele rat do końca spłaty; wydłużenie okresu mogłoby wtedy niepotrzebnie podnieść koszt,</li>
<li>dotychczasowe kredyty mają niskie oprocentowanie, a nowy byłby droższy,</li>
<li>problemem nie są raty, lecz to, że wydatki stale przewyższają dochody; bez zmiany budżetu nowe długi mogą pojawić się ponownie,</li>
<li>po konsolidacji kusiłoby Cię korzystanie z odblokowanego limitu na karcie lub w koncie,</li>
<li>ktoś obiecuje Ci kredyt „bez sprawdzania” albo żąda opłaty z góry; to sygnał ostrzegawczy.</li>
</ul>
<p>Jeżeli konsolidacja nie jest dobrym pomysłem, zwykle są inne drogi: rozmowa z wierzycielem o zmianie harmonogramu, odroczenie spłaty czy porozumienie w sprawie rat. Piszemy o nich w <a href="${articlePath('jak-skutecznie-wyjsc-z-dlugow')}">poradniku o wychodzeniu z długów</a>.</p>

<h2>Jakie dokumenty przygotować?</h2>
<p>Lista zależy od banku i źródła dochodu, ale zwykle przydają się:</p>
<ul>
<li>dowód osobisty,</li>
<li>zaświadczenie o zatrudnieniu i dochodach albo wyciągi z rachunku, na który wpływa wynagrodzenie, emerytura lub inne świadczenie,</li>
<li>umowy kredytów i pożyczek, które mają zostać spłacone, albo ich harmonogramy,</li>
<li>zaświadczenia lub informacje o aktualnym saldzie zadłużenia i numerze rachunku do spłaty,</li>
<li>przy działalności gospodarczej lub umowach cywilnoprawnych: dokumenty potwierdzające przychody i ciągłość współpracy.</li>
</ul>
<p>Dobrze przygotowane dokumenty skracają całą procedurę i zmniejszają ryzyko, że bank poprosi o uzupełnienia w ostatniej chwili.</p>

<h2>BIK i zdolność kredytowa</h2>
<p>Zdolność kredytowa to ocena, czy po opłaceniu stałych kosztów i wszystkich rat zostanie Ci wystarczająco dużo pieniędzy na życie. Bank bierze pod uwagę wysokość i stabilność dochodu, liczbę osób na utrzymaniu, wydatki oraz dotychczasowe zobowiązania, także limity na kartach i w koncie, nawet jeśli z nich nie korzystasz.</p>
<p>Drugim elementem jest historia kredytowa zapisana w <a href="https://www.bik.pl/" target="_blank" rel="noopener noreferrer">Biurze Informacji Kredytowej</a>. Terminowo spłacane zobowiązania budują wiarygodność, a opóźnienia ją obniżają. Bank sprawdzi też, ile masz obecnie otwartych kredytów i ile zapytań kredytowych pojawiło się w ostatnim czasie.</p>
<p>Przed złożeniem wniosku warto pobrać własny raport i sprawdzić, czy wszystkie informacje są prawdziwe i aktualne. Dzięki temu nic Cię nie zaskoczy, a jeśli znajdziesz błąd, możesz poprosić o jego poprawienie. Nie składaj też wielu wniosków w krótkim czasie w różnych bankach: każde zapytanie jest widoczne, a seria odmów nie pomaga przy kolejnej próbie.</p>
<p>Opóźnienia w spłacie nie przekreślają szans, ale je zmniejszają. Czasem lepiej najpierw uregulować bieżące zaległości albo zacząć od konsolidacji tylko części zobowiązań. Takie decyzje łatwiej podjąć, gdy ktoś spojrzy na całą sytuację z boku.</p>

<h2>Jak możemy pomóc?</h2>
<p>${company.brandName} jest pośrednikiem kredytowym, a nie bankiem ani firmą pożyczkową. Nie udzielamy kredytów. Pomagamy ocenić sytuację, przygotować dokumenty i wybrać ofertę spośród banków i instytucji, z którymi współpracujemy. Decyzję kredytową zawsze podejmuje kredytodawca, dlatego nie obiecujemy, że kredyt zostanie przyznany.</p>
<p>Na początek proponujemy <a href="${paths.analysis}">bezpłatną analizę finansową</a>. Podajesz kilka informacji o zobowiązaniach i dochodach, a doradca oddzwania ${callbackPromise.forms}. Wspólnie sprawdzamy, czy konsolidacja w Twojej sytuacji ma sens, jaka rata byłaby realna i czy nie lepiej zacząć od innego kroku. Analiza jest bezpłatna i do niczego nie zobowiązuje.</p>
<p>Nie pobieramy opłat z góry. Nasze wynagrodzenie to prowizja należna dopiero po uzyskaniu finansowania. Jeśli po rozmowie uznasz, że konsolidacja nie jest dla Ciebie, nic nie płacisz. Możliwy okres spłaty, kwota i oprocentowanie zależą od banku i Twojej zdolności kredytowej; w ofertach, z którymi pracujemy, okres spłaty sięga do ${consolidation.maxPeriodMonths} miesięcy.</p>

<h2>Najważniejsze w skrócie</h2>
<ul>
<li>Kredyt konsolidacyjny zastępuje kilka zobowiązań jednym, z jedną ratą i jednym terminem.</li>
<li>Niższa rata zwykle wynika z dłuższego okresu spłaty, co może zwiększyć łączny koszt.</li>
<li>Porównuj RRSO, całkowity koszt i całkowitą kwotę do zapłaty, a nie tylko ratę.</li>
<li>Konsolidacja pomaga, gdy porządkuje spłatę i domyka budżet; nie pomoże, jeśli wydatki stale przewyższają dochody.</li>
<li>Przed wnioskiem sprawdź swój raport w BIK i przygotuj dokumenty.</li>
<li>Jeśli nie wiesz, od czego zacząć, skorzystaj z bezpłatnej analizy: bez opłat z góry i bez zobowiązań.</li>
</ul>
`;

export const consolidationCreditArticle: Article = {
  ...consolidationCreditSummary,
  content,
  sources: [
    actSource(
      acts.consumerCredit,
      'art. 3 (zakres ustawy), art. 5 (całkowity koszt kredytu, całkowita kwota do zapłaty, RRSO) i art. 48–52 (spłata kredytu przed terminem)',
    ),
    {
      title: 'Biuro Informacji Kredytowej: raport o własnej historii kredytowej',
      url: 'https://www.bik.pl/',
    },
    {
      title: 'Urząd Ochrony Konkurencji i Konsumentów: prawa konsumenta przy kredycie konsumenckim',
      url: 'https://uokik.gov.pl/',
    },
    {
      title: 'Komisja Nadzoru Finansowego: rejestr pośredników kredytowych',
      url: 'https://www.knf.gov.pl/',
    },
  ],
  image: {
    src: `/images/articles/${slug}.svg`,
    alt: 'Trzy małe karty połączone liniami z jedną większą kartą, obok roślina w doniczce',
    width: 1200,
    height: 630,
  },
};
