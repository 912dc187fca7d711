import { articlePath, paths } from '@/config/paths';
import { company } from '@/content/company';
import { creditBureauRules } from '@/content/statutory-figures';
import { acts, actSource } from '@/content/law';
import { callbackPromise } from '@/content/promises';
import type { Article } from '@/content/types';
import { formatPln, pluralPl } from '@/lib/format';
import { creditBureausSummary } from './bik-i-biura-informacji-gospodarczej-co-widza-kredytodawcy.summary';

const { slug } = creditBureausSummary;
const { bik, economicInformation: big } = creditBureauRules;

const days = (count: number) => `${count} ${pluralPl(count, 'dzień', 'dni', 'dni')}`;
const years = (count: number) => `${count} ${pluralPl(count, 'rok', 'lata', 'lat')}`;
const months = (count: number) => `${count} ${pluralPl(count, 'miesiąc', 'miesiące', 'miesięcy')}`;

const budgetGuide = articlePath('budzet-domowy-i-lista-dlugow-przed-wnioskiem');
const bailiffGuide = articlePath('komornik-lub-windykator-pisze-co-robic');
const paydayGuide = articlePath('konsolidacja-chwilowek-kiedy-pomaga-a-kiedy-nie');

/** Trusted static HTML written here; the statutory day counts and amounts come from src/content/figures.ts. */
const content = `
<p>Kiedy składasz wniosek o kredyt albo pożyczkę, kredytodawca nie opiera się wyłącznie na tym, co napiszesz w formularzu. Sprawdza też, co o Twoich dotychczasowych zobowiązaniach wiedzą bazy danych. Dla wielu osób to moment niepokoju: „co tam o mnie jest?”, „czy stara zaległość przekreśla moje szanse?”. W tym poradniku spokojnie wyjaśniamy, czym są Biuro Informacji Kredytowej i biura informacji gospodarczej, co widzą w nich banki i firmy pożyczkowe, jak długo informacje tam zostają, jak bezpłatnie sprawdzić własne dane i co zrobić, gdy znajdziesz w nich błąd.</p>

<h2>Dwa różne rodzaje baz</h2>
<p>W rozmowach o kredytach często pada jedno hasło: „jestem w BIK-u”. W praktyce chodzi o dwa różne rodzaje instytucji, które działają na podstawie różnych przepisów i zbierają różne informacje.</p>

<h3>Biuro Informacji Kredytowej (BIK)</h3>
<p><a href="https://www.bik.pl/" target="_blank" rel="noopener noreferrer">Biuro Informacji Kredytowej</a> gromadzi dane o kredytach i pożyczkach. Przekazują je banki i spółdzielcze kasy oszczędnościowo-kredytowe, a także wiele firm pożyczkowych. Podstawą jest Prawo bankowe (art. 105 i 105a). W BIK widać nie tylko kłopoty, ale też dobrą historię: kredyty spłacane terminowo budują wiarygodność, która pomaga przy kolejnym wniosku.</p>

<h3>Biura informacji gospodarczej (BIG)</h3>
<p>Biura informacji gospodarczej to osobne spółki działające na podstawie ustawy o udostępnianiu informacji gospodarczych i wymianie danych gospodarczych. Najbardziej znane to <strong>Krajowy Rejestr Długów (KRD)</strong>, <strong>ERIF</strong> i <strong>BIG InfoMonitor</strong>. Trafiają do nich przede wszystkim informacje o zaległościach: niezapłacone rachunki za telefon, internet czy media, zaległy czynsz, długi kupione przez firmy windykacyjne, a także zaległości wobec banków i firm pożyczkowych, jeśli wierzyciel je zgłosi. Wpis w BIG może więc dotyczyć także osoby, która nigdy nie brała kredytu.</p>

<h2>Co widzi kredytodawca, gdy sprawdza Twoją historię</h2>
<p>Gdy kredytodawca ocenia wniosek, zwykle może zobaczyć:</p>
<ul>
<li><strong>czynne kredyty i pożyczki</strong>: ich liczbę, kwoty, wysokość rat i to, ile zostało do spłaty,</li>
<li><strong>limity w koncie i karty kredytowe</strong>, także te, z których nie korzystasz; dla banku to możliwe zadłużenie, które może się pojawić w każdej chwili,</li>
<li><strong>historię spłat</strong>: czy raty wpływały terminowo, a jeśli nie, to jak długie były opóźnienia,</li>
<li><strong>zapytania kredytowe</strong>, czyli informację o Twoich niedawnych wnioskach w innych instytucjach,</li>
<li><strong>wpisy w biurach informacji gospodarczej</strong>, jeśli kredytodawca z nich korzysta.</li>
</ul>
<p>Na tej podstawie kredytodawca ocenia, jak duże jest ryzyko, że kolejny kredyt nie zostanie spłacony. Historia kredytowa to tylko część oceny: liczą się również dochody, stałe wydatki i liczba osób na utrzymaniu. Jedno krótkie opóźnienie sprzed lat zwykle waży mniej niż kilka świeżych zaległości.</p>
<p>Warto wiedzieć, że brak jakiejkolwiek historii też bywa kłopotem. Kredytodawca nie ma wtedy na czym oprzeć oceny. Terminowo spłacana niewielka rata albo karta kredytowa używana z umiarem mogą z czasem tę historię zbudować.</p>

<h2>Jak długo informacje zostają w BIK</h2>
<p>Zasady przechowywania danych w BIK wynikają z art. 105a Prawa bankowego. W uproszczeniu:</p>
<ul>
<li><strong>Dopóki kredyt trwa</strong>, jego dane są w BIK i kredytodawcy widzą zarówno terminowe wpłaty, jak i opóźnienia.</li>
<li><strong>Po spłacie kredytu bez poważnych opóźnień</strong> dane mogą być dalej udostępniane innym kredytodawcom tylko za Twoją zgodą. Taka pozytywna historia zwykle pomaga, a zgodę możesz wycofać.</li>
<li><strong>Po spłacie kredytu, przy którym opóźnienie przekroczyło ${days(bik.overdueDays)}</strong>, dane mogą być przetwarzane bez Twojej zgody, ale tylko wtedy, gdy kredytodawca uprzedził Cię o tym, a od tej informacji minęło co najmniej ${days(bik.noticeDays)}. Takie dane mogą zostać w BIK najwyżej przez ${years(bik.yearsAfterExpiry)} od wygaśnięcia zobowiązania.</li>
</ul>
<p>Z tego wynika ważna rzecz: poważne opóźnienie nie zostaje w historii na zawsze. Im dawniej zaległości zostały spłacone i im lepiej spłacasz obecne zobowiązania, tym mniej stara historia waży przy kolejnym wniosku.</p>

<h2>Kiedy zaległość może trafić do biura informacji gospodarczej</h2>
<p>Wierzyciel nie może wpisać konsumenta do BIG z dnia na dzień. Ustawa (art. 14) stawia przy długach wynikających na przykład z umowy kilka warunków naraz:</p>
<ul>
<li>łączna zaległość wobec tego wierzyciela wynosi co najmniej ${formatPln(big.consumerMinimumDebt)},</li>
<li>płatność jest wymagalna od co najmniej ${days(big.overdueDays)},</li>
<li>minął co najmniej ${months(big.noticeMonths)} od wysłania listem poleconym lub doręczenia do rąk własnych wezwania do zapłaty, które ostrzegało o zamiarze przekazania danych do biura i wskazywało to biuro,</li>
<li>od dnia, w którym dług stał się wymagalny, nie minęło ${years(big.maxYearsSinceDue)}.</li>
</ul>
<p>Inne zasady dotyczą długów stwierdzonych wyrokiem lub innym tytułem wykonawczym.</p>
<p>Jeśli przyszło do Ciebie takie wezwanie, potraktuj je jako sygnał, że jeszcze jest czas na rozmowę. Skontaktuj się z wierzycielem, wyjaśnij sytuację i zapytaj o rozłożenie zaległości na raty. Gdy uważasz, że długu nie ma albo jest niższy, napisz o tym i zachowaj kopię pisma.</p>
<p>Po spłacie długu wierzyciel powinien zaktualizować albo usunąć informację w biurze. Dobrze jest poprosić go o to na piśmie i po kilku tygodniach sprawdzić, czy wpis rzeczywiście zniknął.</p>

<h2>Jak bezpłatnie sprawdzić, co jest w bazach</h2>
<p>Każde biuro, które przetwarza Twoje dane, jest ich administratorem. Na podstawie art. 15 RODO masz prawo dowiedzieć się, jakie dane o Tobie przetwarza, skąd je ma i komu je udostępnia, a także otrzymać ich kopię. Pierwsza kopia jest bezpłatna; za kolejne administrator może pobrać opłatę w rozsądnej wysokości, odpowiadającej kosztom.</p>
<p>W praktyce oznacza to, że bezpłatnie możesz poprosić o kopię swoich danych w BIK oraz w każdym z biur informacji gospodarczej. Biura oferują też płatne raporty i usługi, na przykład powiadomienia o nowych zapytaniach. Mogą być wygodne, ale nie są konieczne, żeby sprawdzić swoją sytuację przed wnioskiem.</p>
<p>Przeglądając raport, zwróć uwagę na to:</p>
<ul>
<li>czy znasz wszystkie wymienione zobowiązania i zapytania,</li>
<li>czy spłacone kredyty są oznaczone jako zamknięte,</li>
<li>czy kwoty i daty opóźnień zgadzają się z Twoimi dokumentami,</li>
<li>czy nie ma wpisów o długach, o których nic nie wiesz.</li>
</ul>
<p>Raport z BIK przyda się też wtedy, gdy chcesz spisać wszystkie swoje długi w jednym miejscu. Piszemy o tym w poradniku <a href="${budgetGuide}">o budżecie domowym i liście długów przed wnioskiem</a>.</p>

<h2>Co zrobić, gdy w raporcie jest błąd</h2>
<p>Biura nie tworzą danych same. Zapisują to, co przekazali im kredytodawcy i wierzyciele. Dlatego błąd najczęściej trzeba wyjaśnić u źródła. Masz prawo żądać sprostowania nieprawidłowych danych (art. 16 RODO). Dobrze działa taka kolejność:</p>
<ol>
<li><strong>Ustal, kto przekazał dane.</strong> W raporcie widać nazwę banku, firmy pożyczkowej albo innego wierzyciela.</li>
<li><strong>Zbierz dowody.</strong> Potwierdzenia przelewów, zaświadczenie o spłacie, umowę, korespondencję.</li>
<li><strong>Napisz do wierzyciela</strong> z żądaniem poprawienia lub usunięcia danych. Opisz, co jest nie tak, i dołącz kopie dowodów. Zachowaj potwierdzenie wysłania.</li>
<li><strong>Zgłoś sprawę także do biura.</strong> BIK i biura informacji gospodarczej przyjmują reklamacje i wnioski o sprostowanie danych, a w razie wątpliwości zwracają się do wierzyciela.</li>
<li><strong>Gdy nikt nie odpowiada albo odmowa jest niezrozumiała</strong>, możesz złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych. W sporze z bankiem lub firmą pożyczkową pomoże <a href="https://rf.gov.pl/" target="_blank" rel="noopener noreferrer">Rzecznik Finansowy</a>, a bezpłatnej porady udzieli też miejski lub powiatowy rzecznik konsumentów.</li>
</ol>
<p>Uważaj na firmy, które za opłatą obiecują „wyczyszczenie BIK”. Prawdziwych informacji o opóźnieniach nie da się usunąć przed czasem, na który pozwalają przepisy. Błędne dane możesz natomiast poprawić samodzielnie i nic za to nie płacisz.</p>

<h2>Kredyt na Twoje dane? Zastrzeż PESEL</h2>
<p>Jeśli w raporcie widzisz kredyt lub zapytanie, o którym nic nie wiesz, działaj od razu: zawiadom policję, skontaktuj się z instytucją, która udzieliła kredytu, i złóż reklamację. Na przyszłość warto bezpłatnie zastrzec numer PESEL, na przykład w aplikacji mObywatel albo w urzędzie gminy. Kredytodawca ma obowiązek sprawdzić zastrzeżenie przed zawarciem umowy o kredyt konsumencki, a z umowy zawartej mimo zastrzeżenia nie może co do zasady dochodzić zapłaty (art. 9b ustawy o kredycie konsumenckim). Gdy zechcesz złożyć wniosek, możesz zastrzeżenie na chwilę cofnąć.</p>

<h2>Jak zadbać o historię przed wnioskiem</h2>
<p>Nie da się zmienić przeszłości, ale da się pokazać kredytodawcy, że obecna sytuacja jest pod kontrolą:</p>
<ul>
<li>ureguluj bieżące zaległości albo uzgodnij z wierzycielem ich spłatę w ratach,</li>
<li>zamknij nieużywane limity i karty, jeśli nie są Ci potrzebne,</li>
<li>nie składaj wielu wniosków w krótkim czasie; każde zapytanie jest widoczne,</li>
<li>przed wnioskiem pobierz kopię swoich danych i wyjaśnij ewentualne błędy,</li>
<li>jeśli masz kilka drogich pożyczek, sprawdź, czy ich połączenie może pomóc; piszemy o tym w poradniku <a href="${paydayGuide}">o konsolidacji chwilówek</a>.</li>
</ul>
<p>Jeżeli Twoja sprawa trafiła już do firmy windykacyjnej, sądu albo komornika, zajrzyj do poradnika <a href="${bailiffGuide}">o tym, co robić, gdy pisze komornik lub windykator</a>.</p>

<h2>Najważniejsze w skrócie</h2>
<ul>
<li>BIK zbiera dane o kredytach i pożyczkach, także te dobre; biura informacji gospodarczej zbierają głównie informacje o zaległościach.</li>
<li>Kredytodawca widzi czynne zobowiązania, limity, historię spłat i zapytania, a często także wpisy w BIG.</li>
<li>Dane o poważnym opóźnieniu mogą zostać w BIK po spłacie, ale nie dłużej, niż pozwala art. 105a Prawa bankowego.</li>
<li>Zaległość z umowy może trafić do BIG dopiero po wezwaniu do zapłaty z ostrzeżeniem.</li>
<li>Kopię swoich danych możesz otrzymać bezpłatnie, a błędne dane masz prawo poprawić.</li>
</ul>

<h2>Jak możemy pomóc?</h2>
<p>${company.brandName} jest pośrednikiem kredytowym, a nie bankiem. Nie prowadzimy baz danych, nie mamy wpływu na wpisy w BIK ani w biurach informacji gospodarczej i nie mamy dostępu do danych w BIK: Prawo bankowe (art. 105 ust. 4) wymienia, kto może je otrzymać, i pośrednika kredytowego wśród nich nie ma. Jeśli pobierzesz swój raport, możemy go razem przejrzeć, ocenić, co Twoja historia oznacza dla wniosku, i wskazać banki, w których warto go złożyć, zamiast wysyłać wiele wniosków naraz.</p>
<p>Zacznij od <a href="${paths.analysis}">bezpłatnej analizy finansowej</a>. Doradca oddzwoni ${callbackPromise.forms} i uczciwie powie, czy widzi szansę na kredyt, a jeśli nie, to od czego lepiej zacząć. Analiza jest bezpłatna i niezobowiązująca. Nie pobieramy opłat z góry: prowizja należy się dopiero po uzyskaniu finansowania. Decyzję kredytową zawsze podejmuje bank lub inny kredytodawca.</p>
`;

export const creditBureausArticle: Article = {
  ...creditBureausSummary,
  content,
  sources: [
    actSource(
      acts.banking,
      'art. 105 ust. 4 i art. 105a (przetwarzanie danych w Biurze Informacji Kredytowej)',
    ),
    actSource(acts.economicInformation, 'art. 14 (przekazanie danych o konsumencie do biura)'),
    actSource(acts.consumerCredit, 'art. 9b (weryfikacja zastrzeżenia numeru PESEL)'),
    actSource(acts.gdpr, 'art. 15 i 16 (prawo dostępu do danych i do ich sprostowania)'),
    { title: 'Biuro Informacji Kredytowej', url: 'https://www.bik.pl/' },
    { title: 'Rzecznik Finansowy', url: 'https://rf.gov.pl/' },
  ],
  image: {
    src: `/images/articles/${slug}.svg`,
    alt: 'Lupa ze znakiem potwierdzenia nad kartą z kilkoma rubrykami',
    width: 1200,
    height: 630,
  },
};
