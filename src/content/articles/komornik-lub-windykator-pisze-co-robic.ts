import { articlePath, paths } from '@/config/paths';
import { company } from '@/content/company';
import { courtDeadlines } from '@/content/statutory-figures';
import { acts, actSource } from '@/content/law';
import { callbackPromise } from '@/content/promises';
import { pluralPl } from '@/lib/format';
import type { Article } from '@/content/types';
import { bailiffCollectorSummary } from './komornik-lub-windykator-pisze-co-robic.summary';

const { slug } = bailiffCollectorSummary;

/** "tygodnia", "2 tygodni": a period of weeks after "w terminie". */
const withinWeeks = (count: number) => (count === 1 ? 'tygodnia' : `${count} tygodni`);

/** "tydzień", "2 tygodnie": a period of weeks after "masz" or "wynosi". */
const weeks = (count: number) =>
  count === 1 ? 'tydzień' : `${count} ${pluralPl(count, 'tydzień', 'tygodnie', 'tygodni')}`;

const { paymentOrderObjectionWeeks, bailiffComplaintWeeks } = courtDeadlines;
const noticeDays = `${courtDeadlines.postalNoticeDays} dni`;
const depositDays = `${courtDeadlines.postalDepositDays} dni`;
const claimantMonths = `${courtDeadlines.bailiffServiceMonths} miesiące`;

const debtFreedomGuide = articlePath('jak-skutecznie-wyjsc-z-dlugow');
const budgetGuide = articlePath('budzet-domowy-i-lista-dlugow-przed-wnioskiem');
const bureausGuide = articlePath('bik-i-biura-informacji-gospodarczej-co-widza-kredytodawcy');

/** Trusted static HTML written here; the statutory periods come from src/content/figures.ts. */
const content = `
<p>Koperta z nazwą firmy windykacyjnej, list polecony z sądu albo pismo z kancelarii komorniczej potrafią wywołać strach, przez który trudno nawet otworzyć korespondencję. To zrozumiałe. Warto jednak wiedzieć, że w każdej z tych sytuacji masz prawa i konkretne możliwości działania, a najwięcej zależy od tego, jak szybko zareagujesz. W tym poradniku wyjaśniamy spokojnie, czym różni się windykator od komornika, jak sprawdzić, kto do Ciebie pisze, jakich terminów pilnować i gdzie szukać bezpłatnej pomocy.</p>

<h2>Windykator a komornik: najważniejsza różnica</h2>
<p><strong>Windykator</strong> to pracownik wierzyciela albo firmy, która zajmuje się odzyskiwaniem długów. Może to być dział windykacji banku, firma działająca na zlecenie wierzyciela albo fundusz, który kupił dług. Windykator może dzwonić, pisać, proponować spłatę w ratach lub ugodę, a także skierować sprawę do sądu. Nie może natomiast zająć Twojego wynagrodzenia, konta ani rzeczy.</p>
<p><strong>Komornik sądowy</strong> jest funkcjonariuszem publicznym działającym przy sądzie rejonowym. Może prowadzić egzekucję, czyli przymusowo ściągać dług, ale tylko na wniosek wierzyciela i na podstawie tytułu wykonawczego (art. 776 Kodeksu postępowania cywilnego). Tytułem wykonawczym jest na przykład wyrok albo nakaz zapłaty, któremu sąd nadał klauzulę wykonalności.</p>
<p>W praktyce oznacza to prostą kolejność: zanim do sprawy włączy się komornik, zwykle musi zapaść orzeczenie sądu. Po drodze masz kilka momentów, w których możesz zareagować.</p>

<h2>Gdy pisze windykator</h2>
<p>Pismo od firmy windykacyjnej nie jest wyrokiem. To wezwanie do zapłaty i zaproszenie do rozmowy. Nie ignoruj go, ale też nie płać od razu pod wpływem emocji. Najpierw sprawdź:</p>
<ul>
<li><strong>kto jest wierzycielem</strong>: czy firma działa w imieniu Twojego pierwotnego wierzyciela, czy kupiła dług,</li>
<li><strong>z czego wynika dług</strong>: jakiej umowy dotyczy i od kiedy jest zaległość,</li>
<li><strong>z czego składa się kwota</strong>: ile to kapitał, ile odsetki, a ile koszty,</li>
<li><strong>czy dług nie został już spłacony</strong> albo czy nie jest bardzo stary.</li>
</ul>
<p>Masz prawo poprosić o te informacje na piśmie. Jeśli dług został sprzedany, zwykle nie potrzebowano na to Twojej zgody, chyba że wyłączała to umowa (art. 509 Kodeksu cywilnego), ale nowy wierzyciel przejmuje go w takim stanie, w jakim był: możesz wobec niego podnieść te same zarzuty, które przysługiwały Ci wobec pierwotnego wierzyciela (art. 513). Wpłaty dokonane na rzecz pierwotnego wierzyciela, zanim dotarła do Ciebie wiadomość o sprzedaży, są skuteczne (art. 512).</p>

<h3>Stary dług i przedawnienie</h3>
<p>Roszczenia się przedawniają. W sprawie przeciwko konsumentowi sąd sam bierze pod uwagę, że roszczenie jest przedawnione, nawet jeśli nikt tego nie podniesie (art. 117 § 2¹ Kodeksu cywilnego). Uważaj jednak na pochopne deklaracje: uznanie długu, na przykład przez podpisanie ugody albo pisemne potwierdzenie, może mieć znaczenie dla biegu przedawnienia. Zanim podpiszesz ugodę w sprawie długu sprzed wielu lat, poradź się rzecznika konsumentów lub prawnika.</p>

<h3>Twoje prawa w kontakcie z windykatorem</h3>
<ul>
<li>Windykator nie może Ci grozić, poniżać Cię ani nękać uporczywymi telefonami czy wizytami. Groźba i uporczywe nękanie mogą być przestępstwem (art. 190 i 190a Kodeksu karnego), a nieuczciwe praktyki windykacyjne możesz zgłosić do UOKiK.</li>
<li>Nie może podawać się za komornika, sąd ani inną instytucję publiczną.</li>
<li>Nie musisz wpuszczać go do domu ani rozmawiać z nim na klatce schodowej. Możesz poprosić o kontakt na piśmie.</li>
<li>Zapisuj daty i treść rozmów, zachowuj listy i wiadomości. Przydadzą się przy skardze.</li>
</ul>
<p>Jeśli możesz spłacać dług, zaproponuj raty, które naprawdę udźwigniesz, i poproś o potwierdzenie ustaleń na piśmie. Ugoda, której nie da się dotrzymać, zwykle pogarsza sytuację.</p>

<h2>Gdy przychodzi pismo z sądu</h2>
<p>Jeśli wierzyciel skierował sprawę do sądu, możesz otrzymać <strong>nakaz zapłaty</strong>. To orzeczenie wydane bez rozprawy, tylko na podstawie tego, co przedstawił wierzyciel. Sąd nie wysłuchał jeszcze Twojej strony, dlatego ustawa daje Ci możliwość sprzeciwu.</p>
<ul>
<li>Od nakazu zapłaty wydanego w <strong>postępowaniu upominawczym</strong> możesz wnieść sprzeciw w terminie ${withinWeeks(paymentOrderObjectionWeeks)} od dnia doręczenia, gdy nakaz doręczono w Polsce (art. 502 § 1 Kodeksu postępowania cywilnego).</li>
<li>Ten sam termin obowiązuje przy nakazie wydanym w <strong>elektronicznym postępowaniu upominawczym</strong>, czyli przez tak zwany e-Sąd.</li>
<li>W <strong>postępowaniu nakazowym</strong>, na przykład przy wekslu, zamiast sprzeciwu wnosi się zarzuty. Termin i sposób zawsze wskazuje pouczenie dołączone do nakazu.</li>
</ul>
<p>Po prawidłowo wniesionym sprzeciwie nakaz zapłaty traci moc w zaskarżonej części (art. 505 § 1 Kodeksu postępowania cywilnego). W zwykłym postępowaniu upominawczym sprawa toczy się dalej przed sądem. W e-Sądzie postępowanie jest umarzane, a wierzyciel, który chce dalej dochodzić należności, musi złożyć pozew w zwykłym trybie. W sprzeciwie możesz wskazać, dlaczego nie zgadzasz się z żądaniem: na przykład że dług został spłacony, że kwota jest zawyżona albo że roszczenie jest przedawnione.</p>
<p>Jeśli nie wniesiesz sprzeciwu, nakaz się uprawomocni. Wierzyciel może wtedy uzyskać klauzulę wykonalności i złożyć wniosek do komornika.</p>
<h3>Gdy nie odbierzesz listu z sądu</h3>
<p>List z sądu, którego listonosz nie może Ci wręczyć, zostaje w placówce pocztowej, a w skrzynce znajdziesz zawiadomienie, czyli awizo. Jeśli nie odbierzesz go w ciągu ${noticeDays}, zawiadomienie się powtarza. Skutki zależą od tego, czy to pierwsze pismo w sprawie:</p>
<ul>
<li><strong>Pierwsze pismo w sprawie przeciwko osobie fizycznej</strong>, czyli pozew, na przykład doręczany razem z nakazem zapłaty: od 7 listopada 2019 r. nieodebrany mimo dwukrotnego awizowania nie jest uznawany za doręczony. Sąd zawiadamia o tym powoda i zobowiązuje go, by doręczył Ci to pismo za pośrednictwem komornika; komornik może więc przyjść do Ciebie z pismem z sądu (art. 139¹ Kodeksu postępowania cywilnego). Powód ma na to ${claimantMonths} albo musi wskazać Twój aktualny adres.</li>
<li><strong>Kolejne pisma w tej samej sprawie</strong>, gdy jedno pismo zostało Ci już skutecznie doręczone: nieodebrane mimo dwukrotnego awizowania uważa się za doręczone z upływem ${depositDays} od pierwszego zawiadomienia (art. 139 § 1 Kodeksu postępowania cywilnego). Terminy, na przykład na zaskarżenie orzeczenia, biegną wtedy tak samo jak po odebraniu pisma.</li>
</ul>
<p>Dlatego odbieraj polecone listy, podaj sądowi aktualny adres i czytaj pouczenia, a jeśli czegoś nie rozumiesz, od razu skorzystaj z bezpłatnej porady.</p>

<h2>Gdy pisze komornik</h2>
<p>Komornik rozpoczyna egzekucję na wniosek wierzyciela i zawiadamia Cię o jej wszczęciu (art. 805 Kodeksu postępowania cywilnego). Z zawiadomienia dowiesz się, kto jest wierzycielem, na podstawie jakiego tytułu wykonawczego prowadzona jest egzekucja i jakiej kwoty dotyczy.</p>

<h3>Sprawdź, czy pismo jest prawdziwe</h3>
<p>Zdarzają się fałszywe wiadomości podszywające się pod komorników i sądy, zwłaszcza e-maile i SMS-y z linkiem do „pilnej dopłaty”. Prawdziwy komornik ma kancelarię przy konkretnym sądzie rejonowym. Możesz go odnaleźć w wyszukiwarce komorników na stronie Krajowej Rady Komorniczej i zadzwonić do kancelarii pod numer z oficjalnego źródła, a nie z podejrzanej wiadomości. Nie klikaj linków i nie płać na niesprawdzone rachunki.</p>

<h3>Co chroni prawo</h3>
<p>Komornik może zająć między innymi część wynagrodzenia, środki na rachunku bankowym i inne składniki majątku. Prawo chroni jednak podstawę utrzymania:</p>
<ul>
<li>z wynagrodzenia za pracę przy długach innych niż alimentacyjne komornik może zająć najwyżej połowę pensji netto, a i tak musi Ci zostać kwota równa minimalnemu wynagrodzeniu netto przy pełnym etacie (art. 87 i 87¹ Kodeksu pracy); przy długach alimentacyjnych granice są inne,</li>
<li>także na rachunku bankowym część środków jest w każdym miesiącu wolna od zajęcia,</li>
<li>niektóre świadczenia, na przykład świadczenia rodzinne i świadczenie wychowawcze na dzieci, nie podlegają egzekucji (art. 833 Kodeksu postępowania cywilnego).</li>
</ul>
<p>Jeśli na zajęty rachunek wpływają takie świadczenia, poinformuj o tym na piśmie komornika i bank.</p>
<p>Jeśli uważasz, że komornik zajął coś, czego zająć nie mógł, albo działał niezgodnie z przepisami, możesz złożyć do sądu skargę na jego czynność. Termin jest krótki: wynosi ${weeks(bailiffComplaintWeeks)} od dnia czynności, gdy strona była przy niej obecna albo zawiadomiona o jej terminie, a w innych przypadkach od dnia zawiadomienia o jej dokonaniu (art. 767 § 4 Kodeksu postępowania cywilnego). Nawet gdy egzekucja już trwa, warto rozmawiać z wierzycielem: jeśli dojdziecie do porozumienia, wierzyciel może wnioskować o zawieszenie albo umorzenie egzekucji.</p>

<h3>Kontakt z kancelarią komorniczą</h3>
<p>Z komornikiem można i warto rozmawiać. Jako strona postępowania możesz zapoznać się z aktami sprawy, zapytać o wysokość długu wraz z kosztami i o to, które składniki majątku zostały zajęte. Dobrze jest robić to na piśmie albo notować przebieg rozmów. Jeśli zmieni się Twoja sytuacja, na przykład stracisz pracę, poinformuj o tym komornika i wierzyciela.</p>

<h3>Gdy dług nie jest Twój</h3>
<p>Jeśli pismo dotyczy umowy, o której nic nie wiesz, reaguj od razu: zgłoś sprawę na policję, napisz do wierzyciela, a przy nakazie zapłaty wnieś sprzeciw w terminie. Na przyszłość zastrzeż numer PESEL, na przykład w aplikacji mObywatel.</p>

<h2>Czego lepiej nie robić</h2>
<ul>
<li>Nie odkładaj pism na później. Terminy biegną niezależnie od tego, czy koperta została otwarta.</li>
<li>Nie bierz chwilówki, żeby zapłacić windykatorowi lub komornikowi. To zwykle zamienia jeden problem w dwa.</li>
<li>Nie podpisuj ugody ani uznania długu bez przeczytania i przemyślenia warunków.</li>
<li>Nie płać na rachunki podane w wiadomościach niewiadomego pochodzenia.</li>
<li>Nie musisz radzić sobie z tym w pojedynkę. Bezpłatna pomoc jest dostępna i warto z niej skorzystać.</li>
</ul>

<h2>Gdzie szukać bezpłatnej pomocy</h2>
<ul>
<li><strong>Miejski lub powiatowy rzecznik konsumentów</strong> pomoże ocenić żądanie wierzyciela, napisać odpowiedź albo reklamację. Kontakt znajdziesz w urzędzie miasta lub starostwie.</li>
<li><strong>Punkty nieodpłatnej pomocy prawnej</strong> działają w każdym powiecie. Prawnik pomoże przy nakazie zapłaty, sprzeciwie czy skardze na komornika, a w ramach nieodpłatnego poradnictwa obywatelskiego można też otrzymać pomoc w ułożeniu planu wyjścia z długów.</li>
<li><strong><a href="https://rf.gov.pl/" target="_blank" rel="noopener noreferrer">Rzecznik Finansowy</a></strong> pomaga w sporach z bankami, firmami pożyczkowymi i innymi instytucjami finansowymi.</li>
<li><strong><a href="https://uokik.gov.pl/" target="_blank" rel="noopener noreferrer">Urząd Ochrony Konkurencji i Konsumentów</a></strong> publikuje informacje o prawach konsumentów i przyjmuje sygnały o praktykach naruszających zbiorowe interesy konsumentów, także w windykacji.</li>
</ul>
<p>Jeśli ktoś grozi Ci przemocą lub stosuje groźby, zgłoś to na policję.</p>

<h2>Plan w skrócie</h2>
<ol>
<li>Otwórz pismo i ustal, kto je wysłał: windykator, sąd czy komornik.</li>
<li>Sprawdź, czy nadawca jest prawdziwy, zanim cokolwiek zapłacisz.</li>
<li>Zapisz terminy: przy nakazie zapłaty masz ${weeks(paymentOrderObjectionWeeks)} na sprzeciw, a na skargę na czynność komornika ${weeks(bailiffComplaintWeeks)}.</li>
<li>Poproś wierzyciela o dokumenty i wyliczenie kwoty.</li>
<li>Skorzystaj z bezpłatnej porady, zanim podpiszesz ugodę lub zignorujesz pismo z sądu.</li>
<li>Policz budżet i zaproponuj spłatę, którą naprawdę udźwigniesz; pomoże w tym poradnik <a href="${budgetGuide}">o budżecie domowym i liście długów</a>.</li>
</ol>
<p>Więcej o tym, jak krok po kroku uporządkować zadłużenie, piszemy w poradniku <a href="${debtFreedomGuide}">o wychodzeniu z długów</a>, a o tym, jak zaległości widać w bazach danych, w poradniku <a href="${bureausGuide}">o BIK i biurach informacji gospodarczej</a>.</p>

<h2>Jak możemy pomóc?</h2>
<p>${company.brandName} jest pośrednikiem kredytowym, a nie bankiem. Powiemy uczciwie: gdy sprawa jest już u komornika, uzyskanie kredytu bywa bardzo trudne, a decyzję zawsze podejmuje bank lub inny kredytodawca. Jeśli jednak jesteś na etapie windykacji albo masz kilka zobowiązań, które przestają się mieścić w budżecie, czasem <a href="${paths.consolidationCredit}">kredyt konsolidacyjny</a> pozwala spłacić zaległości, zanim trafią do sądu.</p>
<p>Zamów <a href="${paths.analysis}">bezpłatną analizę finansową</a>. Doradca oddzwoni ${callbackPromise.forms}, przejrzy z Tobą zobowiązania i powie, czy widzi rozwiązanie, a jeśli nie, to gdzie szukać pomocy. Analiza jest bezpłatna i niezobowiązująca. Nie pobieramy opłat z góry: prowizja należy się dopiero po uzyskaniu finansowania.</p>
`;

export const bailiffCollectorArticle: Article = {
  ...bailiffCollectorSummary,
  content,
  sources: [
    actSource(
      acts.civilProcedure,
      'art. 139 i 139¹ (doręczenie przez awizo, doręczenie pierwszego pisma przez komornika), art. 502, 505 i 505²⁸ i nast. (nakaz zapłaty, sprzeciw), art. 767, 776, 805 i 833',
    ),
    actSource(acts.civilCode, 'art. 117, 509, 512 i 513'),
    actSource(acts.labourCode, 'art. 87 i 87¹ (ochrona wynagrodzenia)'),
    actSource(acts.penalCode, 'art. 190 i 190a (groźba karalna, uporczywe nękanie)'),
    { title: 'Rzecznik Finansowy', url: 'https://rf.gov.pl/' },
    { title: 'Urząd Ochrony Konkurencji i Konsumentów', url: 'https://uokik.gov.pl/' },
  ],
  image: {
    src: `/images/articles/${slug}.svg`,
    alt: 'Otwarta koperta z kartką, obok tarcza ochronna i kalendarz',
    width: 1200,
    height: 630,
  },
};
