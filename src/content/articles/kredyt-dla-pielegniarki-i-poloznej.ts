import { articlePath, paths } from '@/config/paths';
import { company } from '@/content/company';
import { nurse, requiredDocuments } from '@/content/figures';
import { consumerCredit } from '@/content/statutory-figures';
import { acts, actSource, consumerCreditLimit } from '@/content/law';
import { callbackPromise, promises } from '@/content/promises';
import {
  exampleFigures,
  instalmentRows,
  representativeExampleFor,
} from '@/content/representative-example';
import type { Article } from '@/content/types';
import { formatMonths, formatPercent, formatPln } from '@/lib/format';
import { nurseGuideSummary } from './kredyt-dla-pielegniarki-i-poloznej.summary';
import { representativeExampleHtml } from './article-html';

const { slug } = nurseGuideSummary;

/** The nurse offer's own example and instalment rows, as the nurse page shows them: computed. */
const example = representativeExampleFor('nurse');
const figures = exampleFigures('nurse');
const rows = instalmentRows(nurse.rateFrom, nurse.examples);
const exampleCaption = 'Przykład reprezentatywny kredytu dla pielęgniarki';
const instalmentsCaption = `Przykładowe raty miesięczne przy oprocentowaniu nominalnym ${formatPercent(nurse.rateFrom)} w skali roku (kapitał i odsetki, bez prowizji)`;

/** Trusted static HTML written here; every figure comes from src/content/figures.ts. */
const content = `
<p>Grafik, który zmienia się co miesiąc, noce i święta, etat w szpitalu i dodatkowa umowa w przychodni albo we własnej praktyce: tak wygląda praca wielu pielęgniarek, pielęgniarzy i położnych. Banki zwykle oceniają te zawody jako stabilne. Zmienne pensje i kilka źródeł dochodu sprawiają jednak, że ta sama osoba może w dwóch bankach usłyszeć zupełnie różne kwoty. W tym poradniku wyjaśniamy, co bank liczy do dochodu, jakie dokumenty przygotować i jak zaplanować ratę, żeby była bezpieczna także w słabszym miesiącu.</p>

<h2>Gdzie i na jakiej podstawie pracują pielęgniarki i położne</h2>
<p>Pielęgniarki i położne pracują w szpitalach, przychodniach podstawowej opieki zdrowotnej, zakładach opiekuńczo-leczniczych, domach pomocy społecznej, hospicjach, szkołach i w opiece domowej. Najczęstsze formy zatrudnienia to:</p>
<ul>
<li><strong>Umowa o pracę</strong>, na czas nieokreślony lub określony, na pełen lub niepełny etat. To forma najprostsza do oceny dla banku.</li>
<li><strong>Kontrakt</strong>, czyli praca we własnej praktyce zawodowej. Praktyka pielęgniarki lub położnej ma wpis do rejestru podmiotów wykonujących działalność leczniczą, który prowadzi okręgowa rada pielęgniarek i położnych, oraz do CEIDG. Placówka płaci na podstawie faktur, a podatek i składki rozlicza się samodzielnie.</li>
<li><strong>Umowa zlecenie</strong>, często jako dodatkowa praca obok etatu, na przykład w opiece długoterminowej czy przy szczepieniach.</li>
</ul>
<p>Każda z tych form może być podstawą kredytu. Różnią się tym, jakie dokumenty trzeba pokazać i jak bank przeliczy dochód.</p>

<h2>Z czego składa się pensja i co z niej liczy bank</h2>
<p>Na umowie o pracę na wynagrodzenie składają się zwykle:</p>
<ul>
<li><strong>wynagrodzenie zasadnicze</strong>; w podmiotach leczniczych jego najniższą wysokość wyznacza osobna ustawa, a podwyżki z niej wynikające przypadają co roku od lipca,</li>
<li><strong>dodatek za wysługę lat</strong>, jeśli przewiduje go regulamin wynagradzania lub układ zbiorowy,</li>
<li><strong>dodatki za pracę w nocy, w niedziele i święta</strong>, zależne od grafiku,</li>
<li><strong>wynagrodzenie za nadgodziny i dodatkowe dyżury</strong>,</li>
<li>inne dodatki i premie przewidziane u danego pracodawcy.</li>
</ul>
<p>Stałe składniki, czyli pensję zasadniczą i dodatek za wysługę lat, bank liczy zwykle w całości. Dodatki zależne od grafiku i nadgodziny uwzględnia różnie: często jako średnią z kilku ostatnich miesięcy, czasem tylko częściowo. Dlatego warto wiedzieć, jak wyglądały Twoje ostatnie miesiące. Jeśli był wśród nich urlop albo zwolnienie lekarskie i nocy było mniej, średnia może wyjść niższa niż zwykle.</p>
<p>Podobnie jest z podwyżką od lipca. Jeśli składasz wniosek tuż po niej, bank widzi ją w zaświadczeniu, ale wyciągi z konta z poprzednich miesięcy pokazują jeszcze niższe kwoty. Niektóre banki biorą pod uwagę aktualną pensję z zaświadczenia, inne średnią z kilku miesięcy, i doradca może pomóc wybrać właściwy.</p>

<h2>Dyżury i praca w kilku placówkach</h2>
<p>Część pielęgniarek i położnych pracuje w dwóch miejscach: etat w szpitalu i umowa w przychodni, praca w ratownictwie albo zmiany w innej placówce. Bank może zsumować te dochody, ale każdy trzeba udokumentować osobno. Przy dodatkowej pracy kredytodawca zwykle chce zobaczyć, że trwa ona już od kilku miesięcy i regularnie wpływa na konto.</p>
<p>Jeżeli dodatkowa umowa jest świeża albo wypłaty są nieregularne, bank może ją pominąć. Wtedy lepiej oprzeć wniosek na dochodzie z etatu, a drugą pracę potraktować jako zapas na spłatę. To bezpieczniejsze także dla Ciebie: jeśli z dodatkowej umowy zrezygnujesz, rata nadal będzie w zasięgu.</p>

<h2>Kontrakt i własna praktyka</h2>
<p>Przy kontrakcie bank patrzy na dokumenty z działalności. Zwykle potrzebne są zeznanie podatkowe za poprzedni rok, księga przychodów i rozchodów lub ewidencja przychodów za bieżący rok, zaświadczenia o niezaleganiu z podatkami i składkami oraz umowy z placówkami. Wiele banków oczekuje, że działalność trwa od jakiegoś czasu; część łagodniej traktuje osoby, które wcześniej pracowały w tym samym zawodzie na etacie.</p>
<p>Pamiętaj, że przy rozliczeniu na zasadach ogólnych lub podatkiem liniowym bank patrzy na dochód po odjęciu kosztów, a przy ryczałcie przelicza przychód według własnych zasad. Szerzej opisujemy to w poradniku <a href="${articlePath('kredyt-dla-lekarza-etat-kontrakt-dyzury')}">o kredycie dla lekarza</a>, bo zasady są dla obu zawodów podobne.</p>

<h3>Położne: na co zwrócić uwagę</h3>
<p>Położne pracują zarówno w szpitalach, na przykład na salach porodowych i oddziałach położniczych, jak i w podstawowej opiece zdrowotnej, gdzie odwiedzają pacjentki i noworodki w domach. Część z nich prowadzi własną praktykę i współpracuje z przychodnią albo ma umowę z Narodowym Funduszem Zdrowia. Dla banku zasady są takie same jak przy pielęgniarkach: etat ocenia na podstawie zaświadczenia, a praktykę na podstawie dokumentów z działalności. Przy własnej praktyce warto mieć pod ręką umowy, na podstawie których praktyka otrzymuje wynagrodzenie, bo pokazują, że współpraca jest stała i kiedy się kończy.</p>

<h2>Staż pracy i przerwy w zatrudnieniu</h2>
<p>Po zmianie pracy albo na początku kariery ważne jest, ile miesięcy pracujesz u obecnego pracodawcy. W części banków wystarczą ${nurse.minimumEmploymentMonths} miesiące zatrudnienia, inne oczekują dłuższego stażu. Umowa na czas nieokreślony i dłuższa praca w zawodzie poprawiają ocenę wniosku.</p>
<p>Osobną sytuacją jest urlop macierzyński lub rodzicielski albo dłuższe zwolnienie lekarskie. Zasiłki banki oceniają różnie, dlatego przed złożeniem wniosku warto sprawdzić, który kredytodawca uwzględni Twoją obecną sytuację i na jakich warunkach.</p>

<h2>Jakie dokumenty przygotować</h2>
<p>Przy umowie o pracę zwykle wystarczą:</p>
<ol>
<li>dokument tożsamości (dowód osobisty),</li>
<li>zaświadczenie od pracodawcy o zatrudnieniu i wysokości dochodów, z każdego miejsca pracy osobno,</li>
<li>wyciągi z konta za ostatnie ${requiredDocuments.bankStatementMonths} miesiące,</li>
<li>oświadczenie o dochodach i zobowiązaniach.</li>
</ol>
<p>Przy kontrakcie i umowach zlecenie dochodzą dokumenty opisane wyżej: umowy, rachunki lub faktury i rozliczenia podatkowe. Jeśli kredyt ma spłacić inne zobowiązania, potrzebne będą też ich umowy albo zaświadczenia o aktualnym saldzie.</p>
<p>Zaświadczenia o zarobkach wystawia dział kadr lub płac, zwykle w godzinach pracy administracji. Jeśli pracujesz w nocy, zapytaj, czy możesz zamówić zaświadczenie e-mailem albo odebrać je w innym terminie, żeby nie tracić dnia wolnego.</p>

<h2>Ile może wynosić rata?</h2>
<p>Poniżej orientacyjne raty z tabeli na stronie oferty dla pielęgniarek. Obejmują tylko kapitał i odsetki, bez prowizji i innych kosztów, więc rzeczywisty koszt kredytu jest wyższy.</p>
<div class="table-scroll" role="region" aria-label="Przykładowe raty miesięczne" tabindex="0">
<table>
<caption>${instalmentsCaption}</caption>
<thead>
<tr><th scope="col">Kwota kredytu</th><th scope="col">Okres spłaty</th><th scope="col">Rata miesięczna</th></tr>
</thead>
<tbody>
${rows.map((row) => `<tr><th scope="row">${formatPln(row.amount)}</th><td>${formatMonths(row.months)}</td><td>${formatPln(row.instalment)}</td></tr>`).join('\n')}
</tbody>
</table>
</div>
<p>Pełny obraz kosztów daje dopiero przykład reprezentatywny, który obejmuje także prowizję kredytodawcy. ${example.intro}</p>
${representativeExampleHtml(example, exampleCaption)}
<p>${example.disclaimer}</p>
<p>W tym przykładzie ${formatPln(figures.amount)} spłaca się w ${figures.months} ratach po ${formatPln(figures.instalment)}, a całkowita kwota do zapłaty wynosi ${formatPln(figures.totalPayable)}. Jak czytać RRSO i całkowity koszt, wyjaśniamy w poradniku <a href="${articlePath('jak-czytac-rrso-i-calkowity-koszt-kredytu')}">o RRSO i całkowitym koszcie kredytu</a>. Od umowy kredytu konsumenckiego, czyli kredytu do ${consumerCreditLimit}, możesz odstąpić w ciągu ${consumerCredit.withdrawalDays} dni bez podawania przyczyny (art. 53 ustawy o kredycie konsumenckim) i możesz go spłacić wcześniej w każdej chwili (art. 48); przy wyższej kwocie decydują o tym postanowienia umowy.</p>

<h2>Jak bezpiecznie zaplanować ratę</h2>
<ul>
<li><strong>Licz ratę od pensji bez dodatkowych dyżurów.</strong> Jeśli uda się ją spłacić w miesiącu z najmniejszą liczbą nocy i świąt, kredyt nie będzie zależał od grafiku.</li>
<li><strong>Ustaw termin raty po wypłacie</strong> z głównego miejsca pracy, a nie z dodatkowej umowy.</li>
<li><strong>Spisz wszystkie zobowiązania</strong>, także zakupy na raty i limity w koncie. Pomoże w tym poradnik <a href="${articlePath('budzet-domowy-i-lista-dlugow-przed-wnioskiem')}">o budżecie domowym i liście długów</a>.</li>
<li><strong>Sprawdź raport w BIK</strong> przed wnioskiem; zobacz poradnik <a href="${articlePath('bik-i-biura-informacji-gospodarczej-co-widza-kredytodawcy')}">o BIK i biurach informacji gospodarczej</a>.</li>
<li><strong>Spłacasz kilka pożyczek lub chwilówek?</strong> Sprawdź, czy połączenie ich w <a href="${paths.consolidationCredit}">kredyt konsolidacyjny</a> obniży miesięczne obciążenie, i przeczytaj, <a href="${articlePath('konsolidacja-chwilowek-kiedy-pomaga-a-kiedy-nie')}">kiedy konsolidacja chwilówek pomaga, a kiedy nie</a>.</li>
</ul>

<h2>Najważniejsze w skrócie</h2>
<ol>
<li>Etat, kontrakt i zlecenie mogą być podstawą kredytu; każdy dochód trzeba udokumentować osobno.</li>
<li>Pensję zasadniczą bank liczy w całości, dodatki za noce, święta i nadgodziny różnie, często jako średnią.</li>
<li>Urlop czy zwolnienie w ostatnich miesiącach mogą obniżyć średnią; termin wniosku ma znaczenie.</li>
<li>Przy krótkim stażu wybór banku ma szczególne znaczenie.</li>
<li>Ratę planuj tak, żeby dało się ją spłacać bez dodatkowych dyżurów.</li>
</ol>

<h2>Jak możemy pomóc?</h2>
<p>${company.brandName} jest pośrednikiem kredytowym, a nie bankiem. Nie udzielamy kredytów. Pomagamy zebrać dokumenty z każdego miejsca pracy, porównujemy oferty banków, z którymi współpracujemy, i wskazujemy te, które uwzględnią Twoje dochody najkorzystniej. Decyzję kredytową zawsze podejmuje kredytodawca.</p>
<p>Na stronie <a href="${paths.nurse}">kredytu dla pielęgniarki</a> znajdziesz warunki oferty dla pielęgniarek i położnych: kredyt do ${formatPln(nurse.maxAmount)} na okres do ${nurse.maxPeriodYears} lat. Jeśli pracujesz w ochronie zdrowia w innym zawodzie, zajrzyj na stronę <a href="${paths.medicalWorkers}">kredytu dla pracowników medycznych</a>.</p>
<p>Możesz też zacząć od <a href="${paths.analysis}">bezpłatnej analizy finansowej</a>. Doradca oddzwoni ${callbackPromise.forms}, a rozmowę umówimy na porę dopasowaną do Twojego grafiku. Nasze zasady:</p>
<ul>
<li>${promises.freeAnalysis}</li>
<li>${promises.noUpfrontFee}</li>
<li>${promises.manyBanks}</li>
</ul>
`;

export const nurseGuideArticle: Article = {
  ...nurseGuideSummary,
  content,
  sources: [
    actSource(acts.nurses),
    actSource(
      acts.medicalActivity,
      '(praktyka zawodowa pielęgniarki i położnej, rejestr podmiotów wykonujących działalność leczniczą)',
    ),
    actSource(acts.healthcarePay),
    actSource(
      acts.consumerCredit,
      'art. 3 (zakres ustawy), art. 7 (przykład reprezentatywny), art. 48 (wcześniejsza spłata), art. 53 (odstąpienie od umowy)',
    ),
    {
      title: 'Biuro Informacji Kredytowej – raport o historii kredytowej',
      url: 'https://www.bik.pl/',
    },
  ],
  image: {
    src: `/images/articles/${slug}.svg`,
    alt: 'Czepek pielęgniarski z krzyżykiem, zegar i księżyc symbolizujące pracę zmianową',
    width: 1200,
    height: 630,
  },
};
