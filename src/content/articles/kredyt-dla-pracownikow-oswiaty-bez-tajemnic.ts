import { articlePath, paths } from '@/config/paths';
import { company } from '@/content/company';
import { loanTerms, requiredDocuments } from '@/content/figures';
import { consumerCredit } from '@/content/statutory-figures';
import { acts, actSource, consumerCreditLimit } from '@/content/law';
import { callbackPromise, promises } from '@/content/promises';
import { exampleFigures, representativeExampleFor } from '@/content/representative-example';
import type { Article } from '@/content/types';
import { formatPln } from '@/lib/format';
import { educationWorkersGuideSummary } from './kredyt-dla-pracownikow-oswiaty-bez-tajemnic.summary';
import { representativeExampleHtml } from './article-html';

const { slug } = educationWorkersGuideSummary;

/** The example the education-worker page shows (the general offer's: consolidation), computed. */
const example = representativeExampleFor('consolidation');
const figures = exampleFigures('consolidation');
const decision = loanTerms.decisionHours;
const exampleCaption = 'Przykład reprezentatywny kredytu konsolidacyjnego';

/** Trusted static HTML written here; every figure comes from src/content/figures.ts. */
const content = `
<p>Szkoła i przedszkole to nie tylko nauczyciele. Codziennie pracują w nich sekretarki, księgowe, intendentki, kucharki, woźni, konserwatorzy, sprzątający i pomoce nauczyciela. Do oświaty należą też uczelnie z ich pracownikami administracji, bibliotek i laboratoriów. O ofertach „dla nauczycieli” słyszy się często, o kredycie dla pozostałych pracowników oświaty rzadko. Tymczasem dla banku nie liczy się nazwa stanowiska, tylko rodzaj umowy, wysokość i regularność dochodu oraz obecne zobowiązania. W tym poradniku wyjaśniamy, jak to wygląda w praktyce i jak dobrze przygotować się do wniosku.</p>

<h2>Kto jest kim w oświacie i dlaczego to ma znaczenie</h2>
<p>Pracownicy szkół i przedszkoli są zatrudniani na różnych podstawach prawnych. To wpływa na to, z czego składa się ich pensja i jakie dokumenty wystawi pracodawca:</p>
<ul>
<li><strong>Nauczyciele i inni pracownicy pedagogiczni</strong>, na przykład pedagog, psycholog, logopeda czy bibliotekarz szkolny, są zwykle zatrudniani na zasadach Karty Nauczyciela. Ich sytuację opisujemy w poradniku <a href="${articlePath('kredyt-dla-nauczyciela-dochody-i-dokumenty')}">o kredycie dla nauczyciela</a>.</li>
<li><strong>Pracownicy administracji i obsługi szkół i przedszkoli samorządowych</strong> są pracownikami samorządowymi. Ich zatrudnienie regulują Kodeks pracy i ustawa o pracownikach samorządowych.</li>
<li><strong>Pomoc nauczyciela w przedszkolu</strong> jest zwykle zatrudniona jako pracownik obsługi, a nie jako nauczyciel, więc do jej pensji stosuje się te same zasady co do innych pracowników obsługi.</li>
<li><strong>Pracownicy szkół i przedszkoli niepublicznych</strong> pracują na zasadach Kodeksu pracy i regulaminu wynagradzania swojego pracodawcy.</li>
<li><strong>Pracownicy uczelni</strong> to nauczyciele akademiccy oraz pracownicy niebędący nauczycielami akademickimi, na przykład administracji, bibliotek czy laboratoriów. Najczęściej pracują na umowę o pracę, a obok niej zdarzają się umowy cywilnoprawne i wynagrodzenia z projektów badawczych.</li>
</ul>

<h2>Z czego składa się pensja i co z niej policzy bank</h2>
<p>Pracownikom samorządowym przysługuje wynagrodzenie zasadnicze, a po kilku latach pracy także dodatek za wieloletnią pracę. Na niektórych stanowiskach przysługuje też dodatek funkcyjny, a premia wtedy, gdy przewiduje ją regulamin wynagradzania. Do tego dochodzi nagroda jubileuszowa, wypłacana jednorazowo po określonym stażu.</p>
<p>Pracownicy szkół i przedszkoli publicznych mają też prawo do dodatkowego wynagrodzenia rocznego, czyli „trzynastki”, na zasadach ustawy o dodatkowym wynagrodzeniu rocznym dla pracowników jednostek sfery budżetowej. W placówkach niepublicznych zależy ono od zasad wynagradzania u danego pracodawcy.</p>
<p>Bank patrzy przede wszystkim na to, co wpływa co miesiąc. Wynagrodzenie zasadnicze i stałe dodatki liczy zwykle w całości. Premię, nadgodziny czy zastępstwa uwzględnia różnie, często jako średnią z kilku miesięcy. Nagrodę jubileuszową i „trzynastkę”, wypłacane raz na jakiś czas, banki traktują różnie i nie zawsze wliczają je do dochodu, dlatego nie warto na nich opierać raty. Przy niższych wynagrodzeniach każdy stały składnik ma tym większe znaczenie, dlatego warto zadbać, żeby wszystkie znalazły się w zaświadczeniu.</p>

<h2>Rodzaj umowy: na co patrzy bank</h2>
<p>Najwięcej zależy od tego, jak długo ma trwać zatrudnienie. Oto najczęstsze sytuacje:</p>
<ul>
<li><strong>Umowa o pracę na czas nieokreślony</strong> to dla banku najbardziej przewidywalna sytuacja.</li>
<li><strong>Umowa na czas określony</strong> jest zwykle akceptowana, ale bank sprawdza datę jej zakończenia. W oświacie zdarzają się umowy kończące się wraz z końcem roku szkolnego albo z końcem sierpnia. Jeśli taka data jest blisko, bank może zaproponować krótszy okres spłaty albo poprosić o dodatkowe dokumenty.</li>
<li><strong>Okres próbny</strong> to czas, w którym wiele banków podchodzi do wniosku ostrożnie. Jeśli możesz, poczekaj z wnioskiem do zawarcia kolejnej umowy.</li>
<li><strong>Umowa na zastępstwo</strong> trwa do powrotu zastępowanej osoby, więc jej koniec bywa trudny do przewidzenia. Tu szczególnie liczy się wcześniejsza historia zatrudnienia.</li>
<li><strong>Niepełny etat</strong> daje niższy dochód, ale stabilny. Jeśli pracujesz na części etatu w dwóch placówkach, bank może zsumować oba dochody, gdy każdy z nich jest udokumentowany.</li>
<li><strong>Umowa zlecenie lub o dzieło</strong>, na przykład za opiekę na wycieczkach czy zajęcia dodatkowe, może zwiększyć dochód, jeśli trwa od jakiegoś czasu i widać ją na koncie. Gdy to Twoje główne źródło dochodu, zajrzyj na stronę <a href="${paths.civilContract}">kredytu na umowę zlecenie</a>.</li>
<li><strong>Umowa na czas trwania projektu</strong>, częsta na uczelniach, kończy się razem z finansowaniem projektu. Bank sprawdzi jej datę końcową podobnie jak przy każdej umowie na czas określony.</li>
</ul>
<p>Banki zwykle wymagają też pewnego minimalnego stażu pracy, liczonego u obecnego pracodawcy albo łącznie. Wymagania różnią się między bankami, dlatego zanim złożysz wniosek, warto sprawdzić, gdzie Twoja sytuacja spełnia warunki.</p>

<h2>Jakie dokumenty przygotować</h2>
<p>Przy umowie o pracę zwykle wystarczą:</p>
<ol>
<li>dokument tożsamości (dowód osobisty),</li>
<li>zaświadczenie od pracodawcy o zatrudnieniu i wysokości dochodów, często na formularzu banku,</li>
<li>wyciągi z konta, na które wpływa wynagrodzenie, za ostatnie ${requiredDocuments.bankStatementMonths} miesiące,</li>
<li>oświadczenie o dochodach i zobowiązaniach.</li>
</ol>
<p>Przy umowach cywilnoprawnych bank może poprosić o same umowy, rachunki i roczne zeznanie podatkowe (PIT). Przy konsolidacji potrzebne będą umowy albo zaświadczenia o zobowiązaniach, które mają zostać spłacone, z aktualnym saldem i numerem rachunku do spłaty.</p>
<p>Zaświadczenie o zarobkach wystawia pracodawca. W szkołach i przedszkolach samorządowych płace prowadzi często jednostka obsługująca kilka placówek, na przykład centrum usług wspólnych, a na uczelni dział kadr lub płac. Zapytaj wcześniej, gdzie złożyć prośbę i ile czasu potrzeba na jej załatwienie.</p>

<h2>Kilka rat naraz? Sprawdź, czy konsolidacja pomoże</h2>
<p>Jeśli spłacasz kilka kredytów, kart albo pożyczek, to one, a nie sama pensja, najczęściej ograniczają zdolność kredytową. Kredyt konsolidacyjny łączy je w jedną ratę, zwykle niższą dzięki dłuższemu okresowi spłaty. Ceną bywa wyższy całkowity koszt, bo odsetki płaci się dłużej. Jak to działa, opisujemy w poradniku <a href="${articlePath('co-to-jest-kredyt-konsolidacyjny-jak-dziala')}">o kredycie konsolidacyjnym</a>, a wstępne wyliczenie zrobisz w <a href="${paths.consolidationCalculator}">kalkulatorze konsolidacji</a>. Jeśli wśród Twoich zobowiązań są chwilówki, przeczytaj też, <a href="${articlePath('konsolidacja-chwilowek-kiedy-pomaga-a-kiedy-nie')}">kiedy konsolidacja chwilówek pomaga, a kiedy nie</a>.</p>

<h3>Przykład reprezentatywny</h3>
<p>To ten sam przykład, który pokazujemy na stronie oferty dla pracowników oświaty. Ma charakter wyłącznie informacyjny. ${example.intro}</p>
${representativeExampleHtml(example, exampleCaption)}
<p>${example.disclaimer}</p>
<p>W tym przykładzie ${formatPln(figures.amount)} spłaca się w ${figures.months} ratach po ${formatPln(figures.instalment)}. Łącznie trzeba oddać ${formatPln(figures.totalPayable)}, z czego ${formatPln(figures.totalCost)} to koszt kredytu. Przy krótszym okresie rata byłaby wyższa, ale odsetki niższe. Dobra rata to taka, którą spłacisz bez zaciągania kolejnych pożyczek, także w miesiącu z nieprzewidzianym wydatkiem. Jeśli po podpisaniu umowy kredytu konsumenckiego, czyli kredytu do ${consumerCreditLimit}, zmienisz zdanie, możesz od niej odstąpić w ciągu ${consumerCredit.withdrawalDays} dni bez podawania przyczyny (art. 53 ustawy o kredycie konsumenckim); przy wyższej kwocie decydują o tym postanowienia umowy.</p>

<h2>Co pomaga przed złożeniem wniosku</h2>
<ul>
<li><strong>Zacznij od listy długów i budżetu.</strong> Spisz raty, terminy i kwoty do spłaty oraz stałe wydatki. Krok po kroku prowadzi przez to poradnik <a href="${articlePath('budzet-domowy-i-lista-dlugow-przed-wnioskiem')}">o budżecie domowym i liście długów</a>.</li>
<li><strong>Poczekaj na nową umowę, jeśli jest blisko.</strong> Przedłużenie zatrudnienia albo umowa na czas nieokreślony mogą wyraźnie zmienić ocenę banku.</li>
<li><strong>Zamknij nieużywane limity.</strong> Karta kredytowa czy limit w koncie obniżają zdolność kredytową, nawet gdy z nich nie korzystasz.</li>
<li><strong>Sprawdź swój raport w BIK</strong> przed wnioskiem, a nie po odmowie. Wyjaśniamy to w poradniku <a href="${articlePath('bik-i-biura-informacji-gospodarczej-co-widza-kredytodawcy')}">o BIK i biurach informacji gospodarczej</a>.</li>
<li><strong>Nie składaj wniosków w kilku bankach naraz.</strong> Każde zapytanie jest widoczne dla kolejnych kredytodawców.</li>
<li><strong>Rozważ wspólny wniosek z drugą osobą</strong>, na przykład z małżonkiem. Wiele banków pozwala wtedy połączyć dochody, ale pamiętaj, że współkredytobiorca odpowiada za spłatę tak samo jak Ty.</li>
</ul>

<h2>Najważniejsze w skrócie</h2>
<ol>
<li>Bank ocenia umowę, dochód i zobowiązania, a nie nazwę stanowiska.</li>
<li>Stałe składniki pensji liczą się zwykle w całości, zmienne różnie, a na „trzynastce” nie warto opierać raty.</li>
<li>Przy umowie na czas określony, na zastępstwo lub w projekcie liczy się data jej zakończenia.</li>
<li>Zwykle wystarczą cztery dokumenty; zaświadczenie zamów z wyprzedzeniem.</li>
<li>Jeśli spłacasz kilka rat, policz konsolidację, ale patrz na całkowity koszt, nie tylko na ratę.</li>
</ol>

<h2>Jak możemy pomóc?</h2>
<p>${company.brandName} jest pośrednikiem kredytowym, a nie bankiem. Nie udzielamy kredytów: porównujemy oferty banków, z którymi współpracujemy, i pomagamy przygotować wniosek tam, gdzie Twoja sytuacja ma realne szanse. Decyzję kredytową zawsze podejmuje kredytodawca.</p>
<p>Na stronie <a href="${paths.educationWorkers}">kredytu dla pracowników oświaty</a> znajdziesz warunki oferty: kredyt do ${formatPln(loanTerms.maxAmountUnsecured)} bez dodatkowych zabezpieczeń, na okres do ${loanTerms.maxPeriodMonths} miesięcy. Decyzja kredytodawcy zapada zwykle w ciągu ${decision.from}–${decision.to} godzin od złożenia kompletu dokumentów. Nauczycieli zapraszamy też na stronę <a href="${paths.teacher}">kredytu dla nauczyciela</a>.</p>
<p>Jeśli wolisz najpierw porozmawiać, zamów <a href="${paths.analysis}">bezpłatną analizę finansową</a>. Doradca oddzwoni ${callbackPromise.forms}, a rozmowę możesz umówić na czas po pracy. Obiecujemy niewiele, ale konkretnie:</p>
<ul>
<li>${promises.freeAnalysis}</li>
<li>${promises.noUpfrontFee}</li>
<li>${promises.manyBanks}</li>
</ul>
`;

export const educationWorkersGuideArticle: Article = {
  ...educationWorkersGuideSummary,
  content,
  sources: [
    actSource(acts.labourCode, 'art. 25 (rodzaje umów o pracę)'),
    actSource(acts.localGovernmentEmployees),
    actSource(acts.annualBonus),
    actSource(acts.higherEducation),
    actSource(
      acts.consumerCredit,
      'art. 3 (zakres ustawy), art. 7 (przykład reprezentatywny), art. 53 (odstąpienie od umowy)',
    ),
    {
      title: 'Biuro Informacji Kredytowej – raport o historii kredytowej',
      url: 'https://www.bik.pl/',
    },
  ],
  image: {
    src: `/images/articles/${slug}.svg`,
    alt: 'Budynek szkoły z zegarem nad wejściem, obok segregator z dokumentami i klucze',
    width: 1200,
    height: 630,
  },
};
