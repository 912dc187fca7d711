import { articlePath, paths } from '@/config/paths';
import { company } from '@/content/company';
import { consumerCredit } from '@/content/statutory-figures';
import { acts, actSource } from '@/content/law';
import { callbackPromise } from '@/content/promises';
import type { Article } from '@/content/types';
import { debtFreedomSummary } from './jak-skutecznie-wyjsc-z-dlugow.summary';

const { slug } = debtFreedomSummary;
const consolidationGuide = articlePath('co-to-jest-kredyt-konsolidacyjny-jak-dziala');
const restructuring = `${consumerCredit.restructuringWorkingDays} dni roboczych`;

/** Trusted static HTML written here; the only figure comes from src/content/figures.ts. */
const content = `
<p>Długi potrafią odebrać sen. Listy od wierzycieli, telefony z nieznanych numerów i ciągłe liczenie, czy wystarczy do końca miesiąca, męczą bardziej niż sama kwota do spłaty. Jeśli jesteś w takiej sytuacji, wiedz, że wiele osób przechodzi przez podobne trudności, a sam dług nie świadczy o Tobie źle. Zadłużenie często jest skutkiem choroby, utraty pracy, rozstania albo po prostu kilku decyzji, które w danym momencie wydawały się rozsądne. Na szczęście z długów da się wyjść. Zwykle nie dzieje się to szybko, ale dzieje się krok po kroku. Ten poradnik pokazuje, od czego zacząć.</p>

<h2>Krok pierwszy: spisz wszystkie długi</h2>
<p>Nie da się rozwiązać problemu, którego nie widać w całości. Usiądź z kartką albo arkuszem kalkulacyjnym i spisz każde zobowiązanie, także te małe i te, o których wolisz nie myśleć. Dla każdego zanotuj:</p>
<ul>
<li>nazwę wierzyciela, czyli banku, firmy pożyczkowej, sklepu, dostawcy usług albo firmy windykacyjnej,</li>
<li>kwotę, która pozostała do spłaty,</li>
<li>wysokość miesięcznej raty i termin płatności,</li>
<li>oprocentowanie lub koszt, jeśli go znasz,</li>
<li>czy są zaległości i od kiedy,</li>
<li>czy dług ma zabezpieczenie, na przykład hipotekę na mieszkaniu albo zastaw na samochodzie,</li>
<li>czy sprawa trafiła już do windykacji, do sądu albo do komornika.</li>
</ul>
<p>Nie zapominaj o zaległych rachunkach za mieszkanie, prąd, gaz czy telefon, o długach wobec rodziny i znajomych ani o zakupach na raty. Jeśli nie pamiętasz wszystkich zobowiązań, pomocny będzie raport z <a href="https://www.bik.pl/" target="_blank" rel="noopener noreferrer">Biura Informacji Kredytowej</a>, w którym widać kredyty i pożyczki z banków oraz wielu firm pożyczkowych. Informacje o innych zaległościach mogą znajdować się w biurach informacji gospodarczej.</p>
<p>Ta lista bywa trudna do oglądania. Jest jednak pierwszym dowodem na to, że odzyskujesz kontrolę: zamiast ogólnego lęku masz przed sobą konkretne liczby, z którymi można pracować.</p>

<h2>Krok drugi: policz domowy budżet</h2>
<p>Drugą stroną planu jest budżet. Zapisz wszystkie dochody gospodarstwa domowego: wynagrodzenia, emerytury, renty, świadczenia i inne regularne wpływy. Potem spisz wydatki, najlepiej na podstawie wyciągów z konta z ostatnich miesięcy, a nie z pamięci. Podziel je na grupy:</p>
<ul>
<li><strong>wydatki niezbędne</strong>: czynsz lub rata za mieszkanie, media, jedzenie, leki, dojazd do pracy, opłaty związane z dziećmi,</li>
<li><strong>wydatki ważne, ale elastyczne</strong>: telefon, internet, ubezpieczenia, ubrania,</li>
<li><strong>wydatki, które można ograniczyć</strong>: subskrypcje, jedzenie na mieście, zakupy pod wpływem chwili.</li>
</ul>
<p>Różnica między dochodami a niezbędnymi wydatkami pokazuje, ile realnie możesz przeznaczyć na spłatę długów. Jeśli ta kwota jest mniejsza niż suma rat, nie oznacza to porażki. Oznacza, że trzeba zmienić warunki spłaty, a nie próbować płacić wszystkiego naraz kosztem jedzenia czy rachunków.</p>
<p>Warto też zbudować choćby niewielką poduszkę na nieprzewidziane wydatki. Nawet skromna rezerwa sprawia, że zepsuta pralka czy wizyta u dentysty nie kończą się kolejną pożyczką.</p>

<h2>Krok trzeci: ustal, co płacić najpierw</h2>
<p>Gdy pieniędzy nie wystarcza na wszystko, kolejność ma znaczenie. Kieruj się tym, co chroni Twoje bezpieczeństwo i bezpieczeństwo bliskich:</p>
<ol>
<li><strong>Mieszkanie.</strong> Czynsz, najem lub rata kredytu hipotecznego. Utrata dachu nad głową to najpoważniejsze ryzyko.</li>
<li><strong>Media.</strong> Prąd, gaz, woda i ogrzewanie. Zaległości mogą prowadzić do wstrzymania dostaw.</li>
<li><strong>Jedzenie, leki i podstawowe potrzeby dzieci.</strong></li>
<li><strong>Długi zabezpieczone</strong>, na przykład kredyt z hipoteką albo pożyczka pod zastaw samochodu potrzebnego do pracy.</li>
<li><strong>Zobowiązania, które najszybciej rosną</strong>: te z najwyższymi odsetkami i opłatami za opóźnienie, często chwilówki i zadłużenie na kartach.</li>
<li><strong>Pozostałe długi</strong>, z którymi warto jak najszybciej porozmawiać o nowych warunkach.</li>
</ol>
<p>Jeżeli wierzyciel naciska, żeby zapłacić mu przed czynszem czy rachunkiem za prąd, pamiętaj, że to Ty odpowiadasz za bezpieczeństwo domu. Lepiej uczciwie powiedzieć, ile możesz wpłacać, niż obiecać kwotę, której nie da się utrzymać.</p>

<h2>Krok czwarty: porozmawiaj z wierzycielami</h2>
<p>Wielu osobom najtrudniej jest odebrać telefon albo samodzielnie zadzwonić do banku. Tymczasem wierzyciele zwykle wolą porozumienie niż długą windykację. Im wcześniej się odezwiesz, tym więcej masz możliwości. Zapytaj o:</p>
<ul>
<li><strong>restrukturyzację</strong>, czyli zmianę warunków spłaty, na przykład wydłużenie okresu kredytu i obniżenie raty,</li>
<li><strong>odroczenie spłaty</strong> lub krótką przerwę w płatnościach, gdy trudność jest przejściowa,</li>
<li><strong>porozumienie w sprawie rat</strong> dla zaległej kwoty, dopasowanych do Twojego budżetu,</li>
<li><strong>umorzenie części odsetek lub kosztów</strong>, co czasem bywa możliwe przy ugodzie.</li>
</ul>
<p>Przy kredycie konsumenckim masz w tej sprawie także ustawowe oparcie: gdy opóźniasz się ze spłatą, kredytodawca musi wezwać Cię do zapłaty z terminem nie krótszym niż ${restructuring} i poinformować, że w tym samym czasie możesz złożyć wniosek o restrukturyzację zadłużenia. Zgoda na restrukturyzację zależy od kredytodawcy, ale odmowę musi Ci wyjaśnić na piśmie lub na trwałym nośniku (art. 21a ustawy o kredycie konsumenckim).</p>
<p>Przed rozmową przygotuj swój budżet i powiedz wprost, ile możesz płacić miesięcznie. Poproś o przesłanie propozycji na piśmie lub e-mailem i przeczytaj ją spokojnie, zanim ją przyjmiesz. Zapisuj daty rozmów, nazwiska rozmówców i ustalenia. Zgadzaj się tylko na takie raty, które będziesz w stanie płacić przez cały czas trwania porozumienia. Zerwana ugoda zwykle pogarsza sytuację.</p>

<h2>Krok piąty: nie zaciągaj nowych chwilówek na spłatę starych</h2>
<p>Pożyczka, która pozwala zapłacić dzisiejszą ratę, bywa kusząca. Jeśli jednak nowa chwilówka służy do spłaty poprzedniej, dług rośnie zamiast maleć, a kolejne koszty pojawiają się co kilka tygodni. To tak zwana spirala zadłużenia i najlepiej zatrzymać ją jak najwcześniej.</p>
<p>Zachowaj szczególną ostrożność wobec ofert „bez sprawdzania”, „dla każdego” czy „z gwarancją przyznania”. Nikt uczciwy nie może zagwarantować decyzji kredytowej, a żądanie opłaty z góry za samo załatwienie pożyczki powinno wzbudzić czujność. Nie podawaj nikomu loginu do bankowości internetowej ani kodów z SMS-ów.</p>

<h2>Windykacja: co warto wiedzieć</h2>
<p>Kontakt z firmą windykacyjną jest stresujący, ale wiedza o tym, jak wygląda ten proces, pomaga zachować spokój.</p>
<ul>
<li><strong>Windykator to nie komornik.</strong> Firma windykacyjna może przypominać o długu i proponować ugodę, ale nie może zająć Twojego wynagrodzenia, konta ani rzeczy. Takie uprawnienia ma tylko komornik sądowy, działający na podstawie tytułu wykonawczego, na przykład wyroku lub nakazu zapłaty zaopatrzonego w klauzulę wykonalności.</li>
<li><strong>Masz prawo do szacunku.</strong> Windykator nie może Ci grozić, poniżać Cię ani nachodzić w sposób, który narusza Twoją prywatność; groźba i uporczywe nękanie mogą być przestępstwem (art. 190 i 190a Kodeksu karnego). Nie musisz wpuszczać go do domu.</li>
<li><strong>Poproś o dokumenty.</strong> Możesz poprosić o informację, skąd wziął się dług, jaka jest jego wysokość i z czego wynika. Jeśli dług został sprzedany, nowy wierzyciel powinien umieć to wykazać.</li>
<li><strong>Nie ignoruj pism z sądu.</strong> Nakaz zapłaty ma krótki termin na odpowiedź, wskazany w pouczeniu. Jeśli nie zgadzasz się z żądaniem, skorzystaj od razu z bezpłatnej porady.</li>
<li><strong>Sprawdź bardzo stare długi.</strong> Roszczenia mogą się przedawnić, a w sprawie przeciwko konsumentowi sąd bierze przedawnienie pod uwagę z urzędu (art. 117 § 2¹ Kodeksu cywilnego). Zanim podpiszesz ugodę w sprawie długu sprzed wielu lat, zapytaj rzecznika konsumentów, czy nie jest przedawniony.</li>
</ul>
<p>Jeśli czujesz, że ktoś przekracza granice, zapisuj daty i treść rozmów, zachowuj listy i wiadomości. To przyda się w ewentualnej skardze.</p>

<h2>Kiedy pomaga konsolidacja?</h2>
<p>Konsolidacja łączy kilka zobowiązań w jeden kredyt z jedną ratą. Zwykle obniża miesięczne obciążenie dzięki dłuższemu okresowi spłaty, ale przez to łączny koszt może wzrosnąć. Może być dobrym krokiem, gdy:</p>
<ul>
<li>masz kilka rat i stały dochód, a po ich połączeniu budżet się domyka,</li>
<li>część długów jest bardzo droga, na przykład chwilówki, i można je zastąpić tańszym kredytem,</li>
<li>zaległości są jeszcze niewielkie, a historia kredytowa pozwala na pozytywną ocenę.</li>
</ul>
<p>Konsolidacja nie pomoże, jeśli wydatki stale przewyższają dochody albo jeśli po spłacie kart i limitów znów zaczniesz z nich korzystać. Wtedy najpierw trzeba uporządkować budżet. Więcej o kosztach i warunkach piszemy w poradniku <a href="${consolidationGuide}">o tym, czym jest kredyt konsolidacyjny i jak działa</a>.</p>

<h2>Gdzie szukać bezpłatnej pomocy</h2>
<p>Nie musisz radzić sobie z tym w pojedynkę. Istnieją instytucje, które pomagają bezpłatnie:</p>
<ul>
<li><strong>Miejski lub powiatowy rzecznik konsumentów</strong> udziela bezpłatnych porad konsumentom, pomaga ocenić umowę, napisać reklamację czy odpowiedź do wierzyciela. Kontakt znajdziesz w urzędzie miasta lub starostwie, a przydatne informacje o prawach konsumenta publikuje <a href="https://uokik.gov.pl/" target="_blank" rel="noopener noreferrer">Urząd Ochrony Konkurencji i Konsumentów</a>.</li>
<li><strong><a href="https://rf.gov.pl/" target="_blank" rel="noopener noreferrer">Rzecznik Finansowy</a></strong> pomaga klientom banków, firm pożyczkowych i ubezpieczycieli w sporach z tymi instytucjami, udziela porad i prowadzi postępowania pozasądowe.</li>
<li><strong>Punkty nieodpłatnej pomocy prawnej</strong> działają w każdym powiecie; można w nich porozmawiać z prawnikiem o nakazie zapłaty, postępowaniu komorniczym czy upadłości konsumenckiej.</li>
<li><strong>Ośrodki pomocy społecznej</strong> mogą pomóc, gdy brakuje pieniędzy na podstawowe potrzeby.</li>
</ul>
<p>Gdy długi przerastają możliwości spłaty na stałe, istnieje też procedura upadłości konsumenckiej (art. 491¹ i nast. Prawa upadłościowego). To poważna decyzja z wieloma konsekwencjami, dlatego warto ją omówić z prawnikiem, zanim zdecydujesz się na ten krok.</p>

<h2>Prosty plan krok po kroku</h2>
<ol>
<li>Spisz wszystkie długi w jednym miejscu, łącznie z zaległościami i terminami.</li>
<li>Policz dochody i niezbędne wydatki, żeby wiedzieć, ile realnie możesz przeznaczać na spłatę.</li>
<li>Zabezpiecz najpierw mieszkanie, media, jedzenie i leki.</li>
<li>Zatrzymaj nowe chwilówki i nie korzystaj z limitów na spłatę innych długów.</li>
<li>Skontaktuj się z wierzycielami i zaproponuj realne warunki; ustalenia zbieraj na piśmie.</li>
<li>Sprawdź, czy konsolidacja lub zmiana harmonogramu obniży ratę do poziomu, który udźwigniesz.</li>
<li>Korzystaj z bezpłatnych porad, gdy masz wątpliwości co do pisma, umowy lub żądania windykatora.</li>
<li>Raz w miesiącu wracaj do listy długów i budżetu; każda spłacona pozycja to realny postęp.</li>
</ol>

<h2>Jak możemy pomóc?</h2>
<p>${company.brandName} jest pośrednikiem kredytowym, nie bankiem. Jeśli chcesz sprawdzić, czy w Twojej sytuacji konsolidacja lub inny kredyt mógłby pomóc, zamów <a href="${paths.analysis}">bezpłatną analizę finansową</a>. Doradca oddzwoni ${callbackPromise.forms}, przejrzy z Tobą zobowiązania i powie uczciwie, czy widzi rozwiązanie, a jeśli nie, to od czego lepiej zacząć. Analiza jest bezpłatna i niezobowiązująca, nie pobieramy opłat z góry, a nasze wynagrodzenie to prowizja należna dopiero po uzyskaniu finansowania. Decyzję kredytową zawsze podejmuje bank lub inny kredytodawca.</p>
<p>Wyjście z długów to proces, a nie jednorazowe wydarzenie. Liczy się każdy mały krok: spisana lista, jedna odbyta rozmowa z wierzycielem, jeden miesiąc bez nowej pożyczki. Zacznij od pierwszego z nich już dziś.</p>
`;

export const debtFreedomArticle: Article = {
  ...debtFreedomSummary,
  content,
  sources: [
    actSource(acts.consumerCredit, 'art. 21a (wezwanie do zapłaty i wniosek o restrukturyzację)'),
    actSource(
      acts.civilProcedure,
      'art. 776–777 (tytuł wykonawczy, podstawa egzekucji komorniczej)',
    ),
    actSource(acts.civilCode, 'art. 117 § 2¹ (przedawnienie roszczeń wobec konsumenta)'),
    actSource(acts.penalCode, 'art. 190 i 190a (groźba karalna, uporczywe nękanie)'),
    actSource(acts.bankruptcy, 'art. 491¹ i nast. (upadłość konsumencka)'),
    actSource(acts.freeLegalAid),
    {
      title: 'Rzecznik Finansowy: porady i postępowania w sporach z instytucjami finansowymi',
      url: 'https://rf.gov.pl/',
    },
    {
      title: 'Urząd Ochrony Konkurencji i Konsumentów: miejscy i powiatowi rzecznicy konsumentów',
      url: 'https://uokik.gov.pl/',
    },
    {
      title: 'Biuro Informacji Kredytowej: raport o własnej historii kredytowej',
      url: 'https://www.bik.pl/',
    },
  ],
  image: {
    src: `/images/articles/${slug}.svg`,
    alt: 'Schody prowadzące w górę do chorągiewki na tle słońca',
    width: 1200,
    height: 630,
  },
};
