import { articlePath, paths } from '@/config/paths';
import { company } from '@/content/company';
import { brokerRemuneration, creditExamples, examplesCalculatedOn } from '@/content/figures';
import { consumerCredit, guideExamples } from '@/content/statutory-figures';
import { acts, actSource, consumerCreditLimit } from '@/content/law';
import { callbackPromise, promises } from '@/content/promises';
import { exampleFigures, representativeExample } from '@/content/representative-example';
import type { Article } from '@/content/types';
import { creditFigures } from '@/lib/finance';
import { formatPercent, formatPln } from '@/lib/format';
import { rrsoGuideSummary } from './jak-czytac-rrso-i-calkowity-koszt-kredytu.summary';
import { representativeExampleHtml } from './article-html';

const { slug } = rrsoGuideSummary;
const inputs = creditExamples.consolidation;
const example = exampleFigures('consolidation');
/** The same credit with no commission and no remuneration: only the interest is left in the RRSO. */
const interestOnly = creditFigures({
  amount: inputs.amount,
  months: inputs.months,
  annualRatePercent: inputs.annualRatePercent,
});
/** The same credit, the same fees, a shorter term. */
const shorter = creditFigures({
  amount: inputs.amount,
  months: guideExamples.shorterTermMonths,
  annualRatePercent: inputs.annualRatePercent,
  commission: example.commission,
  brokerFee: example.brokerFee,
});

const brokerFeeInExample =
  brokerRemuneration.status === 'given'
    ? `W przykładzie powyżej nasze wynagrodzenie, ${formatPln(example.brokerFee)}, jest już wliczone w całkowity koszt kredytu, w całkowitą kwotę do zapłaty i w RRSO.`
    : 'W przykładzie powyżej wiersz „Wynagrodzenie pośrednika kredytowego” mówi wprost, że podany koszt i RRSO tego wynagrodzenia jeszcze nie obejmują. W formularzu informacyjnym, który dostajesz przed podpisaniem umowy, wynagrodzenie pośrednika, jeśli je płacisz, musi być już uwzględnione w całkowitym koszcie kredytu i w RRSO.';

/** Trusted static HTML written here; every figure comes from src/content/figures.ts or finance.ts. */
const content = `
<p>Kiedy porównujesz oferty kredytów, łatwo patrzeć tylko na wysokość raty. To zrozumiałe: rata decyduje o tym, czy domowy budżet się domknie. Ale rata nie mówi, ile kredyt naprawdę kosztuje. Do tego służą inne liczby, które znajdziesz w każdej reklamie podającej oprocentowanie, w formularzu informacyjnym i w umowie: RRSO, całkowity koszt kredytu i całkowita kwota do zapłaty. W tym poradniku spokojnie wyjaśniamy, co oznacza każda z nich i jak z nich korzystać, na przykładzie wyliczonym krok po kroku.</p>

<h2>Przykład reprezentatywny: skąd się bierze</h2>
<p>Reklama kredytu, która podaje oprocentowanie albo inne liczby dotyczące kosztu, musi też pokazać <strong>przykład reprezentatywny</strong>. To wyliczenie dla jednej, typowej kwoty i okresu spłaty, w którym podaje się między innymi stopę oprocentowania, całkowitą kwotę kredytu, całkowity koszt, całkowitą kwotę do zapłaty, RRSO, czas obowiązywania umowy oraz liczbę i wysokość rat. Wymaga tego ustawa o kredycie konsumenckim (art. 7 i 8): przykład ma pokazywać warunki, na których kredytodawca lub pośrednik spodziewa się zawrzeć co najmniej dwie trzecie umów danego rodzaju.</p>
<p>Przykład reprezentatywny nie jest ofertą dla Ciebie. Pokazuje, jak wyglądają koszty przy określonych założeniach. Twoje warunki mogą się różnić, bo zależą od kwoty, okresu spłaty, oceny zdolności kredytowej i od tego, czy kredytodawca wymaga dodatkowych usług, na przykład ubezpieczenia. Przykład pozwala jednak zrozumieć, z czego składa się koszt, i porównać oferty według tych samych zasad.</p>

<h2>Każda pozycja po kolei</h2>
<p>Poniżej przykład kredytu konsolidacyjnego, który pokazujemy na naszej stronie, wyliczony na dzień ${examplesCalculatedOn}. Wszystkie liczby są obliczone z tych samych danych wejściowych: kwoty, oprocentowania, okresu spłaty i prowizji.</p>
${representativeExampleHtml(representativeExample, 'Przykład reprezentatywny kredytu konsolidacyjnego')}
<p>A teraz, co oznacza każda z tych pozycji.</p>

<h3>Całkowita kwota kredytu</h3>
<p>To pieniądze, które kredytodawca udostępnia Ci do dyspozycji, bez kosztów kredytu. W przykładzie to ${formatPln(example.amount)}. Jeśli prowizja jest kredytowana, czyli doliczona do kredytu, nie wchodzi do całkowitej kwoty kredytu. Dlatego warto sprawdzić, ile faktycznie trafi na Twoje konto albo do spłaty dotychczasowych długów.</p>

<h3>Stopa oprocentowania</h3>
<p>To roczna stopa, według której nalicza się odsetki od kapitału, który pozostał do spłaty. W przykładzie wynosi ${formatPercent(inputs.annualRatePercent)} w skali roku. Stopa może być <strong>stała</strong>, czyli niezmienna przez określony czas, albo <strong>zmienna</strong>, zależna zwykle od wskaźnika rynkowego. Przy stopie zmiennej rata może w przyszłości wzrosnąć albo spaść. Sama stopa oprocentowania nie obejmuje jednak prowizji ani innych opłat, więc nie pokazuje pełnego kosztu.</p>

<h3>Całkowity koszt kredytu</h3>
<p>To wszystko, co zapłacisz w związku z kredytem ponad pożyczoną kwotę: odsetki, prowizje, opłaty, a także koszty usług dodatkowych, jeśli bez nich nie dostaniesz kredytu na danych warunkach (na przykład wymaganego ubezpieczenia). Do całkowitego kosztu wlicza się również wynagrodzenie pośrednika kredytowego, jeśli płacisz je Ty. W przykładzie całkowity koszt wynosi ${formatPln(example.totalCost)}, w tym odsetki ${formatPln(example.interest)} i prowizja kredytodawcy ${formatPln(example.commission)}.</p>

<h3>Całkowita kwota do zapłaty</h3>
<p>To suma całkowitej kwoty kredytu i całkowitego kosztu, czyli wszystko, co łącznie oddasz. W przykładzie: ${formatPln(example.totalPayable)}. To najprostsza liczba do porównań: pokazuje, ile pieniędzy wyjdzie z Twojego budżetu przez cały czas spłaty.</p>

<h3>Czas obowiązywania umowy, liczba i wysokość rat</h3>
<p>Przykład opiera się na ${example.months} równych ratach miesięcznych po ${formatPln(example.instalment)}. Raty równe (annuitetowe) mają tę samą wysokość, ale na początku spłaty większą ich część stanowią odsetki, a pod koniec kapitał. Ma to znaczenie, gdy myślisz o <a href="${articlePath('wczesniejsza-splata-kredytu-ile-kosztuje')}">wcześniejszej spłacie kredytu</a>.</p>

<h3>RRSO, czyli rzeczywista roczna stopa oprocentowania</h3>
<p>RRSO to całkowity koszt kredytu wyrażony jako procent w skali roku. Liczy się go według wzoru z załącznika do ustawy o kredycie konsumenckim, który uwzględnia nie tylko wysokość kosztów, lecz także to, kiedy je płacisz. Dzięki temu RRSO pozwala porównać kredyty o różnej konstrukcji: jeden z niższym oprocentowaniem i wysoką prowizją, drugi bez prowizji, ale z wyższym oprocentowaniem.</p>
<p>W przykładzie RRSO wynosi ${formatPercent(example.aprPercent)}, choć stopa oprocentowania to ${formatPercent(inputs.annualRatePercent)}. Różnica bierze się z prowizji płaconej na początku oraz z tego, że raty spłacasz co miesiąc, a RRSO jest stopą roczną.</p>

<h2>Co zmienia RRSO? Trzy porównania</h2>
<p>Najlepiej widać to na liczbach. Wszystkie poniższe wyliczenia dotyczą tej samej kwoty ${formatPln(inputs.amount)} i tej samej stopy oprocentowania ${formatPercent(inputs.annualRatePercent)}.</p>
<ul>
<li><strong>Bez prowizji.</strong> Gdyby ten sam kredyt nie miał prowizji, całkowity koszt składałby się tylko z odsetek: ${formatPln(interestOnly.totalCost)}, a RRSO wyniosłoby ${formatPercent(interestOnly.aprPercent)}. Nawet wtedy RRSO jest nieco wyższe niż stopa oprocentowania, bo odsetki nalicza się co miesiąc.</li>
<li><strong>Z prowizją, jak w przykładzie.</strong> Prowizja ${formatPln(example.commission)} podnosi całkowity koszt do ${formatPln(example.totalCost)}, a RRSO do ${formatPercent(example.aprPercent)}.</li>
<li><strong>Z tą samą prowizją, ale krócej.</strong> Przy spłacie w ${shorter.months} ratach rata rośnie do ${formatPln(shorter.instalment)}, całkowity koszt spada do ${formatPln(shorter.totalCost)}, a RRSO wynosi ${formatPercent(shorter.aprPercent)}.</li>
</ul>
<p>Ostatnie porównanie bywa zaskakujące: krótszy kredyt kosztuje łącznie mniej, a mimo to ma wyższe RRSO. Dzieje się tak, bo ta sama prowizja rozkłada się na krótszy czas, więc w przeliczeniu na rok jest większa. Dlatego RRSO porównuj przede wszystkim między ofertami o podobnej kwocie i podobnym okresie spłaty. Gdy okresy są różne, zawsze patrz też na całkowity koszt i całkowitą kwotę do zapłaty.</p>

<h2>Czego RRSO nie pokazuje</h2>
<p>RRSO jest bardzo przydatne, ale ma swoje granice. Warto o nich pamiętać:</p>
<ul>
<li><strong>Zakłada, że warunki się nie zmienią.</strong> Przy oprocentowaniu zmiennym RRSO liczy się tak, jakby stopa pozostała taka sama do końca umowy. W rzeczywistości może wzrosnąć albo spaść, a razem z nią rata.</li>
<li><strong>Nie obejmuje kosztów, których da się uniknąć.</strong> Opłaty za opóźnienie w spłacie czy koszty upomnień nie wchodzą do RRSO. Pojawiają się dopiero wtedy, gdy raty nie są płacone w terminie.</li>
<li><strong>Nie mówi, czy rata jest dla Ciebie bezpieczna.</strong> Kredyt z niskim RRSO może mieć ratę, której budżet nie udźwignie. Najpierw sprawdź, jaka rata jest realna, dopiero potem porównuj koszt.</li>
<li><strong>Zależy od usług dodatkowych.</strong> Jeśli ubezpieczenie albo inna usługa jest warunkiem kredytu, jej koszt powinien być w RRSO. Jeśli jest dobrowolna, może nie być, a i tak ją zapłacisz, gdy się na nią zgodzisz.</li>
</ul>

<h2>Wynagrodzenie pośrednika a koszt kredytu</h2>
<p>${company.brandName} jest pośrednikiem kredytowym. Nasze wynagrodzenie to prowizja należna dopiero po uzyskaniu finansowania, płatna przez Ciebie przy wypłacie kredytu. Jest ona kosztem kredytu tak samo jak prowizja kredytodawcy: całkowity koszt kredytu obejmuje wszystkie koszty, które ponosisz w związku z umową, w tym prowizje (art. 5 pkt 6 ustawy o kredycie konsumenckim), a pośrednik musi podać kredytodawcy opłaty pobierane od Ciebie, żeby ten uwzględnił je w RRSO (art. 28 ust. 2). Dlatego nasze wynagrodzenie wchodzi do całkowitego kosztu kredytu, do całkowitej kwoty do zapłaty i do RRSO.</p>
<p>${brokerFeeInExample}</p>
<p>Jeśli ktoś proponuje Ci pośrednictwo i nie potrafi powiedzieć, ile wyniesie jego wynagrodzenie i czy jest ono wliczone w RRSO, poproś o to na piśmie przed podpisaniem czegokolwiek. O tym, jak sprawdzić pośrednika, piszemy w poradniku <a href="${articlePath('jak-sprawdzic-posrednika-kredytowego-w-rejestrze-knf')}">o rejestrze pośredników kredytowych KNF</a>.</p>

<h2>Formularz informacyjny i umowa</h2>
<p>Zanim podpiszesz umowę, kredytodawca albo pośrednik musi przekazać Ci <strong>formularz informacyjny</strong> dotyczący kredytu konsumenckiego (art. 13–14 ustawy o kredycie konsumenckim). Znajdziesz w nim te same pozycje co w przykładzie reprezentatywnym, ale wyliczone dla Twojej kwoty i okresu spłaty. Umowa także musi podawać RRSO, całkowitą kwotę do zapłaty oraz zasady spłaty (art. 30).</p>
<p>Spokojnie porównaj liczby z formularza z tym, co słyszysz w rozmowie. Jeśli coś się nie zgadza, zapytaj, skąd bierze się różnica. Masz do tego prawo, a rzetelny kredytodawca czy pośrednik powinien umieć to wyjaśnić. Gdy po podpisaniu umowy kredytu konsumenckiego, czyli kredytu do ${consumerCreditLimit}, uznasz, że jednak nie chcesz kredytu, możesz od niej <a href="${articlePath('odstapienie-od-umowy-kredytu-w-14-dni')}">odstąpić bez podania przyczyny</a> w ciągu ${consumerCredit.withdrawalDays} dni (art. 53 ustawy o kredycie konsumenckim).</p>

<h2>Jak porównywać oferty: krótka lista</h2>
<ol>
<li>Ustal, jaka rata jest dla Ciebie bezpieczna, z zapasem na nieprzewidziane wydatki.</li>
<li>Porównuj oferty o tej samej kwocie i podobnym okresie spłaty.</li>
<li>Sprawdź RRSO, całkowity koszt kredytu i całkowitą kwotę do zapłaty, nie tylko oprocentowanie.</li>
<li>Zapytaj, czy oprocentowanie jest stałe, czy zmienne, i co się stanie z ratą, gdy stopy wzrosną.</li>
<li>Upewnij się, które usługi dodatkowe są obowiązkowe i czy ich koszt jest w RRSO.</li>
<li>Sprawdź, ile kosztuje wcześniejsza spłata i czy prowizja jest kredytowana.</li>
<li>Poproś o formularz informacyjny i przeczytaj go przed podpisaniem umowy.</li>
</ol>

<h2>Jak możemy pomóc?</h2>
<p>${company.brandName} jest pośrednikiem kredytowym, a nie bankiem ani firmą pożyczkową. Nie udzielamy kredytów: pomagamy porównać oferty kredytodawców, z którymi współpracujemy, i wyjaśniamy, co oznacza każda liczba w ofercie. Decyzję kredytową zawsze podejmuje kredytodawca, dlatego nie obiecujemy, że kredyt zostanie przyznany.</p>
<p>Jeśli myślisz o połączeniu kilku zobowiązań w jedno, sprawdź, jak działa <a href="${paths.consolidationCredit}">kredyt konsolidacyjny</a>, i przelicz orientacyjną ratę w <a href="${paths.consolidationCalculator}">kalkulatorze konsolidacji</a>. Możesz też zamówić <a href="${paths.analysis}">bezpłatną analizę finansową</a>: doradca oddzwoni ${callbackPromise.forms}, przejrzy z Tobą zobowiązania i porówna koszty.</p>
<ul>
<li>${promises.freeAnalysis}.</li>
<li>${promises.noUpfrontFee}.</li>
</ul>
`;

export const rrsoGuideArticle: Article = {
  ...rrsoGuideSummary,
  content,
  sources: [
    actSource(
      acts.consumerCredit,
      'art. 5 (definicje całkowitego kosztu kredytu, całkowitej kwoty kredytu, całkowitej kwoty do zapłaty i RRSO), art. 7–8 (reklama, przykład reprezentatywny), art. 13–14, art. 28 i art. 30 oraz załącznik nr 4 (wzór obliczania RRSO)',
    ),
    {
      title: 'Urząd Ochrony Konkurencji i Konsumentów – prawa konsumenta',
      url: 'https://uokik.gov.pl/',
    },
    {
      title: 'Rzecznik Finansowy – poradniki dla klientów instytucji finansowych',
      url: 'https://rf.gov.pl/',
    },
  ],
  image: {
    src: `/images/articles/${slug}.svg`,
    alt: 'Lupa nad dokumentem z tabelą, obok stos monet i kalkulator',
    width: 1200,
    height: 630,
  },
};
