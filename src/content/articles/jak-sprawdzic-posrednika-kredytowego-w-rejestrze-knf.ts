import { articlePath, paths } from '@/config/paths';
import { company } from '@/content/company';
import { companyDataWhere, knfEntryCheck } from '@/content/knf-register';
import { acts, actSource } from '@/content/law';
import { callbackPromise, promises } from '@/content/promises';
import type { Article } from '@/content/types';
import { brokerRegisterSummary } from './jak-sprawdzic-posrednika-kredytowego-w-rejestrze-knf.summary';

const { slug } = brokerRegisterSummary;
const knf = 'https://www.knf.gov.pl/';

/** Trusted static HTML written here; the firm's register entry comes from src/content/company.ts. */
const content = `
<p>Gdy długi zaczynają przytłaczać, łatwo zaufać pierwszej osobie, która obiecuje szybkie rozwiązanie. Niestety korzystają z tego także nieuczciwe firmy: podszywają się pod pośredników kredytowych, żądają opłat z góry albo wyłudzają dane. Dlatego zanim przekażesz komuś dokumenty, numer PESEL czy dostęp do konta, warto sprawdzić, z kim naprawdę rozmawiasz. Zajmuje to kilka minut i nic nie kosztuje. W tym poradniku pokazujemy, jak to zrobić, także w naszym przypadku.</p>

<h2>Kim jest pośrednik kredytowy</h2>
<p>Pośrednik kredytowy to firma albo osoba, która zawodowo pomaga konsumentom uzyskać kredyt: przedstawia oferty kredytodawców, pomaga przygotować wniosek i dokumenty, czasem zawiera umowy w imieniu kredytodawcy. Pośrednik nie jest bankiem ani firmą pożyczkową i nie pożycza własnych pieniędzy. O przyznaniu kredytu zawsze decyduje kredytodawca, po ocenie Twojej zdolności kredytowej.</p>
<p>Pośrednicy działają na różnych zasadach. Jedni współpracują z jednym kredytodawcą, inni z kilkoma lub wieloma. Jedni są wynagradzani wyłącznie przez kredytodawców, inni pobierają wynagrodzenie także od klienta. Nie ma w tym nic złego, o ile wiesz o tym z góry i znasz wysokość wynagrodzenia, zanim podpiszesz umowę.</p>

<h2>Rejestr KNF: gdzie i jak sprawdzić</h2>
<p>Komisja Nadzoru Finansowego, czyli państwowy organ nadzoru nad rynkiem finansowym, prowadzi publiczne rejestry podmiotów działających na tym rynku, w tym rejestr pośredników kredytowych. Można go przeglądać bezpłatnie i bez logowania na <a href="${knf}" target="_blank" rel="noopener noreferrer">stronie internetowej KNF</a>, w części poświęconej rejestrom i wykazom. Pośrednik może pośredniczyć w kredytach konsumenckich dopiero po wpisie do tego rejestru (art. 59da ustawy o kredycie konsumenckim).</p>
<p>Jak to zrobić krok po kroku:</p>
<ol>
<li><strong>Otwórz stronę KNF samodzielnie</strong>, wpisując adres w przeglądarce, a nie klikając w link przysłany przez osobę, którą chcesz sprawdzić.</li>
<li><strong>Przejdź do rejestrów i wykazów</strong> i wybierz rejestr pośredników kredytowych.</li>
<li><strong>Wyszukaj firmę</strong> po nazwie, numerze NIP lub KRS albo po numerze wpisu, jeśli go znasz.</li>
<li><strong>Porównaj dane.</strong> Pełna nazwa firmy, adres, NIP i numer wpisu w rejestrze powinny zgadzać się z tym, co widzisz na stronie internetowej pośrednika, w e-mailach i w dokumentach, które od niego dostajesz.</li>
<li><strong>Sprawdź, czy nazwa na stronie to ta sama firma.</strong> Nazwa handlowa, pod którą firma się reklamuje, może różnić się od nazwy spółki w rejestrze. Wtedy sprawdź, czy na stronie pośrednika podano pełną nazwę spółki, i porównaj ją z rejestrem.</li>
</ol>
<p>Jeśli nie możesz znaleźć firmy w rejestrze, dane się nie zgadzają albo ktoś unika odpowiedzi na pytanie o numer wpisu, potraktuj to jako poważny sygnał ostrzegawczy i nie przekazuj żadnych danych ani pieniędzy.</p>

<h3>Inne wykazy KNF, które warto znać</h3>
<ul>
<li><strong>Rejestr instytucji pożyczkowych</strong>: tu sprawdzisz firmę pożyczkową, która ma Ci udzielić pożyczki.</li>
<li><strong>Rejestr pośredników kredytu hipotecznego</strong>: dotyczy osób i firm pośredniczących w kredytach hipotecznych.</li>
<li><strong>Lista ostrzeżeń publicznych</strong>: wykaz podmiotów, wobec których KNF zawiadomiła prokuraturę o podejrzeniu przestępstwa, najczęściej prowadzenia działalności bez wymaganego zezwolenia. Jeśli firma tam figuruje, zachowaj szczególną ostrożność.</li>
</ul>

<h2>Jak sprawdzić nas</h2>
<p>${company.brandName} jest pośrednikiem kredytowym wpisanym do rejestru pośredników kredytowych prowadzonego przez Komisję Nadzoru Finansowego. ${knfEntryCheck} ${companyDataWhere} Zachęcamy, żeby porównać dane ze strony <a href="${paths.about}">O nas</a> z rejestrem, zanim przekażesz nam dokumenty.</p>
<p>Jeśli podczas rozmowy z naszym doradcą masz wątpliwości, czy na pewno rozmawiasz z nami, rozłącz się i zadzwoń sama lub sam na numer podany na naszej stronie. Nie obrazimy się, a wręcz przeciwnie: to rozsądna ostrożność.</p>

<h2>Co pośrednik musi Ci powiedzieć</h2>
<p>Ustawa o kredycie konsumenckim nakłada na pośredników obowiązki informacyjne (art. 7 ust. 4–5, art. 13 i art. 28). Zanim zdecydujesz się na kredyt, masz prawo wiedzieć:</p>
<ul>
<li><strong>kim jest pośrednik</strong>, czyli jaka jest jego pełna nazwa i adres,</li>
<li><strong>w jakim zakresie działa</strong>: czy współpracuje z jednym, czy z kilkoma kredytodawcami i na jakiej podstawie,</li>
<li><strong>ile wynosi wynagrodzenie, które płacisz Ty</strong>, jeśli pośrednik je pobiera, i czy pośrednik dostaje wynagrodzenie także od kredytodawcy; pośrednik podaje to na trwałym nośniku przed zawarciem umowy (art. 28 ust. 1), a opłaty, które płacisz, przekazuje kredytodawcy, żeby uwzględnił je w RRSO (art. 28 ust. 2),</li>
<li><strong>jakie są warunki kredytu</strong>: przed zawarciem umowy kredytodawca albo pośrednik przekazuje Ci formularz informacyjny z RRSO, całkowitym kosztem, całkowitą kwotą do zapłaty i ratami.</li>
</ul>
<p>Jak czytać te liczby, wyjaśniamy w poradniku <a href="${articlePath('jak-czytac-rrso-i-calkowity-koszt-kredytu')}">o RRSO i całkowitym koszcie kredytu</a>. Pamiętaj też, że po podpisaniu umowy kredytu konsumenckiego masz czas na zmianę decyzji: szczegóły opisujemy w poradniku <a href="${articlePath('odstapienie-od-umowy-kredytu-w-14-dni')}">o odstąpieniu od umowy kredytu</a>.</p>

<h2>Jak wygląda współpraca z uczciwym pośrednikiem</h2>
<p>Dobrze wiedzieć, czego się spodziewać, bo wtedy łatwiej zauważyć, że coś odbiega od normy. U rzetelnego pośrednika współpraca wygląda zwykle tak:</p>
<ol>
<li><strong>Rozmowa i analiza.</strong> Doradca pyta o dochody, wydatki i zobowiązania, a potem mówi szczerze, czy widzi realną szansę na kredyt i czy ten kredyt w ogóle Ci pomoże.</li>
<li><strong>Porównanie ofert.</strong> Dostajesz informację, u których kredytodawców warto złożyć wniosek kredytowy i dlaczego, razem z orientacyjnymi kosztami.</li>
<li><strong>Dokumenty i wniosek.</strong> Wniosek kredytowy trafia do kredytodawcy dopiero wtedy, gdy się na to zgodzisz.</li>
<li><strong>Decyzja kredytodawcy.</strong> Kredytodawca ocenia zdolność kredytową i sam podejmuje decyzję.</li>
<li><strong>Umowa z kredytodawcą.</strong> Umowę kredytu zawierasz z bankiem albo firmą pożyczkową, a nie z pośrednikiem. Przed podpisaniem dostajesz formularz informacyjny i masz czas, żeby go przeczytać.</li>
<li><strong>Wypłata i rozliczenie.</strong> Dopiero gdy kredyt zostanie wypłacony, pośrednik może otrzymać wynagrodzenie, jeśli zgodnie z umową płacisz je Ty.</li>
</ol>
<p>Tak pracujemy również my. Jeśli ktoś proponuje Ci inną kolejność, na przykład opłatę przed decyzją kredytodawcy, zapytaj, dlaczego, i zastanów się dwa razy.</p>

<h2>Opłaty z góry: na co uważać</h2>
<p>Częsty schemat nieuczciwych ofert jest prosty: ktoś obiecuje kredyt, a potem prosi o przelew „na start”. Opłata może nazywać się różnie: za analizę, za przygotowanie wniosku, za ubezpieczenie, za „gwarancję” przyznania kredytu, za weryfikację. Po przelewie kontakt się urywa albo pojawiają się kolejne opłaty, a kredytu nie ma.</p>
<p>Ustawa chroni Cię tu wprost: opłaty i inne koszty zapłacone przed zawarciem umowy o kredyt konsumencki podlegają niezwłocznie zwrotowi, jeśli umowa nie zostanie zawarta albo kredytodawca nie wypłaci kredytu w terminie wskazanym w umowie (art. 28a ustawy o kredycie konsumenckim).</p>
<p>Nasza zasada jest jasna: ${promises.noUpfrontFee.toLowerCase()}. Analiza sytuacji jest bezpłatna i niezobowiązująca. Jeśli kredytu nie uda się uzyskać albo sama lub sam zrezygnujesz, nic nie płacisz.</p>
<p>Inne sygnały ostrzegawcze:</p>
<ul>
<li><strong>„Gwarancja” kredytu</strong>, także „bez BIK” czy „dla każdego”. Decyzję podejmuje kredytodawca i nikt uczciwy nie może jej zagwarantować.</li>
<li><strong>Pośpiech i presja</strong>: „oferta ważna tylko dziś”, „musi Pani lub Pan zdecydować teraz”.</li>
<li><strong>Prośba o dane logowania do bankowości</strong>, kody z SMS-ów albo instalację programu do zdalnej obsługi komputera czy telefonu. Uczciwy pośrednik nigdy o to nie prosi.</li>
<li><strong>Zdjęcie dowodu osobistego wysyłane przez komunikator</strong> do nieznanej osoby. Dokumenty przekazuj tylko firmie, którą wcześniej sprawdzisz.</li>
<li><strong>Umowa pośrednictwa, której nie dostajesz do przeczytania</strong>, albo prośba o podpisanie pustych lub niewypełnionych dokumentów.</li>
<li><strong>Brak danych firmy</strong> na stronie internetowej albo tylko numer telefonu i komunikator.</li>
</ul>

<h2>Co zrobić, gdy coś się nie zgadza</h2>
<p>Jeśli coś w rozmowie lub w dokumentach budzi Twój niepokój, zatrzymaj się. Nie przesyłaj pieniędzy ani dokumentów, dopóki nie sprawdzisz firmy. Jeżeli dane już zostały przekazane, a podejrzewasz oszustwo:</p>
<ul>
<li>jak najszybciej skontaktuj się ze swoim bankiem; bank może pomóc zabezpieczyć konto,</li>
<li>rozważ zastrzeżenie numeru PESEL i, jeśli dowód osobisty mógł trafić w niepowołane ręce, zastrzeżenie dokumentu,</li>
<li>zgłoś sprawę na policję,</li>
<li>o podejrzanej działalności możesz poinformować Komisję Nadzoru Finansowego i <a href="https://uokik.gov.pl/" target="_blank" rel="noopener noreferrer">Urząd Ochrony Konkurencji i Konsumentów</a>.</li>
</ul>
<p>Jeśli masz spór z kredytodawcą albo nie wiesz, czy umowa jest w porządku, bezpłatnie pomagają <a href="https://rf.gov.pl/" target="_blank" rel="noopener noreferrer">Rzecznik Finansowy</a> oraz miejscy i powiatowi rzecznicy konsumentów.</p>

<h2>Pytania, które warto zadać pośrednikowi</h2>
<p>Rzetelny pośrednik odpowie na nie bez wahania:</p>
<ol>
<li>Jaka jest pełna nazwa Państwa firmy i numer wpisu do rejestru pośredników kredytowych KNF?</li>
<li>Z iloma i z jakimi kredytodawcami Państwo współpracują?</li>
<li>Czy płacę Państwu wynagrodzenie, ile wynosi i kiedy jest należne?</li>
<li>Czy to wynagrodzenie jest wliczone w RRSO i całkowity koszt kredytu?</li>
<li>Czy mogę dostać formularz informacyjny i projekt umowy do spokojnego przeczytania w domu?</li>
<li>Kto podejmuje decyzję kredytową i kiedy ją poznam?</li>
</ol>

<h2>Najważniejsze w skrócie</h2>
<ul>
<li>Pośrednik kredytowy nie jest bankiem: pomaga uzyskać kredyt, ale decyzję podejmuje kredytodawca.</li>
<li>Pośrednika sprawdzisz bezpłatnie w rejestrze na stronie KNF; dane w rejestrze powinny zgadzać się z danymi na stronie i w dokumentach.</li>
<li>Przed umową masz prawo znać wynagrodzenie pośrednika, które płacisz, a ono musi być wliczone w RRSO.</li>
<li>Żądanie opłaty z góry, „gwarancja” kredytu i prośba o dane logowania do banku to sygnały ostrzegawcze.</li>
<li>W razie wątpliwości zatrzymaj się, sprawdź firmę i skorzystaj z bezpłatnej pomocy.</li>
</ul>

<h2>Jak możemy pomóc?</h2>
<p>${company.brandName} jest pośrednikiem kredytowym, a nie bankiem ani firmą pożyczkową. Nie udzielamy kredytów: pomagamy ocenić sytuację, przygotować dokumenty i wybrać ofertę spośród kredytodawców, z którymi współpracujemy. Decyzję kredytową zawsze podejmuje kredytodawca, dlatego niczego nie gwarantujemy.</p>
<p>Jeśli chcesz, zamów <a href="${paths.analysis}">bezpłatną analizę finansową</a>. Doradca oddzwoni ${callbackPromise.forms} i spokojnie omówi z Tobą zobowiązania.</p>
<ul>
<li>${promises.freeAnalysis}.</li>
<li>${promises.noUpfrontFee}.</li>
</ul>
<p>Jeśli nie wiesz jeszcze, czy kredyt jest dla Ciebie dobrym pomysłem, zacznij od poradnika <a href="${articlePath('jak-skutecznie-wyjsc-z-dlugow')}">o wychodzeniu z długów</a>.</p>
`;

export const brokerRegisterArticle: Article = {
  ...brokerRegisterSummary,
  content,
  sources: [
    actSource(
      acts.consumerCredit,
      'art. 5 (pośrednik kredytowy, całkowity koszt kredytu), art. 7, 13 i 28 (obowiązki informacyjne), art. 28a (zwrot opłat pobranych przed zawarciem umowy) i art. 59da (wpis do rejestru pośredników kredytowych)',
    ),
    {
      title: 'Komisja Nadzoru Finansowego – rejestry i wykazy, lista ostrzeżeń publicznych',
      url: knf,
    },
    {
      title: 'Urząd Ochrony Konkurencji i Konsumentów – prawa konsumenta',
      url: 'https://uokik.gov.pl/',
    },
    {
      title: 'Rzecznik Finansowy – pomoc w sporach z instytucjami finansowymi',
      url: 'https://rf.gov.pl/',
    },
  ],
  image: {
    src: `/images/articles/${slug}.svg`,
    alt: 'Lupa nad listą wpisów, przy jednym z nich znak potwierdzenia, obok tarcza',
    width: 1200,
    height: 630,
  },
};
