import { articlePath, paths } from '@/config/paths';
import { company } from '@/content/company';
import { consumerCredit, consumerCreditWithdrawal } from '@/content/statutory-figures';
import {
  acts,
  actSource,
  consumerCreditScope,
  earlyRepaymentRule,
  earlyRepaymentThresholdText,
} from '@/content/law';
import { callbackPromise, promises } from '@/content/promises';
import { formatPercent } from '@/lib/format';
import type { Article } from '@/content/types';
import { withdrawalSummary } from './odstapienie-od-umowy-kredytu-w-14-dni.summary';

const { slug } = withdrawalSummary;
const days = consumerCredit.withdrawalDays;
const repaymentDays = consumerCreditWithdrawal.repaymentDays;
const rule = earlyRepaymentRule;

/** Trusted static HTML written here; the day counts come from src/content/figures.ts. */
const content = `
<p>Podpisanie umowy kredytu to poważna decyzja, a podejmuje się ją często w pośpiechu i pod presją. Zdarza się, że kilka dni później pojawiają się wątpliwości: rata wydaje się za wysoka, znalazła się tańsza oferta albo sytuacja rodzinna się zmieniła. Dobrze wiedzieć, że przy kredycie konsumenckim masz czas na zastanowienie także po podpisaniu umowy. W tym poradniku wyjaśniamy, jak skorzystać z prawa do odstąpienia od umowy, ile masz na to czasu, co trzeba oddać i jakich kosztów kredytodawca nie może Ci naliczyć.</p>

<h2>Prawo do odstąpienia bez podawania przyczyny</h2>
<p>Ustawa o kredycie konsumenckim daje Ci prawo odstąpienia od umowy o kredyt konsumencki w terminie ${days} dni od dnia jej zawarcia, bez podawania przyczyny (art. 53). Nie musisz niczego tłumaczyć, udowadniać ani prosić o zgodę. Wystarczy, że w terminie złożysz kredytodawcy oświadczenie.</p>
<p>Prawo to dotyczy kredytów i pożyczek konsumenckich, czyli zawieranych przez osobę prywatną, a nie w związku z działalnością gospodarczą. Chodzi między innymi o kredyty gotówkowe, konsolidacyjne, ratalne oraz pożyczki z firm pożyczkowych, także zawierane przez internet. ${consumerCreditScope}</p>
<p>Informacja o prawie odstąpienia, jego terminie i sposobie skorzystania z niego musi znaleźć się w umowie (art. 30 ust. 1 pkt 15). Jeśli chcesz odstąpić, zacznij od odszukania tego fragmentu.</p>

<h2>Od kiedy liczy się termin</h2>
<p>Termin ${days} dni liczy się od dnia zawarcia umowy. Dnia podpisania umowy nie wlicza się do terminu (art. 111 § 2 Kodeksu cywilnego). Jeśli umowę zawarto przez internet albo w aplikacji, liczy się dzień jej zawarcia, a nie dzień wypłaty pieniędzy.</p>
<p>Jest jeden ważny wyjątek. Jeśli umowa nie zawiera wszystkich informacji, których wymaga art. 30 ustawy, termin na odstąpienie biegnie dopiero od dnia, w którym je otrzymasz (art. 53 ust. 2). Nie warto jednak liczyć na ten wyjątek: najbezpieczniej założyć, że masz ${days} dni od podpisania umowy, i nie zostawiać sprawy na ostatnią chwilę.</p>
<p>Dobra wiadomość jest taka, że termin jest zachowany, jeśli wyślesz oświadczenie przed jego upływem (art. 53 ust. 5). Nie musi ono w tym czasie dotrzeć do kredytodawcy. Ważne jest tylko, żeby dało się udowodnić datę wysłania.</p>

<h2>Jak złożyć oświadczenie o odstąpieniu</h2>
<p>Przy zawarciu umowy kredytodawca albo pośrednik kredytowy musi Ci wręczyć wzór oświadczenia o odstąpieniu, ze swoją nazwą i adresem (art. 53 ust. 3). Oświadczenie wyślij pod jeden z adresów wskazanych w tym wzorze (art. 53 ust. 4). Zwykle jest to adres kredytodawcy, czyli banku albo firmy pożyczkowej, z którą zawarto umowę. Jeśli wzoru nie masz, wystarczy krótkie pismo wysłane na adres kredytodawcy podany w umowie.</p>
<h3>Co napisać</h3>
<ul>
<li>swoje imię, nazwisko i adres,</li>
<li>nazwę i adres kredytodawcy,</li>
<li>numer i datę zawarcia umowy,</li>
<li>jedno zdanie, na przykład: „Oświadczam, że odstępuję od umowy o kredyt konsumencki nr … zawartej dnia …”,</li>
<li>datę i podpis, jeśli wysyłasz pismo papierowe.</li>
</ul>
<h3>Jak wysłać, żeby mieć dowód</h3>
<ul>
<li><strong>List polecony za potwierdzeniem odbioru</strong>: najprostszy dowód daty wysłania to potwierdzenie nadania z placówki pocztowej.</li>
<li><strong>Osobiście w oddziale</strong>: poproś o potwierdzenie przyjęcia na kopii pisma, z datą.</li>
<li><strong>E-mailem lub w bankowości internetowej</strong>: jeśli umowa przewiduje taki sposób, zachowaj potwierdzenie wysłania i kopię wiadomości.</li>
</ul>
<p>Zachowaj kopię oświadczenia i dowód wysłania przynajmniej do czasu, aż sprawa zostanie w pełni rozliczona.</p>

<h2>Co trzeba oddać i do kiedy</h2>
<p>Odstąpienie od umowy nie oznacza, że pieniądze zostają u Ciebie. Jeśli kredyt został już wypłacony, musisz zwrócić kredytodawcy:</p>
<ul>
<li><strong>całą wypłaconą kwotę kredytu</strong>,</li>
<li><strong>odsetki za okres od dnia wypłaty do dnia zwrotu</strong>, czyli tylko za dni, w których faktycznie korzystasz z pieniędzy.</li>
</ul>
<p>Zwrotu trzeba dokonać niezwłocznie, nie później niż w ciągu ${repaymentDays} dni od dnia złożenia oświadczenia o odstąpieniu (art. 54). Umowa powinna podawać, ile wynoszą odsetki za jeden dzień, więc łatwo policzyć, ile trzeba oddać. Im szybciej zwrócisz pieniądze, tym mniej odsetek zapłacisz.</p>
<p>Jeśli kredyt nie został jeszcze wypłacony, sprawa jest prostsza: nie ma czego zwracać, a kredytodawca nie powinien go już wypłacać.</p>

<h2>Czego kredytodawca nie może naliczyć</h2>
<p>Poza odsetkami za dni korzystania z pieniędzy kredytodawca nie może obciążyć Cię innymi kosztami związanymi z odstąpieniem od umowy (art. 54 ust. 1). Wyjątkiem są jedynie bezzwrotne koszty, które kredytodawca poniósł na rzecz organów administracji publicznej (art. 54 ust. 4). Oznacza to w szczególności, że:</p>
<ul>
<li>nie płacisz kary ani opłaty za samo odstąpienie,</li>
<li>prowizja i inne opłaty pobrane przy zawarciu umowy powinny zostać Ci zwrócone albo rozliczone,</li>
<li>nie płacisz odsetek za okres po zwrocie pieniędzy.</li>
</ul>
<p>Jeśli kredytodawca żąda więcej, poproś o pisemne wyjaśnienie, z czego wynika każda kwota. W razie sporu możesz złożyć reklamację, a potem zwrócić się o pomoc do Rzecznika Finansowego albo do miejskiego lub powiatowego rzecznika konsumentów.</p>

<h2>Ubezpieczenie i inne umowy dodatkowe</h2>
<p>Razem z kredytem często zawiera się inne umowy: ubezpieczenie spłaty, ubezpieczenie na życie, pakiet usług. Jeśli taką usługę dodatkową świadczy kredytodawca albo inna firma na podstawie umowy z kredytodawcą, odstąpienie od umowy kredytu jest skuteczne także wobec tej umowy dodatkowej (art. 55). Nie musisz więc odstępować od każdej z nich osobno, choć warto w oświadczeniu wymienić je z nazwy i poprosić o rozliczenie.</p>
<p>Osobną sytuacją jest kredyt, który finansuje konkretny zakup, na przykład sprzęt kupowany na raty w sklepie internetowym. Jeśli odstępujesz od umowy kredytu, a towar chcesz zatrzymać, trzeba będzie za niego zapłacić z innych pieniędzy (art. 56). Jeśli chcesz zrezygnować także z zakupu, skontaktuj się ze sprzedawcą: zwrot towaru rządzi się przepisami o prawach konsumenta. W takich sprawach warto zapytać zarówno sprzedawcę, jak i kredytodawcę, co dokładnie stanie się z każdą z umów.</p>

<h2>Odstąpienie od kredytu konsolidacyjnego</h2>
<p>Przy kredycie konsolidacyjnym odstąpienie wymaga szczególnej ostrożności. Zwykle kredytodawca od razu przelewa pieniądze na spłatę dotychczasowych zobowiązań. Jeśli potem odstąpisz od umowy, stare kredyty pozostaną spłacone, ale w ciągu ${repaymentDays} dni musisz oddać nowemu kredytodawcy całą wypłaconą kwotę z odsetkami. Bez oszczędności albo innego finansowania może to być bardzo trudne.</p>
<p>Dlatego najlepszym momentem na wątpliwości jest czas przed podpisaniem umowy. Przeczytaj formularz informacyjny, sprawdź RRSO i całkowitą kwotę do zapłaty, a jeśli czegoś nie rozumiesz, zapytaj. Pomoże w tym nasz poradnik <a href="${articlePath('jak-czytac-rrso-i-calkowity-koszt-kredytu')}">o tym, jak czytać RRSO i całkowity koszt kredytu</a>.</p>

<h2>Odstąpienie czy wcześniejsza spłata?</h2>
<p>Gdy termin na odstąpienie minął, nadal możesz zakończyć umowę przez <a href="${articlePath('wczesniejsza-splata-kredytu-ile-kosztuje')}">wcześniejszą spłatę kredytu</a>. Różnice są jednak istotne:</p>
<ul>
<li>po odstąpieniu zwracasz kwotę kredytu z odsetkami za dni korzystania z pieniędzy, a kredytodawca nie może pobrać innych kosztów, poza wspomnianymi opłatami administracyjnymi,</li>
<li>przy wcześniejszej spłacie całkowity koszt kredytu maleje o koszty przypadające na skrócony okres, ale przy stałym oprocentowaniu kredytodawca może pobrać prowizję za spłatę przed terminem, jeśli przewiduje ją umowa, a kwota spłacona w ciągu ${rule.windowMonths} miesięcy przekracza ${earlyRepaymentThresholdText}; prowizja wynosi wtedy najwyżej ${formatPercent(rule.moreThanYearLeftPercent)} spłacanej kwoty albo ${formatPercent(rule.upToYearLeftPercent)}, jeśli okres do końca umowy nie przekracza jednego roku (art. 50).</li>
</ul>
<p>Jeśli więc masz wątpliwości w ciągu pierwszych ${days} dni, odstąpienie jest zwykle korzystniejsze niż wcześniejsza spłata.</p>

<h2>Pytania, które słyszymy najczęściej</h2>
<h3>Czy kredytodawca może nie przyjąć odstąpienia?</h3>
<p>Nie. Odstąpienie to Twoje jednostronne oświadczenie. Jeśli złożysz je w terminie, kredytodawca nie musi się na nie zgadzać, żeby było skuteczne. Może jedynie rozliczyć zwrot kredytu i odsetek.</p>
<h3>Czy to dotyczy także pożyczki z firmy pożyczkowej?</h3>
<p>Tak. Firma pożyczkowa udzielająca pożyczki konsumentowi jest kredytodawcą w rozumieniu ustawy o kredycie konsumenckim, więc prawo odstąpienia obowiązuje na tych samych zasadach, także przy pożyczkach zawieranych przez internet.</p>
<h3>Co, jeśli nie mam z czego oddać pieniędzy?</h3>
<p>To ważne pytanie i lepiej zadać je sobie przed wysłaniem oświadczenia. Po odstąpieniu cała kwota staje się do zwrotu w ciągu ${repaymentDays} dni. Jeśli pieniądze zostały już wydane albo przeznaczone na spłatę innych długów, a nie masz ich z czego oddać, odstąpienie może przynieść więcej kłopotów niż pożytku. Wtedy spokojnie porozmawiaj z kredytodawcą o innych rozwiązaniach albo skorzystaj z bezpłatnej porady rzecznika konsumentów, zanim podejmiesz decyzję.</p>
<h3>Na jaki rachunek oddać pieniądze?</h3>
<p>Pieniądze zwracasz na rachunek wskazany przez kredytodawcę. Jeśli nie masz pewności, jaki to rachunek i jaka dokładnie kwota, zapytaj kredytodawcę na piśmie i poczekaj na odpowiedź, pilnując przy tym terminu zwrotu.</p>

<h2>Krok po kroku</h2>
<ol>
<li>Odszukaj w umowie informację o prawie odstąpienia i adres kredytodawcy.</li>
<li>Przygotuj oświadczenie: skorzystaj ze wzoru dołączonego do umowy albo napisz krótkie pismo.</li>
<li>Wyślij je przed upływem ${days} dni od zawarcia umowy, w sposób, który pozwoli udowodnić datę wysłania.</li>
<li>Ustal z kredytodawcą kwotę do zwrotu: wypłacony kredyt i odsetki za dni korzystania z pieniędzy.</li>
<li>Zwróć pieniądze niezwłocznie, najpóźniej w ciągu ${repaymentDays} dni od złożenia oświadczenia.</li>
<li>Poproś o potwierdzenie rozliczenia umowy, zwrot prowizji i rozliczenie umów dodatkowych.</li>
</ol>

<h2>Jak możemy pomóc?</h2>
<p>${company.brandName} jest pośrednikiem kredytowym, a nie bankiem ani firmą pożyczkową. Nie udzielamy kredytów, a decyzję kredytową zawsze podejmuje kredytodawca. Zanim podpiszesz umowę, pomagamy porównać oferty i wyjaśniamy, co oznacza każda pozycja w formularzu informacyjnym, żeby decyzja była przemyślana, a nie podjęta pod presją czasu.</p>
<p>Jeśli chcesz spokojnie sprawdzić, jakie masz możliwości, zamów <a href="${paths.analysis}">bezpłatną analizę finansową</a>. Doradca oddzwoni ${callbackPromise.forms}.</p>
<ul>
<li>${promises.freeAnalysis}.</li>
<li>${promises.noUpfrontFee}.</li>
</ul>
<p>O tym, jak upewnić się, że rozmawiasz z prawdziwym pośrednikiem, przeczytasz w poradniku <a href="${articlePath('jak-sprawdzic-posrednika-kredytowego-w-rejestrze-knf')}">o rejestrze pośredników kredytowych KNF</a>.</p>
`;

export const withdrawalArticle: Article = {
  ...withdrawalSummary,
  content,
  sources: [
    actSource(
      acts.consumerCredit,
      'art. 3 (zakres ustawy), art. 30 (treść umowy), art. 50 (prowizja za spłatę przed terminem) i art. 53–59 (odstąpienie od umowy)',
    ),
    actSource(acts.civilCode, 'art. 111 (obliczanie terminów)'),
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
    alt: 'Kalendarz z zaznaczonym dniem i koperta z listem, obok znak potwierdzenia',
    width: 1200,
    height: 630,
  },
};
