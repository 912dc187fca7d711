import { articlePath, paths } from '@/config/paths';
import { company } from '@/content/company';
import { consumerCredit, creditCostCaps } from '@/content/statutory-figures';
import { acts, actSource, consumerCreditLimit } from '@/content/law';
import { callbackPromise } from '@/content/promises';
import type { Article } from '@/content/types';
import { formatPercent, pluralPl } from '@/lib/format';
import { paydayConsolidationSummary } from './konsolidacja-chwilowek-kiedy-pomaga-a-kiedy-nie.summary';

const { slug } = paydayConsolidationSummary;
const { otherCosts, maximumRate } = creditCostCaps;

/** The cap on non-interest costs of a credit repaid over one year (n = R in art. 36a), in percent of the amount. */
const oneYearCapPercent = otherCosts.fixedPercent + otherCosts.perYearPercent;
const shortTerm = `${otherCosts.shortTermDays} dni`;
const relatedDays = `${otherCosts.relatedCreditsDays} dni`;
const restructuring = `${consumerCredit.restructuringWorkingDays} dni roboczych`;
/** "3,5": the margin over the NBP reference rate, as Polish copy writes a number. */
const marginPoints = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 2 }).format(
  maximumRate.referenceRateMarginBasisPoints / 100,
);
/** "dwukrotności": how many times the statutory interest the maximum interest is, in words. */
function timesInWords(multiple: number): string {
  return multiple === 2 ? 'dwukrotności' : `${String(multiple)}-krotności`;
}
const interestMultiple = timesInWords(maximumRate.multipleOfStatutory);
const withdrawal = `${consumerCredit.withdrawalDays} ${pluralPl(consumerCredit.withdrawalDays, 'dnia', 'dni', 'dni')}`;

const consolidationGuide = articlePath('co-to-jest-kredyt-konsolidacyjny-jak-dziala');
const budgetGuide = articlePath('budzet-domowy-i-lista-dlugow-przed-wnioskiem');
const bureausGuide = articlePath('bik-i-biura-informacji-gospodarczej-co-widza-kredytodawcy');
const bailiffGuide = articlePath('komornik-lub-windykator-pisze-co-robic');

/** Trusted static HTML written here; the statutory caps and periods come from src/content/figures.ts. */
const content = `
<p>Chwilówka zwykle zaczyna się niewinnie: brakuje kilkuset złotych do wypłaty, wniosek zajmuje kilka minut, pieniądze są na koncie tego samego dnia. Kłopot pojawia się wtedy, gdy termin spłaty przychodzi szybciej, niż wpływa pensja, a jedynym sposobem na oddanie pierwszej pożyczki wydaje się druga. Po kilku miesiącach takich pożyczek bywa kilka, każda z innym terminem i innymi opłatami. Konsolidacja chwilówek może tę sytuację uporządkować, ale nie zawsze jest dobrym pomysłem. W tym poradniku wyjaśniamy, kiedy pomaga, kiedy nie i na co uważać.</p>

<h2>Na czym polega konsolidacja chwilówek</h2>
<p>Konsolidacja to nowy kredyt lub pożyczka, z której spłaca się kilka dotychczasowych zobowiązań. Zamiast kilku chwilówek z krótkimi terminami masz jedną ratę, rozłożoną na dłuższy okres. Pieniądze zwykle trafiają bezpośrednio do dotychczasowych pożyczkodawców, a Ty spłacasz już tylko nowego kredytodawcę, co miesiąc, według jednego harmonogramu.</p>
<p>Konsolidację chwilówek oferują niektóre banki, a także firmy pożyczkowe. Bank zwykle proponuje niższe koszty, ale dokładniej sprawdza historię kredytową i dochody. Firma pożyczkowa bywa bardziej elastyczna, ale jej oferta często jest droższa. Ogólne zasady działania kredytu konsolidacyjnego opisujemy w poradniku <a href="${consolidationGuide}">o tym, czym jest kredyt konsolidacyjny i jak działa</a>.</p>

<h2>Dlaczego chwilówki tak łatwo się mnożą</h2>
<p>Chwilówka jest pożyczką na krótki okres, często spłacaną jednorazowo, w całości. To jej główna pułapka: trzeba oddać całą kwotę z kosztami naraz, zwykle po kilku tygodniach. Gdy budżet jest napięty, łatwo sięgnąć po kolejną pożyczkę na spłatę poprzedniej albo zapłacić za przedłużenie terminu. Każdy taki krok oznacza nowe koszty, a dług nie maleje.</p>
<p>Sygnały, że spirala już się zaczęła, są zwykle podobne:</p>
<ul>
<li>bierzesz nową pożyczkę po to, żeby spłacić poprzednią,</li>
<li>kilka razy trzeba było zapłacić za przedłużenie terminu spłaty,</li>
<li>po spłacie wszystkich rat do kolejnej wypłaty brakuje na rachunki i jedzenie,</li>
<li>nie pamiętasz dokładnie, ile pożyczek masz i ile łącznie wynosi dług.</li>
</ul>
<p>Jeśli rozpoznajesz u siebie choć jeden z tych sygnałów, to dobry moment, żeby się zatrzymać i spojrzeć na całość.</p>
<p>Konsolidacja zmienia ten mechanizm: zamiast jednorazowej spłaty co kilka tygodni pojawia się miesięczna rata, którą można zaplanować w budżecie. To jej największa zaleta, często ważniejsza niż sam koszt.</p>

<h2>Ile może kosztować pożyczka: ustawowe limity</h2>
<p>Prawo ogranicza koszty kredytu konsumenckiego, także chwilówek. Warto znać te limity, bo pomagają ocenić, czy umowa jest zgodna z przepisami.</p>

<h3>Limit kosztów pozaodsetkowych</h3>
<p>Koszty pozaodsetkowe to wszystko, co płacisz oprócz odsetek: prowizje, opłaty przygotowawcze, opłaty za obsługę, a także na przykład ubezpieczenie, jeśli jest warunkiem umowy. Art. 36a ustawy o kredycie konsumenckim, w brzmieniu obowiązującym od 18 grudnia 2022 r., określa ich maksymalną wysokość dwoma wzorami, zależnie od okresu spłaty:</p>
<ul>
<li><strong>przy okresie spłaty krótszym niż ${shortTerm}</strong> koszty pozaodsetkowe mogą wynieść najwyżej ${formatPercent(otherCosts.shortTermPercent)} całkowitej kwoty kredytu (art. 36a ust. 1a),</li>
<li><strong>przy okresie spłaty nie krótszym niż ${shortTerm}</strong> limit składa się z części stałej, ${formatPercent(otherCosts.fixedPercent)} całkowitej kwoty kredytu, i części zależnej od czasu, ${formatPercent(otherCosts.perYearPercent)} całkowitej kwoty kredytu za każdy rok, liczonej proporcjonalnie do okresu spłaty w dniach (art. 36a ust. 1).</li>
</ul>
<p>Dla pożyczki spłacanej przez rok koszty pozaodsetkowe mogą więc wynieść najwyżej ${formatPercent(oneYearCapPercent)} pożyczonej kwoty. Niezależnie od okresu spłaty w całym okresie kredytowania nie mogą przekroczyć ${formatPercent(otherCosts.maxPercentOfAmount)} całkowitej kwoty kredytu (art. 36a ust. 2), a koszty ponad limit się nie należą (art. 36a ust. 3). Limitów tych nie stosuje się do kredytu w koncie osobistym w banku lub SKOK-u ani do karty kredytowej wydanej przez samego kredytodawcę (art. 36d).</p>

<h3>Przedłużenia i kolejne pożyczki w ciągu ${relatedDays}</h3>
<p>Ustawa nie pozwala obejść limitu przedłużaniem terminu albo kolejnymi pożyczkami:</p>
<ul>
<li><strong>Odroczenie spłaty</strong> w ciągu ${relatedDays} od wypłaty kredytu: wszystkie koszty i opłaty za odroczenie naliczone w tym czasie dolicza się do kosztów pozaodsetkowych tego kredytu, a limit liczy się od kwoty kredytu, którego spłatę odroczono (art. 36b).</li>
<li><strong>Kolejne kredyty</strong> udzielone przez tego samego kredytodawcę albo podmiot z nim powiązany w ciągu ${relatedDays} od wypłaty pierwszego, gdy pierwszy nie został w pełni spłacony: koszty pozaodsetkowe wszystkich tych kredytów sumuje się, a limit liczy się od kwoty pierwszego kredytu (art. 36c).</li>
</ul>
<p>Te zasady nie dotyczą pożyczek wziętych w różnych, niepowiązanych ze sobą firmach: każda z nich ma osobny limit, a koszty i tak się sumują w Twoim budżecie.</p>

<h3>Odsetki maksymalne</h3>
<p>Odsetki mają osobny limit, wynikający z Kodeksu cywilnego (art. 359 § 2¹). Odsetki z umowy nie mogą w skali roku przekraczać ${interestMultiple} odsetek ustawowych, a odsetki ustawowe to stopa referencyjna Narodowego Banku Polskiego powiększona o ${marginPoints} punktu procentowego. Ponieważ stopa referencyjna się zmienia, zmienia się też ten limit. Jeśli umowa przewiduje więcej, należą się tylko odsetki maksymalne (art. 359 § 2²).</p>

<h3>Co to oznacza dla Ciebie</h3>
<p>Limity nie sprawiają, że chwilówka jest tania. Pokazują jednak granicę, której pożyczkodawca nie może przekroczyć. Jeśli po zsumowaniu opłat masz wrażenie, że koszty są wyższe, niż pozwala ustawa, nie musisz rozstrzygać tego samodzielnie. Umowę bezpłatnie przeanalizuje miejski lub powiatowy rzecznik konsumentów, a w sporze z firmą pożyczkową pomoże <a href="https://rf.gov.pl/" target="_blank" rel="noopener noreferrer">Rzecznik Finansowy</a>.</p>

<h2>Kiedy konsolidacja chwilówek pomaga</h2>
<p>Konsolidacja zwykle ma sens, gdy:</p>
<ul>
<li><strong>masz stały dochód</strong>, a problemem są terminy i jednorazowe spłaty, a nie to, że wydatki stale przewyższają wpływy,</li>
<li><strong>po połączeniu pożyczek rata mieści się w budżecie</strong> i zostaje jeszcze zapas na nieprzewidziane wydatki,</li>
<li><strong>nowy kredyt jest tańszy</strong> niż dotychczasowe zobowiązania, co najczęściej dotyczy konsolidacji w banku,</li>
<li><strong>zaległości są niewielkie</strong> albo żadne, a sprawy nie trafiły jeszcze do sądu ani do komornika,</li>
<li><strong>możesz przestać brać nowe chwilówki</strong>, także wtedy, gdy przyjdą kolejne oferty.</li>
</ul>
<p>Wtedy konsolidacja może zatrzymać spiralę: każda kolejna rata naprawdę zmniejsza dług, a Ty wiesz, ile i kiedy płacisz.</p>

<h2>Kiedy konsolidacja nie pomoże albo może zaszkodzić</h2>
<p>Są też sytuacje, w których nowy kredyt tylko odsuwa problem w czasie:</p>
<ul>
<li><strong>budżet się nie domyka nawet bez długów</strong>: jeśli co miesiąc brakuje na podstawowe wydatki, konsolidacja nie zmieni tego rachunku, a po kilku miesiącach może pojawić się kolejna chwilówka,</li>
<li><strong>nowa pożyczka jest droższa niż stare</strong>, na przykład gdy oferta konsolidacyjna ma wysoką prowizję, drogie dodatkowe usługi albo bardzo długi okres spłaty,</li>
<li><strong>konsolidacja obejmuje tylko część długów</strong>, a pozostałe nadal rosną,</li>
<li><strong>dodatkowa gotówka</strong> „na dowolny cel” podnosi kwotę kredytu bardziej, niż to konieczne,</li>
<li><strong>sprawy są już u komornika</strong>: wtedy najpierw trzeba ustalić, ile naprawdę wynosi dług i jakie są możliwości porozumienia; pomoże w tym poradnik <a href="${bailiffGuide}">o tym, co robić, gdy pisze komornik lub windykator</a>.</li>
</ul>
<p>Pamiętaj też, że niższa rata zwykle wynika z dłuższego okresu spłaty. Dłuższy okres oznacza, że odsetki płacisz dłużej. Porównuj więc nie tylko ratę, ale też całkowitą kwotę do zapłaty.</p>

<h2>Jak przygotować się do konsolidacji</h2>
<ol>
<li><strong>Spisz wszystkie pożyczki.</strong> Dla każdej zanotuj pożyczkodawcę, kwotę do spłaty, termin i ewentualne zaległości. Pomocny będzie raport z BIK i biur informacji gospodarczej; piszemy o nich w poradniku <a href="${bureausGuide}">o tym, co widzą kredytodawcy</a>.</li>
<li><strong>Poproś o kwotę do wcześniejszej spłaty.</strong> Każdy pożyczkodawca powinien podać, ile trzeba zapłacić, żeby zamknąć umowę na określony dzień. Przy wcześniejszej spłacie całkowity koszt kredytu maleje o koszty przypadające na okres, o który skracasz umowę (art. 49 ustawy o kredycie konsumenckim).</li>
<li><strong>Policz budżet.</strong> Sprawdź, jaką ratę udźwigniesz bez sięgania po kolejne pożyczki. Krok po kroku pokazujemy to w poradniku <a href="${budgetGuide}">o budżecie domowym i liście długów</a>.</li>
<li><strong>Sprawdź orientacyjną ratę.</strong> <a href="${paths.consolidationCalculator}">Kalkulator konsolidacji</a> pomoże zobaczyć, jak okres spłaty wpływa na wysokość raty i łączny koszt.</li>
<li><strong>Przygotuj dokumenty</strong> o dochodach i zobowiązaniach, które mają zostać spłacone.</li>
<li><strong>Nie składaj wielu wniosków naraz.</strong> Każdy wniosek zostawia ślad w bazach, a seria odmów nie pomaga przy kolejnej próbie.</li>
</ol>

<h2>Na co uważać przed podpisaniem umowy</h2>
<ul>
<li><strong>RRSO i całkowita kwota do zapłaty</strong> mówią więcej niż sama rata. Porównuj oferty właśnie po nich.</li>
<li><strong>Usługi dodatkowe</strong>, takie jak ubezpieczenie czy pakiety, zwiększają koszt. Zapytaj, czy są obowiązkowe.</li>
<li><strong>Sposób spłaty dotychczasowych pożyczek.</strong> Najbezpieczniej, gdy kredytodawca sam przelewa pieniądze do dotychczasowych wierzycieli. Po spłacie poproś o potwierdzenie zamknięcia każdej umowy.</li>
<li><strong>Prawo odstąpienia.</strong> Od umowy kredytu konsumenckiego, czyli kredytu do ${consumerCreditLimit}, możesz odstąpić bez podawania przyczyny w ciągu ${withdrawal}, liczonych zwykle od dnia jej zawarcia (art. 53 ustawy o kredycie konsumenckim).</li>
<li><strong>Pożyczkodawca i pośrednik.</strong> Firmy pożyczkowe muszą być wpisane do rejestru instytucji pożyczkowych prowadzonego przez <a href="https://www.knf.gov.pl/" target="_blank" rel="noopener noreferrer">Komisję Nadzoru Finansowego</a>, a pośrednicy kredytowi do rejestru pośredników kredytowych. Sprawdź to przed podpisaniem umowy.</li>
<li><strong>Opłaty z góry.</strong> Nie płać nikomu za samo „załatwienie” pożyczki przed jej wypłatą i nie podawaj loginów do bankowości ani kodów z SMS-ów.</li>
</ul>

<h2>Gdy konsolidacja nie jest możliwa</h2>
<p>Zdarza się, że bank odmawia, a oferta firmy pożyczkowej jest zbyt droga. To trudny moment, ale nie koniec możliwości. Oto kroki, które możesz podjąć zamiast sięgać po kolejną chwilówkę:</p>
<ul>
<li><strong>Porozmawiaj z pożyczkodawcami.</strong> Gdy opóźniasz się ze spłatą, kredytodawca musi wezwać Cię do zapłaty z terminem nie krótszym niż ${restructuring} i poinformować, że w ciągu ${restructuring} możesz złożyć wniosek o restrukturyzację zadłużenia; zgoda na nią zależy od kredytodawcy, a odmowę musi uzasadnić (art. 21a ustawy o kredycie konsumenckim). Wielu pożyczkodawców zgadza się rozłożyć zaległość na raty albo przesunąć termin, zwłaszcza jeśli odezwiesz się przed terminem spłaty, a nie po nim. Proponuj tylko takie kwoty, które naprawdę możesz płacić, i proś o potwierdzenie ustaleń na piśmie.</li>
<li><strong>Zacznij od najdroższych zobowiązań</strong>, ale nie kosztem czynszu, rachunków za media, jedzenia i leków.</li>
<li><strong>Skorzystaj z bezpłatnej pomocy.</strong> Miejski lub powiatowy rzecznik konsumentów pomoże ocenić umowy i napisać pismo do pożyczkodawcy. W punktach nieodpłatnej pomocy prawnej, działających w każdym powiecie, porozmawiasz z prawnikiem lub doradcą o zadłużeniu.</li>
<li><strong>Wróć do tematu za kilka miesięcy.</strong> Gdy spłacisz część pożyczek, a w historii pojawią się terminowe wpłaty, ocena wniosku o konsolidację może wypaść inaczej.</li>
</ul>
<p>Jeśli długi na stałe przerastają Twoje możliwości, istnieje też upadłość konsumencka. To poważna decyzja z wieloma skutkami, dlatego warto ją omówić z prawnikiem.</p>

<h2>Najważniejsze w skrócie</h2>
<ul>
<li>Konsolidacja zamienia kilka chwilówek w jedną miesięczną ratę; spiralę zadłużenia zatrzyma tylko wtedy, gdy rata mieści się w budżecie i nie bierzesz nowych pożyczek.</li>
<li>Pomaga, gdy dochód jest stały, a rata po konsolidacji mieści się w budżecie.</li>
<li>Nie pomoże, gdy wydatki stale przewyższają dochody albo gdy nadal sięgasz po nowe pożyczki.</li>
<li>Prawo ogranicza koszty pozaodsetkowe (art. 36a–36c ustawy o kredycie konsumenckim: przy spłacie krótszej niż ${shortTerm} do ${formatPercent(otherCosts.shortTermPercent)}, w innych przypadkach według wzoru, nigdy ponad ${formatPercent(otherCosts.maxPercentOfAmount)} kwoty kredytu) i odsetki (art. 359 Kodeksu cywilnego).</li>
<li>Porównuj RRSO i całkowitą kwotę do zapłaty, nie tylko ratę.</li>
</ul>

<h2>Jak możemy pomóc?</h2>
<p>${company.brandName} jest pośrednikiem kredytowym, a nie bankiem ani firmą pożyczkową. Sprawdzamy, czy w Twojej sytuacji możliwa jest <a href="${paths.paydayConsolidation}">konsolidacja chwilówek</a> albo <a href="${paths.nonBankRepayment}">kredyt na spłatę zobowiązań w firmach pożyczkowych</a>, i porównujemy oferty banków i instytucji, z którymi współpracujemy. Decyzję kredytową zawsze podejmuje kredytodawca, dlatego nie obiecujemy, że kredyt zostanie przyznany.</p>
<p>Na początek zamów <a href="${paths.analysis}">bezpłatną analizę finansową</a>. Doradca oddzwoni ${callbackPromise.forms}, przejrzy z Tobą pożyczki i powie uczciwie, czy konsolidacja ma sens, czy lepiej zacząć od innego kroku. Analiza jest bezpłatna i niezobowiązująca. Nie pobieramy opłat z góry: prowizja należy się dopiero po uzyskaniu finansowania.</p>
`;

export const paydayConsolidationArticle: Article = {
  ...paydayConsolidationSummary,
  content,
  sources: [
    actSource(
      acts.consumerCredit,
      'art. 21a (wezwanie do zapłaty i restrukturyzacja), art. 36a–36d (maksymalne pozaodsetkowe koszty kredytu, przedłużenia i kolejne kredyty), art. 49 (wcześniejsza spłata) i art. 53 (odstąpienie od umowy)',
    ),
    actSource(acts.civilCode, 'art. 359 (odsetki ustawowe i maksymalne)'),
    {
      title:
        'Komisja Nadzoru Finansowego – rejestr instytucji pożyczkowych i rejestr pośredników kredytowych',
      url: 'https://www.knf.gov.pl/',
    },
    { title: 'Rzecznik Finansowy', url: 'https://rf.gov.pl/' },
    { title: 'Urząd Ochrony Konkurencji i Konsumentów', url: 'https://uokik.gov.pl/' },
  ],
  image: {
    src: `/images/articles/${slug}.svg`,
    alt: 'Kilka małych kopert zbiegających się w jedną dużą kopertę, obok kalendarz z zaznaczonym dniem',
    width: 1200,
    height: 630,
  },
};
